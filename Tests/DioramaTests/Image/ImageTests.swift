import Foundation
import Testing

@testable import Diorama

@Suite("Image")
struct ImageTests {
  @Test func pixelsAreRowMajorRGBA() throws {
    let image = try Image(
      width: 2, height: 2, pixels: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16])
    #expect(image[x: 1, y: 0] == RGBA8(r: 5, g: 6, b: 7, a: 8))
    #expect(image[x: 0, y: 1] == RGBA8(r: 9, g: 10, b: 11, a: 12))
    #expect(image.pixel(x: 2, y: 0) == nil)
    #expect(image.pixel(x: 0, y: -1) == nil)
    #expect(image.pixel(x: 1, y: 1) == RGBA8(r: 13, g: 14, b: 15, a: 16))
  }

  @Test func fillSetsEveryPixel() throws {
    let colour = RGBA8(r: 10, g: 20, b: 30, a: 40)
    let image = try Image(width: 5, height: 3, fill: colour)
    #expect(image.pixels.count == 60)
    #expect((0..<3).allSatisfy { y in (0..<5).allSatisfy { x in image[x: x, y: y] == colour } })
    #expect(!image.isOpaque)
    #expect(try Image(width: 5, height: 3, fill: .white).isOpaque)
  }

  @Test func sizeIsInPointsAtTheImageScale() throws {
    let image = try Image(width: 200, height: 100, fill: .black, scale: 2)
    #expect(image.size == CGSize(width: 100, height: 50))
    #expect(try Image(width: 3, height: 7, fill: .black).size == CGSize(width: 3, height: 7))
  }

  @Test func badDimensionsAreRejected() {
    for (width, height) in [(0, 1), (1, 0), (-3, 4), (32768, 1), (1, 40000), (20000, 20000)] {
      #expect(throws: ImageError.invalidDimensions(width: width, height: height)) {
        try Image(width: width, height: height, fill: .black)
      }
      #expect(throws: ImageError.invalidDimensions(width: width, height: height)) {
        try Image(width: width, height: height, pixels: [])
      }
    }
  }

  @Test func largestSideIsAccepted() throws {
    let image = try Image(width: 32767, height: 1, fill: .white)
    #expect(image.width == 32767)
  }

  @Test func pixelBufferMustMatchTheSize() {
    #expect(throws: ImageError.pixelCountMismatch(expected: 24, actual: 23)) {
      try Image(width: 3, height: 2, pixels: [UInt8](repeating: 0, count: 23))
    }
    #expect(throws: ImageError.pixelCountMismatch(expected: 24, actual: 28)) {
      try Image(width: 3, height: 2, pixels: [UInt8](repeating: 0, count: 28))
    }
  }

  @Test func scaleMustBeFiniteAndPositive() {
    for scale in [0, -1, CGFloat.nan, .infinity] {
      #expect {
        try Image(width: 1, height: 1, fill: .white, scale: scale)
      } throws: { error in
        if case .invalidArgument = error as? ImageError { return true }
        return false
      }
    }
  }

  @Test func equalityComparesSizeScaleAndEveryByte() throws {
    let a = try Image(width: 4, height: 4, fill: .white)
    var bytes = a.pixels
    #expect(try Image(width: 4, height: 4, pixels: bytes) == a)
    bytes[63] = 254
    #expect(try Image(width: 4, height: 4, pixels: bytes) != a)
    #expect(try Image(width: 2, height: 8, fill: .white) != a)
    #expect(try Image(width: 4, height: 4, fill: .white, scale: 2) != a)
  }
}
