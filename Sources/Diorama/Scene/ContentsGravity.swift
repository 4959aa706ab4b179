import Foundation

/// How a layer's `contents` image is placed in its bounds (Core Animation's
/// `CALayerContentsGravity`).
public enum ContentsGravity: String, Sendable, Hashable, CaseIterable {
  /// Stretch to fill the bounds (the default).
  case resize
  /// Scale to fit inside the bounds, keeping the aspect ratio.
  case resizeAspect
  /// Scale to cover the bounds, keeping the aspect ratio (overflow is clipped only when the
  /// layer masks to bounds).
  case resizeAspectFill
  /// Natural size, centred.
  case center
  /// Natural size, centred along the top edge.
  case top
  /// Natural size, centred along the bottom edge.
  case bottom
  /// Natural size, centred along the left edge.
  case left
  /// Natural size, centred along the right edge.
  case right
  /// Natural size, in the top-left corner.
  case topLeft
  /// Natural size, in the top-right corner.
  case topRight
  /// Natural size, in the bottom-left corner.
  case bottomLeft
  /// Natural size, in the bottom-right corner.
  case bottomRight

  /// The rectangle, in a layer's bounds coordinates, that an image of `imageSize` points
  /// occupies under this gravity.
  public func rect(for imageSize: CGSize, in bounds: CGRect) -> CGRect {
    let w = imageSize.width
    let h = imageSize.height
    switch self {
    case .resize: return bounds
    case .resizeAspect, .resizeAspectFill:
      guard w > 0, h > 0 else { return bounds }
      let sx = bounds.width / w
      let sy = bounds.height / h
      let s = self == .resizeAspect ? min(sx, sy) : max(sx, sy)
      let size = CGSize(width: w * s, height: h * s)
      return CGRect(
        x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
        width: size.width, height: size.height)
    case .center: return place(w, h, bounds, 0.5, 0.5)
    case .top: return place(w, h, bounds, 0.5, 0)
    case .bottom: return place(w, h, bounds, 0.5, 1)
    case .left: return place(w, h, bounds, 0, 0.5)
    case .right: return place(w, h, bounds, 1, 0.5)
    case .topLeft: return place(w, h, bounds, 0, 0)
    case .topRight: return place(w, h, bounds, 1, 0)
    case .bottomLeft: return place(w, h, bounds, 0, 1)
    case .bottomRight: return place(w, h, bounds, 1, 1)
    }
  }

  private func place(_ w: CGFloat, _ h: CGFloat, _ b: CGRect, _ fx: CGFloat, _ fy: CGFloat) -> CGRect {
    CGRect(x: b.minX + (b.width - w) * fx, y: b.minY + (b.height - h) * fy, width: w, height: h)
  }
}
