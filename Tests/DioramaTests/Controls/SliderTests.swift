import Diorama
import Foundation
import Testing

/// `Slider` against UIKit's `UISlider` in iOS 17: a 4-point track, the part below the value in
/// the tint colour (system blue, RGB 0 122 255) and the rest in the system fill (RGB 120 120 128
/// at 20 %, HIG colour table, 228 228 230 over white), a 28-point white thumb; the slider is 31
/// points tall and as wide as it is laid out. The thumb's centre is computed by hand from the
/// thumb's radius: x = 14 + (width − 28) · fraction.
@Suite struct SliderTests {
  @Test func intrinsicSizeHasNoWidthAndAFixedHeight() {
    #expect(Slider().intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: 31))
  }

  @Test func thumbCentreForAValue() {
    let slider = Slider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
    slider.minimumValue = 10
    slider.maximumValue = 20
    // width − 28 = 200 points of travel.
    #expect(slider.thumbCenter(forValue: 10) == CGPoint(x: 14, y: 15.5))
    #expect(slider.thumbCenter(forValue: 12.5) == CGPoint(x: 64, y: 15.5))
    #expect(slider.thumbCenter(forValue: 20) == CGPoint(x: 214, y: 15.5))
    #expect(slider.thumbCenter(forValue: 99) == CGPoint(x: 214, y: 15.5), "clamped")
  }

  @Test func drawsTheTintedTrackBelowTheValueAndTheFillAbove() throws {
    let stage = try ControlStage(Slider(), frame: CGRect(x: 0, y: 0, width: 228, height: 31))
    stage.view.value = 0.5
    let image = try stage.render()
    // Thumb centre at 14 + 200 · 0.5 = 114; the track's rows are y 13.5…17.5.
    #expect(close(image[x: 40, y: 15], RGBA8(r: 0, g: 122, b: 255, a: 255)))
    #expect(close(image[x: 190, y: 15], overWhite(.systemFill)))
    #expect(close(overWhite(.systemFill), RGBA8(r: 228, g: 228, b: 230, a: 255)))
    #expect(close(image[x: 114, y: 15], white), "the thumb's centre")
    #expect(close(image[x: 40, y: 8], white), "above the track")
  }

  @Test func followsTheTintColor() throws {
    let stage = try ControlStage(Slider(), frame: CGRect(x: 0, y: 0, width: 228, height: 31))
    stage.scene.rootView.tintColor = .systemRed
    stage.view.value = 1
    #expect(close(try stage.render()[x: 40, y: 15], RGBA8(r: 255, g: 59, b: 48, a: 255)))
  }

  @Test func setValueAnimatedMovesTheThumbHalfWayAtHalfTime() throws {
    let stage = try ControlStage(Slider(), frame: CGRect(x: 0, y: 0, width: 228, height: 31))
    stage.view.setValue(1, animated: true)
    let thumbX = { (frame: Int) throws -> CGFloat in
      try #require(try stage.snapshot(atFrame: frame).sublayers.first?.sublayers.last).position.x
    }
    // From 14 to 214 with a symmetric ease-in-out: 114 at half time (frame 2 of 1…3 at 8 fps).
    #expect(try thumbX(1) == 14)
    #expect(abs(try thumbX(2) - 114) < 1e-6)
    #expect(try thumbX(3) == 214)
  }

  @Test func valuesOutsideTheRangeAreClampedSilently() {
    let slider = Slider()
    let warnings = Diagnostics.capture { slider.value = 3 }
    #expect(slider.value == 1 && warnings.isEmpty)
  }

  @Test func nanIsIgnoredWithAWarning() {
    let slider = Slider()
    slider.value = 0.25
    let warnings = Diagnostics.capture { slider.value = .nan }
    #expect(slider.value == 0.25)
    #expect(warnings.map(\.kind) == [.valueClamped])
  }

  @Test func infinityClampsWithAWarning() {
    let slider = Slider()
    let warnings = Diagnostics.capture { slider.value = -.infinity }
    #expect(slider.value == 0)
    #expect(warnings.map(\.kind) == [.valueClamped])
    let more = Diagnostics.capture { slider.maximumValue = .infinity }
    #expect(slider.maximumValue == 1 && more.count == 1)
  }

  @Test func minimumAboveMaximumRaisesTheMaximumWithAWarning() {
    let slider = Slider()
    slider.value = 0.5
    let warnings = Diagnostics.capture { slider.minimumValue = 5 }
    #expect(slider.minimumValue == 5 && slider.maximumValue == 5 && slider.value == 5)
    #expect(warnings.map(\.kind) == [.valueClamped])
    let lowered = Diagnostics.capture { slider.maximumValue = -1 }
    #expect(slider.minimumValue == -1 && slider.maximumValue == -1 && slider.value == -1)
    #expect(lowered.count == 1)
    #expect(slider.thumbCenter(forValue: -1).x == 14, "an empty range puts the thumb at the start")
  }
}
