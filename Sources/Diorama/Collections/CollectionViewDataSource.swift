import Foundation

/// What a ``CollectionView`` asks for its content (UIKit's `UICollectionViewDataSource`).
///
/// Only ``collectionView(_:numberOfItemsInSection:)`` and ``collectionView(_:cellForItemAt:)``
/// are needed; there is one section by default, and a layout that shows headers or footers needs
/// ``collectionView(_:viewForSupplementaryElementOfKind:at:)``.
public protocol CollectionViewDataSource: AnyObject {
  /// The number of items in `section`; a negative count is reported and treated as 0.
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  /// The cell for the item at `indexPath`, from
  /// ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)``.
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  /// The number of sections; 1 by default. A negative count is reported and treated as 0.
  func numberOfSections(in collectionView: CollectionView) -> Int
  /// The supplementary view (a section header or footer) of `kind` for `indexPath`'s section, from
  /// ``CollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``.
  ///
  /// UIKit raises an exception when the layout has a header or footer and the data source does
  /// not give one; the default reports a ``Warning/Kind/collectionViewInconsistency`` warning and
  /// returns an empty view.
  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView
}

extension CollectionViewDataSource {
  /// One section.
  public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

  /// An empty view, with a warning.
  public func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView {
    collectionView.report(
      "the layout shows a \(kind) in section \(indexPath.section), but the data source does not implement"
        + " collectionView(_:viewForSupplementaryElementOfKind:at:); an empty view is shown.")
    return CollectionReusableView(frame: .zero)
  }
}
