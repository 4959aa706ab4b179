import Foundation

/// How the pin helpers make their constraints.
enum BoxPinning {
  /// `first.firstAttribute  pin.relation  multiplier × second.secondAttribute + pin.constant`
  /// at `pin.priority`, inactive.
  static func constraint(
    _ first: AnyObject, _ firstAttribute: LayoutConstraint.Attribute, _ pin: BoxLayout.Pin,
    _ second: AnyObject?,
    _ secondAttribute: LayoutConstraint.Attribute, _ multiplier: CGFloat = 1
  ) -> LayoutConstraint {
    let constraint = LayoutConstraint(
      item: first, attribute: firstAttribute, relatedBy: pin.relation, toItem: second,
      attribute: secondAttribute, multiplier: multiplier, constant: pin.constant)
    constraint.priority = pin.priority
    return constraint
  }

  /// The same, activated.
  static func activated(
    _ first: AnyObject, _ firstAttribute: LayoutConstraint.Attribute, _ pin: BoxLayout.Pin,
    _ second: AnyObject?,
    _ secondAttribute: LayoutConstraint.Attribute, _ multiplier: CGFloat
  ) -> LayoutConstraint {
    let made = constraint(first, firstAttribute, pin, second, secondAttribute, multiplier)
    made.isActive = true
    return made
  }

  /// `first.attribute == other.attribute` for each distinct other element, activated.
  static func pinSame(_ objects: [some BoxAnchorable], _ attribute: LayoutConstraint.Attribute)
    -> [LayoutConstraint]
  {
    guard let first = objects.first else { return [] }
    var seen: Set<ObjectIdentifier> = [ObjectIdentifier(first)]
    var made: [LayoutConstraint] = []
    for object in objects.dropFirst() where seen.insert(ObjectIdentifier(object)).inserted {
      made.append(activated(first, attribute, .zero, object, attribute, 1))
    }
    return made
  }
}

extension BoxEdge {
  /// The constraint attribute of the edge when `left` and `right` follow `sca`.
  func attribute(_ sca: SemanticContentAttribute) -> LayoutConstraint.Attribute {
    switch self {
    case .top: .top
    case .bottom: .bottom
    case .centerX: .centerX
    case .centerY: .centerY
    case .left:
      switch sca {
      case .unspecified: .leading
      case .forceRightToLeft: .right
      case .forceLeftToRight, .playback, .spatial: .left
      }
    case .right:
      switch sca {
      case .unspecified: .trailing
      case .forceRightToLeft: .left
      case .forceLeftToRight, .playback, .spatial: .right
      }
    }
  }
}
