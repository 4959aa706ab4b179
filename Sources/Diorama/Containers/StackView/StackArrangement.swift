import Foundation

/// What both arrangements of a ``StackView`` read: the stack (Arranged's *canvas*), the
/// arranged views, the axis, the margins flag and the hidden set, plus the attribute names of
/// the axis. Built once per regeneration.
struct StackArrangement {
  /// The stack the constraints are made for.
  let canvas: StackView
  /// The arranged views, hidden ones included (`items`, n).
  let items: [View]
  /// Whether each of ``items`` is visible (not in the hidden set).
  let isVisible: [Bool]
  /// The arranged views not in the hidden set, in order (`vis`, v).
  let visible: [View]
  /// Every member of the hidden set: arranged ones in arranged order, then the others.
  let hidden: [View]
  let axis: LayoutConstraint.Axis
  let marginsRelative: Bool
  /// Where helper views come from.
  let helpers: StackHelperPool

  init(
    canvas: StackView, items: [View], hiddenSet: Set<ObjectIdentifier>, hiddenOthers: [View],
    axis: LayoutConstraint.Axis, marginsRelative: Bool, helpers: StackHelperPool
  ) {
    self.canvas = canvas
    self.items = items
    let isVisible = items.map { !hiddenSet.contains(ObjectIdentifier($0)) }
    self.isVisible = isVisible
    visible = hiddenSet.isEmpty ? items : items.indices.filter { isVisible[$0] }.map { items[$0] }
    hidden = items.indices.filter { !isVisible[$0] }.map { items[$0] } + hiddenOthers
    self.axis = axis
    self.marginsRelative = marginsRelative
    self.helpers = helpers
  }

  var horizontal: Bool { axis == .horizontal }

  /// Along-axis start (`L`), end (`R`), centre (`M`) and size (`W`).
  var alongStart: LayoutConstraint.Attribute { horizontal ? .leading : .top }
  var alongEnd: LayoutConstraint.Attribute { horizontal ? .trailing : .bottom }
  var alongCenter: LayoutConstraint.Attribute { horizontal ? .centerX : .centerY }
  var alongSize: LayoutConstraint.Attribute { horizontal ? .width : .height }
  /// Cross-axis start (`T`), end (`B`), centre (`C`) and size (`S`).
  var crossStart: LayoutConstraint.Attribute { horizontal ? .top : .leading }
  var crossEnd: LayoutConstraint.Attribute { horizontal ? .bottom : .trailing }
  var crossCenter: LayoutConstraint.Attribute { horizontal ? .centerY : .centerX }
  var crossSize: LayoutConstraint.Attribute { horizontal ? .height : .width }

  /// The attribute the canvas uses in an `ASV-canvas-connection`: the margin variant when the
  /// arrangement is margins-relative.
  func canvasAttribute(_ attribute: LayoutConstraint.Attribute) -> LayoutConstraint.Attribute {
    guard marginsRelative else { return attribute }
    switch attribute {
    case .leading: return .leadingMargin
    case .trailing: return .trailingMargin
    case .top: return .topMargin
    case .bottom: return .bottomMargin
    case .left: return .leftMargin
    case .right: return .rightMargin
    case .centerX: return .centerXWithinMargins
    case .centerY: return .centerYWithinMargins
    default: return attribute
    }
  }

  /// An `ASV-canvas-connection`: `canvas.X' relation item.X`.
  func canvasConnection(
    _ attribute: LayoutConstraint.Attribute, _ relation: LayoutConstraint.Relation = .equal, to item: View
  ) -> ArrangedConstraint {
    ArrangedConstraint(
      .canvasConnection, canvas, canvasAttribute(attribute), relation, item, attribute)
  }

  /// The relation of a weak edge connection, chosen by the item's attribute: the first item may
  /// extend beyond the second on that side.
  static func weakRelation(for attribute: LayoutConstraint.Attribute) -> LayoutConstraint.Relation {
    switch attribute {
    case .top, .left, .leading: .lessThanOrEqual
    default: .greaterThanOrEqual
    }
  }
}
