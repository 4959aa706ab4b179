import Foundation

/// One run of ``ImageComparator`` over two same-sized images: counts, bounds
/// and the diff image, written in a single pass over raw memory (no per-pixel
/// allocation or reference counting).
struct ComparisonPass {
  let width: Int
  let height: Int
  /// Squared YIQ distance above which a pixel differs (35215 × threshold²).
  let maxDelta: Double
  let detectsAntiAliasing: Bool
  /// Per alpha value: how much of the first image shows in the diff image, in 1/65536.
  private let fadeByAlpha: [UInt32]

  private(set) var differing = 0
  private(set) var antiAliased = 0
  /// The largest squared distance seen (not normalised).
  private(set) var worst = 0.0
  private(set) var minX = Int.max
  private(set) var minY = Int.max
  private(set) var maxX = -1
  private(set) var maxY = -1

  private static let red = UInt32(0xFF00_00FF).littleEndian
  private static let yellow = UInt32(0xFF00_FFFF).littleEndian

  init(width: Int, height: Int, maxDelta: Double, detectsAntiAliasing: Bool, fade: Double) {
    self.width = width
    self.height = height
    self.maxDelta = maxDelta
    self.detectsAntiAliasing = detectsAntiAliasing
    fadeByAlpha = (0...255).map { UInt32((fade * Double($0) / 255 * 65536).rounded()) }
  }

  mutating func run(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ out: UnsafeMutableRawPointer) {
    let first = PixelGrid(base: a, width: width, height: height)
    let second = PixelGrid(base: b, width: width, height: height)
    let rowBytes = width * 4
    fadeByAlpha.withUnsafeBufferPointer { fade in
      for y in 0..<height {
        let rowA = a + y * rowBytes
        let rowB = b + y * rowBytes
        let rowOut = out + y * rowBytes
        // Most rows of two renders of one scene are identical: skip the maths.
        if memcmp(rowA, rowB, rowBytes) == 0 {
          for x in 0..<width { Self.storeFaded(rowA, rowOut, x, fade) }
          continue
        }
        for x in 0..<width {
          let pa = first.pixel(x, y)
          let pb = second.pixel(x, y)
          if pa == pb {
            Self.storeFaded(rowA, rowOut, x, fade)
            continue
          }
          let delta = abs(YIQ.delta(pa, pb))
          if delta > worst { worst = delta }
          guard delta > maxDelta else {
            Self.storeFaded(rowA, rowOut, x, fade)
            continue
          }
          if detectsAntiAliasing
            && (first.isAntiAliased(x, y, other: second) || second.isAntiAliased(x, y, other: first))
          {
            antiAliased += 1
            rowOut.storeBytes(of: Self.yellow, toByteOffset: x * 4, as: UInt32.self)
          } else {
            differing += 1
            if x < minX { minX = x }
            if x > maxX { maxX = x }
            if y < minY { minY = y }
            maxY = y
            rowOut.storeBytes(of: Self.red, toByteOffset: x * 4, as: UInt32.self)
          }
        }
      }
    }
  }

  /// Writes the first image's pixel as faded grey: its luma pulled towards
  /// white, more so the more transparent it is. Integer maths (16.16 fixed
  /// point), since this runs on every pixel.
  @inline(__always)
  private static func storeFaded(
    _ row: UnsafeRawPointer, _ out: UnsafeMutableRawPointer, _ x: Int,
    _ fade: UnsafeBufferPointer<UInt32>
  ) {
    let p = UInt32(littleEndian: row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self))
    // 0.29889531, 0.58662247, 0.11448223 scaled to sum to 65536.
    let luma = ((p & 0xFF) &* 19588 &+ ((p >> 8) & 0xFF) &* 38445 &+ ((p >> 16) & 0xFF) &* 7503) >> 16
    let value = 255 &- (((255 &- luma) &* fade[Int(p >> 24)] &+ 32768) >> 16)
    let grey = value | value << 8 | value << 16 | 0xFF00_0000
    out.storeBytes(of: grey.littleEndian, toByteOffset: x * 4, as: UInt32.self)
  }
}
