import Diorama
import Foundation
import Testing

/// `ProgressView` against UIKit's default-style `UIProgressView` in iOS 17: 4 points tall, as
/// wide as it is laid out, the completed part in the tint colour (system blue, RGB 0 122 255)
/// over a track in the system fill (RGB 120 120 128 at 20 %).
@Suite struct ProgressViewTests {
  @Test func intrinsicSizeHasNoWidthAndIsFourPointsTall() {
    #expect(ProgressView().intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: 4))
  }

  @Test func drawsTheCompletedFractionInTheTint() throws {
    let stage = try ControlStage(ProgressView(), frame: CGRect(x: 0, y: 10, width: 200, height: 4))
    stage.view.progress = 0.25
    let image = try stage.render()
    // 0.25 of 200 points: the tint up to x = 50, the track after.
    #expect(close(image[x: 45, y: 12], RGBA8(r: 0, g: 122, b: 255, a: 255)))
    #expect(close(image[x: 55, y: 12], overWhite(.systemFill)))
    #expect(close(image[x: 45, y: 8], white))
  }

  @Test func setProgressAnimatedGrowsTheBarOnTheClock() throws {
    let stage = try ControlStage(ProgressView(), frame: CGRect(x: 0, y: 10, width: 200, height: 4))
    stage.view.setProgress(1, animated: true)
    let barWidth = { (frame: Int) throws -> CGFloat in
      try #require(try stage.snapshot(atFrame: frame).sublayers.first?.sublayers.first).bounds.width
    }
    #expect(try barWidth(1) == 0)
    #expect(abs(try barWidth(2) - 100) < 1e-6, "half of 200 at half time with a symmetric curve")
    #expect(try barWidth(3) == 200)
  }

  @Test func outOfRangeClampsAndNaNIsIgnored() {
    let progress = ProgressView()
    #expect(Diagnostics.capture { progress.progress = 1.5 }.isEmpty)
    #expect(progress.progress == 1)
    let nan = Diagnostics.capture { progress.progress = .nan }
    #expect(progress.progress == 1 && nan.map(\.kind) == [.valueClamped])
    let infinite = Diagnostics.capture { progress.progress = -.infinity }
    #expect(progress.progress == 0 && infinite.map(\.kind) == [.valueClamped])
  }
}
