import Foundation

/// A layout of items in lines that wrap (UIKit's `UICollectionViewFlowLayout`): rows that fill
/// the width when the collection scrolls vertically, columns that fill the height when it
/// scrolls horizontally, with optional section headers and footers.
///
/// Items are ``itemSize`` (50×50 points by default) or what the delegate's
/// ``CollectionViewDelegateFlowLayout/collectionView(_:layout:sizeForItemAt:)`` says, or — with
/// ``estimatedItemSize`` set, ``automaticSize`` for instance — what each cell measures with Auto
/// Layout (``CollectionReusableView/preferredLayoutAttributesFitting(_:)``), measured as the
/// cells come on screen. A line holds as many items as fit with at least
/// ``minimumInteritemSpacing`` between them; lines are ``minimumLineSpacing`` apart; each
/// section is inset by ``sectionInset`` below its header.
///
/// Items are placed as UIKit places them (see <doc:CollectionViews>): a line of two or more
/// items is justified — the first against the leading inset, the last against the trailing one,
/// the space left over shared equally between them; an item alone on its line is centred;
/// items of different heights are centred across the line. When every item has the same fixed
/// size, every line — the last one too — puts its items in the columns of a full line (a photo
/// grid's last row starts at the left); with sizes from the delegate or measured cells, the last
/// line is packed from the leading edge at ``minimumInteritemSpacing``. Right-to-left layouts
/// are mirrored.
open class CollectionViewFlowLayout: CollectionViewLayout {
  /// Where section insets are measured from (UIKit's
  /// `UICollectionViewFlowLayout.SectionInsetReference`).
  public enum SectionInsetReference: Int, Sendable, Hashable, CaseIterable {
    /// From the content inset (the default): the content area the scroll view already insets.
    case fromContentInset
    /// From the safe area.
    case fromSafeArea
    /// From the collection view's layout margins.
    case fromLayoutMargins
  }

  /// UIKit's `UICollectionViewFlowLayout.automaticSize`: as ``estimatedItemSize``, it makes the
  /// layout measure each cell, starting from ``itemSize`` until it is measured.
  public static let automaticSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

  /// The size of every item when the delegate gives none; 50×50 points by default (UIKit's).
  open var itemSize = CGSize(width: 50, height: 50) {
    didSet { sizeDidChange(\.itemSize, "itemSize", oldValue) }
  }

  /// The size assumed for cells not yet measured; `.zero` (the default) turns measuring off,
  /// ``automaticSize`` measures starting from ``itemSize``.
  open var estimatedItemSize = CGSize.zero {
    didSet {
      if estimatedItemSize != CollectionViewFlowLayout.automaticSize {
        sizeDidChange(\.estimatedItemSize, "estimatedItemSize", oldValue)
      }
      measuredSizes = [:]
      invalidateLayout()
    }
  }

  /// The least space between lines; 10 points by default (UIKit's).
  open var minimumLineSpacing: CGFloat = 10 {
    didSet { spacingDidChange(\.minimumLineSpacing, "minimumLineSpacing", oldValue) }
  }

  /// The least space between items in a line; 10 points by default (UIKit's).
  open var minimumInteritemSpacing: CGFloat = 10 {
    didSet { spacingDidChange(\.minimumInteritemSpacing, "minimumInteritemSpacing", oldValue) }
  }

  /// Space around each section's items (inside its header and footer); zero by default.
  /// Non-finite insets are ignored with a ``Warning/Kind/invalidGeometry`` warning.
  open var sectionInset = EdgeInsets.zero {
    didSet {
      guard sectionInset.isFinite else {
        Self.warnIgnored("sectionInset", "\(sectionInset)")
        sectionInset = oldValue
        return
      }
      invalidateLayout()
    }
  }

  /// What ``sectionInset`` is measured from; ``SectionInsetReference/fromContentInset`` by default.
  open var sectionInsetReference: SectionInsetReference = .fromContentInset {
    didSet { invalidateLayout() }
  }

  /// The size of each section's header: its height when scrolling vertically (it spans the
  /// width), its width when scrolling horizontally; zero (no header) by default.
  open var headerReferenceSize = CGSize.zero {
    didSet { sizeDidChange(\.headerReferenceSize, "headerReferenceSize", oldValue) }
  }

  /// The size of each section's footer, as ``headerReferenceSize``; zero by default.
  open var footerReferenceSize = CGSize.zero {
    didSet { sizeDidChange(\.footerReferenceSize, "footerReferenceSize", oldValue) }
  }

  /// The direction the content scrolls; vertical by default.
  open var scrollDirection: CollectionView.ScrollDirection = .vertical {
    didSet { invalidateLayout() }
  }

  /// Whether headers stay at the top while their section scrolls; `false` by default. Kept for
  /// source compatibility: headers scroll with their section.
  open var sectionHeadersPinToVisibleBounds = false
  /// Whether footers stay at the bottom while their section scrolls; kept, as
  /// ``sectionHeadersPinToVisibleBounds``.
  open var sectionFootersPinToVisibleBounds = false

  /// Creates a flow layout with UIKit's defaults.
  public override init() { super.init() }

  private func sizeDidChange(
    _ key: ReferenceWritableKeyPath<CollectionViewFlowLayout, CGSize>, _ name: String, _ old: CGSize
  ) {
    let size = self[keyPath: key]
    guard size.isFinite, size.width >= 0, size.height >= 0 else {
      Self.warnIgnored(name, "\(size)")
      self[keyPath: key] = old
      return
    }
    if size != old { invalidateLayout() }
  }

  private func spacingDidChange(
    _ key: ReferenceWritableKeyPath<CollectionViewFlowLayout, CGFloat>, _ name: String, _ old: CGFloat
  ) {
    let value = self[keyPath: key]
    guard value.isFinite, value >= 0 else {
      Self.warnIgnored(name, "\(value)")
      self[keyPath: key] = old
      return
    }
    if value != old { invalidateLayout() }
  }

  static func warnIgnored(_ property: String, _ value: String) {
    Diagnostics.report(
      Warning(
        .invalidGeometry,
        "CollectionViewFlowLayout.\(property) = \(value) ignored: it must be finite and not negative"))
  }

  // MARK: State

  /// The placed sections of the last ``prepare()``.
  var sections: [FlowSection] = []
  /// The content size of the last ``prepare()``.
  private var contentSize = CGSize.zero
  /// The cross-axis extent the layout was prepared for.
  private var preparedCrossExtent: CGFloat = -1
  /// Set by the delegate protocol's default size method: the delegate gives no sizes of its own.
  var delegateUsedDefaultSize = false

  /// Whether cells are measured: ``estimatedItemSize`` is not zero.
  private var isSelfSizing: Bool { estimatedItemSize != .zero }

  override var measuresCells: Bool { isSelfSizing }

  override func needsMeasuring(_ indexPath: IndexPath) -> Bool {
    isSelfSizing && measuredSizes[indexPath] == nil
  }

  override func cellDidMeasure(_ size: CGSize, at indexPath: IndexPath) -> Bool {
    guard size.isFinite, size.width >= 0, size.height >= 0 else {
      Diagnostics.report(
        Warning(
          .invalidGeometry,
          "CollectionViewFlowLayout: the cell at \(indexPath) measured \(size); its estimated size is kept."))
      measuredSizes[indexPath] = estimatedSize
      return false
    }
    let old = currentSize(at: indexPath)
    measuredSizes[indexPath] = size
    guard size != old else { return false }
    needsPrepare = true
    return true
  }

  /// The size assumed for an unmeasured cell.
  private var estimatedSize: CGSize {
    estimatedItemSize == CollectionViewFlowLayout.automaticSize ? itemSize : estimatedItemSize
  }

  /// The size the item at `indexPath` has in the last prepared layout.
  private func currentSize(at indexPath: IndexPath) -> CGSize? {
    guard sections.indices.contains(indexPath.section),
      sections[indexPath.section].frames.indices.contains(indexPath.item)
    else { return nil }
    return sections[indexPath.section].frames[indexPath.item].size
  }

  /// Called by the delegate protocol's default implementation.
  func delegateDefaultItemSize() -> CGSize {
    delegateUsedDefaultSize = true
    return itemSize
  }

  // MARK: Layout

  /// The extent of the content across the scroll direction: the bounds less the adjusted content
  /// inset on those sides.
  private func crossExtent(of collectionView: CollectionView) -> CGFloat {
    let size = collectionView.bounds.size
    let inset = collectionView.adjustedContentInset
    let extent =
      scrollDirection == .vertical
      ? size.width - inset.left - inset.right : size.height - inset.top - inset.bottom
    return max(0, extent)
  }

  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let collectionView else { return false }
    let inset = collectionView.adjustedContentInset
    let extent =
      scrollDirection == .vertical
      ? newBounds.width - inset.left - inset.right : newBounds.height - inset.top - inset.bottom
    return max(0, extent) != preparedCrossExtent
  }

  /// Places every item, header and footer.
  open override func prepare() {
    super.prepare()
    guard let collectionView else {
      sections = []
      contentSize = .zero
      return
    }
    let vertical = scrollDirection == .vertical
    let extent = crossExtent(of: collectionView)
    if extent != preparedCrossExtent, preparedCrossExtent >= 0 { measuredSizes = [:] }
    preparedCrossExtent = extent
    let reference = referenceInsets(of: collectionView)
    let delegate = collectionView.delegate as? CollectionViewDelegateFlowLayout
    var cursor: CGFloat = 0
    var placed: [FlowSection] = []
    var warnedWidth = false
    let sectionCount = collectionView.numberOfSections
    placed.reserveCapacity(sectionCount)
    for section in 0..<sectionCount {
      let count = collectionView.numberOfItems(inSection: section)
      var inset =
        delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
      if !inset.isFinite {
        Self.warnIgnored("collectionView(_:layout:insetForSectionAt: \(section))", "\(inset)")
        inset = sectionInset
      }
      inset.left += reference.left
      inset.right += reference.right
      inset.top += reference.top
      inset.bottom += reference.bottom
      let lineSpacing = validSpacing(
        delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section),
        minimumLineSpacing, "minimumLineSpacingForSectionAt", section)
      let itemSpacing = validSpacing(
        delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section),
        minimumInteritemSpacing, "minimumInteritemSpacingForSectionAt", section)
      let header = validSize(
        delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
          ?? headerReferenceSize, "referenceSizeForHeaderInSection", section)
      let footer = validSize(
        delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
          ?? footerReferenceSize, "referenceSizeForFooterInSection", section)
      let (sizes, fixed) = itemSizes(count: count, section: section, delegate: delegate, in: collectionView)
      let geometry = FlowSection(
        sizes: sizes, fixedSize: fixed, vertical: vertical, crossExtent: extent, inset: inset,
        lineSpacing: lineSpacing, interitemSpacing: itemSpacing, header: header, footer: footer, start: cursor
      )
      if geometry.hasItemTooWide, !warnedWidth {
        warnedWidth = true
        Diagnostics.report(
          Warning(
            .invalidGeometry,
            "CollectionViewFlowLayout: an item in section \(section) is wider than the collection view less its"
              + " section and content insets; UIKit's behaviour is undefined there. It is placed alone on its line."
          ))
      }
      cursor = geometry.end
      placed.append(geometry)
    }
    if collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft {
      let width = vertical ? extent : cursor
      for index in placed.indices { placed[index].mirror(width: width) }
    }
    sections = placed
    contentSize = vertical ? CGSize(width: extent, height: cursor) : CGSize(width: cursor, height: extent)
  }

  /// The extra insets ``sectionInsetReference`` adds beyond the content inset.
  private func referenceInsets(of collectionView: CollectionView) -> EdgeInsets {
    let adjusted = collectionView.adjustedContentInset
    let reference: EdgeInsets
    switch sectionInsetReference {
    case .fromContentInset: return .zero
    case .fromSafeArea: reference = collectionView.safeAreaInsets
    case .fromLayoutMargins: reference = collectionView.layoutMargins
    }
    return EdgeInsets(
      top: max(0, reference.top - adjusted.top), left: max(0, reference.left - adjusted.left),
      bottom: max(0, reference.bottom - adjusted.bottom), right: max(0, reference.right - adjusted.right))
  }

  /// The sizes of a section's items, and whether they are one fixed size (no delegate sizes, no
  /// measuring).
  private func itemSizes(
    count: Int, section: Int, delegate: CollectionViewDelegateFlowLayout?, in collectionView: CollectionView
  ) -> ([CGSize], Bool) {
    if isSelfSizing {
      let estimate = estimatedSize
      let sizes = (0..<count).map { measuredSizes[IndexPath(item: $0, section: section)] ?? estimate }
      return (sizes, false)
    }
    guard let delegate else { return (Array(repeating: itemSize, count: count), true) }
    var sizes: [CGSize] = []
    sizes.reserveCapacity(count)
    delegateUsedDefaultSize = false
    for item in 0..<count {
      let indexPath = IndexPath(item: item, section: section)
      var size = delegate.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
      if !size.isFinite || size.width < 0 || size.height < 0 {
        Self.warnIgnored("collectionView(_:layout:sizeForItemAt: \(indexPath))", "\(size); itemSize is used")
        size = itemSize
      }
      sizes.append(size)
      if delegateUsedDefaultSize { return (Array(repeating: itemSize, count: count), true) }
    }
    return (sizes, false)
  }

  private func validSpacing(_ value: CGFloat?, _ fallback: CGFloat, _ name: String, _ section: Int) -> CGFloat
  {
    guard let value else { return fallback }
    guard value.isFinite, value >= 0 else {
      Self.warnIgnored("collectionView(_:layout:\(name): \(section))", "\(value)")
      return fallback
    }
    return value
  }

  private func validSize(_ size: CGSize, _ name: String, _ section: Int) -> CGSize {
    guard size.isFinite, size.width >= 0, size.height >= 0 else {
      Self.warnIgnored("collectionView(_:layout:\(name): \(section))", "\(size)")
      return .zero
    }
    return size
  }

  open override var collectionViewContentSize: CGSize {
    prepareIfNeeded()
    return contentSize
  }

  open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    prepareIfNeeded()
    var result: [CollectionViewLayoutAttributes] = []
    for (index, section) in sections.enumerated() where section.meets(rect) {
      if section.headerFrame.intersectsNonEmpty(rect) {
        result.append(supplementary(CollectionView.elementKindSectionHeader, section.headerFrame, index))
      }
      for item in section.items(meeting: rect) {
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: index))
        attributes.frame = section.frames[item]
        result.append(attributes)
      }
      if section.footerFrame.intersectsNonEmpty(rect) {
        result.append(supplementary(CollectionView.elementKindSectionFooter, section.footerFrame, index))
      }
    }
    return result
  }

  private func supplementary(_ kind: String, _ frame: CGRect, _ section: Int)
    -> CollectionViewLayoutAttributes
  {
    let attributes = CollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
    attributes.frame = frame
    attributes.zIndex = 10
    return attributes
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    prepareIfNeeded()
    guard let size = currentSize(at: indexPath) else { return nil }
    let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = CGRect(origin: sections[indexPath.section].frames[indexPath.item].origin, size: size)
    return attributes
  }

  open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    prepareIfNeeded()
    guard sections.indices.contains(indexPath.section) else { return nil }
    let section = sections[indexPath.section]
    switch elementKind {
    case CollectionView.elementKindSectionHeader where !section.headerFrame.isEmpty:
      return supplementary(elementKind, section.headerFrame, indexPath.section)
    case CollectionView.elementKindSectionFooter where !section.footerFrame.isEmpty:
      return supplementary(elementKind, section.footerFrame, indexPath.section)
    default: return nil
    }
  }
}

extension CGRect {
  /// Whether the rectangle has an area and meets `other`.
  func intersectsNonEmpty(_ other: CGRect) -> Bool {
    width > 0 && height > 0 && intersects(other)
  }
}
