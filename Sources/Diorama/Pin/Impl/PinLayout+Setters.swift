import Foundation

// The recording side of the builder: every public call ends in one of these setters, which
// apply PinLayout's first-value-wins rules and warn about conflicts.
extension PinLayout {
  /// Whether start is left: ``Pin/layoutDirection`` as read when the builder was made, with
  /// `.auto` resolved by the laid-out node.
  func isLTR() -> Bool {
    switch configuration.layoutDirection {
    case .ltr: true
    case .rtl: false
    case .auto: node.isLTR()
    }
  }

  /// The superview, or `nil` for a node without superview: calls that need it are then
  /// silently ignored.
  func superview() -> PinNode? {
    if !superviewIsLoaded {
      loadedSuperview = node.superview
      superviewIsLoaded = true
    }
    return loadedSuperview
  }

  /// Whether the laid-out node has a superview.
  func hasSuperview() -> Bool {
    if !superviewIsLoaded {
      loadedSuperview = node.superview
      superviewIsLoaded = true
    }
    return loadedSuperview != nil
  }

  /// The size of the superview's rectangle (its bounds size for `pin`, its frame's for
  /// `pinFrame`), or `nil` for a node without superview.
  func superviewSize() -> CGSize? {
    if let loadedSuperviewSize { return loadedSuperviewSize }
    guard let superview = superview() else { return nil }
    let size = superview.size(keepTransform: keepTransform)
    loadedSuperviewSize = size
    return size
  }

  // MARK: Edges from offsets

  @discardableResult
  func top(_ offset: CGFloat, _ context: Context) -> PinLayout {
    setTop(offset, context)
    return self
  }

  @discardableResult
  func top(_ percent: Percent, _ context: Context) -> PinLayout {
    guard let size = superviewSize() else { return self }
    setTop(percent.of(size.height), context)
    return self
  }

  @discardableResult
  func left(_ offset: CGFloat, _ context: Context) -> PinLayout {
    setLeft(offset, context)
    return self
  }

  @discardableResult
  func left(_ percent: Percent, _ context: Context) -> PinLayout {
    guard let size = superviewSize() else { return self }
    setLeft(percent.of(size.width), context)
    return self
  }

  @discardableResult
  func bottom(_ offset: CGFloat, _ context: Context) -> PinLayout {
    guard let size = superviewSize() else { return self }
    setBottom(size.height - offset, context)
    return self
  }

  @discardableResult
  func bottom(_ percent: Percent, _ context: Context) -> PinLayout {
    guard let size = superviewSize() else { return self }
    setBottom(size.height - percent.of(size.height), context)
    return self
  }

  @discardableResult
  func right(_ offset: CGFloat, _ context: Context) -> PinLayout {
    guard let size = superviewSize() else { return self }
    setRight(size.width - offset, context)
    return self
  }

  @discardableResult
  func right(_ percent: Percent, _ context: Context) -> PinLayout {
    guard let size = superviewSize() else { return self }
    setRight(size.width - percent.of(size.width), context)
    return self
  }

  func setTopLeft(_ offset: CGFloat, _ context: Context) -> PinLayout {
    setTop(offset, context)
    setLeft(offset, context)
    return self
  }

  func setTopRight(_ offset: CGFloat, _ context: Context) -> PinLayout {
    guard let size = superviewSize() else { return self }
    setTop(offset, context)
    setRight(size.width - offset, context)
    return self
  }

  func setCenterLeft(_ offset: CGFloat, _ context: Context) -> PinLayout {
    guard let size = superviewSize() else { return self }
    setVerticalCenter(size.height / 2, context)
    setLeft(offset, context)
    return self
  }

  func setCenterRight(_ offset: CGFloat, _ context: Context) -> PinLayout {
    guard let size = superviewSize() else { return self }
    setVerticalCenter(size.height / 2, context)
    setRight(size.width - offset, context)
    return self
  }

  func setBottomLeft(_ offset: CGFloat, _ context: Context) -> PinLayout {
    guard let size = superviewSize() else { return self }
    setBottom(size.height - offset, context)
    setLeft(offset, context)
    return self
  }

  func setBottomRight(_ offset: CGFloat, _ context: Context) -> PinLayout {
    guard let size = superviewSize() else { return self }
    setBottom(size.height - offset, context)
    setRight(size.width - offset, context)
    return self
  }

  // MARK: Coordinates (first value wins)

  func setTop(_ value: CGFloat, _ context: Context) {
    guard acceptCoordinate(value, context) else { return }
    if let vCenter = _vCenter {
      warnConflict(context, "Vertical Center", vCenter)
    } else if let top = _top, top != value {
      warnPropertyAlreadySet(top, context)
    } else {
      _top = value
    }
  }

  func setLeft(_ value: CGFloat, _ context: Context) {
    guard acceptCoordinate(value, context) else { return }
    if let hCenter = _hCenter {
      warnConflict(context, "Horizontal Center", hCenter)
    } else if let left = _left, left != value {
      warnPropertyAlreadySet(left, context)
    } else {
      _left = value
    }
  }

  func setBottom(_ value: CGFloat, _ context: Context) {
    guard acceptCoordinate(value, context) else { return }
    if let vCenter = _vCenter {
      warnConflict(context, "Vertical Center", vCenter)
    } else if let bottom = _bottom, bottom != value {
      // Reported as the offset the user wrote, not the stored edge coordinate.
      warnPropertyAlreadySet(superviewSize().map { $0.height - bottom } ?? bottom, context)
    } else {
      _bottom = value
    }
  }

  func setRight(_ value: CGFloat, _ context: Context) {
    guard acceptCoordinate(value, context) else { return }
    if let hCenter = _hCenter {
      warnConflict(context, "Horizontal Center", hCenter)
    } else if let right = _right, right != value {
      warnPropertyAlreadySet(superviewSize().map { $0.width - right } ?? right, context)
    } else {
      _right = value
    }
  }

  func setStart(_ value: CGFloat, _ context: Context) {
    isLTR() ? setLeft(value, context) : setRight(value, context)
  }

  func setEnd(_ value: CGFloat, _ context: Context) {
    isLTR() ? setRight(value, context) : setLeft(value, context)
  }

  func setHorizontalCenter(_ value: CGFloat, _ context: Context) {
    guard acceptCoordinate(value, context) else { return }
    if let left = _left {
      warnConflict(context, "left", left)
    } else if let right = _right {
      warnConflict(context, "right", right)
    } else if let hCenter = _hCenter, hCenter != value {
      warnPropertyAlreadySet(hCenter, context)
    } else {
      _hCenter = value
    }
  }

  func setVerticalCenter(_ value: CGFloat, _ context: Context) {
    guard acceptCoordinate(value, context) else { return }
    if let top = _top {
      warnConflict(context, "top", top)
    } else if let bottom = _bottom {
      warnConflict(context, "bottom", bottom)
    } else if let vCenter = _vCenter, vCenter != value {
      warnPropertyAlreadySet(vCenter, context)
    } else {
      _vCenter = value
    }
  }

  /// A NaN or infinite coordinate (from a bad offset or a degenerate reference) would poison
  /// the frame; it is rejected with a warning instead.
  @inline(__always)
  private func acceptCoordinate(_ value: CGFloat, _ context: Context) -> Bool {
    if value.isFinite { return true }
    warnInvalid("the coordinate (\(Double(value))) must be finite.", context)
    return false
  }

  // MARK: Sizes

  @discardableResult
  func setWidth(_ value: CGFloat, _ context: Context) -> PinLayout {
    guard validateWidth(value, context) else { return self }
    if let width, width != value {
      warnPropertyAlreadySet(width, context)
    } else {
      width = value
    }
    return self
  }

  @discardableResult
  func setHeight(_ value: CGFloat, _ context: Context) -> PinLayout {
    guard validateHeight(value, context) else { return self }
    if let height, height != value {
      warnPropertyAlreadySet(height, context)
    } else {
      height = value
    }
    return self
  }

  @discardableResult
  func setMinWidth(_ value: CGFloat, _ context: Context) -> PinLayout {
    guard validateWidth(value, context) else { return self }
    if let minWidth, minWidth != value {
      warnConflict(context, "minWidth", minWidth)
    } else {
      minWidth = value
    }
    return self
  }

  @discardableResult
  func setMaxWidth(_ value: CGFloat, _ context: Context) -> PinLayout {
    guard validateWidth(value, context) else { return self }
    if let maxWidth, maxWidth != value {
      warnConflict(context, "maxWidth", maxWidth)
    } else {
      maxWidth = value
    }
    return self
  }

  @discardableResult
  func setMinHeight(_ value: CGFloat, _ context: Context) -> PinLayout {
    guard validateHeight(value, context) else { return self }
    // Upstream compares a repeated minHeight with minWidth; kept so that results match.
    if let minHeight, minWidth != value {
      warnConflict(context, "minHeight", minHeight)
    } else {
      minHeight = value
    }
    return self
  }

  @discardableResult
  func setMaxHeight(_ value: CGFloat, _ context: Context) -> PinLayout {
    guard validateHeight(value, context) else { return self }
    if let maxHeight, maxHeight != value {
      warnConflict(context, "maxHeight", maxHeight)
    } else {
      maxHeight = value
    }
    return self
  }

  @inline(__always)
  func validateWidth(_ value: CGFloat, _ context: Context) -> Bool {
    if value >= 0 && value.isFinite { return true }
    warnInvalid("the width (\(Double(value))) must be greater than or equal to zero.", context)
    return false
  }

  @inline(__always)
  func validateHeight(_ value: CGFloat, _ context: Context) -> Bool {
    if value >= 0 && value.isFinite { return true }
    warnInvalid("the height (\(Double(value))) must be greater than or equal to zero.", context)
    return false
  }

  /// The warning for a value that is not applied. Kept out of line: the checks above run on
  /// every call of a chain, the warning almost never, and its string building would otherwise
  /// weigh on every call.
  @inline(never)
  private func warnInvalid(_ text: @autoclosure () -> String, _ context: Context) {
    warnWontBeApplied(.pinInvalidValue, text(), context)
  }
}
