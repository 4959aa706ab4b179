/// A read-only view of packed RGBA pixels for the comparator's neighbourhood
/// tests; each pixel is loaded as one `UInt32` with red in the low byte.
struct PixelGrid {
  let base: UnsafeRawPointer
  let width: Int
  let height: Int

  @inline(__always)
  func pixel(_ x: Int, _ y: Int) -> UInt32 {
    UInt32(littleEndian: base.loadUnaligned(fromByteOffset: (y * width + x) * 4, as: UInt32.self))
  }

  /// Vyšniauskas' anti-aliased pixel test, as pixelmatch applies it: the pixel
  /// at (x, y) is an anti-aliased edge when at most two of its neighbours have
  /// the same brightness, it lies between a darker and a brighter neighbour, and
  /// the darkest or the brightest of those neighbours sits inside a flat region
  /// (three or more identical neighbours) in both this image and `other`.
  func isAntiAliased(_ x: Int, _ y: Int, other: PixelGrid) -> Bool {
    let x0 = max(x - 1, 0)
    let y0 = max(y - 1, 0)
    let x2 = min(x + 1, width - 1)
    let y2 = min(y + 1, height - 1)
    let center = YIQ.blendedLuma(pixel(x, y))
    // A pixel on the image border has fewer neighbours; count one as equal.
    var equal = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
    var darkest = 0
    var brightest = 0
    var darkestX = 0
    var darkestY = 0
    var brightestX = 0
    var brightestY = 0
    for nx in x0...x2 {
      for ny in y0...y2 where nx != x || ny != y {
        let delta = center &- YIQ.blendedLuma(pixel(nx, ny))
        if delta == 0 {
          equal += 1
          if equal > 2 { return false }
        } else if delta < darkest {
          darkest = delta
          darkestX = nx
          darkestY = ny
        } else if delta > brightest {
          brightest = delta
          brightestX = nx
          brightestY = ny
        }
      }
    }
    // Not between a darker and a brighter neighbour: not on an edge.
    if darkest == 0 || brightest == 0 { return false }
    return (hasManySiblings(darkestX, darkestY) && other.hasManySiblings(darkestX, darkestY))
      || (hasManySiblings(brightestX, brightestY) && other.hasManySiblings(brightestX, brightestY))
  }

  /// True when more than two neighbours of (x, y) are exactly equal to it.
  func hasManySiblings(_ x: Int, _ y: Int) -> Bool {
    let x0 = max(x - 1, 0)
    let y0 = max(y - 1, 0)
    let x2 = min(x + 1, width - 1)
    let y2 = min(y + 1, height - 1)
    let center = pixel(x, y)
    var equal = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
    for nx in x0...x2 {
      for ny in y0...y2 where nx != x || ny != y {
        if pixel(nx, ny) == center {
          equal += 1
          if equal > 2 { return true }
        }
      }
    }
    return false
  }
}
