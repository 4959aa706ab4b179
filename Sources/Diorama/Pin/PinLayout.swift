import Foundation

/// A layout builder for one view or layer (PinLayout's `view.pin`).
///
/// Each call records a rule; the frame is computed and written once, when the builder is
/// applied: by ``layout()``, or at the end of the statement when the builder is released:
///
/// ```swift
/// view.pin.top(10).horizontally(12).height(40)
/// ```
///
/// A rule that conflicts with an earlier one in the same chain is ignored with a warning
/// (``Warning/Kind/pinConflict``); the first value wins. Each statement starts from the view's
/// current frame. Percentages, references to other views and `start`/`end` directions are
/// evaluated when called. Every frame written is snapped to ``Pin/displayScale``.
public final class PinLayout<PinView: Layoutable> {
  /// Builds a warning context (the call as written) only when a warning is emitted.
  typealias Context = () -> String

  /// The laid-out node. It is a view exactly when `PinView` is ``View`` (builders come only
  /// from `View.pin` and `Layer.pin`), so references convert to nodes without a cast.
  let node: PinNode
  let keepTransform: Bool
  /// The settings read once per builder: a chain cannot change them half-way.
  let configuration: PinConfiguration

  // Coordinates in the superview's space; `_bottom`/`_right` are edge coordinates.
  var _top: CGFloat?
  var _left: CGFloat?
  var _bottom: CGFloat?
  var _right: CGFloat?
  var _hCenter: CGFloat?
  var _vCenter: CGFloat?

  var width: CGFloat?
  var minWidth: CGFloat?
  var maxWidth: CGFloat?
  var height: CGFloat?
  var minHeight: CGFloat?
  var maxHeight: CGFloat?

  var adjustSizeType: PinAdjustSizeType?

  var marginTop: CGFloat?
  var marginLeft: CGFloat?
  var marginBottom: CGFloat?
  var marginRight: CGFloat?
  var shouldPinEdges = false

  var justify: HorizontalAlign?
  var align: VerticalAlign?

  var isLayouted = false

  // The superview and its size, read on first use (see `superview()`): chains that set only
  // offsets from the top and left and sizes never need them, and nothing a builder does
  // changes them.
  var superviewIsLoaded = false
  var loadedSuperview: PinNode?
  var loadedSuperviewSize: CGSize?

  init(node: PinNode, keepTransform: Bool) {
    self.node = node
    self.keepTransform = keepTransform
    configuration = PinConfiguration.read()
  }

  deinit {
    if !isLayouted && configuration.logMissingLayoutCalls {
      warn(
        .pinMissingLayoutCall,
        "PinLayout commands have been issued without calling the 'layout()' method to complete the layout. "
          + "(These warnings can be disabled by setting Pin.logMissingLayoutCalls to false)")
    }
    apply()
  }

  /// Applies the rules now instead of at the end of the statement. Applying happens once:
  /// later calls (and the implicit one) do nothing.
  public func layout() { apply() }

  // MARK: Edges relative to the superview

  /// Puts the top edge `offset` points below the superview's top edge.
  @discardableResult
  public func top(_ offset: CGFloat = 0) -> PinLayout {
    top(offset) { "top(\(PinWarnings.optional(offset)))" }
  }

  /// Puts the top edge `percent` of the superview's height below its top edge.
  @discardableResult
  public func top(_ percent: Percent) -> PinLayout {
    top(percent) { "top(\(percent))" }
  }

  /// Puts the top edge `insets.top` below the superview's top edge.
  @discardableResult
  public func top(_ insets: EdgeInsets) -> PinLayout {
    top(insets.top) { "top(\(PinWarnings.insets(insets)))" }
  }

  /// Puts the left edge `offset` points right of the superview's left edge.
  @discardableResult
  public func left(_ offset: CGFloat = 0) -> PinLayout {
    left(offset) { "left(\(PinWarnings.optional(offset)))" }
  }

  /// Puts the left edge `percent` of the superview's width right of its left edge.
  @discardableResult
  public func left(_ percent: Percent) -> PinLayout {
    left(percent) { "left(\(percent))" }
  }

  /// Puts the left edge `insets.left` right of the superview's left edge.
  @discardableResult
  public func left(_ insets: EdgeInsets) -> PinLayout {
    left(insets.left) { "left(\(PinWarnings.insets(insets)))" }
  }

  /// Puts the bottom edge `offset` points above the superview's bottom edge.
  @discardableResult
  public func bottom(_ offset: CGFloat = 0) -> PinLayout {
    bottom(offset) { "bottom(\(PinWarnings.optional(offset)))" }
  }

  /// Puts the bottom edge `percent` of the superview's height above its bottom edge.
  @discardableResult
  public func bottom(_ percent: Percent) -> PinLayout {
    bottom(percent) { "bottom(\(percent))" }
  }

  /// Puts the bottom edge `insets.bottom` above the superview's bottom edge.
  @discardableResult
  public func bottom(_ insets: EdgeInsets) -> PinLayout {
    bottom(insets.bottom) { "bottom(\(PinWarnings.insets(insets)))" }
  }

  /// Puts the right edge `offset` points left of the superview's right edge.
  @discardableResult
  public func right(_ offset: CGFloat = 0) -> PinLayout {
    right(offset) { "right(\(PinWarnings.optional(offset)))" }
  }

  /// Puts the right edge `percent` of the superview's width left of its right edge.
  @discardableResult
  public func right(_ percent: Percent) -> PinLayout {
    right(percent) { "right(\(percent))" }
  }

  /// Puts the right edge `insets.right` left of the superview's right edge.
  @discardableResult
  public func right(_ insets: EdgeInsets) -> PinLayout {
    right(insets.right) { "right(\(PinWarnings.insets(insets)))" }
  }

  /// `left(offset)` in left-to-right layouts, `right(offset)` in right-to-left ones.
  @discardableResult
  public func start(_ offset: CGFloat = 0) -> PinLayout {
    func context() -> String { "start(\(PinWarnings.optional(offset)))" }
    return isLTR() ? left(offset, context) : right(offset, context)
  }

  /// `left(percent)` in left-to-right layouts, `right(percent)` in right-to-left ones.
  @discardableResult
  public func start(_ percent: Percent) -> PinLayout {
    func context() -> String { "start(\(percent))" }
    return isLTR() ? left(percent, context) : right(percent, context)
  }

  /// `left(insets.left)` in left-to-right layouts, `right(insets.right)` in right-to-left ones.
  @discardableResult
  public func start(_ insets: EdgeInsets) -> PinLayout {
    func context() -> String { "start(\(PinWarnings.insets(insets)))" }
    return isLTR() ? left(insets.left, context) : right(insets.right, context)
  }

  /// `right(offset)` in left-to-right layouts, `left(offset)` in right-to-left ones.
  @discardableResult
  public func end(_ offset: CGFloat = 0) -> PinLayout {
    func context() -> String { "end(\(PinWarnings.optional(offset)))" }
    return isLTR() ? right(offset, context) : left(offset, context)
  }

  /// `right(percent)` in left-to-right layouts, `left(percent)` in right-to-left ones.
  @discardableResult
  public func end(_ percent: Percent) -> PinLayout {
    func context() -> String { "end(\(percent))" }
    return isLTR() ? right(percent, context) : left(percent, context)
  }

  /// `right(insets.right)` in left-to-right layouts, `left(insets.left)` in right-to-left ones.
  @discardableResult
  public func end(_ insets: EdgeInsets) -> PinLayout {
    func context() -> String { "end(\(PinWarnings.insets(insets)))" }
    return isLTR() ? right(insets.right, context) : left(insets.left, context)
  }

  /// Puts the horizontal centre `offset` points right of the superview's centre.
  @discardableResult
  public func hCenter(_ offset: CGFloat = 0) -> PinLayout {
    func context() -> String { "hCenter(\(PinWarnings.optional(offset)))" }
    guard let size = superviewSize() else { return self }
    setHorizontalCenter(size.width / 2 + offset, context)
    return self
  }

  /// Puts the horizontal centre `percent` of the superview's width right of its centre.
  @discardableResult
  public func hCenter(_ percent: Percent) -> PinLayout {
    func context() -> String { "hCenter(\(percent))" }
    guard let size = superviewSize() else { return self }
    setHorizontalCenter(size.width / 2 + percent.of(size.width), context)
    return self
  }

  /// Puts the vertical centre `offset` points below the superview's centre.
  @discardableResult
  public func vCenter(_ offset: CGFloat = 0) -> PinLayout {
    func context() -> String { "vCenter(\(PinWarnings.optional(offset)))" }
    guard let size = superviewSize() else { return self }
    setVerticalCenter(size.height / 2 + offset, context)
    return self
  }

  /// Puts the vertical centre `percent` of the superview's height below its centre.
  @discardableResult
  public func vCenter(_ percent: Percent) -> PinLayout {
    func context() -> String { "vCenter(\(percent))" }
    guard let size = superviewSize() else { return self }
    setVerticalCenter(size.height / 2 + percent.of(size.height), context)
    return self
  }

  // MARK: Several edges relative to the superview

  /// Pins the four edges `margin` points inside the superview's edges.
  @discardableResult
  public func all(_ margin: CGFloat = 0) -> PinLayout {
    let m = PinWarnings.optional(margin)
    top(margin) { "all(\(m)) top coordinate" }
    bottom(margin) { "all(\(m)) bottom coordinate" }
    left(margin) { "all(\(m)) left coordinate" }
    right(margin) { "all(\(m)) right coordinate" }
    return self
  }

  /// Pins the four edges inside the superview's edges by `insets`.
  @discardableResult
  public func all(_ insets: EdgeInsets) -> PinLayout {
    let i = PinWarnings.insets(insets)
    top(insets.top) { "all(\(i)) top coordinate" }
    bottom(insets.bottom) { "all(\(i)) bottom coordinate" }
    left(insets.left) { "all(\(i)) left coordinate" }
    right(insets.right) { "all(\(i)) right coordinate" }
    return self
  }

  /// Pins the left and right edges `margin` points inside the superview's.
  @discardableResult
  public func horizontally(_ margin: CGFloat = 0) -> PinLayout {
    let m = PinWarnings.optional(margin)
    left(margin) { "horizontally(\(m)) left coordinate" }
    right(margin) { "horizontally(\(m)) right coordinate" }
    return self
  }

  /// Pins the left and right edges `percent` of the superview's width inside its edges.
  @discardableResult
  public func horizontally(_ percent: Percent) -> PinLayout {
    left(percent) { "horizontally(\(percent)) left coordinate" }
    right(percent) { "horizontally(\(percent)) right coordinate" }
    return self
  }

  /// Pins the left and right edges inside the superview's by `insets.left` and `insets.right`.
  @discardableResult
  public func horizontally(_ insets: EdgeInsets) -> PinLayout {
    let i = PinWarnings.insets(insets)
    left(insets.left) { "horizontally(\(i)) left coordinate" }
    right(insets.right) { "horizontally(\(i)) right coordinate" }
    return self
  }

  /// Pins the top and bottom edges `margin` points inside the superview's.
  @discardableResult
  public func vertically(_ margin: CGFloat = 0) -> PinLayout {
    let m = PinWarnings.optional(margin)
    top(margin) { "vertically(\(m)) top coordinate" }
    bottom(margin) { "vertically(\(m)) bottom coordinate" }
    return self
  }

  /// Pins the top and bottom edges `percent` of the superview's height inside its edges.
  @discardableResult
  public func vertically(_ percent: Percent) -> PinLayout {
    top(percent) { "vertically(\(percent)) top coordinate" }
    bottom(percent) { "vertically(\(percent)) bottom coordinate" }
    return self
  }

  /// Pins the top and bottom edges inside the superview's by `insets.top` and `insets.bottom`.
  @discardableResult
  public func vertically(_ insets: EdgeInsets) -> PinLayout {
    let i = PinWarnings.insets(insets)
    top(insets.top) { "vertically(\(i)) top coordinate" }
    bottom(insets.bottom) { "vertically(\(i)) bottom coordinate" }
    return self
  }

  // MARK: Two edges at once (the superview's anchors)

  /// Pins the top and left edges `offset` points inside the superview's.
  @discardableResult
  public func topLeft(_ offset: CGFloat = 0) -> PinLayout {
    setTopLeft(offset) { "topLeft(\(PinWarnings.optional(offset)))" }
  }

  /// `topLeft(offset)` in left-to-right layouts, `topRight(offset)` in right-to-left ones.
  @discardableResult
  public func topStart(_ offset: CGFloat = 0) -> PinLayout {
    func context() -> String { "topStart(\(PinWarnings.optional(offset)))" }
    return isLTR() ? setTopLeft(offset, context) : setTopRight(offset, context)
  }

  /// Pins the top edge `topOffset` points below the superview's top, centred horizontally.
  @discardableResult
  public func topCenter(_ topOffset: CGFloat = 0) -> PinLayout {
    func context() -> String { "topCenter(\(PinWarnings.optional(topOffset)))" }
    guard let size = superviewSize() else { return self }
    setTop(topOffset, context)
    setHorizontalCenter(size.width / 2, context)
    return self
  }

  /// Pins the top and right edges `offset` points inside the superview's.
  @discardableResult
  public func topRight(_ offset: CGFloat = 0) -> PinLayout {
    setTopRight(offset) { "topRight(\(PinWarnings.optional(offset)))" }
  }

  /// `topRight(offset)` in left-to-right layouts, `topLeft(offset)` in right-to-left ones.
  @discardableResult
  public func topEnd(_ offset: CGFloat = 0) -> PinLayout {
    func context() -> String { "topEnd(\(PinWarnings.optional(offset)))" }
    return isLTR() ? setTopRight(offset, context) : setTopLeft(offset, context)
  }

  /// Centres vertically in the superview and pins the left edge `leftOffset` inside it.
  @discardableResult
  public func centerLeft(_ leftOffset: CGFloat = 0) -> PinLayout {
    setCenterLeft(leftOffset) { "centerLeft(\(PinWarnings.optional(leftOffset)))" }
  }

  /// `centerLeft(offset)` in left-to-right layouts, `centerRight(offset)` in right-to-left ones.
  @discardableResult
  public func centerStart(_ offset: CGFloat = 0) -> PinLayout {
    func context() -> String { "centerStart(\(PinWarnings.optional(offset)))" }
    return isLTR() ? setCenterLeft(offset, context) : setCenterRight(offset, context)
  }

  /// Centres in the superview, moved by `offset` along both axes.
  @discardableResult
  public func center(_ offset: CGFloat = 0) -> PinLayout {
    func context() -> String { "center(\(PinWarnings.optional(offset)))" }
    guard let size = superviewSize() else { return self }
    setVerticalCenter(size.height / 2 + offset, context)
    setHorizontalCenter(size.width / 2 + offset, context)
    return self
  }

  /// Centres vertically in the superview and pins the right edge `rightOffset` inside it.
  @discardableResult
  public func centerRight(_ rightOffset: CGFloat = 0) -> PinLayout {
    setCenterRight(rightOffset) { "centerRight(\(PinWarnings.optional(rightOffset)))" }
  }

  /// `centerRight(offset)` in left-to-right layouts, `centerLeft(offset)` in right-to-left ones.
  @discardableResult
  public func centerEnd(_ offset: CGFloat = 0) -> PinLayout {
    func context() -> String { "centerEnd(\(PinWarnings.optional(offset)))" }
    return isLTR() ? setCenterRight(offset, context) : setCenterLeft(offset, context)
  }

  /// Pins the bottom and left edges `offset` points inside the superview's.
  @discardableResult
  public func bottomLeft(_ offset: CGFloat = 0) -> PinLayout {
    setBottomLeft(offset) { "bottomLeft(\(PinWarnings.optional(offset)))" }
  }

  /// `bottomLeft(offset)` in left-to-right layouts, `bottomRight(offset)` in right-to-left ones.
  @discardableResult
  public func bottomStart(_ offset: CGFloat = 0) -> PinLayout {
    func context() -> String { "bottomStart(\(PinWarnings.optional(offset)))" }
    return isLTR() ? setBottomLeft(offset, context) : setBottomRight(offset, context)
  }

  /// Pins the bottom edge `bottomOffset` points above the superview's bottom, centred horizontally.
  @discardableResult
  public func bottomCenter(_ bottomOffset: CGFloat = 0) -> PinLayout {
    func context() -> String { "bottomCenter(\(PinWarnings.optional(bottomOffset)))" }
    guard let size = superviewSize() else { return self }
    setBottom(size.height - bottomOffset, context)
    setHorizontalCenter(size.width / 2, context)
    return self
  }

  /// Pins the bottom and right edges `offset` points inside the superview's.
  @discardableResult
  public func bottomRight(_ offset: CGFloat = 0) -> PinLayout {
    setBottomRight(offset) { "bottomRight(\(PinWarnings.optional(offset)))" }
  }

  /// `bottomRight(offset)` in left-to-right layouts, `bottomLeft(offset)` in right-to-left ones.
  @discardableResult
  public func bottomEnd(_ offset: CGFloat = 0) -> PinLayout {
    func context() -> String { "bottomEnd(\(PinWarnings.optional(offset)))" }
    return isLTR() ? setBottomRight(offset, context) : setBottomLeft(offset, context)
  }
}
