import Foundation

/// A linear relation between two layout attributes (UIKit's `NSLayoutConstraint`):
/// `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant`,
/// enforced at `priority`.
///
/// Items are views or ``LayoutGuide``s, held weakly. Activating a constraint installs it on the
/// items' closest common ancestor; the layout engine of that view tree picks it up at the next
/// layout pass. Changing ``constant`` re-solves incrementally.
open class LayoutConstraint: CustomStringConvertible {
  /// The first item, a view or a layout guide (`nil` once it is deallocated).
  public var firstItem: AnyObject? { firstReference?.object }
  private let firstReference: LayoutItemReference?
  /// The attribute of the first item.
  public let firstAttribute: Attribute
  /// The relation.
  public let relation: Relation
  /// The second item, or `nil` for a constant size constraint.
  public var secondItem: AnyObject? { secondReference?.object }
  private let secondReference: LayoutItemReference?
  /// The attribute of the second item (`notAnAttribute` without a second item).
  public let secondAttribute: Attribute
  /// The factor applied to the second attribute.
  public let multiplier: CGFloat

  /// The constant added to the right-hand side; changing it re-solves incrementally.
  public var constant: CGFloat {
    didSet {
      guard constant != oldValue else { return }
      guard constant.isFinite else {
        constant = oldValue
        return LayoutConstraint.warn(
          .invalidConstraint, "\(self): constant must be finite; the change was ignored.")
      }
      engine?.constraintDidChange(self)
    }
  }

  /// The priority, 1…1000. An active constraint cannot change between required and optional
  /// (as in UIKit); such a change is ignored with a warning.
  public var priority: LayoutPriority = .required {
    didSet {
      guard priority != oldValue else { return }
      if !(priority.rawValue >= 1 && priority.rawValue <= 1000) || priority.rawValue.isNaN {
        let bad = priority
        priority = oldValue
        return LayoutConstraint.warn(
          .invalidConstraint, "\(self): priority \(bad) is outside 1…1000; ignored.")
      }
      if isActive && priority.isRequired != oldValue.isRequired {
        priority = oldValue
        return LayoutConstraint.warn(
          .invalidConstraint,
          "\(self): an active constraint cannot change between required and optional priority;"
            + " deactivate it first. The change was ignored.")
      }
      engine?.constraintDidChange(self)
    }
  }

  /// A name that appears in dumps and conflict reports.
  public var identifier: String?

  /// Whether the constraint is installed. Setting it activates or deactivates it.
  public var isActive: Bool {
    get { installedOn != nil }
    set { newValue ? activate() : deactivate() }
  }

  /// The view the constraint is installed on (the items' closest common ancestor): `nil` while
  /// the constraint is inactive, and once that view is deallocated. The constraint does not keep
  /// the view alive.
  // Not `weak` (see `LayoutItemReference`): the view lists the constraints installed on it and
  // clears this as it is deallocated.
  public internal(set) unowned(unsafe) var installedOn: View?
  /// The engine holding the constraint, once a layout pass picked it up.
  ///
  /// Not retained: an engine clears it in the constraints it holds as it is deallocated (a
  /// `weak` reference would slow every retain and release of the engine).
  unowned(unsafe) var engine: LayoutEngine?
  /// Why the constraint cannot be used, if it is malformed.
  let invalidReason: String?

  /// Creates a constraint (UIKit's `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`).
  /// It starts inactive. A malformed constraint — items that are not views or guides, a
  /// position related to a size, leading/trailing mixed with left/right, a position without a
  /// second item, non-finite numbers — never activates; activating it reports a warning.
  public init(
    item view1: AnyObject, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: AnyObject?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    firstReference = LayoutItemReference.to(view1)
    firstAttribute = attr1
    self.relation = relation
    secondReference = LayoutItemReference.to(view2)
    secondAttribute = view2 == nil ? .notAnAttribute : attr2
    self.multiplier = multiplier
    constant = c
    invalidReason = LayoutConstraint.validate(
      view1, attr1, view2, view2 == nil ? .notAnAttribute : attr2, multiplier, c)
  }

  /// Activates every constraint in `constraints`.
  public static func activate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.activate() }
  }

  /// Deactivates every constraint in `constraints`.
  public static func deactivate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.deactivate() }
  }

  // MARK: Activation

  func activate() {
    guard installedOn == nil else { return }
    if let invalidReason {
      return LayoutConstraint.warn(.invalidConstraint, "Cannot activate \(self): \(invalidReason)")
    }
    guard let first = firstItem.flatMap(LayoutConstraint.hostView(of:)) else {
      return LayoutConstraint.warn(.invalidConstraint, "Cannot activate \(self): its first item is gone.")
    }
    var host = first
    if let secondItem {
      guard let second = LayoutConstraint.hostView(of: secondItem),
        let common = first.closestCommonAncestor(with: second)
      else {
        return LayoutConstraint.warn(
          .invalidConstraint,
          "Unable to activate \(self) because its items have no common ancestor."
            + " Does the constraint reference items in different view hierarchies? That's illegal.")
      }
      host = common
    }
    installedOn = host
    host.autoLayout.installed.append(self)
    for item in items { LayoutConstraint.state(of: item)?.involving.append(self) }
    host.rootView.autoLayout.engineCreatingIfNeeded(for: host.rootView).enqueueAdd(self)
  }

  func deactivate() {
    guard let host = installedOn else { return }
    host.autoLayout.installed.removeAll { $0 === self }
    for item in items { LayoutConstraint.state(of: item)?.involving.removeAll { $0 === self } }
    installedOn = nil
    engine?.enqueueRemove(self)
    host.rootView.setNeedsLayout()
  }

  /// The items, first then second.
  var items: [AnyObject] { [firstItem, secondItem].compactMap { $0 } }

  /// The view an item lays out in: the view itself, or a guide's owning view.
  static func hostView(of item: AnyObject) -> View? {
    if let view = item as? View { return view }
    return (item as? LayoutGuide)?.owningView
  }

  static func state(of item: AnyObject) -> ItemLayoutState? {
    if let view = item as? View { return view.autoLayout }
    return (item as? LayoutGuide)?.layoutState
  }

  // MARK: Validation

  private static func validate(
    _ item1: AnyObject, _ attr1: Attribute, _ item2: AnyObject?, _ attr2: Attribute, _ multiplier: CGFloat,
    _ constant: CGFloat
  ) -> String? {
    guard item1 is View || item1 is LayoutGuide else {
      return "the first item is not a view or a layout guide."
    }
    if let item2, !(item2 is View || item2 is LayoutGuide) {
      return "the second item is not a view or a layout guide."
    }
    guard multiplier.isFinite, constant.isFinite else { return "the multiplier and constant must be finite." }
    guard attr1 != .notAnAttribute else { return "the first attribute cannot be notAnAttribute." }
    if item2 == nil {
      guard attr1.isDimension else {
        return "a constraint without a second item must be a width or height; \(attr1) needs a second item."
      }
      return nil
    }
    guard attr2 != .notAnAttribute else { return "a constraint with a second item needs a second attribute." }
    if attr1.isDimension != attr2.isDimension {
      return "a size (\(attr1.isDimension ? attr1 : attr2)) cannot be related to a position."
    }
    if !attr1.isDimension && !attr2.isDimension && attr1.isHorizontal != attr2.isHorizontal {
      return "a horizontal position cannot be related to a vertical one (\(attr1) and \(attr2))."
    }
    if (attr1.isDirectional && attr2.isAbsoluteHorizontalEdge)
      || (attr2.isDirectional && attr1.isAbsoluteHorizontalEdge)
    {
      return "leading/trailing cannot be related to left/right (\(attr1) and \(attr2))."
    }
    return nil
  }

  static func warn(_ kind: Warning.Kind, _ message: String) {
    Diagnostics.report(Warning(kind, message))
  }

  // MARK: Description

  /// A UIKit-style description: `'identifier' Label.leading == View.leading + 8 @750`.
  open var description: String {
    var text = "<LayoutConstraint"
    if let identifier { text += " '\(identifier)'" }
    return text + " " + equationDescription + ">"
  }

  /// The relation written as an equation, e.g. `Label.width >= 0.5×View.width + 8 @750`.
  public var equationDescription: String {
    var text = "\(LayoutConstraint.name(of: firstItem)).\(firstAttribute) \(relation) "
    if let secondItem {
      text += multiplier == 1 ? "" : "\(LayoutConstraint.number(multiplier))×"
      text += "\(LayoutConstraint.name(of: secondItem)).\(secondAttribute)"
      if constant != 0 {
        text +=
          constant > 0
          ? " + \(LayoutConstraint.number(constant))" : " - \(LayoutConstraint.number(-constant))"
      }
    } else {
      text += LayoutConstraint.number(constant)
    }
    if !priority.isRequired { text += " @\(priority)" }
    return text
  }

  static func name(of item: AnyObject?) -> String {
    guard let item else { return "nil" }
    if let view = item as? View { return view.layoutName }
    if let guide = item as? LayoutGuide { return guide.layoutName }
    return String(describing: type(of: item))
  }

  static func number(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%g", Double(value))
  }
}

extension Warning.Kind {
  /// A constraint is malformed, or a change to it is not allowed.
  public static let invalidConstraint = Warning.Kind(rawValue: "invalidConstraint")
  /// Required constraints contradict each other; one was broken (not enforced).
  public static let unsatisfiableConstraints = Warning.Kind(rawValue: "unsatisfiableConstraints")
  /// A frame was assigned to a view whose frame Auto Layout owns
  /// (`translatesAutoresizingMaskIntoConstraints` is off) while no constraint places it in its
  /// superview, so the layout pass moved it elsewhere (for example a `BoxView(axis:spacing:)`
  /// given a frame: it shrinks to its content at the origin).
  public static let frameOwnedByAutoLayout = Warning.Kind(rawValue: "frameOwnedByAutoLayout")
}
