import Diorama
import Foundation

/// A card of ``ChoiceSelectorView``s stacked with PinLayout, separated by hairlines; it lays them
/// out again whenever its width changes.
public final class ChoiceFormView: View {
  /// The selectors, top to bottom.
  public let selectors: [ChoiceSelectorView]
  private let separators: [View]

  /// Creates a card holding `selectors`.
  public init(selectors: [ChoiceSelectorView]) {
    self.selectors = selectors
    separators = selectors.dropFirst().map { _ in View() }
    super.init(frame: .zero)
    backgroundColor = .white
    layer.cornerRadius = 12
    layer.shadowOpacity = 0.12
    layer.shadowRadius = 8
    layer.shadowOffset = CGSize(width: 0, height: 3)
    for selector in selectors { addSubview(selector) }
    for separator in separators {
      separator.backgroundColor = Color(hex: 0xE3E7EE)
      addSubview(separator)
    }
  }

  public override func layoutSubviews() {
    super.layoutSubviews()
    var previous: View?
    for (index, selector) in selectors.enumerated() {
      if let previous {
        separators[index - 1].pin.below(of: previous).horizontally(12).height(1)
        selector.pin.below(of: separators[index - 1]).horizontally().sizeToFit(.width)
      } else {
        selector.pin.top().horizontally().sizeToFit(.width)
      }
      previous = selector
    }
  }

  /// The selectors' heights at `size.width` plus the hairlines between them.
  public override func sizeThatFits(_ size: CGSize) -> CGSize {
    let heights = selectors.map {
      $0.sizeThatFits(CGSize(width: size.width, height: .greatestFiniteMagnitude))
    }
    return CGSize(width: size.width, height: heights.map(\.height).reduce(0, +) + CGFloat(separators.count))
  }
}
