extension StackView {
  /// UIKit's name for Diorama's `StackViewDistribution` (`UIStackView.Distribution`).
  public typealias Distribution = StackViewDistribution
  /// UIKit's name for Diorama's `StackViewAlignment` (`UIStackView.Alignment`).
  public typealias Alignment = StackViewAlignment
}
