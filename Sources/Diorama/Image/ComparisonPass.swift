import Foundation

/// One run of ``ImageComparator`` over two same-sized images: counts, bounds
/// and the diff image, computed over raw memory (no per-pixel allocation or
/// reference counting) in two passes: a vectorized faded copy of the first
/// image, then a scan that only does colour maths where pixels differ.
struct ComparisonPass {
  let width: Int
  let height: Int
  /// Squared YIQ distance above which a pixel differs (35215 × threshold²).
  let maxDelta: Double
  let detectsAntiAliasing: Bool
  /// How much of the first image shows in the diff image per unit of alpha,
  /// in 1/(65536 × 256): fade × 65536 × 256 / 255.
  private let fadePerAlpha: UInt32

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
    fadePerAlpha = UInt32((fade * 65536 * 256 / 255).rounded())
  }

  mutating func run(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ out: UnsafeMutableRawPointer) {
    // The faded copy first, in one branch-free pass; differences overwrite it.
    let count = width * height
    let fade = fadePerAlpha
    a.withMemoryRebound(to: UInt32.self, capacity: count) { source in
      out.withMemoryRebound(to: UInt32.self, capacity: count) { target in
        for index in 0..<count { target[index] = Self.faded(source[index], fade) }
      }
    }
    let first = PixelGrid(base: a, width: width, height: height)
    let second = PixelGrid(base: b, width: width, height: height)
    let rowBytes = width * 4
    for y in 0..<height {
      let rowOut = out + y * rowBytes
      // Rows two renders of one scene share are skipped at memcmp speed.
      if memcmp(a + y * rowBytes, b + y * rowBytes, rowBytes) == 0 { continue }
      for x in 0..<width {
        let pa = first.pixel(x, y)
        let pb = second.pixel(x, y)
        if pa == pb { continue }
        let delta = abs(YIQ.delta(pa, pb))
        if delta > worst { worst = delta }
        guard delta > maxDelta else { continue }
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

  /// The first image's pixel as faded grey: its luma pulled towards white,
  /// more so the more transparent it is. Integer maths without table lookups
  /// (16.16 fixed point), so that the pass over every pixel vectorizes.
  @inline(__always)
  private static func faded(_ pixel: UInt32, _ fadePerAlpha: UInt32) -> UInt32 {
    let p = UInt32(littleEndian: pixel)
    // 0.29889531, 0.58662247, 0.11448223 scaled to sum to 65536.
    let luma = ((p & 0xFF) &* 19588 &+ ((p >> 8) & 0xFF) &* 38445 &+ ((p >> 16) & 0xFF) &* 7503) >> 16
    // fadePerAlpha × a ≈ fade × a / 255 in 1/65536.
    let value = 255 &- (((255 &- luma) &* ((fadePerAlpha &* (p >> 24)) >> 8) &+ 32768) >> 16)
    return (value | value << 8 | value << 16 | 0xFF00_0000).littleEndian
  }
}
