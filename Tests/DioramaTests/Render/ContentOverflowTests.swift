import Diorama
import Foundation
import Testing

/// What may draw outside a view's bounds, as in UIKit: an image view's image placed by an
/// aspect-fill content mode overflows unless the view clips to its bounds (its image is the
/// layer's contents, which Core Animation draws past the bounds without `masksToBounds`).
@Suite struct ContentOverflowTests {
  private let red = RGBA8(r: 255, g: 0, b: 0, a: 255)

  /// A 2:1 red image aspect-filled into a 20 × 20 view at (30, 30): 40 × 20 points, centred,
  /// so it spans x 20…60 unless clipped to 30…50.
  private func render(clipsToBounds: Bool) throws -> Image {
    try renderScene(width: 80, height: 80) { root in
      let view = ImageView(image: try Image(width: 40, height: 20, fill: red))
      view.contentMode = .scaleAspectFill
      view.frame = CGRect(x: 30, y: 30, width: 20, height: 20)
      view.clipsToBounds = clipsToBounds
      root.addSubview(view)
    }
  }

  @Test func aspectFillImageOverflowsItsBoundsLikeUIImageView() throws {
    let image = try render(clipsToBounds: false)
    #expect(image[x: 40, y: 40] == red)
    #expect(image[x: 22, y: 40] == red, "left of the bounds")
    #expect(image[x: 57, y: 40] == red, "right of the bounds")
    #expect(image[x: 40, y: 27] == white, "a 20-point-high image does not overflow vertically")
  }

  @Test func clipsToBoundsKeepsTheImageInside() throws {
    let image = try render(clipsToBounds: true)
    #expect(image[x: 40, y: 40] == red)
    #expect(image[x: 22, y: 40] == white)
    #expect(image[x: 57, y: 40] == white)
  }
}
