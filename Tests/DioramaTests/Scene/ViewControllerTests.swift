import Diorama
import Foundation
import Testing

/// UIKit's view-controller life cycle and containment, as Apple's `UIViewController`
/// documentation orders them.
@Suite struct ViewControllerTests {
  /// Records every life-cycle call.
  final class Recording: ViewController {
    var calls: [String] = []
    let name: String
    init(_ name: String = "") { self.name = name }
    private func record(_ call: String) { calls.append(name.isEmpty ? call : "\(name).\(call)") }
    override func loadView() {
      record("loadView")
      super.loadView()
    }
    override func viewDidLoad() { record("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { record("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { record("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { record("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { record("viewDidDisappear") }
    override func viewWillLayoutSubviews() { record("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { record("viewDidLayoutSubviews") }
  }

  @Test func theViewLoadsLazilyOnce() {
    let controller = Recording()
    #expect(!controller.isViewLoaded)
    #expect(controller.viewIfLoaded == nil)
    _ = controller.view
    _ = controller.view
    #expect(controller.calls == ["loadView", "viewDidLoad"])
    #expect(controller.view.frame.size == Device.iPhone15.portraitSize)
  }

  @Test func becomingTheRootAppearsAfterALayoutPass() throws {
    let scene = try Scene(device: .iPhone15)
    let controller = Recording()
    scene.rootViewController = controller
    #expect(
      controller.calls == [
        "loadView", "viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
        "viewDidAppear",
      ])
    #expect(controller.isAppeared)
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(controller.view.superview === scene.rootView)
    controller.calls = []
    scene.rootViewController = nil
    #expect(controller.calls == ["viewWillDisappear", "viewDidDisappear"])
    #expect(!controller.isAppeared)
  }

  @Test func childrenAppearWithTheirParent() throws {
    let scene = try Scene(device: .iPhone15)
    let parent = Recording("parent")
    let child = Recording("child")
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    #expect(parent.children.count == 1 && child.parent === parent)
    #expect(!child.isAppeared)
    parent.calls = []
    child.calls = []
    scene.rootViewController = parent
    #expect(child.isAppeared)
    #expect(child.calls.first == "child.viewWillAppear")
    #expect(child.calls.last == "child.viewDidAppear")

    // Removing the child: UIKit's order of calls.
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(!child.isAppeared)
    #expect(parent.children.isEmpty && child.parent == nil)
  }

  @Test func aChildAddedToAShownParentAppears() throws {
    let scene = try Scene(device: .iPhone15)
    let parent = ViewController()
    scene.rootViewController = parent
    let child = Recording()
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    #expect(child.isAppeared)
    #expect(child.calls.contains("viewDidAppear"))
  }

  @Test func addingAControllerToItselfIsIgnoredWithAWarning() {
    let parent = ViewController()
    let child = ViewController()
    parent.addChild(child)
    let warnings = Diagnostics.capture {
      parent.addChild(parent)
      child.addChild(parent)
    }
    #expect(warnings.count == 2)
    #expect(parent.children.count == 1 && child.children.isEmpty)
  }

  @Test func additionalSafeAreaInsetsAddToTheViewsSafeArea() throws {
    let scene = try Scene(device: .iPhone15)
    let controller = ViewController()
    scene.rootViewController = controller
    controller.additionalSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
    #expect(controller.view.safeAreaInsets == EdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
    let warnings = Diagnostics.capture {
      controller.additionalSafeAreaInsets = EdgeInsets(top: -1, left: 0, bottom: 0, right: 0)
    }
    #expect(warnings.count == 1)
    #expect(controller.additionalSafeAreaInsets.top == 44)
  }

  @Test(arguments: [(Device.iPhone15, CGFloat(16)), (.iPhone15ProMax, 20), (.iPad11, 20)])
  func theRootViewsMarginsRespectTheSystemMinimum(device: Device, side: CGFloat) throws {
    let scene = try Scene(device: device)
    let controller = ViewController()
    scene.rootViewController = controller
    let content = View()
    content.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(content)
    let margins = controller.view.layoutMarginsGuide
    LayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      content.topAnchor.constraint(equalTo: margins.topAnchor),
      content.heightAnchor.constraint(equalToConstant: 10),
    ])
    scene.layoutIfNeeded()
    let top = device.portraitSafeAreaInsets.top
    #expect(content.frame == CGRect(x: side, y: top, width: device.portraitSize.width - 2 * side, height: 10))
  }

  @Test func theNavigationItemShowsTheTitle() {
    let controller = ViewController()
    controller.title = "Inbox"
    #expect(controller.navigationItem.displayedTitle == "Inbox")
    controller.navigationItem.title = "Mail"
    #expect(controller.navigationItem.displayedTitle == "Mail")
    controller.navigationItem.rightBarButtonItem = BarButtonItem(barButtonSystemItem: .done)
    #expect(controller.navigationItem.rightBarButtonItems?.first?.title == "Done")
    #expect(controller.navigationItem.rightBarButtonItem?.style == .done)
  }

  @Test func preferredContentSizeTellsTheParent() {
    final class Parent: ViewController {
      var told: [CGSize] = []
      override func preferredContentSizeDidChange(forChildContentContainer container: ViewController) {
        told.append(container.preferredContentSize)
      }
    }
    let parent = Parent()
    let child = ViewController()
    parent.addChild(child)
    child.preferredContentSize = CGSize(width: 320, height: 200)
    #expect(parent.told == [CGSize(width: 320, height: 200)])
  }
}
