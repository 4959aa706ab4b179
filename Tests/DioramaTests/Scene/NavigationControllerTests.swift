import Diorama
import Foundation
import Testing

/// UINavigationController's documented geometry on an iPhone 15 (safe area from 59; the standard
/// bar is 44 points, a large title adds 52) and its stack semantics.
@Suite struct NavigationControllerTests {
  final class Page: ViewController {
    init(_ title: String) {
      super.init()
      self.title = title
    }
  }

  func shown(_ root: ViewController) throws -> (Scene, NavigationController) {
    let scene = try Scene(device: .iPhone15)
    scene.clock = try Clock(framesPerSecond: 20)
    let navigation = NavigationController(rootViewController: root)
    scene.rootViewController = navigation
    scene.layoutIfNeeded()
    return (scene, navigation)
  }

  @Test func theBarSitsUnderTheStatusBarAndMovesTheChildsSafeArea() throws {
    let root = Page("Settings")
    let (scene, navigation) = try shown(root)
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
    #expect(root.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(root.view.safeAreaInsets == EdgeInsets(top: 59 + 44, left: 0, bottom: 34, right: 0))
    #expect(navigation.navigationBar.topItem?.displayedTitle == "Settings")
    navigation.navigationBar.prefersLargeTitles = true
    scene.layoutIfNeeded()
    #expect(navigation.navigationBar.frame.height == CGFloat(44 + 52))
    #expect(root.view.safeAreaInsets.top == CGFloat(59 + 96))
  }

  @Test func pushingSlidesTheNewViewInOnTheClock() throws {
    let root = Page("Settings")
    let (scene, navigation) = try shown(root)
    _ = try scene.frame(at: 0)
    let detail = Page("General")
    navigation.pushViewController(detail, animated: true)
    #expect(navigation.topViewController === detail)
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.navigationBar.backItem?.displayedTitle == "Settings")
    #expect(detail.isAppeared)
    // Committed on frame 1 (0.05 s); ease in-out is half way at half its 0.35 s, 0.225 s.
    // Frame 4 is 0.2 s: before the middle, so the detail is still right of centre.
    let snapshot = try scene.frame(at: 4)
    let container = try #require(snapshot.root.sublayers.first)
    let detailLayer = try #require(container.sublayers.first { $0.position.x > CGFloat(393) / 2 })
    #expect(detailLayer.position.x < CGFloat(393) * 1.5)
    _ = try scene.frame(at: 12)
    #expect(root.viewIfLoaded?.superview == nil)
    #expect(!root.isAppeared)
    #expect(detail.view.frame.origin == .zero)
  }

  @Test func poppingReturnsToTheRoot() throws {
    let root = Page("Settings")
    let (scene, navigation) = try shown(root)
    let detail = Page("General")
    navigation.pushViewController(detail, animated: false)
    #expect(root.viewIfLoaded?.superview == nil)
    let popped = navigation.popViewController(animated: false)
    #expect(popped === detail)
    #expect(navigation.topViewController === root)
    #expect(root.isAppeared && !detail.isAppeared)
    #expect(detail.parent == nil)
    #expect(navigation.popViewController(animated: false) == nil)
    _ = scene
  }

  @Test func pushingAControllerTwiceIsIgnoredWithAWarning() throws {
    let root = Page("Settings")
    let (_, navigation) = try shown(root)
    let warnings = Diagnostics.capture { navigation.pushViewController(root, animated: false) }
    #expect(warnings.count == 1)
    #expect(navigation.viewControllers.count == 1)
  }
}
