import Foundation

extension View {
  /// Marks the view's drawing as out of date: ``draw(_:)`` runs again before the next frame.
  public func setNeedsDisplay() { layer.setNeedsDisplay() }

  /// Marks part of the view for drawing; Diorama redraws the whole view.
  public func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }

  /// Whether the view's drawing fills its bounds with opaque pixels (`true` by default, as in
  /// UIKit; the view's ``layer``'s ``Layer/isOpaque``).
  ///
  /// It matters to views that override ``draw(_:)``: their drawing starts on the background
  /// colour, and an opaque view without one starts on black, as on iOS, where a view made in
  /// code that draws without setting `backgroundColor` (`.clear` will do) or `isOpaque = false`
  /// shows a black background. With a translucent background colour the drawing starts on
  /// transparent pixels, and the layer paints the colour beneath it (UIKit calls an opaque view
  /// with transparent content unpredictable).
  public var isOpaque: Bool {
    get { layer.isOpaque }
    set { layer.isOpaque = newValue }
  }

  /// Whether ``draw(_:)`` starts on a buffer cleared to ``backgroundColor`` (`true` by
  /// default, as in UIKit).
  ///
  /// When `true`, a drawing starts on the background colour; without one, on black for an
  /// opaque view (``isOpaque``) and on transparent pixels otherwise. When `false`, it starts on
  /// the view's previous drawing if that had the same size, so drawing code can add to what
  /// it drew before.
  public var clearsContextBeforeDrawing: Bool {
    get { layer.displayState.clearsContextBeforeDrawing }
    set {
      guard newValue != layer.displayState.clearsContextBeforeDrawing else { return }
      layer.displayState.clearsContextBeforeDrawing = newValue
      setNeedsDisplay()
    }
  }
}
