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

  /// The rectangle the text takes drawn with `options` in a box of `size` (UIKit's
  /// `boundingRect(with:options:context:)`), in fractional points: round it up to size a view.
  ///
  /// With ``NSStringDrawingOptions/usesLineFragmentOrigin`` the text wraps at `size.width` into
  /// the lines that end within `size.height` (pass `.greatestFiniteMagnitude` for no limit) and
  /// the rectangle starts at the origin; without it the text is one line and the rectangle is
  /// relative to its baseline, so its `minY` is minus the ascent. The same layout as
  /// ``draw(with:options:context:)`` and labels.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) -> CGRect {
    let bounds = GraphicsContext.stringDrawing(AttributedText(self), in: size, options: options).bounds
    context?.report(bounds)
    return bounds
  }

  /// Draws the text as ``boundingRect(with:options:context:)`` measures it (UIKit's
  /// `draw(with:options:context:)`): from the top-left corner of `rect` with
  /// ``NSStringDrawingOptions/usesLineFragmentOrigin``, else on one line whose baseline starts
  /// at `rect.origin`. Outside a drawing pass it does nothing but warn.
  public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?)
  {
    guard let ctx = GraphicsContext.currentOrWarn("NSAttributedString.draw(with:options:context:)"),
      ctx.accept(rect.isFiniteRect, "NSAttributedString.draw(with: \(rect))")
    else { return }
    let drawing = GraphicsContext.stringDrawing(AttributedText(self), in: rect.size, options: options)
    let bounds = drawing.bounds.offsetBy(dx: rect.minX, dy: rect.minY)
    // Lines past the last visible one are clipped away, whole: a band as tall as the visible
    // lines and wider than any context.
    let band = CGFloat(Scene.maximumPixelSide)
    let clip =
      drawing.visibleLines < drawing.layout.lineCount
      ? CGRect(x: -band, y: bounds.minY, width: 2 * band, height: bounds.height) : nil
    ctx.draw(drawing.layout, at: bounds.origin, clip: clip)
    context?.report(bounds)
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

  /// The rectangle the string takes drawn with `options` and `attributes` in a box of `size`
  /// (UIKit's `boundingRect(with:options:attributes:context:)`); see
  /// `NSAttributedString.boundingRect(with:options:context:)`.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
    context: NSStringDrawingContext?
  ) -> CGRect {
    NSAttributedString(string: self, attributes: attributes).boundingRect(
      with: size, options: options, context: context)
  }

  /// Draws the string with `options` and `attributes` (UIKit's
  /// `draw(with:options:attributes:context:)`); see
  /// `NSAttributedString.draw(with:options:context:)`.
  public func draw(
    with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
    context: NSStringDrawingContext?
  ) {
    NSAttributedString(string: self, attributes: attributes).draw(
      with: rect, options: options, context: context)
  }

  /// The size of the string drawn with `attributes` on one line per paragraph (UIKit's
  /// `size(withAttributes:)`).
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    NSAttributedString(string: self, attributes: attributes).size()
  }
}
