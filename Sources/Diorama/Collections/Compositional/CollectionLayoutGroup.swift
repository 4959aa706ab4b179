import Foundation

/// A row or a column of items or other groups in a compositional layout (UIKit's
/// `NSCollectionLayoutGroup`). A section repeats its group until every item has a place.
open class CollectionLayoutGroup: CollectionLayoutItem {
  /// Which way a group lays its subitems out.
  enum Axis {
    case horizontal, vertical
  }

  let axis: Axis
  /// The elements, in order; a group made with a count repeats its one subitem.
  public let subitems: [CollectionLayoutItem]
  /// How many times the subitem repeats, for a group made with a count.
  let count: Int?
  /// The space between neighbouring subitems; none by default.
  public var interItemSpacing: CollectionLayoutSpacing?

  init(axis: Axis, layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem], count: Int?) {
    self.axis = axis
    if subitems.isEmpty {
      Diagnostics.report(
        Warning(.invalidGeometry, "NSCollectionLayoutGroup made with no subitems: it places no cells."))
    }
    self.subitems = subitems
    if let count, count < 1 {
      Diagnostics.report(
        Warning(.valueClamped, "NSCollectionLayoutGroup count \(count) is below 1; using 1."))
      self.count = 1
    } else {
      self.count = count
    }
    super.init(layoutSize: layoutSize)
  }

  /// A row of `subitems`, left to right (leading to trailing), each its own size.
  public static func horizontal(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem])
    -> CollectionLayoutGroup
  {
    CollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
  }

  /// A column of `subitems`, top to bottom, each its own size.
  public static func vertical(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem])
    -> CollectionLayoutGroup
  {
    CollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
  }

  /// A row of `count` copies of `subitem` sharing the group's width equally (less the spacing),
  /// whatever the subitem's own width.
  public static func horizontal(
    layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
  )
    -> CollectionLayoutGroup
  {
    CollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
  }

  /// A column of `count` copies of `subitem` sharing the group's height equally.
  public static func vertical(
    layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
  )
    -> CollectionLayoutGroup
  {
    CollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
  }

  /// The iOS 13 name of ``horizontal(layoutSize:repeatingSubitem:count:)``.
  public static func horizontal(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int)
    -> CollectionLayoutGroup
  {
    horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
  }

  /// The iOS 13 name of ``vertical(layoutSize:repeatingSubitem:count:)``.
  public static func vertical(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int)
    -> CollectionLayoutGroup
  {
    vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
  }

  /// The elements a group of `size` (less its content insets) holds, in order, with their
  /// sizes: a repeated subitem `count` times, sharing the length equally; otherwise the
  /// subitems, then again from the first, for as long as the next one fits (UIKit repeats them to
  /// fill the group).
  func elements(in size: CGSize) -> [(item: CollectionLayoutItem, size: CGSize)] {
    guard !subitems.isEmpty else { return [] }
    let horizontal = axis == .horizontal
    let spacing = interItemSpacing?.spacing ?? 0
    let along = horizontal ? size.width : size.height
    if let count, let subitem = subitems.first {
      let share = max(0, (along - spacing * CGFloat(count - 1)) / CGFloat(count))
      let own = subitem.layoutSize.resolve(in: size)
      let each =
        horizontal ? CGSize(width: share, height: own.height) : CGSize(width: own.width, height: share)
      return Array(repeating: (subitem, each), count: count)
    }
    var result: [(item: CollectionLayoutItem, size: CGSize)] = []
    var used: CGFloat = 0
    var index = 0
    while true {
      let item = subitems[index % subitems.count]
      let itemSize = item.layoutSize.resolve(in: size)
      let length = horizontal ? itemSize.width : itemSize.height
      let next = used + (result.isEmpty ? 0 : spacing) + length
      // The first pass always places every subitem; later ones only while they fit.
      guard index < subitems.count || (length > 0 && next <= along + 1e-6),
        result.count < Self.maximumElements
      else { break }
      result.append((item, itemSize))
      used = next
      index += 1
    }
    return result
  }

  /// The most elements one group holds (a guard against items of no length).
  static let maximumElements = 10_000

  /// The cells a group of `size` places.
  func leafCount(in size: CGSize) -> Int {
    let inner = CGSize(
      width: max(0, size.width - contentInsets.leading - contentInsets.trailing),
      height: max(0, size.height - contentInsets.top - contentInsets.bottom))
    return elements(in: inner).reduce(0) { total, element in
      total + ((element.item as? CollectionLayoutGroup)?.leafCount(in: element.size) ?? 1)
    }
  }

  /// The cells of up to `limit` items when the group fills `place` (less its own content insets,
  /// which its subitems' fractions are relative to), in order — each cell's frame and whether it
  /// has an estimated dimension — and the size the group takes. `measured` gives the size a cell
  /// measured, by its item's position in the section (the group's first is `first`); an
  /// estimated dimension takes it, and the group grows or shrinks along.
  func cells(in place: CGRect, limit: Int, first: Int, measured: (Int) -> CGSize?) -> (
    cells: [(frame: CGRect, estimated: Bool)], size: CGSize
  ) {
    let insets = contentInsets
    let slot = CGRect(
      x: place.minX + insets.leading, y: place.minY + insets.top,
      width: max(0, place.width - insets.leading - insets.trailing),
      height: max(0, place.height - insets.top - insets.bottom))
    let elements = self.elements(in: slot.size)
    guard !elements.isEmpty, limit > 0 else { return ([], place.size) }
    let horizontal = axis == .horizontal
    let along = horizontal ? slot.width : slot.height
    var gap = interItemSpacing?.spacing ?? 0
    if interItemSpacing?.isFlexibleSpacing == true, elements.count > 1 {
      let used = elements.reduce(CGFloat(0)) { total, element in
        total + (horizontal ? element.size.width : element.size.height)
      }
      gap = max(gap, (along - used) / CGFloat(elements.count - 1))
    }
    var cells: [(frame: CGRect, estimated: Bool)] = []
    var cursor: CGFloat = horizontal ? slot.minX : slot.minY
    var across: CGFloat = 0
    for (element, proposed) in elements {
      guard cells.count < limit else { break }
      var size = proposed
      let origin = horizontal ? CGPoint(x: cursor, y: slot.minY) : CGPoint(x: slot.minX, y: cursor)
      if let group = element as? CollectionLayoutGroup {
        let placed = group.cells(
          in: CGRect(origin: origin, size: size), limit: limit - cells.count, first: first + cells.count,
          measured: measured)
        cells += placed.cells
        if group.layoutSize.widthDimension.isEstimated { size.width = placed.size.width }
        if group.layoutSize.heightDimension.isEstimated { size.height = placed.size.height }
      } else {
        let inset = element.contentInsets
        let estimatedWidth = element.layoutSize.widthDimension.isEstimated
        let estimatedHeight = element.layoutSize.heightDimension.isEstimated
        if let fitted = measured(first + cells.count) {
          if estimatedWidth { size.width = fitted.width + inset.leading + inset.trailing }
          if estimatedHeight { size.height = fitted.height + inset.top + inset.bottom }
        }
        cells.append(
          (
            CGRect(
              x: origin.x + inset.leading, y: origin.y + inset.top,
              width: max(0, size.width - inset.leading - inset.trailing),
              height: max(0, size.height - inset.top - inset.bottom)),
            estimatedWidth || estimatedHeight
          ))
      }
      cursor += (horizontal ? size.width : size.height) + gap
      across = max(across, horizontal ? size.height : size.width)
    }
    let length = cursor - gap - (horizontal ? slot.minX : slot.minY)
    let inner = horizontal ? CGSize(width: length, height: across) : CGSize(width: across, height: length)
    return (
      cells,
      CGSize(
        width: inner.width + insets.leading + insets.trailing,
        height: inner.height + insets.top + insets.bottom)
    )
  }
}
