import Foundation

/// A frame-based stack (KRStackView's `KRStackView`): it moves its subviews, in `subviews`
/// order, one after another along ``direction`` by setting their frames, then resizes itself to
/// wrap them. No constraints are involved; the subviews' current sizes are the only size input.
///
/// ```swift
/// let stack = FrameStackView(frame: CGRect(x: 20, y: 20, width: 0, height: 0), subviews: [a, b, c])
/// stack.spacing = 12
/// stack.alignment = .center
/// stack.shouldWrap = true
/// ```
///
/// Centring follows KRStackView by default: ``ItemAlignment/center`` centres each subview on
/// the stack's whole cross size — the insets do not move the centre — and moves it by half its
/// ``itemOffset``, the centre rounded half away from zero. Turn ``centersIgnoringInsets`` off to
/// centre on the inset area with the whole offset instead.
///
/// Differences from the original, each on purpose:
/// - Setting any property, or adding or removing a subview, schedules a layout; the original
///   needed an explicit `setNeedsLayout()`.
/// - Sizes are rounded before positions are computed, so one pass gives the settled layout the
///   original needed two or three passes to reach.
/// - Too-short ``itemSpacing`` or ``itemOffset`` arrays are ignored the same way (the original
///   trapped on a short `itemOffset`), with one ``Warning/Kind/frameStackArrayTooShort``
///   warning; non-finite values are refused.
/// - When the stack itself is placed by constraints (`translatesAutoresizingMaskIntoConstraints`
///   off), it lays its subviews out in whatever bounds the constraints give it and reports its
///   content size as ``intrinsicContentSize``, instead of tearing down the constraints.
open class FrameStackView: View {
  /// The stacking axis.
  public enum StackDirection: Int, Sendable, Hashable, CaseIterable {
    /// Top to bottom.
    case vertical
    /// Left to right.
    case horizontal
  }

  /// Where subviews sit across the stacking axis.
  public enum ItemAlignment: Int, Sendable, Hashable, CaseIterable {
    /// At the left (vertical stacks) or top (horizontal stacks) inset edge.
    case origin
    /// Centred.
    case center
    /// At the right (vertical stacks) or bottom (horizontal stacks) inset edge.
    case endPoint
  }

  /// Whether the stack arranges its subviews (`true`); `false` makes it a plain view.
  public var enabled = true {
    didSet { if enabled != oldValue { setNeedsLayout() } }
  }

  /// The stacking axis (`.vertical` by default).
  public var direction: StackDirection = .vertical {
    didSet { if direction != oldValue { contentDidChange() } }
  }

  /// Where subviews sit across the stacking axis (`.origin` by default).
  public var alignment: ItemAlignment = .origin {
    didSet { if alignment != oldValue { contentDidChange() } }
  }

  /// Padding around the content (zero by default). A non-finite value is refused with an
  /// ``Warning/Kind/invalidGeometry`` warning.
  public var insets: EdgeInsets = .zero {
    didSet {
      guard insets.isFinite else {
        let bad = insets
        insets = oldValue
        return warnNonFinite("insets", "\(bad)")
      }
      if insets != oldValue { contentDidChange() }
    }
  }

  /// The gap between neighbours (8 by default), used unless ``itemSpacing`` covers every gap.
  /// Negative values overlap the subviews; a non-finite value is refused with a warning.
  public var spacing: CGFloat = 8 {
    didSet {
      guard spacing.isFinite else {
        let bad = spacing
        spacing = oldValue
        return warnNonFinite("spacing", "\(bad)")
      }
      if spacing != oldValue { contentDidChange() }
    }
  }

  /// The gap after each subview: `itemSpacing[k]` follows `subviews[k]`. Used only when it has
  /// at least `subviews.count − 1` values (extra ones are ignored); a shorter array is ignored
  /// as a whole — ``spacing`` is used for every gap — with one warning. An array with a
  /// non-finite value is refused with a warning.
  public var itemSpacing: [CGFloat]? {
    didSet {
      guard itemSpacing?.allSatisfy(\.isFinite) ?? true else {
        let bad = itemSpacing
        itemSpacing = oldValue
        return warnNonFinite("itemSpacing", "\(bad ?? [])")
      }
      reportedShortArrays = false
      contentDidChange()
    }
  }

  /// A cross-axis offset per subview, measured from the edge ``alignment`` names (inward for
  /// ``ItemAlignment/endPoint``). Used only when it has a value for every subview; a shorter
  /// array is ignored as a whole (no offsets) with one warning — the original trapped. An array
  /// with a non-finite value is refused with a warning.
  public var itemOffset: [CGFloat]? {
    didSet {
      guard itemOffset?.allSatisfy(\.isFinite) ?? true else {
        let bad = itemOffset
        itemOffset = oldValue
        return warnNonFinite("itemOffset", "\(bad ?? [])")
      }
      reportedShortArrays = false
      contentDidChange()
    }
  }

  /// Whether the stack's size is exactly its content size (`true`), or only grows and keeps a
  /// larger current size (`false`, the default).
  public var shouldWrap = false {
    didSet { if shouldWrap != oldValue { contentDidChange() } }
  }

  /// When set, the next layout turns the subviews' current origins into ``insets`` (the
  /// leading inset along the stacking axis), ``itemSpacing`` and ``itemOffset``, so a layout
  /// drawn by hand is kept and becomes adjustable. Setting it also sets ``alignment`` to
  /// ``ItemAlignment/origin``. It resets to `false` after a layout that had subviews. The other
  /// three insets are kept and still applied, as in the original.
  public var translatesCurrentLayout = false {
    didSet {
      guard translatesCurrentLayout else { return }
      alignment = .origin
      setNeedsLayout()
    }
  }

  /// How ``ItemAlignment/center`` centres. `true` (the default, KRStackView's rule): on the
  /// stack's whole cross size, the insets ignored, moved by half the subview's ``itemOffset``
  /// (`centre = round(crossSize / 2 + offset / 2)`). `false`: on the area inside the insets,
  /// moved by the whole offset. With equal insets on both sides and no offsets the two agree up
  /// to rounding (this rule rounds the final origin only).
  public var centersIgnoringInsets = true {
    didSet { if centersIgnoringInsets != oldValue { contentDidChange() } }
  }

  /// Whether a too-short array has been reported since it was last set.
  var reportedShortArrays = false

  /// Creates an empty stack.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a stack holding `subviews`, in order.
  public init(frame: CGRect, subviews: [View]) {
    super.init(frame: frame)
    for view in subviews { addSubview(view) }
  }

  /// Creates a stack with a zero frame holding `subviews`, in order.
  public convenience init(subviews: [View]) {
    self.init(frame: .zero, subviews: subviews)
  }

  // MARK: Layout

  /// Arranges the subviews and resizes the stack (see ``arrangement(for:)``).
  open override func layoutSubviews() {
    super.layoutSubviews()
    guard enabled, !subviews.isEmpty else { return }
    if translatesCurrentLayout { translateCurrentLayout() }
    let result = arrangement(for: bounds.size)
    reportShortArrays(result)
    for (view, frame) in zip(subviews, result.frames) {
      if !view.translatesAutoresizingMaskIntoConstraints {
        view.translatesAutoresizingMaskIntoConstraints = true
      }
      if view.frame != frame { view.frame = frame }
    }
    if translatesAutoresizingMaskIntoConstraints, bounds.size != result.size {
      frame = CGRect(origin: frame.origin, size: result.size)
      // The arrangement already accounts for the new size (a second pass would place
      // everything where it is), so the resize needs no further pass.
      needsLayout = false
    }
    translatesCurrentLayout = false
  }

  /// The wrapped content size, whatever the current size (``shouldWrap`` behaviour).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard enabled, !subviews.isEmpty else { return bounds.size }
    return arrangement(for: .zero).size
  }

  /// The content size, so that constraints can size a stack placed by Auto Layout.
  open override var intrinsicContentSize: CGSize {
    guard enabled, !subviews.isEmpty else { return super.intrinsicContentSize }
    return arrangement(for: .zero).size
  }

  /// A new subview changes the content.
  open override func didAddSubview(_ subview: View) {
    super.didAddSubview(subview)
    reportedShortArrays = false
    contentDidChange()
  }

  /// A removed subview changes the content.
  open override func willRemoveSubview(_ subview: View) {
    super.willRemoveSubview(subview)
    reportedShortArrays = false
    contentDidChange()
  }

  private func contentDidChange() {
    setNeedsLayout()
    invalidateIntrinsicContentSize()
  }

  private func reportShortArrays(_ result: Arrangement) {
    guard !reportedShortArrays else { return }
    var problems: [String] = []
    if result.ignoredItemSpacing, let itemSpacing {
      problems.append(
        "itemSpacing has \(itemSpacing.count) values for \(subviews.count - 1) gaps, so spacing"
          + " (\(LayoutConstraint.number(spacing))) is used for every gap")
    }
    if result.ignoredItemOffset, let itemOffset {
      problems.append(
        "itemOffset has \(itemOffset.count) values for \(subviews.count) subviews, so no offsets are applied")
    }
    guard !problems.isEmpty else { return }
    reportedShortArrays = true
    Diagnostics.report(
      Warning(
        .frameStackArrayTooShort,
        "\(layoutName): " + problems.joined(separator: "; ") + ". Give one value per gap or subview."))
  }

  private func warnNonFinite(_ property: String, _ value: String) {
    Diagnostics.report(
      Warning(
        .invalidGeometry, "\(layoutName).\(property) = \(value) is not finite; the assignment was ignored."))
  }
}

extension Warning.Kind {
  /// A ``FrameStackView``'s `itemSpacing` or `itemOffset` is shorter than its subviews need and
  /// was ignored.
  public static let frameStackArrayTooShort = Warning.Kind(rawValue: "frameStackArrayTooShort")
}
