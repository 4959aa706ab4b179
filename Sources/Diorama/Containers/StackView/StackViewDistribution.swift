/// How a ``StackView`` sizes and positions its arranged views along its axis (UIKit's
/// `UIStackView.Distribution`, Arranged's `StackViewDistribution`). Cases are declared in
/// UIKit's order.
public enum StackViewDistribution: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// The views fill the axis; when they do not fit, hugging and compression-resistance
  /// priorities decide which one grows or shrinks.
  case fill
  /// Every visible view gets the same size along the axis.
  case fillEqually
  /// Visible views are sized in proportion to their intrinsic size along the axis.
  case fillProportionally
  /// Views keep their size; the gaps between adjacent edges are equal (at least `spacing`).
  case equalSpacing
  /// Views keep their size; the distances between adjacent centres are equal (edges at least
  /// `spacing` apart).
  case equalCentering

  /// The case name, as the specification and the conformance cases spell it.

  /// The case name, as the specification and the conformance cases spell it.
  public var description: String {
    switch self {
    case .fill: "fill"
    case .fillEqually: "fillEqually"
    case .fillProportionally: "fillProportionally"
    case .equalSpacing: "equalSpacing"
    case .equalCentering: "equalCentering"
    }
  }

  /// Whether the distribution spreads views apart with gap helpers (equalSpacing,
  /// equalCentering).
  var spreads: Bool { self == .equalSpacing || self == .equalCentering }
}
