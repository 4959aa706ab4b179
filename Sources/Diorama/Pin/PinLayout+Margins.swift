import Foundation

// Margins (CSS-like: they move a view pinned by one edge and shrink one pinned by two),
// pinEdges(), justify and align. These are plain assignments: the last call wins, no warnings.
extension PinLayout {
  /// Sets the top margin.
  @discardableResult
  public func marginTop(_ value: CGFloat) -> PinLayout {
    marginTop = value
    return self
  }

  /// Sets the top margin to a percentage of the superview's height.
  @discardableResult
  public func marginTop(_ percent: Percent) -> PinLayout {
    if let size = superviewSize() { marginTop = percent.of(size.height) }
    return self
  }

  /// Sets the left margin.
  @discardableResult
  public func marginLeft(_ value: CGFloat) -> PinLayout {
    marginLeft = value
    return self
  }

  /// Sets the left margin to a percentage of the superview's width.
  @discardableResult
  public func marginLeft(_ percent: Percent) -> PinLayout {
    if let size = superviewSize() { marginLeft = percent.of(size.width) }
    return self
  }

  /// Sets the bottom margin.
  @discardableResult
  public func marginBottom(_ value: CGFloat) -> PinLayout {
    marginBottom = value
    return self
  }

  /// Sets the bottom margin to a percentage of the superview's height.
  @discardableResult
  public func marginBottom(_ percent: Percent) -> PinLayout {
    if let size = superviewSize() { marginBottom = percent.of(size.height) }
    return self
  }

  /// Sets the right margin.
  @discardableResult
  public func marginRight(_ value: CGFloat) -> PinLayout {
    marginRight = value
    return self
  }

  /// Sets the right margin to a percentage of the superview's width.
  @discardableResult
  public func marginRight(_ percent: Percent) -> PinLayout {
    if let size = superviewSize() { marginRight = percent.of(size.width) }
    return self
  }

  /// The left margin in left-to-right layouts, the right one in right-to-left ones.
  @discardableResult
  public func marginStart(_ value: CGFloat) -> PinLayout {
    isLTR() ? marginLeft(value) : marginRight(value)
  }

  /// The left margin in left-to-right layouts, the right one in right-to-left ones.
  @discardableResult
  public func marginStart(_ percent: Percent) -> PinLayout {
    isLTR() ? marginLeft(percent) : marginRight(percent)
  }

  /// The right margin in left-to-right layouts, the left one in right-to-left ones.
  @discardableResult
  public func marginEnd(_ value: CGFloat) -> PinLayout {
    isLTR() ? marginRight(value) : marginLeft(value)
  }

  /// The right margin in left-to-right layouts, the left one in right-to-left ones.
  @discardableResult
  public func marginEnd(_ percent: Percent) -> PinLayout {
    isLTR() ? marginRight(percent) : marginLeft(percent)
  }

  /// Sets the left and right margins.
  @discardableResult
  public func marginHorizontal(_ value: CGFloat) -> PinLayout {
    marginLeft(value).marginRight(value)
  }

  /// Sets the left and right margins to a percentage of the superview's width.
  @discardableResult
  public func marginHorizontal(_ percent: Percent) -> PinLayout {
    marginLeft(percent).marginRight(percent)
  }

  /// Sets the top and bottom margins.
  @discardableResult
  public func marginVertical(_ value: CGFloat) -> PinLayout {
    marginTop(value).marginBottom(value)
  }

  /// Sets the top and bottom margins to a percentage of the superview's height.
  @discardableResult
  public func marginVertical(_ percent: Percent) -> PinLayout {
    marginTop(percent).marginBottom(percent)
  }

  /// Sets the four margins from insets.
  @discardableResult
  public func margin(_ insets: EdgeInsets) -> PinLayout {
    margin(insets.top, insets.left, insets.bottom, insets.right)
  }

  /// Sets top and bottom margins, and leading/trailing ones by layout direction.
  @discardableResult
  public func margin(_ directionalInsets: DirectionalEdgeInsets) -> PinLayout {
    marginTop(directionalInsets.top).marginBottom(directionalInsets.bottom)
      .marginStart(directionalInsets.leading).marginEnd(directionalInsets.trailing)
  }

  /// Sets the four margins.
  @discardableResult
  public func margin(_ value: CGFloat) -> PinLayout {
    margin(value, value, value, value)
  }

  /// Sets the four margins: vertical ones of the superview's height, horizontal ones of its width.
  @discardableResult
  public func margin(_ percent: Percent) -> PinLayout {
    margin(percent, percent, percent, percent)
  }

  /// Sets top and bottom margins to `vertical`, left and right ones to `horizontal`.
  @discardableResult
  public func margin(_ vertical: CGFloat, _ horizontal: CGFloat) -> PinLayout {
    margin(vertical, horizontal, vertical, horizontal)
  }

  /// Sets top and bottom margins to `vertical`, left and right ones to `horizontal`.
  @discardableResult
  public func margin(_ vertical: Percent, _ horizontal: Percent) -> PinLayout {
    margin(vertical, horizontal, vertical, horizontal)
  }

  /// Sets the top margin, left and right ones to `horizontal`, and the bottom one.
  @discardableResult
  public func margin(_ top: CGFloat, _ horizontal: CGFloat, _ bottom: CGFloat) -> PinLayout {
    margin(top, horizontal, bottom, horizontal)
  }

  /// Sets the top margin, left and right ones to `horizontal`, and the bottom one.
  @discardableResult
  public func margin(_ top: Percent, _ horizontal: Percent, _ bottom: Percent) -> PinLayout {
    margin(top, horizontal, bottom, horizontal)
  }

  /// Sets each margin.
  @discardableResult
  public func margin(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> PinLayout {
    marginTop = top
    marginLeft = left
    marginBottom = bottom
    marginRight = right
    return self
  }

  /// Sets each margin as a percentage of the superview's height (top, bottom) or width (left, right).
  @discardableResult
  public func margin(_ top: Percent, _ left: Percent, _ bottom: Percent, _ right: Percent) -> PinLayout {
    marginTop(top).marginLeft(left).marginBottom(bottom).marginRight(right)
  }

  /// Before margins apply, turns a size plus one edge (or a centre) into two pinned edges, so
  /// that margins shrink the view instead of moving it. Warns when four edges are already set.
  @discardableResult
  public func pinEdges() -> PinLayout {
    shouldPinEdges = true
    return self
  }

  /// Places the view horizontally inside its left and right edges when it is narrower than
  /// the space between them; `.left` by default.
  @discardableResult
  public func justify(_ value: HorizontalAlign) -> PinLayout {
    justify = value
    return self
  }

  /// Places the view vertically inside its top and bottom edges when it is shorter than the
  /// space between them; `.top` by default.
  @discardableResult
  public func align(_ value: VerticalAlign) -> PinLayout {
    align = value
    return self
  }
}
