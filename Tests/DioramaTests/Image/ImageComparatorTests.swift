import Foundation
import Testing

@testable import Diorama

@Suite("Image comparator")
struct ImageComparatorTests {
  private let red = RGBA8(r: 255, g: 0, b: 0)
  private let yellow = RGBA8(r: 255, g: 255, b: 0)

  /// The perceptual distance of two opaque greys, normalised like `worstDelta`.
  private func greyDistance(_ a: Double, _ b: Double) -> Double {
    // For greys only the Y component of YIQ differs; Y weights sum to 1.
    (0.5053 * (a - b) * (a - b) / 35215).squareRoot()
  }

  @Test func identicalImagesMatchWithNothingToShow() throws {
    let image = try ImageTestSupport.image(width: 20, height: 10) { x, y in
      RGBA8(r: UInt8(x * 12), g: UInt8(y * 25), b: 90)
    }
    let difference = try ImageComparator().compare(image, image)
    #expect(difference.matches)
    #expect(difference.differingPixelCount == 0)
    #expect(difference.antiAliasedPixelCount == 0)
    #expect(difference.worstDelta == 0)
    #expect(difference.boundingBox == nil)
    #expect(difference.totalPixelCount == 200)
    // The diff image is a faded grey copy: grey, light, never red.
    let p = difference.diffImage[x: 3, y: 4]
    #expect(p.r == p.g && p.g == p.b && p.a == 255 && p.r > 200)
  }

  @Test func onePixelOffFailsAndIsLocated() throws {
    let a = try Image(width: 20, height: 20, fill: .white)
    let b = try ImageTestSupport.image(width: 20, height: 20) { x, y in (x, y) == (5, 7) ? .black : .white }
    let difference = try ImageComparator().compare(a, b)
    #expect(!difference.matches)
    #expect(difference.differingPixelCount == 1)
    #expect(difference.boundingBox == CGRect(x: 5, y: 7, width: 1, height: 1))
    #expect(abs(difference.worstDelta - greyDistance(255, 0)) < 1e-6)
    #expect(difference.diffImage[x: 5, y: 7] == red)
    #expect(difference.diffImage[x: 6, y: 7] == .white)  // white faded stays white
    #expect(difference.description.contains("1 of 400 pixels differ"))
  }

  @Test func allowedFractionToleratesThatManyPixels() throws {
    let a = try Image(width: 20, height: 20, fill: .white)
    let b = try ImageTestSupport.image(width: 20, height: 20) { x, y in
      (x, y) == (5, 7) || (x, y) == (15, 2) ? .black : .white
    }
    #expect(try ImageComparator(allowedDifferingFraction: 2.0 / 400).compare(a, b).matches)
    #expect(try !ImageComparator(allowedDifferingFraction: 1.0 / 400).compare(a, b).matches)
    let box = try ImageComparator().compare(a, b).boundingBox
    #expect(box == CGRect(x: 5, y: 2, width: 11, height: 6))
  }

  /// Black on the left, white on the right, one grey anti-aliasing column at `edge`.
  private func edge(at edge: Int) throws -> Image {
    try ImageTestSupport.image(width: 24, height: 12) { x, _ in
      x < edge ? .black : x == edge ? RGBA8(r: 128, g: 128, b: 128) : .white
    }
  }

  @Test func antiAliasedEdgeShiftedByOnePixelStillMatches() throws {
    let difference = try ImageComparator().compare(edge(at: 10), edge(at: 11))
    #expect(difference.matches)
    #expect(difference.differingPixelCount == 0)
    // Columns 10 and 11 change on every row; all are judged anti-aliasing.
    #expect(difference.antiAliasedPixelCount == 24)
    #expect(difference.diffImage[x: 10, y: 5] == yellow)
    #expect(difference.diffImage[x: 11, y: 0] == yellow)
  }

  @Test func withoutAntiAliasingDetectionTheShiftedEdgeFails() throws {
    let difference = try ImageComparator(detectsAntiAliasing: false).compare(edge(at: 10), edge(at: 11))
    #expect(!difference.matches)
    #expect(difference.differingPixelCount == 24)
    #expect(difference.antiAliasedPixelCount == 0)
    #expect(difference.boundingBox == CGRect(x: 10, y: 0, width: 2, height: 12))
  }

  @Test func movedShapeIsNotMistakenForAntiAliasing() throws {
    // A solid square moved by 3 pixels: its hard edges are real differences.
    func square(at left: Int) throws -> Image {
      try ImageTestSupport.image(width: 30, height: 30) { x, y in
        (left..<left + 10).contains(x) && (10..<20).contains(y) ? .black : .white
      }
    }
    let difference = try ImageComparator().compare(square(at: 5), square(at: 8))
    #expect(!difference.matches)
    #expect(difference.differingPixelCount + difference.antiAliasedPixelCount == 60)
    #expect(difference.differingPixelCount > 40)
  }

  @Test func colourShiftBelowTheThresholdMatches() throws {
    let a = try Image(width: 8, height: 8, fill: .white)
    let b = try Image(width: 8, height: 8, fill: RGBA8(r: 250, g: 250, b: 250))
    let difference = try ImageComparator().compare(a, b)
    #expect(difference.matches)
    #expect(difference.differingPixelCount == 0)
    #expect(abs(difference.worstDelta - greyDistance(255, 250)) < 1e-6)
    #expect(difference.worstDelta < 0.1)
    // The same pair fails when every change counts.
    #expect(try ImageComparator(threshold: 0).compare(a, b).differingPixelCount == 64)
  }

  @Test func colourShiftAboveTheThresholdFails() throws {
    let a = try Image(width: 8, height: 8, fill: .white)
    let b = try Image(width: 8, height: 8, fill: RGBA8(r: 200, g: 200, b: 200))
    let difference = try ImageComparator().compare(a, b)
    #expect(!difference.matches)
    #expect(difference.differingPixelCount == 64)
    #expect(difference.worstDelta > 0.1)
    // A looser threshold just above the distance accepts it.
    let loose = ImageComparator(threshold: greyDistance(255, 200) + 0.001)
    #expect(try loose.compare(a, b).matches)
  }

  @Test func hueChangeOfEqualBrightnessIsDetected() throws {
    let a = try Image(width: 4, height: 4, fill: RGBA8(r: 200, g: 60, b: 60))
    let b = try Image(width: 4, height: 4, fill: RGBA8(r: 60, g: 120, b: 170))
    #expect(try ImageComparator().compare(a, b).differingPixelCount == 16)
  }

  @Test func transparencyIsBlendedOverWhite() throws {
    let clear = try Image(width: 4, height: 4, fill: .clear)
    let white = try Image(width: 4, height: 4, fill: .white)
    let translucentBlack = try Image(width: 4, height: 4, fill: RGBA8(r: 0, g: 0, b: 0, a: 128))
    #expect(try ImageComparator(threshold: 0).compare(clear, white).matches)
    #expect(try !ImageComparator().compare(white, translucentBlack).matches)
  }

  @Test func thresholdZeroCountsExactlyTheChangedPixels() throws {
    // Pseudo-random images; the count must equal a naive byte comparison.
    var state: UInt32 = 12345
    func next() -> UInt8 {
      state = state &* 1_664_525 &+ 1_013_904_223
      return UInt8(state >> 24)
    }
    let a = try ImageTestSupport.image(width: 64, height: 48) { _, _ in RGBA8(r: next(), g: next(), b: next())
    }
    var bytes = a.pixels
    for index in stride(from: 0, to: bytes.count, by: 4) where next() < 40 {
      bytes[index + Int(next() % 3)] ^= 1 << (next() % 8)
    }
    let b = try Image(width: 64, height: 48, pixels: bytes)
    var changed = 0
    for index in stride(from: 0, to: bytes.count, by: 4)
    where a.pixels[index..<index + 4] != bytes[index..<index + 4] {
      changed += 1
    }
    #expect(changed > 100)
    let comparator = ImageComparator(threshold: 0, detectsAntiAliasing: false)
    #expect(try comparator.compare(a, b).differingPixelCount == changed)
  }

  @Test func differentSizesAreATypedError() throws {
    let a = try Image(width: 8, height: 8, fill: .white)
    let b = try Image(width: 8, height: 9, fill: .white)
    #expect(throws: ImageError.sizeMismatch(width: 8, height: 8, otherWidth: 8, otherHeight: 9)) {
      try ImageComparator().compare(a, b)
    }
  }

  @Test func optionsOutsideTheirRangeAreTypedErrors() throws {
    let a = try Image(width: 2, height: 2, fill: .white)
    let comparators = [
      ImageComparator(threshold: 1.5), ImageComparator(threshold: -0.1), ImageComparator(threshold: .nan),
      ImageComparator(allowedDifferingFraction: 2), ImageComparator(diffImageFade: -1),
    ]
    for comparator in comparators {
      #expect {
        try comparator.compare(a, a)
      } throws: { error in
        if case .invalidArgument = error as? ImageError { return true }
        return false
      }
    }
  }

  @Test func comparesPNGFilesOnDisk() throws {
    try ImageTestSupport.withTemporaryFolder { folder in
      let a = try edge(at: 10)
      let b = try ImageTestSupport.image(width: 24, height: 12) { x, y in
        (x, y) == (2, 3) ? .white : a[x: x, y: y]
      }
      let urlA = folder.appendingPathComponent("a.png")
      let urlB = folder.appendingPathComponent("b.png")
      try a.write(to: urlA)
      try b.write(to: urlB, options: .fast)
      let difference = try ImageComparator().compare(pngAt: urlA, pngAt: urlB)
      #expect(difference.differingPixelCount == 1)
      #expect(difference.boundingBox == CGRect(x: 2, y: 3, width: 1, height: 1))
      let missing = folder.appendingPathComponent("c.png")
      #expect(throws: ImageError.fileNotFound(missing)) {
        try ImageComparator().compare(pngAt: urlA, pngAt: missing)
      }
    }
  }
}
