import Foundation

/// What a ``CollectionViewFlowLayout`` asks its collection view's delegate, section by section or
/// item by item (UIKit's `UICollectionViewDelegateFlowLayout`). Every method defaults to the
/// layout's own property.
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
  /// The size of the item at `indexPath`; the layout's ``CollectionViewFlowLayout/itemSize`` by
  /// default. Non-finite or negative sizes are reported and replaced by the item size.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
  /// The inset of `section`; the layout's ``CollectionViewFlowLayout/sectionInset`` by default.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets
  /// The least space between the lines of `section`; the layout's by default.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The least space between items in a line of `section`; the layout's by default.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The size of `section`'s header; the layout's ``CollectionViewFlowLayout/headerReferenceSize``.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize
  /// The size of `section`'s footer; the layout's ``CollectionViewFlowLayout/footerReferenceSize``.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
}

extension CollectionViewDelegateFlowLayout {
  /// The layout's item size (the layout then knows that the delegate gives no sizes of its own).
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    (collectionViewLayout as? CollectionViewFlowLayout)?.delegateDefaultItemSize() ?? .zero
  }
  /// The layout's section inset.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets {
    (collectionViewLayout as? CollectionViewFlowLayout)?.sectionInset ?? .zero
  }
  /// The layout's minimum line spacing.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? CollectionViewFlowLayout)?.minimumLineSpacing ?? 0
  }
  /// The layout's minimum interitem spacing.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? CollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
  }
  /// The layout's header reference size.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? CollectionViewFlowLayout)?.headerReferenceSize ?? .zero
  }
  /// The layout's footer reference size.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? CollectionViewFlowLayout)?.footerReferenceSize ?? .zero
  }
}
