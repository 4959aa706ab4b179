import Foundation

/// One section of a compositional layout (UIKit's `NSCollectionLayoutSection`): a group repeated
/// until the section's items all have a place, with insets, spacing between the groups, headers
/// and footers, and optionally a row that scrolls sideways.
open class CollectionLayoutSection {
  /// How a section's groups scroll across the collection view (UIKit's
  /// `UICollectionLayoutSectionOrthogonalScrollingBehavior`). Diorama draws every behaviour at
  /// its scroll position 0: the groups in one row, leading first, those beyond the edge clipped.
  public enum OrthogonalScrollingBehavior: Int, Sendable, Hashable {
    /// The groups follow one another down the section.
    case none
    /// One row that scrolls continuously.
    case continuous
    /// One row that stops at group boundaries.
    case continuousGroupLeadingBoundary
    /// One row that pages by the container's width.
    case paging
    /// One row that pages group by group.
    case groupPaging
    /// One row that pages group by group, the groups centred.
    case groupPagingCentered
  }

  /// The group the section repeats.
  public let group: CollectionLayoutGroup
  /// Insets around the section's content (headers and footers follow them, as UIKit's
  /// `supplementariesFollowContentInsets` does by default).
  public var contentInsets: DirectionalEdgeInsets = .zero
  /// The space between neighbouring groups; 0 by default. Negative or non-finite values count
  /// as 0 with a warning.
  public var interGroupSpacing: CGFloat = 0 {
    didSet {
      guard !interGroupSpacing.isFinite || interGroupSpacing < 0 else { return }
      Diagnostics.report(
        Warning(
          .valueClamped, "NSCollectionLayoutSection.interGroupSpacing \(interGroupSpacing) ignored; using 0.")
      )
      interGroupSpacing = 0
    }
  }
  /// Headers and footers: items aligned to the top come before the groups, those aligned to
  /// the bottom after them.
  public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
  /// Whether the groups scroll sideways in one row; `.none` by default.
  public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none

  /// A section repeating `group`.
  public init(group: CollectionLayoutGroup) {
    self.group = group
  }
}

/// A header or footer of a compositional layout's section (UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`), shown by the data source's supplementary view
/// of its ``elementKind``.
open class CollectionLayoutBoundarySupplementaryItem {
  /// Where the item goes around the section (UIKit's `NSRectAlignment`): the top ones before the
  /// groups, the bottom ones after; the leading and trailing parts place a narrower item.
  public enum Alignment: Int, Sendable, Hashable {
    /// Unspecified: treated as the top.
    case none = 0
    /// Above the groups.
    case top
    /// Above, at the leading edge.
    case topLeading
    /// Beside the groups at the leading edge: treated as the top.
    case leading
    /// Below, at the leading edge.
    case bottomLeading
    /// Below the groups.
    case bottom
    /// Below, at the trailing edge.
    case bottomTrailing
    /// Beside the groups at the trailing edge: treated as the top.
    case trailing
    /// Above, at the trailing edge.
    case topTrailing

    var isBottom: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }
    var isTrailing: Bool { self == .topTrailing || self == .bottomTrailing }
    var isCentred: Bool { self == .top || self == .bottom || self == .none }
  }

  /// The item's size, its fractions relative to the section's width less its insets.
  public let layoutSize: CollectionLayoutSize
  /// The kind the data source is asked a view of (such as
  /// ``CollectionView/elementKindSectionHeader``).
  public let elementKind: String
  /// Where it goes.
  public let alignment: Alignment
  /// Whether a header stays pinned while its section scrolls (kept; drawn where it lies).
  public var pinToVisibleBounds = false
  /// Whether the item takes room in the section (`true`, the default, as in UIKit).
  public var extendsBoundary = true

  /// A header or footer of `layoutSize` and `elementKind`, at `alignment`.
  public init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: Alignment) {
    self.layoutSize = layoutSize
    self.elementKind = elementKind
    self.alignment = alignment
  }
}

/// What a compositional layout's section provider is told about the collection view (UIKit's
/// `NSCollectionLayoutEnvironment`).
public final class CollectionLayoutEnvironment {
  /// The collection view's size and the part of it that content fills.
  public let container: CollectionLayoutContainer

  init(container: CollectionLayoutContainer) { self.container = container }
}

/// The size of the area a compositional layout fills (UIKit's `NSCollectionLayoutContainer`).
public struct CollectionLayoutContainer: Sendable, Hashable {
  /// The collection view's size.
  public let contentSize: CGSize
  /// The insets around the content: the adjusted content inset at the sides.
  public let contentInsets: DirectionalEdgeInsets
  /// The size less the insets: what fractions of the container's width and height refer to.
  public var effectiveContentSize: CGSize {
    CGSize(
      width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
      height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
  }
}
