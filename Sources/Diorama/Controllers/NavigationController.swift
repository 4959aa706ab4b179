import Foundation

/// A container that shows a stack of view controllers under a navigation bar (UIKit's
/// `UINavigationController`).
///
/// The top controller's view fills the container; the bar covers its top, and the controller's
/// safe area starts below the bar (UIKit adds the bar to the child's safe area), so content
/// pinned to `safeAreaLayoutGuide` sits under it. Pushing and popping animated slide the views on
/// the scene's clock, as iOS does; the bar shows the top controller's ``NavigationItem``.
open class NavigationController: ViewController {
  /// The bar.
  public let navigationBar = NavigationBar()

  /// The stack, root first.
  public private(set) var viewControllers: [ViewController] = []

  /// The controller on top of the stack.
  public var topViewController: ViewController? { viewControllers.last }

  /// The duration of an animated push or pop, in seconds.
  public static let transitionDuration: TimeInterval = 0.35

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
    push(rootViewController, animated: false)
  }

  /// Creates an empty navigation controller.
  public override init() { super.init() }

  open override func loadView() {
    super.loadView()
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
    updateChildInsets()
  }

  private func updateChildInsets() {
    let covered = isNavigationBarHidden ? 0 : navigationBar.preferredHeight
    for controller in viewControllers where controller.additionalSafeAreaInsets.top != covered {
      var insets = controller.additionalSafeAreaInsets
      insets.top = covered
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
