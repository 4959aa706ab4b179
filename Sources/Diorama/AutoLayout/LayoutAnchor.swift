import Foundation

/// One attribute of a view or layout guide, for building constraints that read well and only
/// relate compatible attributes (UIKit's `NSLayoutAnchor`). Create anchors from a view's or a
/// guide's `…Anchor` properties.
public class LayoutAnchor<AnchorType: AnyObject>: CustomStringConvertible {
  /// The view or guide.
  public let item: AnyObject
  /// The attribute.
  public let attribute: LayoutConstraint.Attribute

  init(_ item: AnyObject, _ attribute: LayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  /// `self == anchor`.
  public func constraint(equalTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
    make(.equal, anchor, constant: 0)
  }
  /// `self >= anchor`.
  public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: 0)
  }
  /// `self <= anchor`.
  public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: 0)
  }
  /// `self == anchor + constant`.
  public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat) -> LayoutConstraint {
    make(.equal, anchor, constant: c)
  }
  /// `self >= anchor + constant`.
  public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat)
    -> LayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, constant: c)
  }
  /// `self <= anchor + constant`.
  public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat)
    -> LayoutConstraint
  {
    make(.lessThanOrEqual, anchor, constant: c)
  }

  func make(
    _ relation: LayoutConstraint.Relation, _ anchor: LayoutAnchor<AnchorType>, multiplier: CGFloat = 1,
    constant: CGFloat
  ) -> LayoutConstraint {
    LayoutConstraint(
      item: item, attribute: attribute, relatedBy: relation, toItem: anchor.item, attribute: anchor.attribute,
      multiplier: multiplier, constant: constant)
  }

  public var description: String { "\(LayoutConstraint.name(of: item)).\(attribute)Anchor" }
}

/// The spacing UIKit calls "system spacing" between two sibling edges or baselines.
let systemSpacing: CGFloat = 8

/// A horizontal position anchor (UIKit's `NSLayoutXAxisAnchor`).
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
  /// `self == anchor + multiplier × system spacing` (8 points per unit).
  public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat)
    -> LayoutConstraint
  {
    make(.equal, anchor, constant: systemSpacing * multiplier)
  }
  /// `self >= anchor + multiplier × system spacing`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat
  )
    -> LayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }
  /// `self <= anchor + multiplier × system spacing`.
  public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat)
    -> LayoutConstraint
  {
    make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }
}

/// A vertical position anchor (UIKit's `NSLayoutYAxisAnchor`).
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
  /// `self == anchor + multiplier × system spacing` (8 points per unit).
  public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat)
    -> LayoutConstraint
  {
    make(.equal, anchor, constant: systemSpacing * multiplier)
  }
  /// `self >= anchor + multiplier × system spacing`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat
  )
    -> LayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }
  /// `self <= anchor + multiplier × system spacing`.
  public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat)
    -> LayoutConstraint
  {
    make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }
}

/// A width or height anchor (UIKit's `NSLayoutDimension`).
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
  /// `self == constant`.
  public func constraint(equalToConstant c: CGFloat) -> LayoutConstraint { sized(.equal, c) }
  /// `self >= constant`.
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
    sized(.greaterThanOrEqual, c)
  }
  /// `self <= constant`.
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
    sized(.lessThanOrEqual, c)
  }

  /// `self == multiplier × anchor`.
  public func constraint(equalTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
    make(.equal, anchor, multiplier: m, constant: 0)
  }
  /// `self >= multiplier × anchor`.
  public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat)
    -> LayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
  }
  /// `self <= multiplier × anchor`.
  public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint
  {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
  }
  /// `self == multiplier × anchor + constant`.
  public func constraint(equalTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> LayoutConstraint
  {
    make(.equal, anchor, multiplier: m, constant: c)
  }
  /// `self >= multiplier × anchor + constant`.
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  )
    -> LayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }
  /// `self <= multiplier × anchor + constant`.
  public func constraint(
    lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  )
    -> LayoutConstraint
  {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }

  private func sized(_ relation: LayoutConstraint.Relation, _ c: CGFloat) -> LayoutConstraint {
    LayoutConstraint(
      item: item, attribute: attribute, relatedBy: relation, toItem: nil, attribute: .notAnAttribute,
      multiplier: 1, constant: c)
  }
}
