/// One pixel as four 8-bit channels with straight (not premultiplied) alpha.
///
/// This is the element type of ``Image/subscript(x:y:)``; `Image` stores its
/// pixels as a flat `[UInt8]` in the same order (r, g, b, a).
public struct RGBA8: Sendable, Hashable, CustomStringConvertible {
  /// Red, 0…255.
  public var r: UInt8
  /// Green, 0…255.
  public var g: UInt8
  /// Blue, 0…255.
  public var b: UInt8
  /// Alpha, 0 (transparent) … 255 (opaque); the colour channels are not multiplied by it.
  public var a: UInt8

  /// Creates a pixel from its four channels; alpha defaults to opaque.
  public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
    self.r = r
    self.g = g
    self.b = b
    self.a = a
  }

  /// Opaque black.
  public static let black = RGBA8(r: 0, g: 0, b: 0)
  /// Opaque white.
  public static let white = RGBA8(r: 255, g: 255, b: 255)
  /// Fully transparent black, the value every channel takes where nothing was drawn.
  public static let clear = RGBA8(r: 0, g: 0, b: 0, a: 0)

  /// `rgba(r, g, b, a)`.
  public var description: String { "rgba(\(r), \(g), \(b), \(a))" }
}
