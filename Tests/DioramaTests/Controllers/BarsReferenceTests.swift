import Demos
import Diorama
import DioramaTesting
import Foundation
import Testing

/// A navigation controller with its toolbar shown, in a tab bar controller, on a short screen
/// with a home-indicator inset, at 2×: the toolbar above the tab bar, the selected tab tinted, a
/// badge, a system item and a dimmed disabled tab. Compared with a reference image that was
/// looked at (it is also the picture in the Building screens article).
@Suite struct BarsReferenceTests {
  @Test func aToolbarAboveATabBarLooksLikeIOS() throws {
    let scene = try Scene(size: CGSize(width: 393, height: 320), scale: 2)
    scene.safeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
    let albums = ViewController()
    albums.title = "Albums"
    albums.toolbarItems = [
      BarButtonItem(title: "Select"), .flexibleSpace(), BarButtonItem(image: TabIcons.bell), .flexibleSpace(),
      BarButtonItem(barButtonSystemItem: .done),
    ]
    let navigation = NavigationController(rootViewController: albums)
    navigation.isToolbarHidden = false
    navigation.tabBarItem = TabBarItem(title: "Library", image: TabIcons.photos, tag: 0)
    let people = ViewController()
    people.tabBarItem = TabBarItem(title: "People", image: TabIcons.person, tag: 1)
    people.tabBarItem.badgeValue = "12"
    let favourites = ViewController()
    favourites.tabBarItem = TabBarItem(tabBarSystemItem: .favorites, tag: 2)
    let settings = ViewController()
    settings.tabBarItem = TabBarItem(title: "Settings", image: TabIcons.gear, tag: 3)
    settings.tabBarItem.isEnabled = false
    let tabs = TabBarController()
    tabs.viewControllers = [navigation, people, favourites, settings]
    let (_, warnings) = Diagnostics.capture {
      scene.rootViewController = tabs
      scene.layoutIfNeeded()
    }
    #expect(warnings.isEmpty, "\(warnings)")
    // 320 − 34 − 49 − 44 = 193: the toolbar's top.
    #expect(navigation.toolbar.frame.minY == 193)
    expectMatchesReference(scene, named: "toolbar-and-tab-bar")
  }
}
