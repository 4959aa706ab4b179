import Foundation

/// A decoded picture: 8-bit RGBA pixels with straight alpha, the equivalent of
/// `UIImage` for image views and layer contents, and the unit of frame-diff tests.
///
/// Pixels are stored row-major, top row first, four bytes per pixel
/// (r, g, b, a) with no row padding, so `pixels.count == width * height * 4`.
/// `scale` relates pixels to points the way `UIImage.scale` does: a 200×100
/// pixel image at scale 2 is 100×50 points.
///
/// Besides its pixels an image carries how UIKit would draw it: its ``renderingMode`` (a
/// template image is drawn as a mask filled with the tint colour) and, for a resizable image,
/// its ``capInsets`` and ``resizingMode`` (nine-slice drawing at any size).
///
/// `Image` is a value: copies share storage until one is modified.
public struct Image: Sendable, Equatable, CustomStringConvertible {
  /// Width in pixels, 1…32767.
  public let width: Int
  /// Height in pixels, 1…32767.
  public let height: Int
  /// Pixels per point; always finite and positive.
  public let scale: CGFloat
  /// RGBA bytes, straight alpha, row-major, no padding.
  ///
  /// An image drawn by Diorama (a layer's drawing, ``GraphicsImageRenderer``) keeps its pixels
  /// premultiplied, as Cairo drew them, and makes these bytes the first time they are read:
  /// one pass over the pixels, then O(1).
  public var pixels: [UInt8] { storage.pixels }
  /// The pixels, shared by copies of the image.
  let storage: ImageStorage
  /// How views draw the image: as it is, or as a template filled with their tint colour.
  /// ``RenderingMode-swift.enum/automatic`` for a new image; see ``withRenderingMode(_:)``.
  public internal(set) var renderingMode: RenderingMode = .automatic
  /// The end caps, in points, that keep their size when the image is drawn larger or smaller;
  /// zero for an image that is not resizable. See ``resizableImage(withCapInsets:resizingMode:)``.
  public internal(set) var capInsets: EdgeInsets = .zero
  /// How the part between the caps fills the space; `.stretch` for an image that is not resizable.
  public internal(set) var resizingMode: ResizingMode = .stretch
  /// Whether the image was made resizable (nine-slice) by ``resizableImage(withCapInsets:resizingMode:)``.
  public internal(set) var isResizable = false
  /// For a symbol image (see ``init(systemName:withConfiguration:)``), how far the baseline of
  /// the text it goes with is above the image's bottom edge; `nil` for other images.
  public internal(set) var baselineOffsetFromBottom: CGFloat?
  /// The symbol the image was drawn from, if it is a symbol image.
  var symbol: SymbolSource?

  /// Creates an image from packed RGBA bytes.
  ///
  /// - Throws: ``ImageError/invalidDimensions(width:height:)`` for zero, negative
  ///   or absurd sizes, ``ImageError/pixelCountMismatch(expected:actual:)`` when
  ///   `pixels.count != width * height * 4`, ``ImageError/invalidArgument(_:)``
  ///   for a scale that is not finite and positive.
  public init(width: Int, height: Int, pixels: [UInt8], scale: CGFloat = 1) throws {
    try ImageError.validate(width: width, height: height)
    guard pixels.count == width * height * 4 else {
      throw ImageError.pixelCountMismatch(expected: width * height * 4, actual: pixels.count)
    }
    try Self.validate(scale: scale)
    self.init(validatedWidth: width, height: height, pixels: pixels, scale: scale)
  }

  /// Creates an image of one colour. Cost: one pass writing `width × height × 4` bytes.
  ///
  /// - Throws: ``ImageError/invalidDimensions(width:height:)``, or
  ///   ``ImageError/invalidArgument(_:)`` for a bad scale.
  public init(width: Int, height: Int, fill: RGBA8, scale: CGFloat = 1) throws {
    try ImageError.validate(width: width, height: height)
    try Self.validate(scale: scale)
    let count = width * height * 4
    let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      var index = 0
      while index < count {
        buffer[index] = fill.r
        buffer[index + 1] = fill.g
        buffer[index + 2] = fill.b
        buffer[index + 3] = fill.a
        index += 4
      }
      initialized = count
    }
    self.init(validatedWidth: width, height: height, pixels: pixels, scale: scale)
  }

  /// Trusted initializer for callers that have already validated everything.
  init(validatedWidth width: Int, height: Int, pixels: [UInt8], scale: CGFloat) {
    self.init(storage: ImageStorage(rgba: pixels), width: width, height: height, scale: scale)
  }

  /// An image of a drawing's premultiplied pixels, at `scale` pixels per point.
  init(drawing: PremultipliedPixels, scale: CGFloat) {
    self.init(
      storage: ImageStorage(drawing: drawing), width: drawing.width, height: drawing.height, scale: scale)
  }

  /// An image over pixels that are already stored (another image's, at another scale).
  init(storage: ImageStorage, width: Int, height: Int, scale: CGFloat) {
    self.width = width
    self.height = height
    self.storage = storage
    self.scale = scale
  }

  /// The pixels premultiplied, ready to paint (see ``ImageSurfaceCache``); `nil` when Cairo
  /// cannot allocate them.
  var premultiplied: PremultipliedPixels? { storage.premultiplied(width: width, height: height) }

  private static func validate(scale: CGFloat) throws {
    guard scale.isFinite, scale > 0 else {
      throw ImageError.invalidArgument("the scale \(scale) must be finite and positive")
    }
  }

  /// The size in points: pixels divided by ``scale``.
  public var size: CGSize { CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale) }

  /// The pixel at column `x`, row `y` (origin top-left).
  ///
  /// - Precondition: `0 <= x < width` and `0 <= y < height`, as for an array index;
  ///   use ``pixel(x:y:)`` when the coordinates come from outside.
  public subscript(x x: Int, y y: Int) -> RGBA8 {
    precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the image")
    let i = (y * width + x) * 4
    let bytes = pixels
    return RGBA8(r: bytes[i], g: bytes[i + 1], b: bytes[i + 2], a: bytes[i + 3])
  }

  /// The pixel at column `x`, row `y`, or nil when the point is outside the image.
  public func pixel(x: Int, y: Int) -> RGBA8? {
    guard x >= 0, x < width, y >= 0, y < height else { return nil }
    return self[x: x, y: y]
  }

  /// True when every pixel's alpha is 255. Cost: one pass over the alpha bytes.
  public var isOpaque: Bool {
    pixels.withUnsafeBufferPointer { bytes in
      var all: UInt8 = 255
      var index = 3
      while index < bytes.count {
        all &= bytes[index]
        index += 4
      }
      return all == 255
    }
  }

  /// Same size, scale, pixels and drawing attributes (rendering mode, resizability, cap
  /// insets, resizing mode). Cost: O(1) for copies of one image, else one `memcmp` of the pixel
  /// bytes.
  public static func == (lhs: Image, rhs: Image) -> Bool {
    guard lhs.width == rhs.width, lhs.height == rhs.height, lhs.scale == rhs.scale,
      lhs.renderingMode == rhs.renderingMode, lhs.isResizable == rhs.isResizable,
      lhs.capInsets == rhs.capInsets, lhs.resizingMode == rhs.resizingMode
    else {
      return false
    }
    if lhs.storage === rhs.storage { return true }
    return lhs.pixels.withUnsafeBytes { a in
      rhs.pixels.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
    }
  }

  /// `Image(640×480 @2x)`, with the template mode and cap insets when they apply.
  public var description: String {
    var text = scale == 1 ? "Image(\(width)×\(height)" : "Image(\(width)×\(height) @\(scale)x"
    if renderingMode != .automatic { text += ", \(renderingMode)" }
    if isResizable { text += ", capInsets \(capInsets) \(resizingMode)" }
    return text + ")"
  }
}
