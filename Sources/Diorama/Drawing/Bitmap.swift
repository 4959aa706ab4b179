import Foundation

/// A grid of pixels without a scale or orientation: Core Graphics' `CGImage`, as drawing code
/// gets it from ``Image/bitmap`` (`UIImage.cgImage`) or ``GraphicsContext/makeImage()``.
///
/// It differs from ``Image`` where Core Graphics differs from UIKit: it has a size in pixels
/// only, and ``GraphicsContext/draw(_:in:)-(Bitmap,_)`` draws it as Core Graphics draws a
/// `CGImage`, with its first row at the bottom of the rectangle — upside down in UIKit's y-down
/// contexts, which is why iOS code flips the context before drawing one.
///
/// Its pixels are 8-bit RGBA with straight alpha, row-major, top row first, with no padding;
/// copies share storage.
public struct Bitmap: Sendable, Equatable, CustomStringConvertible {
  /// The pixels, as an image of scale 1.
  let image: Image

  init(_ image: Image) {
    self.image = Image(validatedWidth: image.width, height: image.height, pixels: image.pixels, scale: 1)
  }

  /// Width in pixels.
  public var width: Int { image.width }
  /// Height in pixels.
  public var height: Int { image.height }
  /// Bits per colour component: 8.
  public var bitsPerComponent: Int { 8 }
  /// Bits per pixel: 32.
  public var bitsPerPixel: Int { 32 }
  /// Bytes per row: four per pixel, no padding.
  public var bytesPerRow: Int { width * 4 }

  /// The part of the bitmap inside `rect`, in pixels from the top-left corner, cut to the bitmap
  /// and rounded out to whole pixels (Core Graphics' `cropping(to:)`); `nil` when nothing of it
  /// remains or the rectangle is not finite.
  public func cropping(to rect: CGRect) -> Bitmap? {
    guard rect.isFiniteRect, rect.width != 0, rect.height != 0 else { return nil }
    let unit = CGRect(
      x: rect.standardized.minX / CGFloat(width), y: rect.standardized.minY / CGFloat(height),
      width: rect.standardized.width / CGFloat(width), height: rect.standardized.height / CGFloat(height))
    return image.cropped(toUnitRect: unit).map(Bitmap.init)
  }

  /// `Bitmap(200 × 100)`.
  public var description: String { "Bitmap(\(width) × \(height))" }
}

extension Image {
  /// The image's pixels as a ``Bitmap`` (UIKit's `cgImage`), without its scale, rendering mode
  /// or cap insets.
  public var bitmap: Bitmap? { Bitmap(self) }

  /// An image of a bitmap's pixels at `scale` pixels per point (UIKit's
  /// `init(cgImage:scale:orientation:)` for the `.up` orientation). A scale that is not finite
  /// and positive is taken as 1, with a warning.
  public init(bitmap: Bitmap, scale: CGFloat = 1) {
    guard scale.isFinite, scale > 0 else {
      Diagnostics.report(
        Warning(
          .invalidGeometry, "Image(bitmap:scale: \(scale)): the scale must be finite and positive; 1 is used."
        ))
      self = bitmap.image
      return
    }
    self.init(validatedWidth: bitmap.width, height: bitmap.height, pixels: bitmap.image.pixels, scale: scale)
  }
}
