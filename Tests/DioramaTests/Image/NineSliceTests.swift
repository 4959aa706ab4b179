import Foundation
import Testing

@testable import Diorama

/// Resizable images (cap insets) and `Layer.contentsCenter`, rendered and checked pixel by
/// pixel against regions worked out by hand: corners keep their size, edges stretch along one
/// axis, the middle along both (or tiles).
@Suite struct NineSliceTests {
  static let red = RGBA8(r: 255, g: 0, b: 0, a: 255)
  static let green = RGBA8(r: 0, g: 255, b: 0, a: 255)
  static let blue = RGBA8(r: 0, g: 0, b: 255, a: 255)
  static let yellow = RGBA8(r: 255, g: 255, b: 0, a: 255)
  static let cyan = RGBA8(r: 0, g: 255, b: 255, a: 255)
  static let purple = RGBA8(r: 128, g: 0, b: 128, a: 255)
  static let orange = RGBA8(r: 255, g: 128, b: 0, a: 255)
  static let azure = RGBA8(r: 0, g: 128, b: 255, a: 255)
  static let black = RGBA8(r: 0, g: 0, b: 0, a: 255)
  static let white = RGBA8(r: 255, g: 255, b: 255, a: 255)

  /// Which of the nine regions (0, 1, 2 per axis) a coordinate falls in, for caps of `cap`
  /// pixels at both ends of `length`.
  static func region(_ v: Int, cap: Int, length: Int) -> Int { v < cap ? 0 : v >= length - cap ? 2 : 1 }

  /// The colour of each region: corners red, green / blue, yellow; edges cyan (top), purple
  /// (bottom), orange (left), azure (right); middle black.
  static func colour(column: Int, row: Int) -> RGBA8 {
    [[red, cyan, green], [orange, black, azure], [blue, purple, yellow]][row][column]
  }

  /// A `side × side` pixel image whose regions, with caps of `cap` pixels, have those colours.
  static func source(side: Int, cap: Int, scale: CGFloat = 1) throws -> Image {
    let plain = try ImageTestSupport.image(width: side, height: side) { x, y in
      colour(column: region(x, cap: cap, length: side), row: region(y, cap: cap, length: side))
    }
    return try Image(width: side, height: side, pixels: plain.pixels, scale: scale)
  }

  /// Every pixel of `image` against the regions of a `width × height` picture with caps of
  /// `cap` device pixels.
  static func expectRegions(_ image: Image, cap: Int, middle: ((Int, Int) -> RGBA8)? = nil) {
    var mismatches: [String] = []
    for y in 0..<image.height {
      for x in 0..<image.width {
        let column = region(x, cap: cap, length: image.width)
        let row = region(y, cap: cap, length: image.height)
        let expected =
          column == 1 && row == 1
          ? (middle?(x, y) ?? colour(column: 1, row: 1)) : colour(column: column, row: row)
        if image[x: x, y: y] != expected {
          mismatches.append("(\(x), \(y)): \(image[x: x, y: y]) ≠ \(expected)")
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(8))")
  }

  @Test func stretchKeepsCornersAndStretchesEdgesAndMiddle() throws {
    let image = try Self.source(side: 6, cap: 2)
      .resizableImage(withCapInsets: EdgeInsets(all: 2), resizingMode: .stretch)
    let view = ImageView(image: image)
    view.frame = CGRect(x: 0, y: 0, width: 20, height: 12)
    Self.expectRegions(try view.renderImage(), cap: 2)
  }

  /// A 2× image: caps of 2 points are 4 pixels; drawn at scale 2 they are 4 device pixels, at
  /// scale 1 two (the corners keep their size in points).
  @Test func capsKeepTheirSizeInPoints() throws {
    let image = try Self.source(side: 12, cap: 4, scale: 2)
      .resizableImage(withCapInsets: EdgeInsets(all: 2), resizingMode: .stretch)
    let view = ImageView(image: image)
    view.frame = CGRect(x: 0, y: 0, width: 20, height: 12)
    Self.expectRegions(try view.renderImage(scale: 2), cap: 4)
    Self.expectRegions(try view.renderImage(scale: 1), cap: 2)
  }

  /// UIKit's default mode tiles the middle: a middle of a white column then a black one repeats
  /// white, black, white, … from the middle's left edge.
  @Test func tileRepeatsTheMiddleFromItsCorner() throws {
    var image = try Self.source(side: 6, cap: 2)
    var pixels = image.pixels
    for y in 2..<4 {
      let i = (y * 6 + 2) * 4
      pixels.replaceSubrange(i..<i + 4, with: [255, 255, 255, 255])
    }
    image = try Image(width: 6, height: 6, pixels: pixels)
    let view = ImageView(image: image.resizableImage(withCapInsets: EdgeInsets(all: 2)))
    #expect(view.image?.resizingMode == .tile)
    view.frame = CGRect(x: 0, y: 0, width: 21, height: 12)
    Self.expectRegions(try view.renderImage(), cap: 2) { x, _ in (x - 2) % 2 == 0 ? Self.white : Self.black }
  }

  /// Core Animation's `contentsCenter` slices a layer's plain contents the same way.
  @Test func layerContentsCenterSlicesLikeCapInsets() throws {
    let view = View(frame: CGRect(x: 0, y: 0, width: 20, height: 12))
    view.layer.contents = try Self.source(side: 6, cap: 2)
    view.layer.contentsCenter = CGRect(x: 2.0 / 6, y: 2.0 / 6, width: 2.0 / 6, height: 2.0 / 6)
    Self.expectRegions(try view.renderImage(), cap: 2)
  }

  /// Drawn at 3×3 points, caps of 2 + 2 shrink to 1.5 each: the corner pixels are still wholly
  /// inside their corners.
  @Test func capsShrinkInProportionWhenTheViewIsSmaller() throws {
    let image = try Self.source(side: 6, cap: 2)
      .resizableImage(withCapInsets: EdgeInsets(all: 2), resizingMode: .stretch)
    let view = ImageView(image: image)
    view.frame = CGRect(x: 0, y: 0, width: 3, height: 3)
    let rendered = try view.renderImage()
    #expect(rendered[x: 0, y: 0] == Self.red && rendered[x: 2, y: 0] == Self.green)
    #expect(rendered[x: 0, y: 2] == Self.blue && rendered[x: 2, y: 2] == Self.yellow)
  }

  // MARK: Bad cap insets

  @Test func nonFiniteInsetsCountAsZeroWithAWarning() throws {
    let plain = try Self.source(side: 6, cap: 2)
    let (image, warnings) = Diagnostics.capture {
      plain.resizableImage(withCapInsets: EdgeInsets(top: .nan, left: 2, bottom: .infinity, right: 2))
    }
    #expect(image.capInsets == EdgeInsets(top: 0, left: 2, bottom: 0, right: 2))
    #expect(warnings.map(\.kind) == [.invalidGeometry])
  }

  @Test func negativeInsetsCountAsZeroWithAWarning() throws {
    let plain = try Self.source(side: 6, cap: 2)
    let (image, warnings) = Diagnostics.capture {
      plain.resizableImage(withCapInsets: EdgeInsets(top: -1, left: 2, bottom: 2, right: -5))
    }
    #expect(image.capInsets == EdgeInsets(top: 0, left: 2, bottom: 2, right: 0))
    #expect(warnings.map(\.kind) == [.valueClamped])
  }

  /// Left 8 + right 4 on a 6-point-wide image scale by 6/12: 4 and 2.
  @Test func insetsLargerThanTheImageShrinkToFitWithAWarning() throws {
    let plain = try Self.source(side: 6, cap: 2)
    let (image, warnings) = Diagnostics.capture {
      plain.resizableImage(withCapInsets: EdgeInsets(top: 1, left: 8, bottom: 1, right: 4))
    }
    #expect(image.capInsets == EdgeInsets(top: 1, left: 4, bottom: 1, right: 2))
    #expect(warnings.map(\.kind) == [.valueClamped])
  }

  /// Caps that cover the whole image leave no middle: it is drawn from the seam, without a crash,
  /// and the corners are still exact.
  @Test func capsCoveringTheWholeImageStillDraw() throws {
    let image = try Self.source(side: 6, cap: 2)
      .resizableImage(withCapInsets: EdgeInsets(all: 3), resizingMode: .tile)
    let view = ImageView(image: image)
    view.frame = CGRect(x: 0, y: 0, width: 20, height: 12)
    let rendered = try view.renderImage()
    #expect(rendered[x: 0, y: 0] == Self.red && rendered[x: 19, y: 11] == Self.yellow)
  }

  @Test func zeroInsetsMakeTheWholeImageTheMiddle() throws {
    let plain = try Self.source(side: 6, cap: 2)
    let image = plain.resizableImage(withCapInsets: .zero)
    #expect(image.isResizable && image.capInsets == .zero && image != plain)
    let view = ImageView(image: image)
    view.frame = CGRect(x: 0, y: 0, width: 12, height: 12)
    let rendered = try view.renderImage()
    // Tiled at its own size: the 6×6 picture repeats once along each axis.
    #expect(rendered[x: 6, y: 6] == Self.red && rendered[x: 11, y: 11] == Self.yellow)
    #expect(rendered[x: 8, y: 0] == Self.cyan)
  }
}
