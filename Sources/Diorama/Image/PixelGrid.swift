/// A read-only view of packed RGBA pixels for the comparator's neighbourhood
/// tests; each pixel is loaded as one `UInt32` with red in the low byte.
///
/// Interior pixels, nearly all of them, take a path with the eight neighbour
/// offsets fixed and no data-dependent branches in the inner loops (the
/// general loops mispredict on every edge pixel); pixels on the border take
/// the general path. Both visit neighbours in the same order (column by
/// column), so ties resolve identically.
struct PixelGrid {
  let base: UnsafeRawPointer
  let width: Int
  let height: Int
  /// Bytes from one row to the next.
  private let row: Int

  init(base: UnsafeRawPointer, width: Int, height: Int) {
    self.base = base
    self.width = width
    self.height = height
    row = width * 4
  }

  @inline(__always)
  func pixel(_ x: Int, _ y: Int) -> UInt32 {
    pixel(atByte: (y * width + x) * 4)
  }

  @inline(__always)
  fileprivate func pixel(atByte offset: Int) -> UInt32 {
    UInt32(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
  }

  @inline(__always)
  private func isInterior(_ x: Int, _ y: Int) -> Bool {
    x > 0 && y > 0 && x < width - 1 && y < height - 1
  }

  /// Vyšniauskas' anti-aliased pixel test, as pixelmatch applies it: the pixel
  /// at (x, y) is an anti-aliased edge when at most two of its neighbours have
  /// the same brightness, it lies between a darker and a brighter neighbour, and
  /// the darkest or the brightest of those neighbours sits inside a flat region
  /// (three or more identical neighbours) in both this image and `other`.
  func isAntiAliased(_ x: Int, _ y: Int, other: PixelGrid) -> Bool {
    guard isInterior(x, y) else { return isAntiAliasedOnBorder(x, y, other: other) }
    let center = (y * width + x) * 4
    var scan = NeighbourScan(luma: YIQ.blendedLuma(pixel(atByte: center)))
    // Column by column, unrolled: offsets stay in registers.
    scan.visit(self, center &- row &- 4)
    scan.visit(self, center &- 4)
    scan.visit(self, center &+ row &- 4)
    scan.visit(self, center &- row)
    scan.visit(self, center &+ row)
    scan.visit(self, center &- row &+ 4)
    scan.visit(self, center &+ 4)
    scan.visit(self, center &+ row &+ 4)
    if scan.equal > 2 || scan.darkest == 0 || scan.brightest == 0 { return false }
    return (hasManySiblings(atByte: scan.darkestAt) && other.hasManySiblings(atByte: scan.darkestAt))
      || (hasManySiblings(atByte: scan.brightestAt) && other.hasManySiblings(atByte: scan.brightestAt))
  }

  /// The running state of the interior anti-aliasing scan: how many neighbours
  /// share the centre's brightness, and where the darkest and brightest are.
  private struct NeighbourScan {
    let luma: Int
    var equal = 0
    var darkest = 0
    var brightest = 0
    var darkestAt = 0
    var brightestAt = 0

    init(luma: Int) { self.luma = luma }

    /// Strict comparisons keep the first of equal extremes, as the border path does;
    /// the selects compile to conditional moves rather than branches.
    @inline(__always)
    mutating func visit(_ grid: PixelGrid, _ offset: Int) {
      let delta = luma &- YIQ.blendedLuma(grid.pixel(atByte: offset))
      equal &+= delta == 0 ? 1 : 0
      darkestAt = delta < darkest ? offset : darkestAt
      darkest = delta < darkest ? delta : darkest
      brightestAt = delta > brightest ? offset : brightestAt
      brightest = delta > brightest ? delta : brightest
    }
  }

  /// True when more than two neighbours of the pixel at a byte offset are
  /// exactly equal to it.
  private func hasManySiblings(atByte offset: Int) -> Bool {
    let x = offset / 4 % width
    let y = offset / 4 / width
    guard isInterior(x, y) else { return hasManySiblingsOnBorder(x, y) }
    let center = pixel(atByte: offset)
    @inline(__always) func same(_ at: Int) -> Int { pixel(atByte: at) == center ? 1 : 0 }
    let above = same(offset &- row &- 4) &+ same(offset &- row) &+ same(offset &- row &+ 4)
    let beside = same(offset &- 4) &+ same(offset &+ 4)
    let below = same(offset &+ row &- 4) &+ same(offset &+ row) &+ same(offset &+ row &+ 4)
    return above &+ beside &+ below > 2
  }

  private func isAntiAliasedOnBorder(_ x: Int, _ y: Int, other: PixelGrid) -> Bool {
    let x0 = max(x - 1, 0)
    let y0 = max(y - 1, 0)
    let x2 = min(x + 1, width - 1)
    let y2 = min(y + 1, height - 1)
    let center = YIQ.blendedLuma(pixel(x, y))
    // A pixel on the image border has fewer neighbours; count one as equal.
    var equal = 1
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
    // Too flat, or not between a darker and a brighter neighbour: not on an edge.
    if equal > 2 || darkest == 0 || brightest == 0 { return false }
    let darkestAt = (darkestY * width + darkestX) * 4
    let brightestAt = (brightestY * width + brightestX) * 4
    return (hasManySiblings(atByte: darkestAt) && other.hasManySiblings(atByte: darkestAt))
      || (hasManySiblings(atByte: brightestAt) && other.hasManySiblings(atByte: brightestAt))
  }

  private func hasManySiblingsOnBorder(_ x: Int, _ y: Int) -> Bool {
    let x0 = max(x - 1, 0)
    let y0 = max(y - 1, 0)
    let x2 = min(x + 1, width - 1)
    let y2 = min(y + 1, height - 1)
    let center = pixel(x, y)
    var equal = 1
    for nx in x0...x2 {
      for ny in y0...y2 where nx != x || ny != y {
        equal += pixel(nx, ny) == center ? 1 : 0
      }
    }
    return equal > 2
  }
}
