import Foundation

/// One section of a ``CollectionViewFlowLayout``, placed: its header, its items in lines and its
/// footer, along the scroll direction ("main" axis) and across it ("cross" axis).
struct FlowSection {
  /// Each item's frame, in content coordinates.
  private(set) var frames: [CGRect] = []
  /// Where each line starts and ends along the main axis, and its first item.
  private var lineStarts: [CGFloat] = []
  private var lineEnds: [CGFloat] = []
  private var lineFirstItems: [Int] = []
  /// The header's and footer's frames (empty when they have no size).
  private(set) var headerFrame = CGRect.zero
  private(set) var footerFrame = CGRect.zero
  /// The section's extent along the main axis.
  private(set) var start: CGFloat
  private(set) var end: CGFloat = 0
  /// Whether an item is wider (across the lines) than the room between the insets.
  private(set) var hasItemTooWide = false
  private let vertical: Bool
  /// Whether mirroring reversed the main axis (a horizontal layout, right to left): lines are
  /// then searched in order rather than by bisection.
  private var mainIsReversed = false

  /// The tolerance when deciding whether an item fits on a line (so that three items a third of
  /// the room wide each fit, whatever the rounding).
  static let fitTolerance: CGFloat = 0.001

  /// Places a section's items starting at `start` along the main axis.
  /// - Parameters:
  ///   - sizes: the items' sizes.
  ///   - fixedSize: whether every item is one fixed size (the layout's ``CollectionViewFlowLayout/itemSize``):
  ///     lines then put their items in the columns of a full line.
  ///   - vertical: whether the content scrolls vertically (lines are rows).
  ///   - crossExtent: the content's extent across the lines (its width when vertical).
  ///   - inset: the section inset.
  ///   - lineSpacing: the least space between lines.
  ///   - interitemSpacing: the least space between items in a line.
  ///   - header: the header's reference size; its main-axis dimension counts.
  ///   - footer: the footer's reference size.
  init(
    sizes: [CGSize], fixedSize: Bool, vertical: Bool, crossExtent: CGFloat, inset: EdgeInsets,
    lineSpacing: CGFloat, interitemSpacing: CGFloat, header: CGSize, footer: CGSize, start: CGFloat
  ) {
    self.vertical = vertical
    self.start = start
    let crossLead = vertical ? inset.left : inset.top
    let crossTrail = vertical ? inset.right : inset.bottom
    let mainLead = vertical ? inset.top : inset.left
    let mainTrail = vertical ? inset.bottom : inset.right
    let available = max(0, crossExtent - crossLead - crossTrail)
    let cross = sizes.map { vertical ? $0.width : $0.height }
    let main = sizes.map { vertical ? $0.height : $0.width }
    let tolerance = Self.fitTolerance

    var cursor = start
    let headerMain = vertical ? header.height : header.width
    if headerMain > 0 {
      headerFrame = rect(cross: 0, main: cursor, crossSize: crossExtent, mainSize: headerMain)
    }
    cursor += headerMain + mainLead

    // Break the items into lines: each takes as many as fit with the least spacing between them.
    var lines: [Range<Int>] = []
    var index = 0
    while index < sizes.count {
      let begin = index
      var used = cross[index]
      index += 1
      while index < sizes.count, used + interitemSpacing + cross[index] <= available + tolerance {
        used += interitemSpacing + cross[index]
        index += 1
      }
      lines.append(begin..<index)
    }
    hasItemTooWide = cross.contains { $0 > available + tolerance }

    // With one fixed size, the columns of a full line.
    var columns = 0
    if fixedSize, let first = cross.first {
      let pitch = first + interitemSpacing
      columns =
        pitch > 0
        ? max(1, Int(((available + interitemSpacing + tolerance) / pitch).rounded(.down))) : sizes.count
    }

    frames.reserveCapacity(sizes.count)
    for (number, line) in lines.enumerated() {
      if number > 0 { cursor += lineSpacing }
      let lineMain = line.map { main[$0] }.max() ?? 0
      lineStarts.append(cursor)
      lineEnds.append(cursor + lineMain)
      lineFirstItems.append(line.lowerBound)
      let positions = Self.crossPositions(
        of: line.map { cross[$0] }, fixedColumns: columns, isLastLine: number == lines.count - 1,
        lead: crossLead, available: available, spacing: interitemSpacing)
      for (item, x) in zip(line, positions) {
        frames.append(
          rect(
            cross: x, main: cursor + (lineMain - main[item]) / 2, crossSize: cross[item], mainSize: main[item]
          ))
      }
      cursor += lineMain
    }
    cursor += mainTrail
    let footerMain = vertical ? footer.height : footer.width
    if footerMain > 0 {
      footerFrame = rect(cross: 0, main: cursor, crossSize: crossExtent, mainSize: footerMain)
    }
    end = cursor + footerMain
  }

  /// Where the items of one line start across it.
  ///
  /// - One fixed size with two or more columns: the items sit in the columns of a full line,
  ///   `lead + k · (size + gap)` with the leftover of a full line shared between its gaps.
  /// - One fixed size, one column; or a single item: centred (at the leading inset when wider
  ///   than the room).
  /// - Two or more items of their own sizes: justified, except on the section's last line,
  ///   which is packed from the leading inset at `spacing`.
  static func crossPositions(
    of sizes: [CGFloat], fixedColumns columns: Int, isLastLine: Bool, lead: CGFloat, available: CGFloat,
    spacing: CGFloat
  ) -> [CGFloat] {
    guard let first = sizes.first else { return [] }
    func centred(_ size: CGFloat) -> CGFloat { size > available ? lead : lead + (available - size) / 2 }
    if columns >= 2 {
      let gap = (available - CGFloat(columns) * first) / CGFloat(columns - 1)
      return sizes.indices.map { lead + CGFloat($0) * (first + gap) }
    }
    if columns == 1 || sizes.count == 1 { return sizes.map(centred) }
    let gap = isLastLine ? spacing : (available - sizes.reduce(0, +)) / CGFloat(sizes.count - 1)
    var x = lead
    return sizes.map { size in
      defer { x += size + gap }
      return x
    }
  }

  /// A rectangle from main- and cross-axis coordinates.
  private func rect(cross: CGFloat, main: CGFloat, crossSize: CGFloat, mainSize: CGFloat) -> CGRect {
    vertical
      ? CGRect(x: cross, y: main, width: crossSize, height: mainSize)
      : CGRect(x: main, y: cross, width: mainSize, height: crossSize)
  }

  /// Whether the section's extent along the main axis meets `rect`'s.
  func meets(_ rect: CGRect) -> Bool {
    let low = vertical ? rect.minY : rect.minX
    let high = vertical ? rect.maxY : rect.maxX
    return end > start && low < end && high > start
  }

  /// The items whose frames meet `rect`: the lines that overlap it along the main axis, found by
  /// bisection, then each item of those lines.
  func items(meeting rect: CGRect) -> [Int] {
    let low = vertical ? rect.minY : rect.minX
    let high = vertical ? rect.maxY : rect.maxX
    var result: [Int] = []
    var line = 0
    if !mainIsReversed {
      var upper = lineEnds.count
      while line < upper {
        let middle = (line + upper) / 2
        if lineEnds[middle] <= low { line = middle + 1 } else { upper = middle }
      }
    }
    while line < lineStarts.count {
      if !mainIsReversed, lineStarts[line] >= high { break }
      let first = lineFirstItems[line]
      let last = line + 1 < lineFirstItems.count ? lineFirstItems[line + 1] : frames.count
      for item in first..<last where frames[item].intersectsNonEmpty(rect) { result.append(item) }
      line += 1
    }
    return result
  }

  /// Mirrors the section horizontally in content `width` points wide (a right-to-left layout).
  mutating func mirror(width: CGFloat) {
    func flip(_ rect: CGRect) -> CGRect {
      rect.isEmpty && rect.origin == .zero
        ? rect : CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }
    frames = frames.map(flip)
    headerFrame = flip(headerFrame)
    footerFrame = flip(footerFrame)
    if !vertical {
      (start, end) = (width - end, width - start)
      lineStarts = lineStarts.map { width - $0 }
      lineEnds = lineEnds.map { width - $0 }
      (lineStarts, lineEnds) = (lineEnds, lineStarts)
      mainIsReversed = true
    }
  }
}
