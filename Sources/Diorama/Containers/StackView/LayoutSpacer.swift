import Foundation

/// A hidden helper view a ``StackView`` adds to itself (Arranged's `LayoutSpacer`): the
/// alignment *spanner* that encloses the visible arranged views across the axis, or the
/// distribution *placeholder* that spans the axis when every arranged view is hidden.
///
/// Both carry the accessibility identifier `ASV-alignment-spanner`, as in Arranged. The view
/// never draws and never takes a colour.
public final class LayoutSpacer: View, ContainerLayoutHelper {
  /// Creates a hidden, constraint-positioned spacer.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isHidden = true
    translatesAutoresizingMaskIntoConstraints = false
    accessibilityIdentifier = "ASV-alignment-spanner"
  }

  /// Always `nil`: helpers never draw.
  public override var backgroundColor: Color? {
    get { nil }
    set {}
  }
}
