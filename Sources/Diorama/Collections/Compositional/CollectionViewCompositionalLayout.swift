import Foundation

/// A layout made of sections, groups and items (UIKit's `UICollectionViewCompositionalLayout`):
/// each section repeats a group — a row or a column of items, or of other groups — until its
/// items all have a place, with content insets, spacing between the groups, headers and footers,
/// and optionally one row that scrolls sideways.
///
/// ```swift
/// let item = CollectionLayoutItem(
///   layoutSize: .init(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
/// item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
/// let group = CollectionLayoutGroup.horizontal(
///   layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
///   subitems: [item])
/// let section = CollectionLayoutSection(group: group)
/// section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
/// let layout = CollectionViewCompositionalLayout(section: section)
/// ```
///
/// Sizes resolve as UIKit's do: an item's fractions refer to its group (less the group's content
/// insets), a group's and a header's to the collection view's width less the section's insets
/// and to its height, both less the adjusted content inset at the sides. A group made with a
/// count shares its length equally between its copies. Items' content insets shrink their cells
/// inside their slots. An orthogonally scrolling section lays its groups in one row, drawn at
/// scroll position 0. Cells of items with an estimated dimension measure themselves (as a flow
/// layout's self-sizing cells do) and their groups grow or shrink to fit: an estimated height in
/// a vertical list, an estimated width in a sideways row. A cell that measures a size that is not
/// finite keeps its estimate, with an ``Warning/Kind/invalidGeometry`` warning.
/// A section provider that returns `nil` leaves its section empty, with a warning.
///
/// Cost: ``prepare()`` places every cell of every section, O(items).
open class CollectionViewCompositionalLayout: CollectionViewLayout {
  /// Makes the section at an index for the environment (UIKit's
  /// `UICollectionViewCompositionalLayoutSectionProvider`).
  public typealias SectionProvider = (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection?

  /// Settings of the whole layout (UIKit's `UICollectionViewCompositionalLayoutConfiguration`).
  public final class Configuration {
    /// The space between neighbouring sections; 0 by default.
    public var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout (kept; not drawn).
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []

    /// A configuration with no spacing.
    public init() {}
  }

  private let sectionProvider: SectionProvider

  /// The layout's settings.
  public var configuration: Configuration {
    didSet { invalidateLayout() }
  }

  /// A layout whose every section is `section`.
  public convenience init(section: CollectionLayoutSection) {
    self.init(section: section, configuration: Configuration())
  }

  /// A layout whose every section is `section`, with `configuration`.
  public convenience init(section: CollectionLayoutSection, configuration: Configuration) {
    self.init(sectionProvider: { _, _ in section }, configuration: configuration)
  }

  /// A layout whose sections `sectionProvider` makes, asked again at every new layout.
  public convenience init(sectionProvider: @escaping SectionProvider) {
    self.init(sectionProvider: sectionProvider, configuration: Configuration())
  }

  /// A layout whose sections `sectionProvider` makes, with `configuration`.
  public init(sectionProvider: @escaping SectionProvider, configuration: Configuration) {
    self.sectionProvider = sectionProvider
    self.configuration = configuration
    super.init()
  }

  /// What ``prepare()`` placed: each section's cells (with whether they have an estimated
  /// dimension) and supplementary views.
  private struct PlacedSection {
    var cells: [CGRect] = []
    var estimated: [Bool] = []
    var supplementaries: [(kind: String, frame: CGRect)] = []
  }

  private var sections: [PlacedSection] = []
  private var contentSize = CGSize.zero
  private var preparedWidth: CGFloat = -1

  /// Places every cell, header and footer.
  open override func prepare() {
    super.prepare()
    sections = []
    contentSize = .zero
    guard let collectionView else { return }
    let inset = collectionView.adjustedContentInset
    let container = CollectionLayoutContainer(
      contentSize: collectionView.bounds.size,
      contentInsets: DirectionalEdgeInsets(
        top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right))
    let environment = CollectionLayoutEnvironment(container: container)
    let size = container.effectiveContentSize
    if size.width != preparedWidth, preparedWidth >= 0 { measuredSizes = [:] }
    preparedWidth = size.width
    let sectionSpacing =
      configuration.interSectionSpacing.isFinite ? max(0, configuration.interSectionSpacing) : 0
    var cursor: CGFloat = 0
    let count = collectionView.numberOfSections
    for index in 0..<count {
      guard let section = sectionProvider(index, environment) else {
        Diagnostics.report(
          Warning(
            .collectionViewInconsistency,
            "UICollectionViewCompositionalLayout: the section provider returned nil for section \(index); it is empty."
          ))
        sections.append(PlacedSection())
        continue
      }
      var placed = PlacedSection()
      cursor = place(
        section, items: collectionView.numberOfItems(inSection: index), from: cursor, in: size, into: &placed
      ) { [measuredSizes] item in measuredSizes[IndexPath(item: item, section: index)] }
      if index < count - 1 { cursor += sectionSpacing }
      sections.append(placed)
    }
    if collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft {
      func mirror(_ frame: CGRect) -> CGRect {
        CGRect(x: size.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
      }
      for index in sections.indices {
        sections[index].cells = sections[index].cells.map(mirror)
        sections[index].supplementaries = sections[index].supplementaries.map { ($0.kind, mirror($0.frame)) }
      }
    }
    contentSize = CGSize(width: size.width, height: cursor)
  }

  /// Places one section of `items` items from `top`; returns where the next one starts.
  private func place(
    _ section: CollectionLayoutSection, items: Int, from top: CGFloat, in container: CGSize,
    into placed: inout PlacedSection, measured: (Int) -> CGSize?
  ) -> CGFloat {
    let insets = section.contentInsets
    let width = max(0, container.width - insets.leading - insets.trailing)
    let area = CGSize(width: width, height: container.height)
    var y = top + insets.top
    func supplementaries(bottom: Bool) {
      for item in section.boundarySupplementaryItems where item.alignment.isBottom == bottom {
        let size = item.layoutSize.resolve(in: area)
        let x =
          item.alignment.isCentred
          ? insets.leading + (width - size.width) / 2
          : item.alignment.isTrailing ? insets.leading + width - size.width : insets.leading
        placed.supplementaries.append(
          (item.elementKind, CGRect(x: x, y: y, width: size.width, height: size.height)))
        if item.extendsBoundary { y += size.height }
      }
    }
    supplementaries(bottom: false)
    let group = section.group
    let groupSize = group.layoutSize.resolve(in: area)
    let perGroup = group.leafCount(in: groupSize)
    if items > 0, perGroup > 0 {
      let groups = (items + perGroup - 1) / perGroup
      let spacing = section.interGroupSpacing
      func placeGroup(at origin: CGPoint) -> CGSize {
        let slot = CGRect(origin: origin, size: groupSize)
        let result = group.cells(
          in: slot, limit: items - placed.cells.count, first: placed.cells.count, measured: measured)
        placed.cells += result.cells.map(\.frame)
        placed.estimated += result.cells.map(\.estimated)
        return CGSize(
          width: group.layoutSize.widthDimension.isEstimated ? result.size.width : groupSize.width,
          height: group.layoutSize.heightDimension.isEstimated ? result.size.height : groupSize.height)
      }
      if section.orthogonalScrollingBehavior == .none {
        for index in 0..<groups {
          y += placeGroup(at: CGPoint(x: insets.leading, y: y)).height + (index < groups - 1 ? spacing : 0)
        }
      } else {
        var x = insets.leading
        if section.orthogonalScrollingBehavior == .groupPagingCentered { x += (width - groupSize.width) / 2 }
        var tallest: CGFloat = 0
        for _ in 0..<groups {
          let size = placeGroup(at: CGPoint(x: x, y: y))
          x += size.width + spacing
          tallest = max(tallest, size.height)
        }
        y += tallest
      }
    }
    supplementaries(bottom: true)
    return y + insets.bottom
  }

  /// Whether cells measure themselves: some item has an estimated dimension.
  override var measuresCells: Bool {
    prepareIfNeeded()
    return sections.contains { $0.estimated.contains(true) }
  }

  override func needsMeasuring(_ indexPath: IndexPath) -> Bool {
    guard sections.indices.contains(indexPath.section),
      sections[indexPath.section].estimated.indices.contains(indexPath.item)
    else { return false }
    return sections[indexPath.section].estimated[indexPath.item] && measuredSizes[indexPath] == nil
  }

  override func cellDidMeasure(_ size: CGSize, at indexPath: IndexPath) -> Bool {
    guard size.isFinite, size.width >= 0, size.height >= 0 else {
      Diagnostics.report(
        Warning(
          .invalidGeometry,
          "UICollectionViewCompositionalLayout: the cell at \(indexPath) measured \(size); its estimate is kept."
        ))
      measuredSizes[indexPath] = layoutAttributesForItem(at: indexPath)?.size ?? .zero
      return false
    }
    let old = layoutAttributesForItem(at: indexPath)?.size
    measuredSizes[indexPath] = size
    guard size != old else { return false }
    needsPrepare = true
    return true
  }

  open override var collectionViewContentSize: CGSize {
    prepareIfNeeded()
    return contentSize
  }

  /// A new width needs a new layout; scrolling does not.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let collectionView else { return false }
    let inset = collectionView.adjustedContentInset
    return max(0, newBounds.width - inset.left - inset.right) != preparedWidth
  }

  open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    prepareIfNeeded()
    var result: [CollectionViewLayoutAttributes] = []
    for (index, section) in sections.enumerated() {
      for supplementary in section.supplementaries where supplementary.frame.intersects(rect) {
        result.append(Self.attributes(supplementary.kind, supplementary.frame, index))
      }
      for (item, frame) in section.cells.enumerated() where frame.intersects(rect) {
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: index))
        attributes.frame = frame
        result.append(attributes)
      }
    }
    return result
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    prepareIfNeeded()
    guard sections.indices.contains(indexPath.section),
      sections[indexPath.section].cells.indices.contains(indexPath.item)
    else { return nil }
    let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = sections[indexPath.section].cells[indexPath.item]
    return attributes
  }

  open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    prepareIfNeeded()
    guard sections.indices.contains(indexPath.section),
      let frame = sections[indexPath.section].supplementaries.first(where: { $0.kind == elementKind })?.frame
    else { return nil }
    return Self.attributes(elementKind, frame, indexPath.section)
  }

  private static func attributes(_ kind: String, _ frame: CGRect, _ section: Int)
    -> CollectionViewLayoutAttributes
  {
    let attributes = CollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
    attributes.frame = frame
    attributes.zIndex = 10
    return attributes
  }
}
