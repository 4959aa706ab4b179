import Foundation

/// The object that places a ``CollectionView``'s cells and supplementary views (UIKit's
/// `UICollectionViewLayout`), to subclass. ``CollectionViewFlowLayout`` is the one most screens use.
///
/// The collection view asks its layout, at each layout pass, to ``prepare()`` (when it was
/// invalidated), for the ``collectionViewContentSize`` and for the attributes of the elements in
/// its visible region (``layoutAttributesForElements(in:)``); it makes views only for those. A
/// subclass overrides these, as in UIKit, and calls ``invalidateLayout()`` when its answers
/// change.
open class CollectionViewLayout {
  /// The collection view using the layout, while one does.
  public internal(set) weak var collectionView: CollectionView?

  /// Whether ``prepare()`` must run before the next query.
  var needsPrepare = true

  /// Creates a layout.
  public init() {}

  /// Computes what the queries answer; called before the first query after an invalidation.
  /// Subclasses call `super`.
  open func prepare() {}

  /// The size of the whole content; zero by default.
  open var collectionViewContentSize: CGSize { .zero }

  /// The attributes of the cells and supplementary views whose frames meet `rect` (in content
  /// coordinates); none by default.
  open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? { nil }

  /// The attributes of the item at `indexPath`; `nil` by default.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

  /// The attributes of the supplementary view of `elementKind` at `indexPath`; `nil` by default.
  open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  { nil }

  /// Whether a change of the collection view's bounds to `newBounds` needs a new layout; `false`
  /// by default (scrolling changes only the origin).
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// Marks the layout out of date: ``prepare()`` runs again before the next query, and the
  /// collection view lays out again.
  open func invalidateLayout() {
    needsPrepare = true
    collectionView?.setNeedsLayout()
  }

  /// Runs ``prepare()`` if the layout was invalidated.
  func prepareIfNeeded() {
    guard needsPrepare else { return }
    needsPrepare = false
    prepare()
  }

  /// Whether the layout measures cells (self-sizing); the collection view then asks each new
  /// cell for its ``CollectionReusableView/preferredLayoutAttributesFitting(_:)`` and reports the
  /// answer with ``cellDidMeasure(_:at:)``.
  var measuresCells: Bool { false }

  /// Whether the item at `indexPath` still needs measuring.
  func needsMeasuring(_ indexPath: IndexPath) -> Bool { false }

  /// Records a measured cell's size; returns whether the layout changed.
  func cellDidMeasure(_ size: CGSize, at indexPath: IndexPath) -> Bool { false }

  /// The sizes self-sizing cells measured, by index path.
  var measuredSizes: [IndexPath: CGSize] = [:]

  /// Called when the collection view's items changed (a reload or an update): forget what was
  /// measured for items that no longer exist, keeping `kept` (old index path → new), and
  /// invalidate the layout.
  func itemsDidChange(keeping kept: [IndexPath: IndexPath]) {
    var remapped: [IndexPath: CGSize] = [:]
    for (old, new) in kept { if let size = measuredSizes[old] { remapped[new] = size } }
    measuredSizes = remapped
    invalidateLayout()
  }
}
