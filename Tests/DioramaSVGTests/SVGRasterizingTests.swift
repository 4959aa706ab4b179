import Diorama
import DioramaSVG
import Foundation
import Testing

/// SVG rasterising through librsvg. Expected pixels are worked out by hand from the geometry: a
/// rectangle on whole pixels covers exactly those pixels with its fill colour, and nothing else
/// is drawn (transparent).
@Suite struct SVGRasterizingTests {
  static let fill = RGBA8(r: 0x33, g: 0x66, b: 0x99, a: 255)
  static let clear = RGBA8(r: 0, g: 0, b: 0, a: 0)

  /// A 10×10 document with one rectangle at (2, 3), 4 × 5.
  static let rect = Data(
    """
    <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10">
      <rect x="2" y="3" width="4" height="5" fill="#336699"/>
    </svg>
    """.utf8)

  /// Every pixel: `fill` inside `covered` (in pixels), transparent elsewhere.
  static func expect(_ image: Image, covered: (x: Range<Int>, y: Range<Int>)) {
    var mismatches: [String] = []
    for y in 0..<image.height {
      for x in 0..<image.width {
        let expected = covered.x.contains(x) && covered.y.contains(y) ? fill : clear
        if image[x: x, y: y] != expected { mismatches.append("(\(x), \(y)): \(image[x: x, y: y])") }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(8))")
  }

  @Test func rectangleCoversExactlyItsPixels() throws {
    let image = try Image(svgData: Self.rect)
    #expect(image.width == 10 && image.height == 10 && image.scale == 1)
    Self.expect(image, covered: (2..<6, 3..<8))
  }

  @Test func sizeAndScaleGiveThePixelSize() throws {
    let image = try Image(svgData: Self.rect, size: CGSize(width: 10, height: 10), scale: 2)
    #expect(image.width == 20 && image.height == 20 && image.size == CGSize(width: 10, height: 10))
    Self.expect(image, covered: (4..<12, 6..<16))
  }

  /// A 10×10 view box in 20 × 10 points: scaled by 1 (meet) and centred, so moved right by 5.
  @Test func documentIsFittedAndCentredByItsViewBox() throws {
    let image = try Image(svgData: Self.rect, size: CGSize(width: 20, height: 10))
    #expect(image.width == 20 && image.height == 10)
    Self.expect(image, covered: (7..<11, 3..<8))
  }

  /// A rectangle from x = 0.5 to 1.5 covers half of pixels 0 and 1: alpha 127.5 ± 1.
  @Test func partlyCoveredPixelsAreAntialiased() throws {
    let svg = Data(
      """
      <svg xmlns="http://www.w3.org/2000/svg" width="3" height="1">
        <rect x="0.5" y="0" width="1" height="1" fill="#000"/>
      </svg>
      """.utf8)
    let image = try Image(svgData: svg)
    for x in 0..<2 { #expect(abs(Int(image[x: x, y: 0].a) - 128) <= 1, "\(image[x: x, y: 0])") }
    #expect(image[x: 2, y: 0] == Self.clear)
  }

  @Test func rasterisedIconsCanBeTemplates() throws {
    let icon = try Image(svgData: Self.rect).withRenderingMode(.alwaysTemplate)
    let view = ImageView(image: icon)
    view.tintColor = Color(red: 1, green: 0, blue: 0)
    let rendered = try view.renderImage(backgroundColor: .white)
    #expect(rendered[x: 3, y: 4] == RGBA8(r: 255, g: 0, b: 0, a: 255))
    #expect(rendered[x: 0, y: 0] == RGBA8(r: 255, g: 255, b: 255, a: 255))
  }

  // MARK: Bad input

  @Test func invalidDataIsATypedError() throws {
    let samples = [
      "", "not xml at all", "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"><rect",
      "\u{0}\u{1}\u{2}binary",
    ]
    for sample in samples {
      let error = #expect(throws: SVGError.self) { try Image(svgData: Data(sample.utf8)) }
      guard case .invalidSVG = error else {
        Issue.record("\(sample.debugDescription): expected invalidSVG, got \(String(describing: error))")
        continue
      }
    }
  }

  @Test func aDocumentWithoutASizeNeedsOne() throws {
    let svg = Data(
      #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="5" height="5"/></svg>"#.utf8)
    #expect(throws: SVGError.noIntrinsicSize) { try Image(svgData: svg) }
    #expect(try Image(svgData: svg, size: CGSize(width: 4, height: 4)).width == 4)
  }

  @Test func absurdSizesAreRejectedBeforeAllocating() throws {
    let huge = Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"/>"#.utf8)
    #expect(throws: SVGError.invalidDimensions(width: 100000, height: 100000)) { try Image(svgData: huge) }
    #expect(throws: SVGError.invalidDimensions(width: 40000, height: 40000)) {
      try Image(svgData: Self.rect, size: CGSize(width: 10000, height: 10000), scale: 4)
    }
  }

  @Test func badSizesAndScalesAreTypedErrors() throws {
    let cases: [(CGSize?, CGFloat)] = [
      (CGSize(width: CGFloat.nan, height: 1), 1), (CGSize(width: -1, height: 1), 1), (nil, 0),
      (nil, CGFloat.infinity),
    ]
    for (size, scale) in cases {
      let error = #expect(throws: SVGError.self) { try Image(svgData: Self.rect, size: size, scale: scale) }
      guard case .invalidArgument = error else {
        Issue.record("\(String(describing: size)) @\(scale): got \(String(describing: error))")
        continue
      }
    }
  }

  @Test func badFilesAreTypedErrors() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "diorama-svg-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = folder.appendingPathComponent("missing.svg")
    #expect(throws: SVGError.fileNotFound(missing)) { try Image(contentsOfSVGFile: missing) }
    #expect(throws: SVGError.unreadable(folder, reason: "it is a folder")) {
      try Image(contentsOfSVGFile: folder)
    }
    let empty = folder.appendingPathComponent("empty.svg")
    try Data().write(to: empty)
    #expect(throws: SVGError.invalidSVG(reason: "the data is empty")) { try Image(contentsOfSVGFile: empty) }
    let good = folder.appendingPathComponent("rect.svg")
    try Self.rect.write(to: good)
    Self.expect(try Image(contentsOfSVGFile: good), covered: (2..<6, 3..<8))
  }
}
