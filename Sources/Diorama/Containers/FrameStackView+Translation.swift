import Foundation

extension FrameStackView {
  /// Turns the subviews' current origins into stack parameters (``translatesCurrentLayout``):
  /// the first subview's main-axis origin becomes the leading inset, each later one's distance
  /// from the previous subview's end becomes its ``itemSpacing``, and every cross-axis origin
  /// becomes an ``itemOffset``, measured from the cross-axis inset as ``ItemAlignment/origin``
  /// alignment applies it.
  func translateCurrentLayout() {
    let frames = subviews.map(\.frame)
    guard let first = frames.first else { return }
    let vertical = direction == .vertical
    var spacings: [CGFloat] = []
    var offsets: [CGFloat] = []
    for (index, frame) in frames.enumerated() {
      if index > 0 {
        spacings.append(vertical ? frame.minY - frames[index - 1].maxY : frame.minX - frames[index - 1].maxX)
      }
      offsets.append(vertical ? frame.minX : frame.minY)
    }
    var translated = insets
    if vertical { translated.top = first.minY } else { translated.left = first.minX }
    insets = translated
    itemSpacing = spacings
    itemOffset = offsets
    alignment = .origin
  }
}
