import Foundation

/// What a ``CollectionView`` tells about its cells (UIKit's `UICollectionViewDelegate`). Every
/// method has a default; nothing is selected or tapped in Diorama.
public protocol CollectionViewDelegate: AnyObject {
  /// Called before a cell is shown for the item at `indexPath`.
  func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)
  /// Called after a cell left the screen (scrolled away, or its item was deleted).
  func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath)
}

extension CollectionViewDelegate {
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
}
