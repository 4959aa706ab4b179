import Foundation

// Temporary: replaced by the real Image type when the image layer lands.
public struct Image: Sendable, Equatable {
  public let width: Int
  public let height: Int
  public var scale: CGFloat
  public var pixels: [UInt8]
  public init(width: Int, height: Int, pixels: [UInt8], scale: CGFloat = 1) throws {
    self.width = width
    self.height = height
    self.pixels = pixels
    self.scale = scale
  }
  public var size: CGSize { CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale) }
}
