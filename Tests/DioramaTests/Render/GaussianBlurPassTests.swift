import Testing

@testable import Diorama

/// The blur's box passes against an oracle written here: each pass computed along every row,
/// then down every column, one line at a time, as the definition of a box filter reads
/// (samples outside the plane count as zero; the mean is rounded half up).
@Suite struct GaussianBlurPassTests {
  /// A box filter of `radius` along `count` samples `step` apart, from a copy of the line.
  static func oracleLine(_ plane: inout [UInt8], start: Int, step: Int, count: Int, radius: Int) {
    let line = (0..<count).map { Int(plane[start + $0 * step]) }
    let window = 2 * radius + 1
    for i in 0..<count {
      var sum = 0
      for j in (i - radius)...(i + radius) where j >= 0 && j < count { sum += line[j] }
      plane[start + i * step] = UInt8((sum + window / 2) / window)
    }
  }

  /// Every radius of the blur: rows first, then columns, channel by channel.
  static func oracle(
    _ plane: [UInt8], width: Int, height: Int, stride: Int, channels: Int, sigma: Double
  ) -> [UInt8] {
    var plane = plane
    for radius in GaussianBlur.boxRadii(sigma: sigma, passes: 3) where radius > 0 {
      for channel in 0..<channels {
        for y in 0..<height {
          oracleLine(&plane, start: y * stride + channel, step: channels, count: width, radius: radius)
        }
        for x in 0..<width {
          oracleLine(&plane, start: x * channels + channel, step: stride, count: height, radius: radius)
        }
      }
    }
    return plane
  }

  /// Deterministic noise with hard edges: what a glyph mask or a photo gives the blur.
  static func noise(count: Int, seed: UInt64) -> [UInt8] {
    var state = seed
    return (0..<count).map { _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let value = UInt8(truncatingIfNeeded: state >> 56)
      return value < 96 ? 0 : value > 200 ? 255 : value
    }
  }

  @Test(arguments: [(1, 0.8), (1, 3.0), (1, 12.0), (4, 2.5), (4, 7.0)])
  func passesEqualTheOracleByteForByte(channels: Int, sigma: Double) {
    let width = 53
    let height = 37
    let stride = width * channels + 3  // padding past each row stays as it was
    let input = Self.noise(count: stride * height, seed: UInt64(channels) * 1_000 + UInt64(sigma * 10))
    let expected = Self.oracle(
      input, width: width, height: height, stride: stride, channels: channels, sigma: sigma)
    var output = input
    output.withUnsafeMutableBufferPointer { buffer in
      GaussianBlur.blur(
        buffer.baseAddress!, width: width, height: height, stride: stride, sigma: sigma, channels: channels)
    }
    #expect(output == expected)
  }

  @Test func aRadiusLongerThanThePlaneAveragesWithTheZerosBeyondIt() {
    let width = 5
    let height = 4
    let input = [UInt8](repeating: 200, count: width * height)
    let expected = Self.oracle(input, width: width, height: height, stride: width, channels: 1, sigma: 20)
    var output = input
    output.withUnsafeMutableBufferPointer { buffer in
      GaussianBlur.blur(buffer.baseAddress!, width: width, height: height, stride: width, sigma: 20)
    }
    #expect(output == expected)
    #expect(output.allSatisfy { $0 < 200 })
  }

  @Test func theReciprocalDividesExactlyOverEveryBoxSum() {
    for window in [1, 3, 5, 7, 9, 13, 25, 49, 97, 129, 193, 257, 385, 513, 1025] {
      let divide = GaussianBlur.Reciprocal(window)
      var wrong = 0
      for value in 0..<(256 * window) where Int(divide(Int32(value))) != value / window % 256 {
        wrong += 1
      }
      #expect(wrong == 0, "window \(window)")
    }
  }
}
