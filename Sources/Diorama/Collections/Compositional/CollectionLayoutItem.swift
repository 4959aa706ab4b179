import Foundation

/// The smallest element of a compositional layout: one cell's size in its group (UIKit's
/// `NSCollectionLayoutItem`).
open class CollectionLayoutItem {
  /// The item's size, its fractions relative to its group.
  public let layoutSize: CollectionLayoutSize
  /// Insets from the item's slot to its cell's frame: the slot keeps its size, the cell shrinks.
  public var contentInsets: DirectionalEdgeInsets = .zero

  /// An item of `layoutSize`.
  public init(layoutSize: CollectionLayoutSize) {
    self.layoutSize = layoutSize
  }
}
