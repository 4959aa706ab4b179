/// How a ``StackView`` places its arranged views across its axis (UIKit's
/// `UIStackView.Alignment`, Arranged's `StackViewAlignment`). Cases are declared in UIKit's
/// order.
public enum StackViewAlignment: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Every view fills the cross axis.
  case fill
  /// Views align to the cross-axis start: the top of a horizontal stack, the leading edge of a
  /// vertical one.
  case leading
  /// Views align their first baselines (horizontal stacks; a vertical stack aligns nothing).
  case firstBaseline
  /// Views are centred across the axis.
  case center
  /// Views align to the cross-axis end: the bottom of a horizontal stack, the trailing edge of
  /// a vertical one.
  case trailing
  /// Views align their last baselines (horizontal stacks; a vertical stack aligns nothing).
  case lastBaseline

  /// UIKit's name for ``leading`` on a horizontal stack.
  public static let top = StackViewAlignment.leading
  /// UIKit's name for ``trailing`` on a horizontal stack.
  public static let bottom = StackViewAlignment.trailing
  /// Arranged's spelling of ``top`` (equals ``leading``).
  public static let Top = StackViewAlignment.leading
  /// Arranged's spelling of ``bottom`` (equals ``trailing``).
  public static let Bottom = StackViewAlignment.trailing

  /// The case name, as the specification and the conformance cases spell it.

  /// The case name, as the specification and the conformance cases spell it.
  public var description: String {
    switch self {
    case .fill: "fill"
    case .leading: "leading"
    case .firstBaseline: "firstBaseline"
    case .center: "center"
    case .trailing: "trailing"
    case .lastBaseline: "lastBaseline"
    }
  }
}
