import Foundation

extension FrameStackView {
  /// Where a layout pass puts every subview, and the stack's resulting size.
  public struct Arrangement: Equatable, Sendable {
    /// One frame per subview, in `subviews` order, in the stack's coordinates.
    public var frames: [CGRect]
    /// The stack's size after the pass.
    public var size: CGSize
    /// Whether ``FrameStackView/itemSpacing`` was too short and ``FrameStackView/spacing`` was used.
    public var ignoredItemSpacing: Bool
    /// Whether ``FrameStackView/itemOffset`` was too short and no offsets were applied.
    public var ignoredItemOffset: Bool
  }

  /// The frames and stack size a layout pass gives when the stack currently has `currentSize`.
  ///
  /// Along the stacking axis, the first subview starts at the leading inset and every next one
  /// follows after its gap (``itemSpacing`` or ``spacing``). Across it, the stack's cross size is
  /// the widest subview plus its offset plus both insets — or the current cross size when that
  /// is larger and ``shouldWrap`` is off — and each subview sits at the edge or centre
  /// ``alignment`` names, moved by its ``itemOffset``. Along the stacking axis the stack's size is
  /// the content plus the trailing inset, or the current size when larger and ``shouldWrap`` is
  /// off.
  ///
  /// Sizes are rounded first (up when the subview has an intrinsic size in that dimension, to
  /// nearest otherwise), then positions and the stack size are rounded half away from zero.
  /// Cost: O(n) in the number of subviews.
  public func arrangement(for currentSize: CGSize) -> Arrangement {
    let views = subviews
    let count = views.count
    let vertical = direction == .vertical
    let useSpacing = itemSpacing.map { $0.count >= count - 1 } ?? false
    let useOffset = itemOffset.map { $0.count >= count } ?? false
    let sizes = views.map(Self.roundedSize(of:))
    let offsets = useOffset ? Array(itemOffset!.prefix(count)) : Array(repeating: 0, count: count)

    // Cross axis: begin and end insets, content extent, and the stack's cross size.
    let (crossBegin, crossEnd) = vertical ? (insets.left, insets.right) : (insets.top, insets.bottom)
    let (mainBegin, mainEnd) = vertical ? (insets.top, insets.bottom) : (insets.left, insets.right)
    func cross(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }
    func main(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
    let content = zip(sizes, offsets).map { cross($0) + $1 }.max() ?? 0
    let fullCross = crossBegin + content + crossEnd
    let crossSize = Self.round(shouldWrap ? fullCross : max(fullCross, cross(currentSize)))

    var frames: [CGRect] = []
    frames.reserveCapacity(count)
    var position = mainBegin
    for index in 0..<count {
      if index > 0 { position += useSpacing ? itemSpacing![index - 1] : spacing }
      let size = sizes[index]
      let offset = offsets[index]
      let crossPosition: CGFloat
      switch alignment {
      case .origin:
        crossPosition = crossBegin + offset
      case .center where centersIgnoringInsets:
        crossPosition = Self.round(crossSize / 2 + offset / 2) - cross(size) / 2
      case .center:
        crossPosition = crossBegin + (crossSize - crossBegin - crossEnd - cross(size)) / 2 + offset
      case .endPoint:
        crossPosition = crossSize - (crossEnd + cross(size)) - offset
      }
      let (x, y) = vertical ? (crossPosition, position) : (position, crossPosition)
      frames.append(CGRect(origin: CGPoint(x: Self.round(x), y: Self.round(y)), size: size))
      position += main(size)
    }
    let fullMain = position + mainEnd
    let mainSize = Self.round(shouldWrap ? fullMain : max(fullMain, main(currentSize)))
    let size =
      vertical ? CGSize(width: crossSize, height: mainSize) : CGSize(width: mainSize, height: crossSize)
    return Arrangement(
      frames: frames, size: size, ignoredItemSpacing: itemSpacing != nil && !useSpacing && count > 1,
      ignoredItemOffset: itemOffset != nil && !useOffset)
  }

  /// Rounds half away from zero (12.5 → 13, −12.5 → −13), as the original did.
  static func round(_ value: CGFloat) -> CGFloat { value.rounded(.toNearestOrAwayFromZero) }

  /// A subview's size rounded for display: up in a dimension where it has an intrinsic size (so
  /// text is never clipped), to nearest otherwise.
  static func roundedSize(of view: View) -> CGSize {
    let size = view.bounds.size
    let intrinsic = view.intrinsicContentSize
    return CGSize(
      width: intrinsic.width > 0 ? size.width.rounded(.up) : round(size.width),
      height: intrinsic.height > 0 ? size.height.rounded(.up) : round(size.height))
  }
}
