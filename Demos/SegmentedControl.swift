import Diorama
import Foundation

/// A segmented-control look-alike in the style of UIKit's classic `UISegmentedControl`:
/// equal-width segments in a rounded box outlined in the tint colour, the selected segment filled.
/// The colours follow the view's `tintColor` (set, or inherited) as a UIKit control's do.
///
/// Like `UISegmentedControl(items:)` it starts at its natural size, so layout code that only
/// positions it (PinLayout without a width or height) keeps that size.
public final class SegmentedControl: View {
  /// The segments' titles.
  public let items: [String]
  /// The filled segment.
  public var selectedSegmentIndex: Int {
    didSet { updateSelection() }
  }
  private let titles: [Label]
  private let dividers: [View]
  private let selection = View()

  /// The horizontal padding on each side of the widest title.
  static let titlePadding: CGFloat = 12
  /// The control's natural height.
  static let height: CGFloat = 30

  /// Creates a control with one segment per title, sized to fit them.
  public init(items: [String], selectedSegmentIndex: Int = 0, tintColor: Color = Color(hex: 0x2F6FEB)) {
    self.items = items
    self.selectedSegmentIndex = selectedSegmentIndex
    titles = items.map { Label(text: $0, font: .systemFont(ofSize: 13)) }
    dividers = items.dropFirst().map { _ in View() }
    super.init(frame: .zero)
    self.tintColor = tintColor
    layer.cornerRadius = 5
    layer.borderWidth = 1
    clipsToBounds = true
    addSubview(selection)
    for divider in dividers { addSubview(divider) }
    for title in titles {
      title.textAlignment = .center
      addSubview(title)
    }
    tintColorDidChange()
    frame = CGRect(origin: .zero, size: intrinsicContentSize)
  }

  /// Every segment as wide as the widest title plus padding; 30 points tall.
  public override var intrinsicContentSize: CGSize {
    let widest = titles.map(\.intrinsicContentSize.width).max() ?? 0
    return CGSize(width: CGFloat(titles.count) * (widest + 2 * Self.titlePadding), height: Self.height)
  }

  /// The natural size, whatever the space offered (as `UISegmentedControl`).
  public override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  public override func layoutSubviews() {
    super.layoutSubviews()
    guard !titles.isEmpty else { return }
    let width = bounds.width / CGFloat(titles.count)
    for (index, title) in titles.enumerated() {
      title.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
    }
    for (index, divider) in dividers.enumerated() {
      divider.frame = CGRect(x: (CGFloat(index + 1) * width).rounded(), y: 0, width: 1, height: bounds.height)
    }
    let selected = min(max(selectedSegmentIndex, 0), titles.count - 1)
    selection.frame = CGRect(x: CGFloat(selected) * width, y: 0, width: width, height: bounds.height)
  }

  /// Outline, dividers, selection and unselected titles in the tint colour.
  public override func tintColorDidChange() {
    layer.borderColor = tintColor
    selection.backgroundColor = tintColor
    for divider in dividers { divider.backgroundColor = tintColor }
    updateSelection()
  }

  private func updateSelection() {
    for (index, title) in titles.enumerated() {
      title.textColor = index == selectedSegmentIndex ? .white : tintColor
    }
    setNeedsLayout()
  }
}
