import Foundation

/// How a ``GraphicsImageRenderer`` makes its images (UIKit's `UIGraphicsImageRendererFormat`).
public final class GraphicsImageRendererFormat {
  /// Pixels per point of the images; 1 by default (there is no screen to take it from).
  public var scale: CGFloat = 1
  /// Whether the images are opaque: what the drawing leaves uncovered is black, as in UIKit.
  public var opaque = false

  /// A format with scale 1, not opaque.
  public init() {}

  /// A format with scale 1, not opaque (UIKit's `default()`).
  public static func `default`() -> GraphicsImageRendererFormat { GraphicsImageRendererFormat() }
}
