import Foundation

/// An object that manages a view hierarchy (UIKit's `UIViewController`).
///
/// Its ``view`` is created the first time it is read: ``loadView()`` makes it (override it to
/// build your own), then ``viewDidLoad()`` runs. The controller *appears* when it becomes a
/// scene's ``Scene/rootViewController``, or when its view joins a scene's tree while its parent
/// has appeared: ``viewWillAppear(_:)``, a layout pass, then ``viewDidAppear(_:)``; it
/// disappears when its view leaves. Around every layout pass of its view run
/// ``viewWillLayoutSubviews()`` and ``viewDidLayoutSubviews()``.
///
/// Child controllers follow UIKit's containment calls: ``addChild(_:)`` (which calls the
/// child's ``willMove(toParent:)``), adding the child's view, then the child's
/// ``didMove(toParent:)``; and ``willMove(toParent:)`` with `nil`, removing the view, then
/// ``removeFromParent()``.
///
/// Nothing here takes input: there are no events, gestures or responders.
open class ViewController {
  /// Creates a view controller.
  public init() {}

  // MARK: The view

  private var loadedView: View?
  private var isLoadingView = false

  /// The root view of the controller's hierarchy, loaded on first use.
  public var view: View! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      loadedView?.owningViewController = nil
      loadedView = newValue
      newValue?.owningViewController = self
    }
  }

  /// The view if it has been loaded, `nil` otherwise (reading it does not load it).
  public var viewIfLoaded: View? { loadedView }

  /// Whether the view has been loaded.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Loads the view now if it has not been loaded.
  public func loadViewIfNeeded() {
    guard loadedView == nil, !isLoadingView else { return }
    isLoadingView = true
    loadView()
    if loadedView == nil {
      Diagnostics.report(
        Warning(
          .invalidHierarchy,
          "\(type(of: self)).loadView() did not set `view`; a plain view is used, as UIKit would make one."))
      view = View(frame: CGRect(origin: .zero, size: defaultViewSize))
    }
    isLoadingView = false
    viewDidLoad()
  }

  /// Creates the view. The default makes a plain view the size of the scene (or of an
  /// iPhone 15's screen before the controller is shown), with UIKit's root-view margins; an
  /// override assigns ``view`` and does not call `super`.
  open func loadView() {
    let created = View(frame: CGRect(origin: .zero, size: defaultViewSize))
    created.layoutMargins = EdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
    view = created
  }

  private var defaultViewSize: CGSize { hostScene?.size ?? Device.iPhone15.portraitSize }

  /// Called after the view was loaded: build the hierarchy here.
  open func viewDidLoad() {}

  // MARK: Appearance

  /// Whether the controller has appeared and not disappeared since.
  public private(set) var isAppeared = false

  /// Called before the view joins a scene's tree.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the view joined a scene's tree and was laid out.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the view leaves a scene's tree.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the view left a scene's tree.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Called before the view lays out its subviews.
  open func viewWillLayoutSubviews() {}
  /// Called after the view laid out its subviews.
  open func viewDidLayoutSubviews() {}

  /// Called when the view's safe area insets changed.
  open func viewSafeAreaInsetsDidChange() {}
  /// Called when the view's layout margins changed.
  open func viewLayoutMarginsDidChange() {}

  /// Whether the view's leading and trailing margins are at least
  /// ``systemMinimumLayoutMargins`` (`true` by default, as in UIKit).
  public var viewRespectsSystemMinimumLayoutMargins = true {
    didSet { loadedView?.noteMarginsInputsChanged() }
  }

  /// The smallest margins UIKit gives a controller's view: 16 points leading and trailing on
  /// compact-width screens, 20 on wider ones (iPhone Plus/Max widths and iPads), none at the top
  /// and bottom (the safe area takes care of those).
  public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
    let width = loadedView?.bounds.width ?? defaultViewSize.width
    let side: CGFloat = width >= 414 ? 20 : 16
    return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  /// Insets added to the view's safe area, for content the controller draws over its view
  /// (a custom toolbar, say); zero by default. Negative or non-finite values are ignored with a
  /// warning.
  public var additionalSafeAreaInsets: EdgeInsets = .zero {
    didSet {
      let insets = additionalSafeAreaInsets
      guard insets.isFinite, insets.top >= 0, insets.left >= 0, insets.bottom >= 0, insets.right >= 0 else {
        Diagnostics.report(
          Warning(
            .invalidGeometry,
            "\(type(of: self)).additionalSafeAreaInsets \(insets) ignored: insets must be finite and not negative"
          ))
        additionalSafeAreaInsets = oldValue
        return
      }
      view.ownAdditionalSafeAreaInsets = insets
    }
  }

  // MARK: Content

  /// The title, shown by a navigation bar through ``navigationItem`` (until the item's own title
  /// is set) and by a tab bar through ``tabBarItem`` (setting it sets the item's title, as in UIKit).
  open var title: String? {
    didSet {
      if navigationItemStorage?.title == nil { navigationItemStorage?.fallbackTitle = title }
      tabBarItemStorage?.title = title
    }
  }

  private var navigationItemStorage: NavigationItem?

  /// What a navigation bar shows for this controller: its title and bar button items.
  public var navigationItem: NavigationItem {
    if let item = navigationItemStorage { return item }
    let item = NavigationItem(title: nil)
    item.fallbackTitle = title
    navigationItemStorage = item
    return item
  }

  private var tabBarItemStorage: TabBarItem?

  /// What a tab bar shows for this controller in a ``TabBarController``: by default an item with
  /// the controller's ``title`` and no image (UIKit's implicitly unwrapped `tabBarItem`).
  public var tabBarItem: TabBarItem! {
    get {
      if let item = tabBarItemStorage { return item }
      let item = TabBarItem(title: title, image: nil, tag: 0)
      tabBarItemStorage = item
      return item
    }
    set {
      tabBarItemStorage = newValue
      tabBarController?.tabBarItemDidChange(for: self)
    }
  }

  /// The items a ``NavigationController``'s toolbar shows while this controller is on top;
  /// `nil` by default.
  public var toolbarItems: [BarButtonItem]? {
    didSet { navigationController?.toolbarItemsDidChange(for: self, animated: false) }
  }

  /// Sets ``toolbarItems``; with `animated`, a shown toolbar fades the new items in.
  public func setToolbarItems(_ items: [BarButtonItem]?, animated: Bool) {
    toolbarItems = items
    if animated { navigationController?.toolbarItemsDidChange(for: self, animated: true) }
  }

  /// The scroll views set with ``setContentScrollView(_:for:)`` for the top and bottom edges;
  /// `nil` where the controller picks its own.
  var contentScrollViewChoices: [DirectionalRectEdge: ContentScrollViewChoice] = [:]

  /// The nearest ``NavigationController`` containing this controller (the controller itself is
  /// not counted), or `nil`.
  public var navigationController: NavigationController? {
    var ancestor = parent
    while let current = ancestor {
      if let navigation = current as? NavigationController { return navigation }
      ancestor = current.parent
    }
    return nil
  }

  /// The nearest ``TabBarController`` containing this controller, or `nil`.
  public var tabBarController: TabBarController? {
    var ancestor = parent
    while let current = ancestor {
      if let tabs = current as? TabBarController { return tabs }
      ancestor = current.parent
    }
    return nil
  }

  /// The size the controller would like its view to have in a container (UIKit's
  /// `preferredContentSize`); zero by default. Setting it tells the parent.
  public var preferredContentSize: CGSize = .zero {
    didSet {
      if preferredContentSize != oldValue {
        parent?.preferredContentSizeDidChange(forChildContentContainer: self)
      }
    }
  }

  /// Called when a child's ``preferredContentSize`` changed.
  open func preferredContentSizeDidChange(forChildContentContainer container: ViewController) {}

  /// The scroll view whose content the bars of a container showing this controller follow at
  /// `edge`: its own ``contentScrollView(for:)``; containers answer for their shown child.
  func contentScrollViewForBars(at edge: DirectionalRectEdge) -> ScrollView? {
    contentScrollView(for: edge)
  }

  /// A scroll view in the controller's view scrolled or changed its content size: containers
  /// lay their bars out again to pick the appearance for the content's edges.
  func contentScrollViewDidScroll() {}

  // MARK: Containment

  /// The controller containing this one.
  public private(set) weak var parent: ViewController?
  /// The child controllers, in the order they were added.
  public private(set) var children: [ViewController] = []

  /// Adds a child controller (call ``didMove(toParent:)`` on it after adding its view).
  /// Adding a controller to itself or to one of its own children is ignored with a warning.
  public func addChild(_ child: ViewController) {
    var ancestor: ViewController? = self
    while let current = ancestor {
      guard current !== child else {
        Diagnostics.report(
          Warning(.invalidHierarchy, "addChild(_:) ignored: \(type(of: child)) would contain itself"))
        return
      }
      ancestor = current.parent
    }
    if child.parent === self { return }
    child.removeFromParent()
    child.willMove(toParent: self)
    children.append(child)
    child.parent = self
  }

  /// Removes the controller from its parent (call ``willMove(toParent:)`` with `nil` and remove
  /// its view first).
  public func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
  }

  /// Called when the controller is about to be added to, or removed from (`nil`), a parent.
  open func willMove(toParent parent: ViewController?) {}
  /// Called after the controller was added to, or removed from (`nil`), a parent.
  open func didMove(toParent parent: ViewController?) {}

  // MARK: Hosting

  /// The scene the controller's view is shown in, if any.
  var hostScene: Scene? { loadedView?.rootView.layer.animationState.hostScene }

  /// The view moved in or out of a tree: appear or disappear to match.
  func viewDidMoveInHierarchy() {
    let shown = hostScene != nil && (parent?.isAppeared ?? true)
    if shown, !isAppeared {
      beginAppearance()
    } else if !shown, isAppeared {
      endAppearance()
    }
  }

  /// Appears: `viewWillAppear` on this controller and its shown children, `show` (which puts
  /// the view in the tree, if it is not there yet), a layout pass, then `viewDidAppear` on them.
  func beginAppearance(show: () -> Void = {}) {
    let appearing = appearingControllers()
    for controller in appearing {
      controller.isAppeared = true
      controller.viewWillAppear(false)
    }
    show()
    loadedView?.rootView.layoutIfNeeded()
    for controller in appearing { controller.viewDidAppear(false) }
  }

  /// This controller and, depth first, the children whose views share its tree.
  private func appearingControllers() -> [ViewController] {
    var result: [ViewController] = [self]
    for child in children where child.loadedView?.rootView === loadedView?.rootView && !child.isAppeared {
      result += child.appearingControllers()
    }
    return result
  }

  /// Disappears, children first.
  func endAppearance() {
    for child in children where child.isAppeared { child.endAppearance() }
    viewWillDisappear(false)
    isAppeared = false
    viewDidDisappear(false)
  }
}
