import Cassowary
import Foundation

extension LayoutEngine {
  /// `item1.attr1 − m × item2.attr2 − constant  relation  0`, with each attribute written in
  /// the items' variables, in the coordinates of the closest common ancestor of the items'
  /// views (``position(_:_:in:)``). Registers the record as a dependent of every item whose
  /// margins, baselines or direction the equation reads. `nil` when an item is gone.
  func equation(for record: Record) -> Equation? {
    let constraint = record.constraint
    for id in record.itemIDs { items[id]?.dependents[ObjectIdentifier(constraint)] = nil }
    record.itemIDs = []
    guard let first = constraint.firstItem, let firstHost = LayoutConstraint.hostView(of: first) else {
      return nil
    }
    // Right-to-left mirrors the x axis for constraints that use leading/trailing: leading is
    // then −right, trailing −left and centerX −centerX, so constants keep pointing from
    // leading to trailing.
    let mirrored = constraint.usesDirection && firstHost.effectiveUserInterfaceLayoutDirection == .rightToLeft
    // The coordinates both sides are written in (a constraint on one item alone reads sizes,
    // which need none; were it to read a position, the root's).
    let frame = constraint.secondItem.flatMap(LayoutConstraint.hostView(of:)).flatMap {
      firstHost.closestCommonAncestor(with: $0)
    }
    var terms: [ObjectIdentifier: (Variable, Double)] = [:]
    var order: [ObjectIdentifier] = []
    var constant = -Double(constraint.constant)
    func add(_ object: AnyObject, _ attribute: LayoutConstraint.Attribute, scale: Double) -> Bool {
      guard let linear = linearForm(of: object, attribute, mirrored: mirrored, record: record) else {
        return false
      }
      for (itemVariable, itemCoefficient) in linear.terms {
        for (variable, coefficient) in position(itemVariable, itemCoefficient, in: frame) {
          let id = ObjectIdentifier(variable)
          if let existing = terms[id] {
            terms[id] = (variable, existing.1 + coefficient * scale)
          } else {
            terms[id] = (variable, coefficient * scale)
            order.append(id)
          }
        }
      }
      constant += linear.constant * scale
      return true
    }
    guard add(first, constraint.firstAttribute, scale: 1) else { return nil }
    if let second = constraint.secondItem {
      guard add(second, constraint.secondAttribute, scale: -Double(constraint.multiplier)) else { return nil }
    } else if constraint.secondAttribute != .notAnAttribute {
      return nil
    }
    let relation: RelationalOperator =
      switch constraint.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    let list = order.compactMap { id -> Term? in
      guard let (variable, coefficient) = terms[id], coefficient != 0 else { return nil }
      return Term(variable, coefficient)
    }
    return Equation(
      terms: list, constant: constant, relation: relation, strength: Double(constraint.priority.rawValue))
  }

  /// `coefficient × variable` in the coordinates of `frame` (the root's when `nil`): a width or
  /// height as it is; an item's left or top (which are in its superview's or owning view's
  /// coordinates) plus the lefts or tops of its ancestors below `frame`; `frame`'s own left or
  /// top, its origin there, not at all.
  private func position(_ variable: Variable, _ coefficient: Double, in frame: View?) -> [(Variable, Double)]
  {
    guard let item = Item.of(variable), variable === item.left || variable === item.top else {
      return [(variable, coefficient)]
    }
    let horizontal = variable === item.left
    if let view = item.view, view === frame { return [] }
    var terms = [(variable, coefficient)]
    var host = item.view.map { $0 === root ? nil : $0.superview } ?? item.guide?.owningView
    while let view = host, view !== frame {
      let ancestor = self.item(forView: view)
      terms.append((horizontal ? ancestor.left : ancestor.top, coefficient))
      host = view === root ? nil : view.superview
    }
    return terms
  }

  /// An attribute of a view or guide as `Σ coefficient × variable + constant`, with each
  /// item's left and top standing for its position in the constraint's coordinates.
  private func linearForm(
    of object: AnyObject, _ attribute: LayoutConstraint.Attribute, mirrored: Bool, record: Record
  ) -> (terms: [(Variable, Double)], constant: Double)? {
    var object = object
    // UIKit: constraints between a scroll view's edges and its content attach to the content.
    if let scroll = object as? ScrollView, attribute.isEdge, record.constraint.relatesContent(of: scroll) {
      object = scroll.contentLayoutGuide
    }
    guard var item = item(for: object) else { return nil }
    let view = object as? View
    var margins = EdgeInsets.zero
    if let view, attribute.usesMargins {
      margins = view.effectiveLayoutMargins
      depend(record, on: item)
    }
    if mirrored { depend(record, on: item) }
    let flip: Double = mirrored ? -1 : 1
    let (l, t, w, h) = (item.left, item.top, item.width, item.height)
    let (ml, mr, mt, mb) = (
      Double(margins.left), Double(margins.right), Double(margins.top), Double(margins.bottom)
    )
    switch attribute {
    case .left: return ([(l, 1)], 0)
    case .right: return ([(l, 1), (w, 1)], 0)
    case .top: return ([(t, 1)], 0)
    case .bottom: return ([(t, 1), (h, 1)], 0)
    case .width: return ([(w, 1)], 0)
    case .height: return ([(h, 1)], 0)
    case .centerX: return ([(l, flip), (w, 0.5 * flip)], 0)
    case .centerY: return ([(t, 1), (h, 0.5)], 0)
    case .leading: return mirrored ? ([(l, -1), (w, -1)], 0) : ([(l, 1)], 0)
    case .trailing: return mirrored ? ([(l, -1)], 0) : ([(l, 1), (w, 1)], 0)
    case .leftMargin: return ([(l, 1)], ml)
    case .rightMargin: return ([(l, 1), (w, 1)], -mr)
    case .topMargin: return ([(t, 1)], mt)
    case .bottomMargin: return ([(t, 1), (h, 1)], -mb)
    case .leadingMargin: return mirrored ? ([(l, -1), (w, -1)], mr) : ([(l, 1)], ml)
    case .trailingMargin: return mirrored ? ([(l, -1)], -ml) : ([(l, 1), (w, 1)], -mr)
    case .centerXWithinMargins: return ([(l, flip), (w, 0.5 * flip)], flip * (ml - mr) / 2)
    case .centerYWithinMargins: return ([(t, 1), (h, 0.5)], (mt - mb) / 2)
    case .firstBaseline, .lastBaseline:
      // A baseline belongs to the view's baseline view (a label, or a stack's first or last
      // arranged view); a view without text has its baseline at the bottom edge.
      guard let view else { return ([(t, 1), (h, 1)], 0) }
      let first = attribute == .firstBaseline
      var baselineView = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
      if baselineView !== view, baselineView.rootView !== view.rootView { baselineView = view }
      // The equation also depends on which view is the baseline view (a stack's changes with
      // its arranged views), so the view itself is a dependency too.
      if baselineView !== view { depend(record, on: item) }
      item = self.item(forView: baselineView)
      depend(record, on: item)
      let offsets = baselineView.baselineOffsetsForLayout
      if first, let fromTop = offsets?.firstFromTop { return ([(item.top, 1)], Double(fromTop)) }
      if !first, let fromBottom = offsets?.lastFromBottom {
        return ([(item.top, 1), (item.height, 1)], -Double(fromBottom))
      }
      return ([(item.top, 1), (item.height, 1)], 0)
    case .notAnAttribute: return ([], 0)
    }
  }

  private func depend(_ record: Record, on item: Item) {
    let id = item.view.map(ObjectIdentifier.init) ?? item.guide.map(ObjectIdentifier.init)
    guard let id else { return }
    item.dependents[ObjectIdentifier(record.constraint)] = record.constraint
    record.itemIDs.append(id)
  }
}

extension LayoutConstraint {
  /// Whether the constraint's other item is inside `scroll` (content, not the scroll view's
  /// surroundings).
  func relatesContent(of scroll: ScrollView) -> Bool {
    for item in items {
      let view = (item as? View) ?? (item as? LayoutGuide)?.owningView
      guard let view, view !== scroll else { continue }
      if view.isDescendant(of: scroll) { return true }
    }
    return false
  }
}

extension LayoutConstraint.Attribute {
  /// Whether the attribute is an edge (not a size, centre, margin or baseline).
  var isEdge: Bool {
    switch self {
    case .left, .right, .top, .bottom, .leading, .trailing: true
    default: false
    }
  }

  /// Whether the attribute reads the layout margins.
  var usesMargins: Bool {
    switch self {
    case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
      .centerXWithinMargins, .centerYWithinMargins:
      true
    default: false
    }
  }
}
