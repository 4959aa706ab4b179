import Diorama
import DioramaTesting
import Foundation
import Testing

/// Tab bars and toolbars against UIKit: a tab bar is 49 points plus the bottom safe-area inset
/// (83 on an iPhone with a home indicator, 49 on an iPhone SE), a toolbar 44 points above that
/// inset; both add their height to the children's safe area (UIKit's documented safe-area
/// behaviour for container view controllers, and the bar heights of Apple's HIG).
@Suite struct BarsTests {
  /// A controller whose view holds a box pinned to the safe area's bottom.
  final class Pinned: ViewController {
    let box = View()
    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      box.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(box)
      LayoutConstraint.activate([
        box.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        box.widthAnchor.constraint(equalToConstant: 10),
        box.heightAnchor.constraint(equalToConstant: 10),
      ])
    }
  }

  static func tabs(_ device: Device) throws -> (Scene, TabBarController, [Pinned]) {
    let scene = try Scene(device: device)
    let tabs = TabBarController()
    let children = ["One", "Two", "Three"].map { title -> Pinned in
      let child = Pinned()
      child.title = title
      return child
    }
    tabs.viewControllers = children
    scene.rootViewController = tabs
    scene.layoutIfNeeded()
    return (scene, tabs, children)
  }

  @Test func aTabBarIs49PointsPlusTheHomeIndicatorInset() throws {
    let (scene, tabs, children) = try Self.tabs(.iPhone15)
    #expect(scene.safeAreaInsets.bottom == 34)
    // iPhone 15: 852 tall, 34 points of home-indicator inset: 49 + 34 = 83.
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 852 - 83, width: 393, height: 83))
    #expect(children[0].view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(children[0].view.safeAreaInsets.bottom == 83)
    #expect(children[0].box.frame.maxY == CGFloat(769))
    #expect(tabs.tabBar.sizeThatFits(CGSize(width: 393, height: 0)).height == 83)
  }

  @Test func onAnIPhoneSEItIs49() throws {
    let (scene, tabs, children) = try Self.tabs(.iPhoneSE)
    #expect(scene.safeAreaInsets.bottom == 0)
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 667 - 49, width: 375, height: 49))
    #expect(children[1].additionalSafeAreaInsets.bottom == 49)
    #expect(children[0].box.frame.maxY == 618)
  }

  @Test func selectingATabShowsItsViewAtOnce() throws {
    let (scene, tabs, children) = try Self.tabs(.iPhone15)
    #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === children[0])
    #expect(tabs.tabBar.selectedItem === children[0].tabBarItem)
    tabs.selectedIndex = 2
    scene.layoutIfNeeded()
    #expect(children[2].view.superview === tabs.view && children[0].view.superview == nil)
    #expect(children[2].isAppeared && !children[0].isAppeared)
    #expect(tabs.tabBar.selectedItem === children[2].tabBarItem)
    #expect(children[2].tabBarController === tabs && children[2].navigationController == nil)
    let warnings = Diagnostics.capture { tabs.selectedIndex = 3 }
    #expect(warnings.map(\.kind) == [.valueClamped] && tabs.selectedIndex == 2)
  }

  @Test func tabItemsFollowTheirControllersTitles() throws {
    let (scene, tabs, children) = try Self.tabs(.iPhone15)
    #expect(scene.rootViewController === tabs)
    #expect(tabs.tabBar.items?.map(\.title) == ["One", "Two", "Three"])
    children[1].title = "Deux"
    #expect(children[1].tabBarItem.title == "Deux")
    let item = TabBarItem(tabBarSystemItem: .favorites, tag: 7)
    children[2].tabBarItem = item
    #expect(tabs.tabBar.items?.last === item && item.title == "Favorites")
    // Three equal shares of 393 points.
    #expect(tabs.tabBar.itemFrame(at: 1) == CGRect(x: 131, y: 0, width: 131, height: 49))
  }

  @Test func theSelectedItemIsTintedAndBadgesAreRed() throws {
    let scene = try Scene(size: CGSize(width: 300, height: 49))
    let bar = TabBar(frame: CGRect(x: 0, y: 0, width: 300, height: 49))
    let square = try Image(width: 20, height: 20, fill: RGBA8(r: 0, g: 0, b: 0, a: 255)).withRenderingMode(
      .alwaysTemplate)
    let items = (0..<2).map { TabBarItem(title: "Tab \($0)", image: square, tag: $0) }
    items[1].badgeValue = "3"
    bar.items = items
    bar.selectedItem = items[0]
    scene.rootView.addSubview(bar)
    let image = try scene.renderImage()
    // Item 0's image is centred at x = 75, y = 18: blue. Item 1's, at x = 225: grey.
    #expect(close(image[x: 75, y: 18], RGBA8(r: 0, g: 122, b: 255, a: 255)))
    #expect(close(image[x: 225, y: 18], RGBA8(r: 142, g: 142, b: 147, a: 255)))
    // Item 1's badge: its leading edge 5 points right of 225, 2 points down, 18 tall: red.
    #expect(close(image[x: 234, y: 11], RGBA8(r: 255, g: 59, b: 48, a: 255)))
    let stranger = TabBarItem()
    let warnings = Diagnostics.capture { bar.selectedItem = stranger }
    #expect(warnings.map(\.kind) == [.invalidHierarchy] && bar.selectedItem === items[0])
  }

  @Test func aToolbarSits44PointsAboveTheInsetAndMovesTheSafeArea() throws {
    let scene = try Scene(device: .iPhone15)
    let child = Pinned()
    let edit = BarButtonItem(title: "Edit")
    let add = BarButtonItem(barButtonSystemItem: .add)
    child.toolbarItems = [edit, .flexibleSpace(), add]
    let navigation = NavigationController(rootViewController: child)
    scene.rootViewController = navigation
    scene.layoutIfNeeded()
    #expect(navigation.isToolbarHidden && navigation.toolbar.isHidden)
    #expect(child.view.safeAreaInsets.bottom == 34)
    navigation.isToolbarHidden = false
    scene.layoutIfNeeded()
    // 852 − 34 − 44 = 774.
    #expect(navigation.toolbar.frame == CGRect(x: 0, y: 774, width: 393, height: 44))
    #expect(child.view.safeAreaInsets.bottom == 78)
    #expect(child.box.frame.maxY == 774)
    #expect(child.navigationController === navigation)
    // "Edit" 16 points in from the left; the add item's plus symbol (at the bars' body-text,
    // large-scale configuration) 16 points in from the right.
    let frames = navigation.toolbar.itemFrames()
    let editWidth = Label(text: "Edit").intrinsicContentSize.width
    let plus = try #require(
      Image(systemName: "plus", withConfiguration: .init(textStyle: .body, scale: .large)))
    let addWidth = plus.size.width
    #expect(frames[0]?.minX == 16 && frames[0]?.width == editWidth)
    #expect(frames[1] == nil)
    #expect(frames[2]?.maxX == 393 - 16 && frames[2]?.width == addWidth)
  }

  @Test func fixedSpacesAreTheirWidthAndItemsAre8Apart() throws {
    let bar = Toolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let a = BarButtonItem(title: "A")
    let b = BarButtonItem(title: "B")
    let c = BarButtonItem(title: "C")
    bar.items = [a, b, .fixedSpace(30), c, .fixedSpace(-5)]
    let width = { (text: String) in Label(text: text).intrinsicContentSize.width }
    let frames = bar.itemFrames()
    #expect(frames[0]?.minX == 16)
    #expect(frames[1]?.minX == 16 + width("A") + 8)
    #expect(frames[3]?.minX == 16 + width("A") + 8 + width("B") + 30)
    #expect(bar.items?.last?.width == 0, "a negative fixed space counts as 0")
  }

  @Test func aToolbarInATabStaysAboveTheTabBar() throws {
    let scene = try Scene(device: .iPhone15)
    let child = Pinned()
    child.toolbarItems = [BarButtonItem(title: "Select")]
    let navigation = NavigationController(rootViewController: child)
    navigation.isToolbarHidden = false
    let tabs = TabBarController()
    tabs.viewControllers = [navigation, Pinned()]
    scene.rootViewController = tabs
    scene.layoutIfNeeded()
    // 852 − 83 − 44 = 725; the child's safe area ends there: 34 + 49 + 44 = 127 from the bottom.
    #expect(navigation.toolbar.frame.minY == 725)
    #expect(child.view.safeAreaInsets.bottom == 127)
    #expect(child.box.frame.maxY == 725)
    #expect(child.tabBarController === tabs)
  }

  @Test func showingTheToolbarAnimatedSlidesItUp() throws {
    let scene = try Scene(device: .iPhone15)
    scene.clock = try Clock(framesPerSecond: 8)
    let child = Pinned()
    child.toolbarItems = [BarButtonItem(title: "Select")]
    let navigation = NavigationController(rootViewController: child)
    scene.rootViewController = navigation
    try scene.advance(toFrame: 0)
    navigation.setToolbarHidden(false, animated: true)
    // 0.25 s at 8 fps: frame 1 starts, frame 2 is half way (ease in-out), frame 3 ends.
    _ = try scene.frame(at: 1)
    _ = try scene.frame(at: 2)
    let y = navigation.toolbar.layer.presentation().frame.minY
    #expect(y > 774 && y < 852, "\(y)")
    _ = try scene.frame(at: 3)
    #expect(navigation.toolbar.layer.presentation().frame.minY == 774)
  }
}
