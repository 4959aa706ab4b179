import Foundation

/// A hidden helper view a ``StackView`` puts between two adjacent visible arranged views under
/// ``StackViewDistribution/equalSpacing`` and ``StackViewDistribution/equalCentering``
/// (Arranged's `GapLayoutGuide`); the gaps are kept equal to one another.
public final class GapLayoutGuide: View, ContainerLayoutHelper {
  /// Creates a hidden, constraint-positioned gap.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isHidden = true
    translatesAutoresizingMaskIntoConstraints = false
  }

  /// Always `nil`: helpers never draw.
  public override var backgroundColor: Color? {
    get { nil }
    set {}
  }
}
