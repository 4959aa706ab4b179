import Diorama
import Foundation
import Testing

/// `PageControl` against UIKit's `UIPageControl`: Apple documents `currentPage` as "pinned to
/// 0..numberOfPages-1", `hidesForSinglePage` off by default, the current dot opaque white and the
/// others translucent white by default, and `backgroundStyle` `.automatic`. The 8-point dots 16
/// points apart, the 12-point end padding and the 26-point height are observed approximations of
/// iOS 14 and later, written down in the Controls article; sizes below follow them by hand.
@Suite struct PageControlTests {
  @Test func sizeForPagesIs16PointsADotPlusPadding() {
    let control = PageControl()
    #expect(control.size(forNumberOfPages: 5) == CGSize(width: 5 * 16 + 24, height: 26))
    #expect(control.size(forNumberOfPages: 1) == CGSize(width: 40, height: 26))
    #expect(control.size(forNumberOfPages: 0) == CGSize(width: 0, height: 26))
    #expect(control.size(forNumberOfPages: -4) == CGSize(width: 0, height: 26))
    control.numberOfPages = 3
    #expect(control.intrinsicContentSize == CGSize(width: 72, height: 26))
  }

  @Test func currentPageIsPinnedToThePages() {
    let control = PageControl()
    control.numberOfPages = 4
    control.currentPage = 9
    #expect(control.currentPage == 3)
    control.currentPage = -2
    #expect(control.currentPage == 0)
    control.currentPage = 3
    control.numberOfPages = 2
    #expect(control.currentPage == 1, "fewer pages pull the current page in")
  }

  @Test func aNegativePageCountIsZeroWithAWarning() {
    let control = PageControl()
    let warnings = Diagnostics.capture { control.numberOfPages = -1 }
    #expect(warnings.map(\.kind) == [.valueClamped])
    #expect(control.numberOfPages == 0 && control.currentPage == 0)
  }

  @Test func dotsAreCentredSixteenPointsApart() throws {
    let stage = try ControlStage(
      PageControl(), frame: CGRect(x: 0, y: 0, width: 200, height: 26), size: CGSize(width: 200, height: 26))
    stage.view.numberOfPages = 3
    // Three 16-point slots centred in 200: they start at 76, so the centres are at 84, 100, 116.
    #expect(stage.view.indicatorCenter(forPage: 0) == CGPoint(x: 84, y: 13))
    #expect(stage.view.indicatorCenter(forPage: 2) == CGPoint(x: 116, y: 13))
    stage.view.pageIndicatorTintColor = .systemGray4
    stage.view.currentPageIndicatorTintColor = .black
    stage.view.currentPage = 1
    let image = try stage.render()
    #expect(close(image[x: 100, y: 13], RGBA8(r: 0, g: 0, b: 0, a: 255)))
    #expect(close(image[x: 84, y: 13], Color.systemGray4.rgba8Pixel))
    #expect(close(image[x: 92, y: 13], white), "between the dots")
  }

  @Test func hidesForASinglePageWhenAsked() throws {
    let stage = try ControlStage(
      PageControl(), frame: CGRect(x: 0, y: 0, width: 60, height: 26), size: CGSize(width: 60, height: 26))
    stage.view.numberOfPages = 1
    stage.view.currentPageIndicatorTintColor = .black
    #expect(close(try stage.render()[x: 30, y: 13], RGBA8(r: 0, g: 0, b: 0, a: 255)))
    stage.view.hidesForSinglePage = true
    #expect(close(try stage.render()[x: 30, y: 13], white))
  }

  @Test func changingThePageInAnAnimationBlockFadesTheDots() throws {
    // The dots exist before frame 0 (a layer made in the open transaction would not animate).
    let control = PageControl()
    control.numberOfPages = 2
    control.pageIndicatorTintColor = .white
    control.currentPageIndicatorTintColor = .black
    let stage = try ControlStage(
      control, frame: CGRect(x: 0, y: 0, width: 200, height: 26), size: CGSize(width: 200, height: 26))
    View.animate(withDuration: 0.25) { control.currentPage = 1 }
    // The change is made after frame 0: at 8 fps frame 1 shows the start of the 0.25-second fade,
    // frame 2 its middle (the second dot neither white nor black) and frame 3 its end.
    let centre = control.indicatorCenter(forPage: 1)
    let pixel = { (frame: Int) throws -> RGBA8 in
      try stage.render(atFrame: frame)[x: Int(centre.x), y: Int(centre.y)]
    }
    #expect(close(try pixel(1), white))
    let grey = try pixel(2)
    #expect(grey.r > 20 && grey.r < 235, "\(grey)")
    #expect(close(try pixel(3), RGBA8(r: 0, g: 0, b: 0, a: 255)))
  }

  @Test func theProminentStyleDrawsACapsule() throws {
    let stage = try ControlStage(
      PageControl(), frame: CGRect(x: 0, y: 0, width: 200, height: 26), size: CGSize(width: 200, height: 26))
    stage.view.numberOfPages = 3
    #expect(close(try stage.render()[x: 70, y: 13], white), "no background by default")
    stage.view.backgroundStyle = .prominent
    #expect(try stage.render()[x: 70, y: 13].r < 220, "inside the capsule (76 − 12 = 64 to 136)")
  }
}

extension Color {
  /// The colour as an opaque 8-bit pixel.
  var rgba8Pixel: RGBA8 {
    let c = rgba8
    return RGBA8(r: c.r, g: c.g, b: c.b, a: c.a)
  }
}
