import Foundation

/// A section of a ``TableView`` as its data source and delegate describe it.
struct SectionModel {
  /// A header or footer: a title, a view, or neither, and its height.
  struct Supplementary {
    var title: String?
    var view: View?
    /// The height asked for (``TableView/automaticDimension`` to measure it).
    var requestedHeight: CGFloat
    /// The height, once known.
    var height: CGFloat = 0
    /// Space above it (the first grouped section's extra spacing).
    var extraTop: CGFloat = 0
    var isMeasured = false
  }

  var rows: Int
  /// Each row's height: measured, fixed or estimated.
  var heights: [CGFloat]
  /// Whether each row's height is final (fixed, or measured at the current width).
  var isMeasured: [Bool]
  var header: Supplementary
  var footer: Supplementary
}

/// Where everything is in a ``TableView``'s content, from its section models.
struct TableGeometry {
  var sectionTops: [CGFloat] = []
  var rowTops: [[CGFloat]] = []
  var headerTops: [CGFloat] = []
  var footerTops: [CGFloat] = []
  var sectionBottoms: [CGFloat] = []
  var contentHeight: CGFloat = 0

  init() {}

  init(sections: [SectionModel], top: CGFloat) {
    var y = top
    for section in sections {
      sectionTops.append(y)
      y += section.header.extraTop
      headerTops.append(y)
      y += section.header.height
      var tops: [CGFloat] = []
      tops.reserveCapacity(section.rows)
      for height in section.heights {
        tops.append(y)
        y += height
      }
      rowTops.append(tops)
      footerTops.append(y)
      y += section.footer.height
      sectionBottoms.append(y)
    }
    contentHeight = y
  }

  /// The rows whose vertical span meets `minY..<maxY`.
  func rows(from minY: CGFloat, to maxY: CGFloat, in sections: [SectionModel]) -> [IndexPath] {
    var result: [IndexPath] = []
    for index in sections.indices where sectionBottoms[index] > minY && sectionTops[index] < maxY {
      let tops = rowTops[index]
      let heights = sections[index].heights
      // The first row ending below minY, by binary search.
      var low = 0
      var high = tops.count
      while low < high {
        let middle = (low + high) / 2
        if tops[middle] + heights[middle] <= minY { low = middle + 1 } else { high = middle }
      }
      var row = low
      while row < tops.count, tops[row] < maxY {
        if heights[row] > 0 || tops[row] >= minY { result.append(IndexPath(row: row, section: index)) }
        row += 1
      }
    }
    return result
  }
}
