import Foundation

extension NSAttributedString {
  /// Draws the text on the current context with its top-left corner at `point`, unwrapped
  /// (UIKit's `draw(at:)`). Outside a drawing pass it does nothing but warn.
  public func draw(at point: CGPoint) {
    GraphicsContext.currentOrWarn("NSAttributedString.draw(at:)")?.draw(
      AttributedText(self), at: point, width: .infinity, clip: nil)
  }

  /// Draws the text wrapped at the width of `rect` from its top-left corner, clipped to it
  /// (UIKit's `draw(in:)`).
  public func draw(in rect: CGRect) {
    guard let ctx = GraphicsContext.currentOrWarn("NSAttributedString.draw(in:)"),
      ctx.accept(rect.isFiniteRect, "NSAttributedString.draw(in: \(rect))")
    else { return }
    let r = rect.standardized
    ctx.draw(AttributedText(self), at: r.origin, width: r.width, clip: r)
  }

  /// The size the text takes drawn with ``draw(at:)``: its widest line, its lines' height.
  public func size() -> CGSize {
    GraphicsContext.layout(AttributedText(self), width: .infinity).size
  }
}

extension String {
  /// Draws the string with `attributes` at `point` (UIKit's `draw(at:withAttributes:)`).
  public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
    NSAttributedString(string: self, attributes: attributes).draw(at: point)
  }

  /// Draws the string with `attributes` wrapped in `rect` (UIKit's `draw(in:withAttributes:)`).
  public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
    NSAttributedString(string: self, attributes: attributes).draw(in: rect)
  }

  /// The size of the string drawn with `attributes` on one line per paragraph (UIKit's
  /// `size(withAttributes:)`).
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    NSAttributedString(string: self, attributes: attributes).size()
  }
}
