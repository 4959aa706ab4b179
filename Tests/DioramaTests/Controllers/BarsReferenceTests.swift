import Demos
import Diorama
import DioramaTesting
import Foundation
import Testing

/// A navigation controller with its toolbar shown, in a tab bar controller, on a short screen
/// with a home-indicator inset, at 2×, over a grid of tiles scrolled under all three bars: the
/// bars' standard appearance (the chrome material, hairlines), the toolbar above the tab bar, the
/// selected tab tinted, a badge, a system item and a dimmed disabled tab, symbols for images.
/// Compared with a reference image that was looked at (it is also the picture in the Building
/// screens article).
@Suite struct BarsReferenceTests {
  /// A scroll view of coloured tiles, four to a row.
  final class TilesController: ViewController {
    override func loadView() {
      let scroll = ScrollView()
      let colors: [Color] = [
        .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemIndigo,
        .systemPink,
      ]
      for index in 0..<40 {
        let tile = View(
          frame: CGRect(x: 1 + CGFloat(index % 4) * 98, y: CGFloat(index / 4) * 98, width: 96, height: 96))
        tile.backgroundColor = colors[(index + index / 4) % colors.count]
        scroll.addSubview(tile)
      }
      scroll.contentSize = CGSize(width: 393, height: 980)
      view = scroll
    }
  }

  @Test func aToolbarAboveATabBarLooksLikeIOS() throws {
    let scene = try Scene(size: CGSize(width: 393, height: 320), scale: 2)
    scene.safeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
    let albums = TilesController()
    albums.title = "Albums"
    albums.toolbarItems = [
      BarButtonItem(title: "Select"), .flexibleSpace(), BarButtonItem(image: Image(systemName: "bell")),
      .flexibleSpace(), BarButtonItem(barButtonSystemItem: .done),
    ]
    let navigation = NavigationController(rootViewController: albums)
    navigation.isToolbarHidden = false
    navigation.tabBarItem = TabBarItem(
      title: "Library", image: Image(systemName: "photo.on.rectangle"), tag: 0)
    let people = ViewController()
    people.tabBarItem = TabBarItem(title: "People", image: Image(systemName: "person.2.fill"), tag: 1)
    people.tabBarItem.badgeValue = "12"
    let favourites = ViewController()
    favourites.tabBarItem = TabBarItem(tabBarSystemItem: .favorites, tag: 2)
    let settings = ViewController()
    settings.tabBarItem = TabBarItem(title: "Settings", image: Image(systemName: "gearshape.fill"), tag: 3)
    settings.tabBarItem.isEnabled = false
    let tabs = TabBarController()
    tabs.viewControllers = [navigation, people, favourites, settings]
    let (_, warnings) = Diagnostics.capture {
      scene.rootViewController = tabs
      scene.layoutIfNeeded()
    }
    #expect(warnings.isEmpty, "\(warnings)")
    let tiles = try #require(albums.view as? ScrollView)
    tiles.contentOffset.y = 200
    scene.layoutIfNeeded()
    // 320 − 34 − 49 − 44 = 193: the toolbar's top.
    #expect(navigation.toolbar.frame.minY == 193)
    expectMatchesReference(scene, named: "toolbar-and-tab-bar")
  }
}
