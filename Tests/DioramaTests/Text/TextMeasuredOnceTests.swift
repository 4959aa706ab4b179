import CCairo
import Foundation
import Testing

@testable import Diorama

/// A label's text is laid out once: measured without a width, drawn in its bounds from the same
/// lines, and not looked up again while nothing changes. The oracle is a layout made from
/// scratch for the bounds (with no unbounded layout to share), drawn into the same surface.
@Suite struct TextMeasuredOnceTests {
  private func key(_ text: String, width: CGFloat, alignment: TextAlignment = .natural) -> TextLayout.Key {
    TextLayout.Key(
      text: "\(text)", font: .systemFont(ofSize: 17), width: width, numberOfLines: 1,
      lineBreakMode: .byTruncatingTail, alignment: alignment, direction: .leftToRight)
  }

  /// The pixels of `layout` drawn in black at (2, 2) on a transparent 320×40 surface.
  private func pixels(_ layout: TextLayout) -> [UInt8] {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 320, 40)!
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)!
    cairo_set_font_options(cr, FontLibrary.shared.fontOptions)
    cairo_set_source_rgb(cr, 0, 0, 0)
    layout.draw(in: cr, at: CGPoint(x: 2, y: 2))
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    let data = cairo_image_surface_get_data(surface)!
    return Array(UnsafeBufferPointer(start: data, count: Int(cairo_image_surface_get_stride(surface)) * 40))
  }

  @Test func aLineThatFitsIsDrawnFromTheMeasuredLayout() {
    // A text no other test uses, so that nothing else puts its layouts in the cache.
    let text = "Measured once \(UUID().uuidString.prefix(8))"
    // The oracle: laid out for the width with no unbounded layout to share.
    let fresh = TextLayout.make(key(text, width: 300))
    TextLayoutCache.shared.removeAll()
    let unbounded = TextLayout.make(key(text, width: .infinity))
    let shared = TextLayout.make(key(text, width: 300))
    #expect(shared !== fresh)
    #expect(unbounded.size.width < 300, "it fits")
    #expect(shared.lineTexts == fresh.lineTexts)
    #expect(shared.size == fresh.size)
    #expect(shared.firstBaseline == fresh.firstBaseline)
    #expect(pixels(shared) == pixels(fresh), "the same glyphs in the same places")
  }

  @Test func aLineThatDoesNotFitIsLaidOutForItsWidth() {
    let text = "A line far too long for its width \(UUID().uuidString.prefix(8))"
    let unbounded = TextLayout.make(key(text, width: .infinity))
    let bounded = TextLayout.make(key(text, width: 60))
    #expect(unbounded.size.width > 60)
    #expect(bounded.isTruncated, "its own layout, truncated with an ellipsis")
    #expect(bounded.lineTexts.first?.hasSuffix(TextLayout.ellipsis) == true)
  }

  @Test func centredTextIsLaidOutForItsWidth() {
    let text = "Centred \(UUID().uuidString.prefix(8))"
    let unbounded = TextLayout.make(key(text, width: .infinity, alignment: .center))
    let bounded = TextLayout.make(key(text, width: 180, alignment: .center))
    // Centred in 180 points, the line starts (180 − width) / 2 in: drawn further right than
    // the unbounded layout, which has no room to centre in.
    let left = pixels(bounded).enumerated().first { $0.offset % 4 == 3 && $0.element > 0 }.map {
      ($0.offset / 4) % 320
    }
    let unboundedLeft = pixels(unbounded).enumerated().first { $0.offset % 4 == 3 && $0.element > 0 }.map {
      ($0.offset / 4) % 320
    }
    let shift = (180 - unbounded.size.width) / 2
    #expect(abs(CGFloat(left ?? 0) - CGFloat(unboundedLeft ?? 0) - shift) <= 1)
  }

  @Test func anUnchangedLabelKeepsItsLayout() {
    let label = Label(text: "Kept", font: .systemFont(ofSize: 17))
    label.frame = CGRect(x: 0, y: 0, width: 100, height: 30)
    let layer = label.layer as! TextLayer
    let first = layer.layout()
    #expect(layer.layout() === first)
    label.text = "Changed"
    #expect(layer.layout() !== first)
    #expect(layer.layout().lineTexts == ["Changed"])
  }
}
