import Foundation

/// Turns a box's configuration and items into the constraints that place the items: a pure
/// function of (items, axis, spacing, insets, direction), so a rebuild can be diffed against the
/// previous one.
///
/// Along the main axis the used items form a chain: the first item's begin pin ties it to the
/// box's begin edge, each later item's begin pin joins the previous item's end pin across one
/// gap (`gap = previous end pin + spacing + begin pin`), and the last item's end pin ties it to
/// the box's end edge. A `nil` pin on either side of a gap leaves that gap unconstrained.
/// Centre pins, cross-axis pins, sizes and flex ratios are made per item. Every constraint
/// carries an identifier (`BoxView-gap`, `BoxView-cross-end` …) so a dump explains the layout.
struct BoxConstraintBuilder {
  /// How the x axis maps onto attributes, from the box's semantic content attribute.
  enum XAttributes {
    /// `.unspecified`: leading and trailing, which mirror themselves in right-to-left layouts.
    case directional
    /// A forced left-to-right attribute: physical left and right.
    case physical
    /// `.forceRightToLeft`: begin is the physical right edge, so every x constant and relation
    /// is mirrored by hand.
    case physicalMirrored

    init(_ attribute: SemanticContentAttribute) {
      switch attribute {
      case .unspecified: self = .directional
      case .forceRightToLeft: self = .physicalMirrored
      case .forceLeftToRight, .playback, .spatial: self = .physical
      }
    }
  }

  /// The view or guide the items are laid out in.
  let container: AnyObject
  /// The main axis.
  let axis: BoxLayout.Axis
  /// The spacing added to every gap between neighbours.
  let spacing: CGFloat
  /// The insets of the content from the container's edges (`left` is the begin side of x).
  let insets: EdgeInsets
  /// How x maps onto attributes.
  let xAttributes: XAttributes
  /// Whether the container's effective layout direction is right-to-left (centre offsets mirror).
  let isRightToLeft: Bool
  /// Whether hidden views are left out of the layout entirely.
  let excludesHiddenViews: Bool

  /// The items that take part: all of them, or the visible ones when hidden views are excluded.
  func usedItems(_ items: [BoxItem]) -> [BoxItem] {
    excludesHiddenViews ? items.filter { $0.view?.isHidden != true } : items
  }

  /// The constraints for `items`, inactive.
  func constraints(for items: [BoxItem]) -> [LayoutConstraint] {
    let used = usedItems(items)
    var result: [LayoutConstraint] = []
    makeChain(used, into: &result)
    for item in used { makeCross(item, into: &result) }
    for item in used { makeSizes(item, into: &result) }
    makeFlex(used, into: &result)
    return result
  }

  // MARK: Axes

  /// The begin, centre and end attributes of an axis.
  func attributes(_ axis: BoxLayout.Axis) -> (
    begin: LayoutConstraint.Attribute, center: LayoutConstraint.Attribute,
    end: LayoutConstraint.Attribute
  ) {
    guard axis == .x else { return (.top, .centerY, .bottom) }
    switch xAttributes {
    case .directional: return (.leading, .centerX, .trailing)
    case .physical: return (.left, .centerX, .right)
    case .physicalMirrored: return (.right, .centerX, .left)
    }
  }

  /// +1, or −1 for x when begin is the physical right edge and constants must be mirrored.
  func layoutFactor(_ axis: BoxLayout.Axis) -> CGFloat {
    axis == .x && xAttributes == .physicalMirrored ? -1 : 1
  }

  /// +1, or −1 for x in a right-to-left layout: centerX has no directional form, so centre
  /// offsets are mirrored by hand whenever the layout runs right to left.
  func languageFactor(_ axis: BoxLayout.Axis) -> CGFloat { axis == .x && isRightToLeft ? -1 : 1 }

  /// The begin and end insets of an axis, and the offset of the inset area's centre.
  func insets(_ axis: BoxLayout.Axis) -> (begin: CGFloat, end: CGFloat, center: CGFloat) {
    let (begin, end) = axis == .x ? (insets.left, insets.right) : (insets.top, insets.bottom)
    return (begin, end, 0.5 * (begin - end))
  }

  // MARK: Main axis

  private func makeChain(_ used: [BoxItem], into result: inout [LayoutConstraint]) {
    let (beginAttribute, centerAttribute, endAttribute) = attributes(axis)
    let inset = insets(axis)
    let factor = layoutFactor(axis)
    var previous: BoxItem?
    for item in used {
      let pins = item.layout.pins(along: axis)
      if let previous {
        if let begin = pins.begin, let end = previous.layout.pins(along: axis).end {
          for gap in joinedGaps(end, begin, between: previous, and: item) {
            result.append(
              make(
                item.anchorable, beginAttribute, gap.adding(spacing).scaled(by: factor), previous.anchorable,
                endAttribute, "BoxView-gap"))
          }
        }
      } else if let begin = pins.begin {
        result.append(
          make(
            item.anchorable, beginAttribute, begin.adding(inset.begin).scaled(by: factor), container,
            beginAttribute, "BoxView-begin"))
      }
      if let center = pins.center {
        result.append(
          make(
            item.anchorable, centerAttribute, center.adding(inset.center).scaled(by: languageFactor(axis)),
            container, centerAttribute, "BoxView-center"))
      }
      previous = item
    }
    // The box is the first operand here, so a `>=` end pin still reads "a gap of at least".
    if let last = used.last, let end = last.layout.pins(along: axis).end {
      result.append(
        make(
          container, endAttribute, end.adding(inset.end).scaled(by: factor), last.anchorable, endAttribute,
          "BoxView-end"))
    }
  }

  /// The gaps between two neighbours from the previous item's end pin and the next item's begin
  /// pin. Equal relations, or `==` with either, join into one gap whose constants add (at the
  /// lower of the two priorities). A `>=` pin against a `<=` pin bounds the gap from both sides:
  /// at least the `>=` constant and at most the `<=` constant (the original aborted the whole
  /// chain here). When those bounds contradict, the upper one is dropped with a warning.
  func joinedGaps(_ end: BoxLayout.Pin, _ begin: BoxLayout.Pin, between previous: BoxItem, and item: BoxItem)
    -> [BoxLayout.Pin]
  {
    if end.relation == begin.relation || end.relation == .equal || begin.relation == .equal {
      let relation = end.relation == .equal ? begin.relation : end.relation
      return [
        BoxLayout.Pin(
          constant: end.constant + begin.constant, relation: relation,
          priority: min(end.priority, begin.priority))
      ]
    }
    let (lower, upper) = end.relation == .greaterThanOrEqual ? (end, begin) : (begin, end)
    guard lower.constant <= upper.constant else {
      Diagnostics.report(
        Warning(
          .boxConflictingGapPins,
          "BoxView: the gap between \(LayoutConstraint.name(of: previous.anchorable)) and"
            + " \(LayoutConstraint.name(of: item.anchorable)) must be \(lower) and \(upper), which"
            + " contradict; the \(upper) bound was dropped. Make the `<=` constant at least the `>=` one."))
      return [lower]
    }
    return [lower, upper]
  }

  // MARK: Cross axis

  private func makeCross(_ item: BoxItem, into result: inout [LayoutConstraint]) {
    let other = axis.other
    let (beginAttribute, centerAttribute, endAttribute) = attributes(other)
    let pins = item.layout.pins(along: other)
    let inset = insets(other)
    let factor = layoutFactor(other)
    if let begin = pins.begin {
      result.append(
        make(
          item.anchorable, beginAttribute, begin.adding(inset.begin).scaled(by: factor), container,
          beginAttribute, "BoxView-cross-begin"))
    }
    if let center = pins.center {
      result.append(
        make(
          item.anchorable, centerAttribute, center.adding(inset.center).scaled(by: languageFactor(other)),
          container, centerAttribute, "BoxView-cross-center"))
    }
    // The item is the first operand, so the gap's sign and relation turn round.
    if let end = pins.end {
      result.append(
        make(
          item.anchorable, endAttribute, end.adding(inset.end).scaled(by: -factor), container, endAttribute,
          "BoxView-cross-end"))
    }
  }

  // MARK: Sizes

  private func makeSizes(_ item: BoxItem, into result: inout [LayoutConstraint]) {
    let layout = item.layout
    for (pin, attribute, name) in [
      (layout.width, LayoutConstraint.Attribute.width, "BoxView-width"),
      (layout.height, .height, "BoxView-height"),
    ] {
      guard let pin else { continue }
      result.append(make(item.anchorable, attribute, pin, nil, .notAnAttribute, name))
    }
    for (pin, attribute, name) in [
      (layout.relativeWidth, LayoutConstraint.Attribute.width, "BoxView-relativeWidth"),
      (layout.relativeHeight, .height, "BoxView-relativeHeight"),
    ] {
      guard let pin else { continue }
      result.append(
        make(item.anchorable, attribute, pin.pin, container, attribute, name, multiplier: pin.multiplier))
    }
  }

  /// Every flexible item's main-axis length in a fixed ratio to the first flexible item's.
  private func makeFlex(_ used: [BoxItem], into result: inout [LayoutConstraint]) {
    let flexible = used.filter { ($0.layout.flex ?? 0) > 0 && ($0.layout.flex ?? 0).isFinite }
    guard let reference = flexible.first, let referenceFlex = reference.layout.flex else { return }
    let attribute: LayoutConstraint.Attribute = axis == .x ? .width : .height
    for item in flexible.dropFirst() {
      result.append(
        make(
          item.anchorable, attribute, .zero, reference.anchorable, attribute, "BoxView-flex",
          multiplier: (item.layout.flex ?? 1) / referenceFlex))
    }
  }

  // MARK: Making constraints

  /// `first.attribute  pin.relation  multiplier × second.attribute + pin.constant  @pin.priority`.
  private func make(
    _ first: AnyObject, _ firstAttribute: LayoutConstraint.Attribute, _ pin: BoxLayout.Pin,
    _ second: AnyObject?,
    _ secondAttribute: LayoutConstraint.Attribute, _ identifier: String, multiplier: CGFloat = 1
  ) -> LayoutConstraint {
    let constraint = LayoutConstraint(
      item: first, attribute: firstAttribute, relatedBy: pin.relation, toItem: second,
      attribute: secondAttribute, multiplier: multiplier, constant: pin.constant)
    constraint.priority = pin.priority
    constraint.identifier = identifier
    return constraint
  }
}

extension BoxLayout.Pin {
  /// The pin with `value` added to its constant.
  func adding(_ value: CGFloat) -> BoxLayout.Pin { self + value }
}

extension Warning.Kind {
  /// A `>=` and a `<=` pin across one gap of a ``BoxView`` contradict each other.
  public static let boxConflictingGapPins = Warning.Kind(rawValue: "boxConflictingGapPins")
}
