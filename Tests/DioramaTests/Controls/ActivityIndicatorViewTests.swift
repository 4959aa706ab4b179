import Diorama
import Foundation
import Testing

/// `ActivityIndicatorView` against UIKit's `UIActivityIndicatorView`: medium is 20×20 points and
/// large 37×37 (the sizes of UIKit's classic `.white`/`.gray` and `.whiteLarge` styles, which
/// `.medium` and `.large` replaced in iOS 13); a stopped spinner with `hidesWhenStopped` (the
/// default) is hidden; a spinning one turns in eight steps a second on the scene clock.
@Suite struct ActivityIndicatorViewTests {
  @Test func stylesHaveUIKitsSizes() {
    #expect(ActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))
    #expect(ActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
  }

  @Test func hiddenUntilStartedAndAgainWhenStopped() {
    let spinner = ActivityIndicatorView()
    #expect(spinner.isHidden && !spinner.isAnimating)
    spinner.startAnimating()
    #expect(!spinner.isHidden && spinner.isAnimating)
    spinner.stopAnimating()
    #expect(spinner.isHidden && !spinner.isAnimating)
    spinner.hidesWhenStopped = false
    #expect(!spinner.isHidden)
  }

  @Test func turnsOneSpokeEveryEighthOfASecond() throws {
    let stage = try ControlStage(ActivityIndicatorView(), frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    stage.view.startAnimating()
    // Started after frame 0 at 8 fps: frame 1 shows the first step, frame 3 two steps (90°),
    // frame 9 a full turn (back to the start).
    let rotation = { (frame: Int) throws -> Transform in
      try #require(try stage.snapshot(atFrame: frame).sublayers.first).transform.affineTransform
    }
    #expect(try rotation(1).isIdentity)
    let quarter = try rotation(3)
    #expect(abs(quarter.a) < 1e-9 && abs(quarter.b - 1) < 1e-9, "cos 90° = 0, sin 90° = 1")
    #expect(try rotation(9).a > 0.999)
  }

  @Test func spokesAreDrawnInTheColour() throws {
    let stage = try ControlStage(ActivityIndicatorView(), frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    stage.view.color = .systemRed
    stage.view.startAnimating()
    // The leading spoke points up: 2 points wide around x = 10, from y = 10 − 9.5 to 10 − 4.5.
    let pixel = try stage.render()[x: 10, y: 3]
    #expect(close(pixel, RGBA8(r: 255, g: 59, b: 48, a: 255), tolerance: 3))
  }
}
