import Demos
import Diorama
import Foundation
import Testing

/// The `controls` demo's script runs on the clock: the switches it toggles send `valueChanged`
/// through their actions, the row it inserts is in the table, the form is filled in, the tabs
/// change, and the photo it adds is in the grid.
@Suite struct ControlsDemoTests {
  @Test func theScriptTogglesFillsInSwitchesTabsAndAddsAPhoto() throws {
    let demo = ControlsDemo()
    let scene = try demo.makeScene()
    let tabs = try #require(scene.rootViewController as? ControlsTabBarController)
    let settings = tabs.settings
    #expect(settings.wifi.isOn && !settings.airplane.isOn && settings.valueChanges == 0)
    #expect(tabs.selectedIndex == 0 && tabs.tabBar.items?.map(\.title) == ["Settings", "Sign Up", "Photos"])
    _ = try scene.frame(at: demo.frameCount() - 1)
    #expect(!settings.wifi.isOn && settings.airplane.isOn)
    #expect(settings.valueChanges == 2, "Wi-Fi and Airplane Mode once each")
    // The script inserted Personal Hotspot after Bluetooth: five connection rows.
    #expect(settings.table.numberOfRows(inSection: 0) == 5)
    #expect(settings.table.style == .insetGrouped)
    // The form: the email typed in, Business selected, three devices.
    let signUp = tabs.signUp
    #expect(signUp.emailField.text == "ada@example.com")
    #expect(signUp.accountType.selectedSegmentIndex == 1)
    #expect(signUp.devices.value == 3 && signUp.devicesLabel.text == "3")
    #expect(!signUp.createButton.isHighlighted)
    // The grid, shown last, has the new photo first and its tab's badge is gone.
    #expect(tabs.selectedIndex == 2)
    #expect(tabs.photos.collectionView.numberOfItems(inSection: 0) == 8)
    #expect(tabs.photos.sections[0].photos.first == 40)
    #expect(tabs.photosNavigation.tabBarItem.badgeValue == nil)
  }

  @Test func eachScreenKeepsItsContentAboveTheTabBar() throws {
    let scene = try ControlsDemo().makeScene()
    let tabs = try #require(scene.rootViewController as? ControlsTabBarController)
    scene.layoutIfNeeded()
    // iPhone 15: the tab bar is 49 + 34 = 83 points from the bottom.
    #expect(tabs.tabBar.frame.minY == CGFloat(769))
    #expect(tabs.settings.table.adjustedContentInset.bottom == 83)
    tabs.selectedIndex = 2
    scene.layoutIfNeeded()
    let grid = tabs.photos.collectionView!
    // Under the status bar (59) and the navigation bar with its large title (44 + 52).
    #expect(grid.adjustedContentInset == EdgeInsets(top: 59 + 96, left: 0, bottom: 83, right: 0))
    // Three 129-point columns in 393 points, the 6 left over shared by two gaps.
    #expect(grid.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 132)
  }
}
