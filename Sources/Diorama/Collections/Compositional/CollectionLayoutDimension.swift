import Foundation

/// One side of a compositional layout element's size (UIKit's `NSCollectionLayoutDimension`): a
/// fraction of its container's width or height, a number of points, or an estimate.
///
/// A fraction or a size that cannot be laid out — negative, NaN, infinite, or a fraction above
/// ``maximumFraction`` — is replaced with a ``Warning/Kind/valueClamped`` warning: by 0 when it
/// is negative or NaN, by the largest allowed value when it is too large.
public final class CollectionLayoutDimension: CustomStringConvertible {
  enum Kind: Equatable {
    case fractionalWidth, fractionalHeight, absolute, estimated
  }

  let kind: Kind
  /// The fraction or the number of points.
  public let dimension: CGFloat

  /// The largest fraction of a container a dimension may take.
  public static let maximumFraction: CGFloat = 100
  /// The largest number of points a dimension may be.
  public static let maximumPoints: CGFloat = 1_000_000

  private init(_ kind: Kind, _ value: CGFloat) {
    self.kind = kind
    let limit =
      kind == .fractionalWidth || kind == .fractionalHeight ? Self.maximumFraction : Self.maximumPoints
    if value >= 0, value <= limit {
      dimension = value
    } else {
      dimension = value > limit ? limit : 0
      Diagnostics.report(
        Warning(
          .valueClamped,
          "NSCollectionLayoutDimension.\(kind)(\(value)) is outside 0…\(limit); using \(dimension)."))
    }
  }

  /// A fraction of the container's width.
  public static func fractionalWidth(_ fraction: CGFloat) -> CollectionLayoutDimension {
    CollectionLayoutDimension(.fractionalWidth, fraction)
  }
  /// A fraction of the container's height.
  public static func fractionalHeight(_ fraction: CGFloat) -> CollectionLayoutDimension {
    CollectionLayoutDimension(.fractionalHeight, fraction)
  }
  /// A number of points.
  public static func absolute(_ points: CGFloat) -> CollectionLayoutDimension {
    CollectionLayoutDimension(.absolute, points)
  }
  /// An estimate in points, which a cell may change by measuring itself (see
  /// ``CollectionViewCompositionalLayout``).
  public static func estimated(_ points: CGFloat) -> CollectionLayoutDimension {
    CollectionLayoutDimension(.estimated, points)
  }

  /// Whether the dimension is a fraction of the container's width.
  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  /// Whether the dimension is a fraction of the container's height.
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  /// Whether the dimension is a number of points.
  public var isAbsolute: Bool { kind == .absolute }
  /// Whether the dimension is an estimate.
  public var isEstimated: Bool { kind == .estimated }

  /// The dimension in points in a container of `container` size.
  func resolve(in container: CGSize) -> CGFloat {
    switch kind {
    case .fractionalWidth: dimension * container.width
    case .fractionalHeight: dimension * container.height
    case .absolute, .estimated: dimension
    }
  }

  public var description: String { "\(kind)(\(dimension))" }
}

/// The size of a compositional layout element (UIKit's `NSCollectionLayoutSize`).
public final class CollectionLayoutSize: CustomStringConvertible {
  /// The width.
  public let widthDimension: CollectionLayoutDimension
  /// The height.
  public let heightDimension: CollectionLayoutDimension

  /// A size of two dimensions.
  public init(widthDimension: CollectionLayoutDimension, heightDimension: CollectionLayoutDimension) {
    self.widthDimension = widthDimension
    self.heightDimension = heightDimension
  }

  /// The size in points in a container of `container` size.
  func resolve(in container: CGSize) -> CGSize {
    CGSize(width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container))
  }

  public var description: String { "CollectionLayoutSize(\(widthDimension) × \(heightDimension))" }
}

/// The space between the items of a group (UIKit's `NSCollectionLayoutSpacing`).
public final class CollectionLayoutSpacing: CustomStringConvertible {
  /// The spacing in points.
  public let spacing: CGFloat
  /// Whether the spacing is the least, the items spreading over what is left.
  public let isFlexibleSpacing: Bool

  private init(_ spacing: CGFloat, flexible: Bool) {
    if spacing.isFinite, spacing >= 0 {
      self.spacing = spacing
    } else {
      self.spacing = 0
      Diagnostics.report(
        Warning(
          .valueClamped,
          "NSCollectionLayoutSpacing: \(spacing) is not a finite, non-negative spacing; using 0."))
    }
    isFlexibleSpacing = flexible
  }

  /// Exactly `points` between neighbours.
  public static func fixed(_ points: CGFloat) -> CollectionLayoutSpacing {
    CollectionLayoutSpacing(points, flexible: false)
  }
  /// At least `points` between neighbours; what the items leave of the group is shared between
  /// the gaps.
  public static func flexible(_ points: CGFloat) -> CollectionLayoutSpacing {
    CollectionLayoutSpacing(points, flexible: true)
  }

  /// Whether the spacing is exact.
  public var isFixedSpacing: Bool { !isFlexibleSpacing }

  public var description: String { "\(isFlexibleSpacing ? "flexible" : "fixed")(\(spacing))" }
}
