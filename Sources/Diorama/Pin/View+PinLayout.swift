import Foundation

extension View: Layoutable, SizeCalculable {
  /// Views are laid out relative to other views.
  public typealias PinView = View

  /// A PinLayout builder for this view that keeps its transform: it reads and writes the
  /// untransformed geometry (centre and bounds size) and applies itself at the end of the
  /// statement (or at `layout()`).
  public var pin: PinLayout<View> { PinLayout(node: .view(self), keepTransform: true) }

  /// A PinLayout builder that reads and writes the transformed ``frame``; reference views are
  /// measured by their transformed frames too.
  public var pinFrame: PinLayout<View> { PinLayout(node: .view(self), keepTransform: false) }

  /// The rectangle `pin` reads; see ``Layer/getRect(keepTransform:)``.
  public func getRect(keepTransform: Bool) -> CGRect { layer.getRect(keepTransform: keepTransform) }

  /// Writes the rectangle `pin` computed; see ``Layer/setRect(_:keepTransform:)``.
  public func setRect(_ rect: CGRect, keepTransform: Bool) {
    // Written through the view, as `frame =` is: a size change marks it as needing layout, and
    // a frame-based view that constraints refer to tells the layout engine it moved.
    if layer.writeRect(rect, keepTransform: keepTransform) { setNeedsLayout() }
    geometryDidChange()
  }

  /// Whether `start`/`end` mean left/right for this view: from ``Pin/layoutDirection``, or the
  /// view's effective layout direction when that is `.auto`.
  public func isLTR() -> Bool {
    switch Pin.layoutDirection {
    case .ltr: true
    case .rtl: false
    case .auto: effectiveUserInterfaceLayoutDirection == .leftToRight
    }
  }
}
