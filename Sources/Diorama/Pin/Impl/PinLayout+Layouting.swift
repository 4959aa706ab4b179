import Foundation

// The applying side of the builder: turns the recorded rules into one frame.
extension PinLayout {
  /// Width and height as computed before placement; `nil` is "not determined".
  struct Size {
    var width: CGFloat?
    var height: CGFloat?
  }

  var _marginTop: CGFloat { marginTop ?? 0 }
  var _marginLeft: CGFloat { marginLeft ?? 0 }
  var _marginBottom: CGFloat { marginBottom ?? 0 }
  var _marginRight: CGFloat { marginRight ?? 0 }

  func apply() {
    guard !isLayouted else { return }
    isLayouted = true
    if justify != nil || align != nil { displayLayoutWarnings() }
    if shouldPinEdges { handlePinEdges() }

    // The node's current rectangle is read only when the rules leave part of it undetermined;
    // a chain that pins both axes (the common case) never reads it.
    var current: CGRect?
    func currentRect() -> CGRect {
      if let current { return current }
      let rect = node.rect(keepTransform: keepTransform)
      current = rect
      return rect
    }

    let size = computeSize { currentRect().size }
    // Each axis follows PinLayout's placement table; the vertical one is the same transposed.
    let x = Self.place(
      start: _left, end: _right, center: _hCenter, size: size.width, marginStart: _marginLeft,
      marginEnd: _marginRight, current: { (currentRect().origin.x, currentRect().width) },
      distribute: { length, start, end in self.justifiedX(width: length, left: start, right: end) })
    let y = Self.place(
      start: _top, end: _bottom, center: _vCenter, size: size.height, marginStart: _marginTop,
      marginEnd: _marginBottom, current: { (currentRect().origin.y, currentRect().height) },
      distribute: { length, start, end in self.alignedY(height: length, top: start, bottom: end) })
    var rect = CGRect(x: x.origin, y: y.origin, width: x.length, height: y.length)

    if !(rect.width.isFinite && rect.width >= 0) { rect.size.width = currentRect().width }
    if !(rect.height.isFinite && rect.height >= 0) { rect.size.height = currentRect().height }
    if !rect.origin.x.isFinite { rect.origin.x = currentRect().origin.x }
    if !rect.origin.y.isFinite { rect.origin.y = currentRect().origin.y }

    node.setRect(PinPixelSnapping.snap(rect, scale: configuration.displayScale), keepTransform: keepTransform)
  }

  /// `pinEdges()`: turns a size plus one edge (or a centre) into two edges, so that margins
  /// shrink the view instead of moving it.
  private func handlePinEdges() {
    guard _top == nil || _bottom == nil || _left == nil || _right == nil else {
      return warn(
        .pinIneffective,
        "pinEdges() won't be applied, top, left, bottom and right coordinates are already set.")
    }
    if let width = applyMinMax(toWidth: width), _left == nil || _right == nil {
      if let left = _left {
        _right = left + width
        self.width = nil
      } else if let right = _right {
        _left = right - width
        self.width = nil
      } else if let hCenter = _hCenter {
        _left = hCenter - width / 2
        _right = hCenter + width / 2
        _hCenter = nil
        self.width = nil
      }
    }
    if let height = applyMinMax(toHeight: height), _top == nil || _bottom == nil {
      if let top = _top {
        _bottom = top + height
        self.height = nil
      } else if let bottom = _bottom {
        _top = bottom - height
        self.height = nil
      } else if let vCenter = _vCenter {
        _top = vCenter - height / 2
        _bottom = vCenter + height / 2
        _vCenter = nil
        self.height = nil
      }
    }
  }

  /// `current` is the node's current size, read only if needed.
  private func computeSize(_ current: () -> CGSize) -> Size {
    var size = Size()
    // Without sizeToFit/aspectRatio an undetermined dimension keeps the current one.
    let keepCurrent = adjustSizeType == nil
    if let width {
      size.width = width
    } else if let left = _left, let right = _right {
      size.width = right - left - _marginLeft - _marginRight
    } else if keepCurrent {
      size.width = current().width
    }
    if let height {
      size.height = height
    } else if let top = _top, let bottom = _bottom {
      size.height = bottom - top - _marginTop - _marginBottom
    } else if keepCurrent {
      size.height = current().height
    }

    switch adjustSizeType {
    case .fit(let type)?: size = sizeToFit(type, size: size, current: current())
    case .aspectRatio(let ratio)?: size = aspectRatio(ratio, size: size)
    case nil: break
    }

    size.width = applyMinMax(toWidth: size.width)
    size.height = applyMinMax(toHeight: size.height)
    if let w = size.width, !(w.isFinite && w >= 0) { size.width = nil }
    if let h = size.height, !(h.isFinite && h >= 0) { size.height = nil }
    return size
  }

  private func sizeToFit(_ type: FitType, size: Size, current: CGSize) -> Size {
    guard let calculable = node.sizeCalculable else { return size }
    let unbounded = CGFloat.greatestFiniteMagnitude
    var fitWidth = unbounded
    var fitHeight = unbounded
    switch type {
    case .width, .widthFlexible: fitWidth = applyMinMax(toWidth: size.width) ?? current.width
    case .height, .heightFlexible: fitHeight = applyMinMax(toHeight: size.height) ?? current.height
    case .content:
      fitWidth = current.width
      fitHeight = current.height
    }
    let fitted = calculable.sizeThatFits(CGSize(width: fitWidth, height: fitHeight))
    if type == .content { return Size(width: fitted.width, height: fitted.height) }
    let flexible = type == .widthFlexible || type == .heightFlexible
    return Size(
      width: fitWidth != unbounded && !flexible ? fitWidth : fitted.width,
      height: fitHeight != unbounded && !flexible ? fitHeight : fitted.height)
  }

  private func aspectRatio(_ ratio: CGFloat, size: Size) -> Size {
    switch (size.width, size.height) {
    case (nil, nil):
      warn(
        .pinIneffective, "aspectRatio won't be applied, neither the width nor the height can be determined.")
      return size
    case (.some, .some):
      warn(
        .pinIneffective,
        "aspectRatio won't be applied, the width and the height are already defined by other PinLayout's properties."
      )
      return size
    case (let width?, nil):
      let adjusted = applyMinMax(toWidth: width) ?? width
      return Size(width: adjusted, height: adjusted / ratio)
    case (nil, let height?):
      let adjusted = applyMinMax(toHeight: height) ?? height
      return Size(width: adjusted * ratio, height: adjusted)
    }
  }

  /// Min then max (max wins); an undetermined size counts as 0 for min and ∞ for max.
  func applyMinMax(toWidth width: CGFloat?) -> CGFloat? {
    var result = width
    if let minWidth, minWidth > (result ?? 0) { result = minWidth }
    if let maxWidth, maxWidth < (result ?? .greatestFiniteMagnitude) { result = maxWidth }
    return result
  }

  func applyMinMax(toHeight height: CGFloat?) -> CGFloat? {
    var result = height
    if let minHeight, minHeight > (result ?? 0) { result = minHeight }
    if let maxHeight, maxHeight < (result ?? .greatestFiniteMagnitude) { result = maxHeight }
    return result
  }

  private func justifiedX(width: CGFloat, left: CGFloat, right: CGFloat) -> CGFloat {
    let remaining = right - left - _marginLeft - _marginRight - width
    let leading = left + _marginLeft
    let trailing = right - _marginRight - width
    switch justify ?? .left {
    case .left, .none: return leading
    case .center: return leading + remaining / 2
    case .right: return trailing
    case .start: return isLTR() ? leading : trailing
    case .end: return isLTR() ? trailing : leading
    }
  }

  private func alignedY(height: CGFloat, top: CGFloat, bottom: CGFloat) -> CGFloat {
    let remaining = bottom - top - _marginTop - _marginBottom - height
    switch align ?? .top {
    case .top, .none: return top + _marginTop
    case .center: return top + _marginTop + remaining / 2
    case .bottom: return bottom - _marginBottom - height
    }
  }

  /// One axis of PinLayout's placement table: the first matching row wins. `distribute`
  /// places a view of a known length between both edges (justify or align); `current` gives
  /// the node's current origin and length on this axis, for the rows that keep them.
  static func place(
    start: CGFloat?, end: CGFloat?, center: CGFloat?, size: CGFloat?, marginStart: CGFloat,
    marginEnd: CGFloat, current: () -> (origin: CGFloat, length: CGFloat),
    distribute: (CGFloat, CGFloat, CGFloat) -> CGFloat
  ) -> (origin: CGFloat, length: CGFloat) {
    if let start, let end {
      if let size { return (distribute(size, start, end), size) }
      let origin = start + marginStart
      return (origin, end - marginEnd - origin)
    }
    if let start, let size { return (start + marginStart, size) }
    if let end, let size { return (end - marginEnd - size, size) }
    if let center, let size { return (center - size / 2 + marginStart - marginEnd, size) }
    let length = current().length
    if let start { return (start + marginStart, length) }
    if let end { return (end - length - marginEnd, length) }
    if let center { return (center - length / 2 + marginStart - marginEnd, length) }
    return (current().origin, size ?? length)
  }
}
