import Foundation

/// A container that shows one of several view controllers, chosen by a tab bar at the bottom
/// (UIKit's `UITabBarController`).
///
/// The selected controller's view fills the container; the ``tabBar`` covers its bottom, 49
/// points above the safe area and reaching down through it (83 points on an iPhone with a home
/// indicator). The children's safe area ends above the bar — the container adds the bar's 49
/// points to each child's ``ViewController/additionalSafeAreaInsets``, as a
/// ``NavigationController`` adds its bars' — so content pinned to `safeAreaLayoutGuide` stays
/// clear of it. The bar shows each child's ``ViewController/tabBarItem``, the selected one in the
/// tint colour. Changing ``selectedIndex`` shows the other child at once, as iOS does.
open class TabBarController: ViewController {
  /// The bar.
  public let tabBar = TabBar()

  private var children_: [ViewController] = []
  private var storedIndex = 0

  /// Creates a tab bar controller with no tabs.
  public override init() {
    super.init()
    tabBar.contentController = self
  }

  /// The selected controller's scroll view (a navigation controller's top one), unless one was
  /// set on the tab bar controller itself.
  override func contentScrollViewForBars(at edge: DirectionalRectEdge) -> ScrollView? {
    if let choice = contentScrollViewChoices[edge] { return choice.scrollView }
    return selectedViewController?.contentScrollViewForBars(at: edge)
  }

  /// The content scrolled: the bar chooses its appearance again at the next layout.
  override func contentScrollViewDidScroll() {
    tabBar.contentDidScroll()
  }

  /// The children, one per tab, left to right; `nil` when there are none. Setting it selects the
  /// first (or keeps the selection when it is still there).
  open var viewControllers: [ViewController]? {
    get { children_.isEmpty ? nil : children_ }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the children (`animated` is accepted; the tabs change at once).
  open func setViewControllers(_ controllers: [ViewController]?, animated: Bool) {
    let selected = selectedViewController
    for controller in children_ where !(controllers ?? []).contains(where: { $0 === controller }) {
      controller.willMove(toParent: nil)
      controller.viewIfLoaded?.removeFromSuperview()
      controller.removeFromParent()
    }
    children_ = []
    for controller in controllers ?? [] {
      guard !children_.contains(where: { $0 === controller }) else {
        Diagnostics.report(
          Warning(.invalidHierarchy, "TabBarController: \(type(of: controller)) appears twice; shown once"))
        continue
      }
      if controller.parent !== self {
        addChild(controller)
        controller.didMove(toParent: self)
      }
      children_.append(controller)
    }
    storedIndex = selected.flatMap { old in children_.firstIndex { $0 === old } } ?? 0
    tabBar.items = children_.map(\.tabBarItem)
    updateChildInsets()
    showSelected()
  }

  /// The index of the selected tab; 0 by default. An index outside the tabs is ignored with a
  /// ``Warning/Kind/valueClamped`` warning.
  open var selectedIndex: Int {
    get { storedIndex }
    set {
      guard children_.indices.contains(newValue) else {
        Diagnostics.report(
          Warning(
            .valueClamped,
            "TabBarController.selectedIndex = \(newValue) ignored: there are \(children_.count) tabs"))
        return
      }
      guard newValue != storedIndex else { return }
      storedIndex = newValue
      showSelected()
    }
  }

  /// The selected child; setting a controller that is not a child is ignored with a warning.
  open var selectedViewController: ViewController? {
    get { children_.indices.contains(storedIndex) ? children_[storedIndex] : nil }
    set {
      guard let newValue, let index = children_.firstIndex(where: { $0 === newValue }) else {
        Diagnostics.report(
          Warning(
            .invalidHierarchy, "TabBarController.selectedViewController ignored: it is not one of the tabs"))
        return
      }
      selectedIndex = index
    }
  }

  open override func loadView() {
    super.loadView()
    view.addSubview(tabBar)
    showSelected()
  }

  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let height = TabBar.contentHeight + view.safeAreaInsets.bottom
    tabBar.frame = CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
    view.bringSubviewToFront(tabBar)
    selectedViewController?.viewIfLoaded?.frame = view.bounds
  }

  /// Puts the selected child's view in the container, under the bar, and takes the others out.
  private func showSelected() {
    tabBar.selectedItem = selectedViewController?.tabBarItem
    guard isViewLoaded, let selected = selectedViewController else { return }
    for controller in children_ where controller !== selected {
      if controller.viewIfLoaded?.superview === view { controller.view.removeFromSuperview() }
    }
    let child: View = selected.view
    if child.superview !== view {
      child.frame = view.bounds
      view.insertSubview(child, belowSubview: tabBar)
    }
    view.setNeedsLayout()
    tabBar.setNeedsLayout()
  }

  /// Adds the bar's height to each child's safe area.
  private func updateChildInsets() {
    let covered = tabBar.isHidden ? 0 : TabBar.contentHeight
    for controller in children_ where controller.additionalSafeAreaInsets.bottom != covered {
      var insets = controller.additionalSafeAreaInsets
      insets.bottom = covered
      controller.additionalSafeAreaInsets = insets
    }
  }

  /// A child's tab bar item was replaced: show the new one.
  func tabBarItemDidChange(for controller: ViewController) {
    tabBar.items = children_.map(\.tabBarItem)
    tabBar.selectedItem = selectedViewController?.tabBarItem
  }
}
