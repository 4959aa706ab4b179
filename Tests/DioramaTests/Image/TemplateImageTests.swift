import Foundation
import Testing

@testable import Diorama

/// Template images drawn by `ImageView` as their alpha filled with the tint colour. Expected
/// colours: the tint itself where the image is opaque, the background where it is clear, and
/// source-over compositing (tint × a + white × (1 − a)) in between.
@Suite struct TemplateImageTests {
  /// 4×2: two opaque red columns, one red column at alpha 128, one clear column.
  static func glyph() throws -> Image {
    try ImageTestSupport.image(width: 4, height: 2) { x, _ in
      [
        RGBA8(r: 255, g: 0, b: 0, a: 255), RGBA8(r: 255, g: 0, b: 0, a: 255),
        RGBA8(r: 255, g: 0, b: 0, a: 128),
        RGBA8(r: 0, g: 0, b: 0, a: 0),
      ][x]
    }
  }

  static func render(_ view: View) throws -> Image {
    try view.renderImage(backgroundColor: .white)
  }

  static let white = RGBA8(r: 255, g: 255, b: 255, a: 255)

  @Test func templateIsFilledWithTheTintColour() throws {
    let view = ImageView(image: try Self.glyph().withRenderingMode(.alwaysTemplate))
    view.tintColor = Color(hex: 0x336699)
    let image = try Self.render(view)
    #expect(image[x: 0, y: 0] == RGBA8(r: 0x33, g: 0x66, b: 0x99, a: 255))
    #expect(image[x: 1, y: 1] == RGBA8(r: 0x33, g: 0x66, b: 0x99, a: 255))
    #expect(image[x: 3, y: 0] == Self.white)
    // 0x33 × 128/255 + 255 × 127/255 = 152.6; 0x66: 178.2; 0x99: 203.8.
    let half = image[x: 2, y: 0]
    #expect(abs(Int(half.r) - 153) <= 1 && abs(Int(half.g) - 178) <= 1 && abs(Int(half.b) - 204) <= 1)
  }

  @Test func defaultTintIsSystemBlue() throws {
    let view = ImageView(image: try Self.glyph().withRenderingMode(.alwaysTemplate))
    #expect(try Self.render(view)[x: 0, y: 0] == RGBA8(r: 0, g: 122, b: 255, a: 255))
  }

  @Test func originalAndAutomaticImagesIgnoreTheTint() throws {
    for mode in [Image.RenderingMode.automatic, .alwaysOriginal] {
      let view = ImageView(image: try Self.glyph().withRenderingMode(mode))
      view.tintColor = Color(hex: 0x336699)
      #expect(try Self.render(view)[x: 0, y: 0] == RGBA8(r: 255, g: 0, b: 0, a: 255))
    }
  }

  @Test func tintIsInheritedAndFollowsChanges() throws {
    let parent = View(frame: CGRect(x: 0, y: 0, width: 4, height: 2))
    parent.tintColor = .green
    let view = ImageView(image: try Self.glyph().withRenderingMode(.alwaysTemplate))
    parent.addSubview(view)
    #expect(try Self.render(parent)[x: 0, y: 0] == RGBA8(r: 0, g: 255, b: 0, a: 255))
    parent.tintColor = .red
    #expect(try Self.render(parent)[x: 0, y: 0] == RGBA8(r: 255, g: 0, b: 0, a: 255))
    let other = View(frame: CGRect(x: 0, y: 0, width: 4, height: 2))
    other.tintColor = .black
    other.addSubview(view)
    #expect(try Self.render(other)[x: 0, y: 0] == RGBA8(r: 0, g: 0, b: 0, a: 255))
  }

  @Test func resizableTemplateIsSlicedAndTinted() throws {
    let image = try ImageTestSupport.image(width: 3, height: 3) { _, _ in RGBA8(r: 9, g: 9, b: 9, a: 255) }
      .resizableImage(withCapInsets: EdgeInsets(all: 1), resizingMode: .stretch)
      .withRenderingMode(.alwaysTemplate)
    let view = ImageView(image: image)
    view.frame = CGRect(x: 0, y: 0, width: 10, height: 6)
    view.tintColor = Color(hex: 0x336699)
    let rendered = try Self.render(view)
    for (x, y) in [(0, 0), (9, 0), (5, 3), (0, 5), (9, 5)] {
      #expect(rendered[x: x, y: y] == RGBA8(r: 0x33, g: 0x66, b: 0x99, a: 255))
    }
  }

  /// A tint change inside an animation block animates: half way through a linear second from
  /// black to white, the template's tint is grey 0.5.
  @Test func tintChangesAnimateInBlocks() throws {
    let view = ImageView(image: try Self.glyph().withRenderingMode(.alwaysTemplate))
    let stage = try ViewStage(view, frame: CGRect(x: 0, y: 0, width: 4, height: 2))
    view.tintColor = .black
    View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.tintColor = .white })
    let start = try stage.snapshot(atFrame: 1)
    #expect(start.contentsTintColor == .black)
    let mid = try #require(try stage.snapshot(atFrame: 31).contentsTintColor)
    #expect(abs(mid.red - 0.5) < 1e-9 && abs(mid.green - 0.5) < 1e-9 && abs(mid.blue - 0.5) < 1e-9)
    #expect(try stage.snapshot(atFrame: 61).contentsTintColor == .white)
  }
}
