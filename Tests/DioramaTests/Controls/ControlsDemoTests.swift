import Demos
import Diorama
import Foundation
import Testing

/// The `controls` demo's script runs on the clock: the switches it toggles send `valueChanged`
/// through their actions, the row it inserts is in the table, and the controls end where the
/// script leaves them.
@Suite struct ControlsDemoTests {
  @Test func theScriptTogglesSelectsAndSlides() throws {
    let demo = ControlsDemo()
    let scene = try demo.makeScene()
    let settings = try #require(scene.rootViewController as? ControlsViewController)
    #expect(settings.wifi.isOn && !settings.airplane.isOn && settings.valueChanges == 0)
    _ = try scene.frame(at: demo.frameCount() - 1)
    #expect(!settings.wifi.isOn && !settings.airplane.isOn)
    #expect(settings.valueChanges == 3, "Wi-Fi once, Airplane Mode twice")
    #expect(settings.segmented.selectedSegmentIndex == 2)
    #expect(settings.slider.value == 0.85 && settings.progress.progress == 0.9)
    #expect(settings.spinner.isAnimating && !settings.filledButton.isHighlighted)
    #expect(!settings.bluetooth.isEnabled)
    // The script inserted Personal Hotspot after Bluetooth: five connection rows, all on screen.
    #expect(settings.table.numberOfRows(inSection: 0) == 5)
    #expect(settings.table.style == .insetGrouped)
    let hotspot = try #require(settings.table.cellForRow(at: IndexPath(row: 3, section: 0)))
    #expect((hotspot.contentConfiguration as? ListContentConfiguration)?.text == "Personal Hotspot")
  }
}
