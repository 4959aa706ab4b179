import Foundation

/// A scrolling grid of items in sections, placed by a layout (UIKit's `UICollectionView`).
///
/// A ``CollectionViewDataSource`` says how many sections and items there are and makes each
/// item's ``CollectionViewCell`` (and the section headers and footers the layout shows); the
/// ``collectionViewLayout`` — usually a ``CollectionViewFlowLayout`` — says where each goes. The
/// collection view asks for views only for the elements in its visible region (the bounds at
/// ``ScrollView/contentOffset``, and the region an animated scroll passes over) and reuses the
/// views of elements that leave it, so a collection of 10,000 items makes the cells one screen
/// shows. ``insertItems(at:)``, ``deleteItems(at:)`` and ``performBatchUpdates(_:completion:)``
/// animate on the scene clock: items that stay move to their new places, new ones fade in and
/// deleted ones fade out.
open class CollectionView: ScrollView {
  /// The direction a flow layout's content scrolls (UIKit's `UICollectionView.ScrollDirection`).
  public enum ScrollDirection: Int, Sendable, Hashable, CaseIterable {
    /// Rows filled left to right, stacked top to bottom.
    case vertical
    /// Columns filled top to bottom, stacked left to right.
    case horizontal
  }

  /// Where ``scrollToItem(at:at:animated:)`` puts the item (UIKit's
  /// `UICollectionView.ScrollPosition`); one vertical and one horizontal option at most.
  public struct ScrollPosition: OptionSet, Hashable, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// At the top of the visible area.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// Centred vertically.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// At the bottom.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// At the left edge.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// Centred horizontally.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// At the right edge.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// The kind of a flow layout's section headers (UIKit's `elementKindSectionHeader`).
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of a flow layout's section footers (UIKit's `elementKindSectionFooter`).
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
  /// How long item insertions, deletions and moves animate, in seconds.
  public static let updateAnimationDuration: TimeInterval = 0.3

  /// Creates a collection view placing its items with `layout`, on the system background.
  public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    backgroundColor = .systemBackground
    layout.collectionView = self
    layout.invalidateLayout()
  }

  /// Creates a collection view with a ``CollectionViewFlowLayout``.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, collectionViewLayout: CollectionViewFlowLayout())
  }

  /// The layout placing the items. Setting it lays the items out again at once.
  open var collectionViewLayout: CollectionViewLayout {
    didSet {
      guard collectionViewLayout !== oldValue else { return }
      if oldValue.collectionView === self { oldValue.collectionView = nil }
      collectionViewLayout.collectionView = self
      collectionViewLayout.invalidateLayout()
    }
  }

  /// Changes the layout; with `animated`, the cells move to their new places over
  /// ``updateAnimationDuration`` on the scene clock.
  open func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool) {
    guard animated, isLoaded else {
      collectionViewLayout = layout
      return
    }
    View.animate(withDuration: Self.updateAnimationDuration, delay: 0, options: [.curveEaseInOut]) {
      self.collectionViewLayout = layout
      self.layoutCells(update: CollectionUpdate(inserted: [], oldFrames: [:]))
    }
  }

  // MARK: Data source and delegate

  /// The object that gives the sections, items, cells and supplementary views; not retained.
  public weak var dataSource: (any CollectionViewDataSource)? {
    didSet { reloadData() }
  }

  /// The object told about cells, and asked for sizes by a flow layout; not retained.
  public weak var delegate: (any CollectionViewDelegate)? {
    didSet { reloadData() }
  }

  /// Kept for source compatibility: nothing is selected by touch.
  open var allowsSelection = true
  /// Kept for source compatibility.
  open var allowsMultipleSelection = false
  /// Kept for source compatibility: cells are made when they come on screen.
  open var isPrefetchingEnabled = true

  // MARK: Registration and reuse

  var cellQueue = ReuseQueue<CollectionViewCell>()
  var supplementaryQueue = ReuseQueue<CollectionReusableView>()

  /// Registers the class of the cells ``dequeueReusableCell(withReuseIdentifier:for:)`` makes for
  /// `identifier`; `nil` unregisters it.
  public func register(_ cellClass: CollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
    cellQueue.register(cellClass.map { type in { type.init(reuseIdentifier: identifier) } }, for: identifier)
  }

  /// Registers the class of the supplementary views of `elementKind` that
  /// ``dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`` makes for `identifier`.
  public func register(
    _ viewClass: CollectionReusableView.Type?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    supplementaryQueue.register(
      viewClass.map { type in { type.init(reuseIdentifier: identifier) } },
      for: Self.supplementaryKey(elementKind, identifier))
  }

  static func supplementaryKey(_ kind: String, _ identifier: String) -> String {
    kind + "\u{1F}" + identifier
  }

  /// A cell to reuse for `identifier` (one that left the screen, after its
  /// ``CollectionReusableView/prepareForReuse()``), or a new one of the class registered for it.
  ///
  /// UIKit raises an exception for an identifier that was never registered; this reports a
  /// ``Warning/Kind/collectionViewInconsistency`` warning and returns a new, empty cell, so the
  /// item shows blank.
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> CollectionViewCell
  {
    if let (cell, reused) = cellQueue.dequeue(identifier) {
      if reused { Self.prepareForReuse(cell) }
      return cell
    }
    report(
      "dequeueReusableCell(withReuseIdentifier: \"\(identifier)\", for: \(indexPath)): no class is registered for"
        + " \"\(identifier)\"; call register(_:forCellWithReuseIdentifier:) first. Returning an empty cell.")
    return cellQueue.counted(CollectionViewCell(frame: .zero))
  }

  /// A supplementary view of `elementKind` to reuse for `identifier`, or a new one of the class
  /// registered for them; an unregistered pair is reported (UIKit raises an exception) and gets an
  /// empty view.
  public func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> CollectionReusableView {
    if let (view, reused) = supplementaryQueue.dequeue(Self.supplementaryKey(elementKind, identifier)) {
      if reused { Self.prepareForReuse(view) }
      return view
    }
    report(
      "dequeueReusableSupplementaryView(ofKind: \"\(elementKind)\", withReuseIdentifier: \"\(identifier)\", for:"
        + " \(indexPath)): nothing is registered for them. Returning an empty view.")
    return supplementaryQueue.counted(CollectionReusableView(frame: .zero))
  }

  private static func prepareForReuse(_ view: CollectionReusableView) {
    View.performWithoutAnimation {
      view.alpha = 1
      view.prepareForReuse()
    }
  }

  /// How many cells the collection view made (through registrations, and the empty stand-ins of
  /// unregistered identifiers) since it was created.
  public var createdCellCount: Int { cellQueue.createdCount }

  func report(_ message: String) {
    Diagnostics.report(Warning(.collectionViewInconsistency, "\(layoutName).\(message)"))
  }

  // MARK: State

  /// The number of items in each section, as the data source last said.
  var itemCounts: [Int] = []
  /// Whether ``itemCounts`` reflects the data source.
  var isLoaded = false
  /// The cells on screen, by index path.
  var visible: [IndexPath: CollectionViewCell] = [:]
  /// The supplementary views on screen.
  var visibleSupplementaries: [SupplementaryID: CollectionReusableView] = [:]
  /// Views animating away; they go back to their queue when their animation ends.
  var leaving: [ObjectIdentifier: CollectionReusableView] = [:]
  /// The bounds size and adjusted inset the layout last saw.
  var lastLayoutEnvironment: (size: CGSize, inset: EdgeInsets)?
  /// Updates collected inside ``performBatchUpdates(_:completion:)``.
  var pendingUpdate = PendingUpdate()

  /// Forgets every item's cell and asks the data source again at the next layout pass (UIKit's
  /// `reloadData`, which does not animate).
  open func reloadData() {
    for (indexPath, cell) in visible { recycle(cell, endingDisplayOf: indexPath) }
    visible = [:]
    for (id, view) in visibleSupplementaries { recycleSupplementary(view, id) }
    visibleSupplementaries = [:]
    isLoaded = false
    collectionViewLayout.itemsDidChange(keeping: [:])
  }

  /// Puts a cell that left the screen in its queue and tells the delegate.
  func recycle(_ cell: CollectionViewCell, endingDisplayOf indexPath: IndexPath?) {
    cell.removeFromSuperview()
    cell.owningCollectionView = nil
    cell.shownIndexPath = nil
    if let indexPath { delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath) }
    if let identifier = cell.reuseIdentifier { cellQueue.enqueue(cell, for: identifier) }
  }

  /// Puts a supplementary view that left the screen in its queue.
  func recycleSupplementary(_ view: CollectionReusableView, _ id: SupplementaryID) {
    view.removeFromSuperview()
    view.owningCollectionView = nil
    view.shownIndexPath = nil
    if let identifier = view.reuseIdentifier {
      supplementaryQueue.enqueue(view, for: Self.supplementaryKey(id.kind, identifier))
    }
  }

  /// Lays the visible elements out after the scroll view's own layout.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutCells(update: nil)
  }

  /// Makes the collection view lay out again when it scrolls.
  override func contentOffsetDidChange(from oldOffset: CGPoint) {
    setNeedsLayout()
  }

  // MARK: Queries

  /// The number of sections (asking the data source if the collection view has not yet).
  public var numberOfSections: Int {
    loadIfNeeded()
    return itemCounts.count
  }

  /// The number of items in `section`; 0 for a section that does not exist.
  public func numberOfItems(inSection section: Int) -> Int {
    loadIfNeeded()
    return itemCounts.indices.contains(section) ? itemCounts[section] : 0
  }

  /// The cells on screen, in index-path order.
  public var visibleCells: [CollectionViewCell] {
    visible.sorted { $0.key < $1.key }.map(\.value)
  }

  /// The index paths of the items on screen, in order.
  public var indexPathsForVisibleItems: [IndexPath] { visible.keys.sorted() }

  /// The cell showing the item at `indexPath`, or `nil` when it is not on screen.
  public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? { visible[indexPath] }

  /// The index path of a cell on screen, or `nil`.
  public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
    guard cell.owningCollectionView === self else { return nil }
    return cell.shownIndexPath
  }

  /// The supplementary views of `elementKind` on screen.
  public func visibleSupplementaryViews(ofKind elementKind: String) -> [CollectionReusableView] {
    visibleSupplementaries.filter { $0.key.kind == elementKind }.sorted { $0.key.section < $1.key.section }
      .map(\.value)
  }

  /// The supplementary view of `elementKind` shown for `indexPath`'s section, or `nil`.
  public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> CollectionReusableView?
  {
    visibleSupplementaries[SupplementaryID(kind: elementKind, section: indexPath.section)]
  }

  /// The layout's attributes for the item at `indexPath` (`nil` for an item that does not exist).
  public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    loadIfNeeded()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// The layout's attributes for a supplementary view.
  public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    loadIfNeeded()
    return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }
}

/// A supplementary view's identity: its kind and section.
struct SupplementaryID: Hashable {
  var kind: String
  var section: Int
}
