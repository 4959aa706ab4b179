import Foundation

/// A container that shows a stack of view controllers under a navigation bar (UIKit's
/// `UINavigationController`).
///
/// The top controller's view fills the container; the bar covers its top, and the controller's
/// safe area starts below the bar (UIKit adds the bar to the child's safe area), so content
/// pinned to `safeAreaLayoutGuide` sits under it. Pushing and popping animated slide the views on
/// the scene's clock, as iOS does; the bar shows the top controller's ``NavigationItem``. With
/// ``isToolbarHidden`` off, a ``Toolbar`` at the bottom shows the top controller's
/// ``ViewController/toolbarItems`` and the children's safe area ends above it too.
open class NavigationController: ViewController {
  /// The bar.
  public let navigationBar = NavigationBar()

  /// The stack, root first.
  public private(set) var viewControllers: [ViewController] = []

  /// The controller on top of the stack.
  public var topViewController: ViewController? { viewControllers.last }

  /// The duration of an animated push or pop, in seconds.
  public static let transitionDuration: TimeInterval = 0.35

  /// The toolbar shown at the bottom for the top controller's ``ViewController/toolbarItems``
  /// while ``isToolbarHidden`` is `false`.
  public let toolbar = Toolbar()

  /// Whether the toolbar is hidden; `true` by default, as in UIKit.
  public var isToolbarHidden: Bool {
    get { toolbarHidden }
    set { setToolbarHidden(newValue, animated: false) }
  }
  private var toolbarHidden = true

  /// Shows or hides the toolbar; with `animated`, it slides up from or down past the bottom edge
  /// over ``toolbarAnimationDuration`` on the scene clock, and the children's safe area follows.
  public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    guard hidden != toolbarHidden else { return }
    toolbarHidden = hidden
    guard isViewLoaded, animated else {
      toolbar.isHidden = hidden
      updateChildInsets()
      viewIfLoaded?.setNeedsLayout()
      return
    }
    if !hidden {
      View.performWithoutAnimation {
        toolbar.isHidden = false
        toolbar.frame = toolbarFrame(hidden: true)
      }
    }
    View.animate(
      withDuration: Self.toolbarAnimationDuration, delay: 0, options: .curveEaseInOut,
      animations: {
        self.toolbar.frame = self.toolbarFrame(hidden: hidden)
        self.updateChildInsets()
        self.view.layoutIfNeeded()
      },
      completion: { _ in if self.toolbarHidden { self.toolbar.isHidden = true } })
  }

  /// The duration of an animated ``setToolbarHidden(_:animated:)``, in seconds.
  public static let toolbarAnimationDuration: TimeInterval = 0.25

  /// The top controller's toolbar items changed.
  func toolbarItemsDidChange(for controller: ViewController, animated: Bool) {
    guard controller === topViewController else { return }
    toolbar.setItems(controller.toolbarItems, animated: animated)
  }

  /// The toolbar's frame: 44 points above the bottom safe-area inset, or just below the view.
  private func toolbarFrame(hidden: Bool) -> CGRect {
    let bounds = view.bounds
    let bottom = view.safeAreaInsets.bottom
    let y = hidden ? bounds.height : bounds.height - bottom - Toolbar.contentHeight
    return CGRect(x: 0, y: y, width: bounds.width, height: Toolbar.contentHeight)
  }

  /// Whether the bar is hidden.
  public var isNavigationBarHidden = false {
    didSet {
      navigationBar.isHidden = isNavigationBarHidden
      updateChildInsets()
      viewIfLoaded?.setNeedsLayout()
    }
  }

  /// Creates a navigation controller showing `rootViewController`.
  public init(rootViewController: ViewController) {
    super.init()
    followContent()
    push(rootViewController, animated: false)
  }

  /// Creates an empty navigation controller.
  public override init() {
    super.init()
    followContent()
  }

  /// Lets the bars pick their appearance from the top controller's content.
  private func followContent() {
    navigationBar.contentController = self
    toolbar.contentController = self
  }

  /// The top controller's scroll view, unless one was set on the navigation controller itself.
  override func contentScrollViewForBars(at edge: DirectionalRectEdge) -> ScrollView? {
    if let choice = contentScrollViewChoices[edge] { return choice.scrollView }
    return topViewController?.contentScrollViewForBars(at: edge)
  }

  /// The content scrolled: the bars choose their appearance again at the next layout.
  override func contentScrollViewDidScroll() {
    navigationBar.contentDidScroll()
    toolbar.contentDidScroll()
  }

  open override func loadView() {
    super.loadView()
    toolbar.isHidden = toolbarHidden
    view.addSubview(toolbar)
    view.addSubview(navigationBar)
    if let top = topViewController { show(top) }
  }

  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layoutBar()
    for controller in viewControllers where controller.viewIfLoaded?.superview === view {
      if controller === topViewController { controller.view.frame.size = view.bounds.size }
    }
  }

  private func layoutBar() {
    let top = view.safeAreaInsets.top
    navigationBar.extendsUpward = top
    navigationBar.frame = CGRect(
      x: 0, y: top, width: view.bounds.width, height: navigationBar.preferredHeight)
    view.bringSubviewToFront(navigationBar)
    if !toolbarHidden {
      toolbar.frame = toolbarFrame(hidden: false)
      toolbar.extendsDownward = view.safeAreaInsets.bottom
      view.bringSubviewToFront(toolbar)
    }
    updateChildInsets()
  }

  /// Adds the navigation bar's height to the children's safe area at the top, and the shown
  /// toolbar's at the bottom.
  private func updateChildInsets() {
    let top = isNavigationBarHidden ? 0 : navigationBar.preferredHeight
    let bottom = toolbarHidden ? 0 : Toolbar.contentHeight
    for controller in viewControllers {
      var insets = controller.additionalSafeAreaInsets
      guard insets.top != top || insets.bottom != bottom else { continue }
      insets.top = top
      insets.bottom = bottom
      controller.additionalSafeAreaInsets = insets
    }
  }

  /// Pushes a controller on the stack, sliding its view in from the trailing edge when
  /// `animated`. Pushing a controller already in a stack is ignored with a warning.
  public func pushViewController(_ controller: ViewController, animated: Bool) {
    guard !viewControllers.contains(where: { $0 === controller }), controller.parent == nil else {
      Diagnostics.report(
        Warning(
          .invalidHierarchy,
          "pushViewController(_:animated:) ignored: \(type(of: controller)) is already in a container"))
      return
    }
    push(controller, animated: animated)
  }

  private func push(_ controller: ViewController, animated: Bool) {
    let previous = topViewController
    addChild(controller)
    viewControllers.append(controller)
    navigationBar.items = viewControllers.map(\.navigationItem)
    toolbar.items = controller.toolbarItems
    updateChildInsets()
    guard isViewLoaded else {
      controller.didMove(toParent: self)
      return
    }
    show(controller)
    controller.didMove(toParent: self)
    transition(from: previous, to: controller, forward: true, animated: animated)
  }

  /// Pops the top controller (never the root), sliding it out when `animated`; returns it.
  @discardableResult
  public func popViewController(animated: Bool) -> ViewController? {
    guard viewControllers.count >= 2, let popped = viewControllers.popLast() else { return nil }
    finishPop([popped], animated: animated)
    return popped
  }

  /// Pops every controller above the root; returns them.
  @discardableResult
  public func popToRootViewController(animated: Bool) -> [ViewController]? {
    guard viewControllers.count >= 2 else { return nil }
    let popped = Array(viewControllers.dropFirst())
    viewControllers = [viewControllers[0]]
    finishPop(popped, animated: animated)
    return popped
  }

  /// Replaces the stack.
  public func setViewControllers(_ controllers: [ViewController], animated: Bool) {
    for controller in viewControllers where !controllers.contains(where: { $0 === controller }) {
      controller.willMove(toParent: nil)
      controller.viewIfLoaded?.removeFromSuperview()
      controller.removeFromParent()
    }
    viewControllers = []
    for controller in controllers {
      if controller.parent !== self { addChild(controller) }
      viewControllers.append(controller)
    }
    navigationBar.items = viewControllers.map(\.navigationItem)
    toolbar.items = topViewController?.toolbarItems
    updateChildInsets()
    if isViewLoaded, let top = topViewController {
      show(top)
      for controller in viewControllers where controller !== top {
        controller.viewIfLoaded?.removeFromSuperview()
      }
    }
  }

  private func finishPop(_ popped: [ViewController], animated: Bool) {
    navigationBar.items = viewControllers.map(\.navigationItem)
    toolbar.setItems(topViewController?.toolbarItems, animated: animated)
    for controller in popped { controller.willMove(toParent: nil) }
    let leaving = popped.last
    guard isViewLoaded, let top = topViewController else {
      for controller in popped { controller.removeFromParent() }
      return
    }
    show(top, below: leaving?.viewIfLoaded)
    transition(from: leaving, to: top, forward: false, animated: animated) {
      for controller in popped {
        controller.viewIfLoaded?.removeFromSuperview()
        controller.removeFromParent()
      }
    }
  }

  /// Puts a controller's view in the container, full size, under the bar.
  private func show(_ controller: ViewController, below sibling: View? = nil) {
    let child: View = controller.view
    child.frame = view.bounds
    if let sibling, sibling.superview === view {
      view.insertSubview(child, belowSubview: sibling)
    } else {
      view.insertSubview(child, belowSubview: navigationBar)
    }
  }

  /// Slides `to` in over `from` (forward) or `from` out over `to` (back): the incoming view moves
  /// from the full width, the outgoing one by a third, as iOS's push does.
  private func transition(
    from: ViewController?, to: ViewController, forward: Bool, animated: Bool,
    completion: @escaping () -> Void = {}
  ) {
    let width = view.bounds.width
    guard let fromView = from?.viewIfLoaded, fromView !== to.view else {
      completion()
      return
    }
    let toView: View = to.view
    guard animated else {
      if forward { fromView.removeFromSuperview() }
      completion()
      return
    }
    // The incoming view may have been made in this transaction, where implicit animations do
    // not run; an explicit animation moves it from its starting place, as UIKit's push does.
    toView.frame.origin.x = 0
    let slide = BasicAnimation(keyPath: "position.x")
    slide.fromValue = toView.center.x + (forward ? width : -width / 3)
    slide.toValue = toView.center.x
    slide.duration = Self.transitionDuration
    slide.timingFunction = .easeInEaseOut
    toView.layer.add(slide, forKey: "navigation-transition")
    View.animate(
      withDuration: Self.transitionDuration, delay: 0, options: .curveEaseInOut,
      animations: { fromView.frame.origin.x = forward ? -width / 3 : width },
      completion: { _ in
        if forward { fromView.removeFromSuperview() }
        fromView.frame.origin.x = 0
        completion()
      })
  }
}
