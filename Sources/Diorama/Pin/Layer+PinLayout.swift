import Foundation

extension Layer: Layoutable {
  /// Layers are laid out relative to other layers.
  public typealias PinView = Layer

  /// The superlayer, under PinLayout's name.
  public var superview: Layer? { superlayer }
  /// The sublayers (empty rather than `nil`), under PinLayout's name.
  public var subviews: [Layer] { sublayers ?? [] }

  /// A PinLayout builder for this layer that keeps its transform (writes position and bounds
  /// size); it applies itself at the end of the statement (or at `layout()`).
  public var pin: PinLayout<Layer> { PinLayout(node: .layer(self), keepTransform: true) }

  /// A PinLayout builder that reads and writes the transformed ``frame``.
  public var pinFrame: PinLayout<Layer> { PinLayout(node: .layer(self), keepTransform: false) }

  /// The rectangle `pin` reads: the untransformed rectangle around the position
  /// (`keepTransform`), or the transformed ``frame``.
  public func getRect(keepTransform: Bool) -> CGRect {
    guard keepTransform else { return frame }
    let size = bounds.size
    return CGRect(
      x: position.x - size.width * anchorPoint.x, y: position.y - size.height * anchorPoint.y,
      width: size.width, height: size.height)
  }

  /// Writes the rectangle `pin` computed: as bounds size and position under the current
  /// transform (`keepTransform`), or as the transformed ``frame``. Non-finite rectangles are
  /// ignored (the builder has already warned).
  public func setRect(_ rect: CGRect, keepTransform: Bool) {
    writeRect(rect, keepTransform: keepTransform)
  }

  /// ``setRect(_:keepTransform:)``, reporting whether the bounds size changed.
  @discardableResult
  func writeRect(_ rect: CGRect, keepTransform: Bool) -> Bool {
    guard rect.isFiniteRect else { return false }
    let anchor = anchorPoint
    let transform = keepTransform ? Transform.identity : self.transform.affineTransform
    let size: CGSize
    if transform.isIdentity {
      size = rect.size
    } else {
      size = PinTransformedFrame.boundsSize(forFrameSize: rect.size, transform: transform)
    }
    let local = CGRect(
      x: -anchor.x * size.width, y: -anchor.y * size.height, width: size.width, height: size.height)
    let placed = keepTransform ? local : local.applying(transform)
    // Written only when they change, as the frame setter does.
    let oldSize = bounds.size
    var sizeChanged = false
    if size != oldSize {
      bounds.size = size
      // The bounds setter ignores (and reports) a size that is not finite.
      sizeChanged = bounds.size != oldSize
    }
    let newPosition = CGPoint(x: rect.minX - placed.minX, y: rect.minY - placed.minY)
    if newPosition != position { position = newPosition }
    return sizeChanged
  }

  /// Layers have no layout direction of their own: `.auto` means left to right.
  public func isLTR() -> Bool { Pin.layoutDirection != .rtl }
}
