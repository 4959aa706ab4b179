import Foundation

// BoxView's constraint helpers for any view or layout guide: one call makes (and by default
// activates) one constraint from a ``BoxLayout/Pin``. Unlike the items of a box, these pins are
// plain constraints: `pin.relation` relates the two attributes directly
// (`self.edge  relation  other.edge + constant`), it does not describe a gap.

extension BoxAnchorable {
  /// Constrains an edge or centre of this object to an edge or centre of `anchorable`:
  /// `self.edge  pin.relation  anchorable.toEdge + pin.constant` at `pin.priority`.
  ///
  /// ```swift
  /// badge.pin(.left, to: .right, of: title, offset: 8)
  /// badge.pin(.centerY, of: title)
  /// ```
  ///
  /// - Parameters:
  ///   - edge: This object's edge.
  ///   - toEdge: The edge of `anchorable` (the same edge when `nil`).
  ///   - anchorable: The view or guide to pin to.
  ///   - pin: Constant, relation and priority (`==0` by default).
  ///   - sca: How `left` and `right` map onto attributes: `.unspecified` gives leading and
  ///     trailing, `.forceRightToLeft` the physical right and left, anything else the physical
  ///     left and right. Constants are not mirrored.
  ///   - activate: Whether to activate the constraint (`true` by default).
  /// - Returns: The constraint. Edges of different axes (`.left` to `.top`) or a non-finite
  ///   constant make a malformed constraint, which reports an ``Warning/Kind/invalidConstraint``
  ///   warning instead of activating; so do two objects with no common ancestor.
  @discardableResult
  public func pin(
    _ edge: BoxEdge, to toEdge: BoxEdge? = nil, of anchorable: any BoxAnchorable, pin: BoxLayout.Pin = .zero,
    sca: SemanticContentAttribute = .unspecified, activate: Bool = true
  ) -> LayoutConstraint {
    let constraint = BoxPinning.constraint(
      self, edge.attribute(sca), pin, anchorable, (toEdge ?? edge).attribute(sca))
    if activate { constraint.isActive = true }
    return constraint
  }

  /// Constrains an edge or centre of this object to one of `anchorable` with an `==offset`
  /// pin (``pin(_:to:of:pin:sca:activate:)``).
  @discardableResult
  public func pin(
    _ edge: BoxEdge, to toEdge: BoxEdge, of anchorable: any BoxAnchorable, offset: CGFloat,
    sca: SemanticContentAttribute = .unspecified, activate: Bool = true
  ) -> LayoutConstraint {
    pin(edge, to: toEdge, of: anchorable, pin: ==offset, sca: sca, activate: activate)
  }

  /// Makes (without activating) a constraint between the same edge of this object and of
  /// `anchorable`: `self.edge  pin.relation  anchorable.edge + pin.constant`.
  public func pinSameEdge(
    _ edge: BoxEdge, to anchorable: any BoxAnchorable, pin: BoxLayout.Pin, sca: SemanticContentAttribute
  ) -> LayoutConstraint {
    self.pin(edge, of: anchorable, pin: pin, sca: sca, activate: false)
  }

  // MARK: Width and height relative to another object

  /// Activates `self.width  relation  multiplier × anchorable.width + constant`.
  @discardableResult
  public func pinWidth(to anchorable: any BoxAnchorable, multiPin: BoxLayout.MultiPin) -> LayoutConstraint {
    BoxPinning.activated(self, .width, multiPin.pin, anchorable, .width, multiPin.multiplier)
  }

  /// Activates `self.width  relation  anchorable.width + constant`.
  @discardableResult
  public func pinWidth(to anchorable: any BoxAnchorable, pin: BoxLayout.Pin) -> LayoutConstraint {
    pinWidth(to: anchorable, multiPin: BoxLayout.MultiPin(pin))
  }

  /// Activates `self.width == anchorable.width + offset`.
  @discardableResult
  public func pinWidth(to anchorable: any BoxAnchorable, offset: CGFloat = 0) -> LayoutConstraint {
    pinWidth(to: anchorable, pin: ==offset)
  }

  /// Activates `self.height  relation  multiplier × anchorable.height + constant`.
  @discardableResult
  public func pinHeight(to anchorable: any BoxAnchorable, multiPin: BoxLayout.MultiPin) -> LayoutConstraint {
    BoxPinning.activated(self, .height, multiPin.pin, anchorable, .height, multiPin.multiplier)
  }

  /// Activates `self.height  relation  anchorable.height + constant`.
  @discardableResult
  public func pinHeight(to anchorable: any BoxAnchorable, pin: BoxLayout.Pin) -> LayoutConstraint {
    pinHeight(to: anchorable, multiPin: BoxLayout.MultiPin(pin))
  }

  /// Activates `self.height == anchorable.height + offset`.
  @discardableResult
  public func pinHeight(to anchorable: any BoxAnchorable, offset: CGFloat = 0) -> LayoutConstraint {
    pinHeight(to: anchorable, pin: ==offset)
  }

  // MARK: Fixed sizes

  /// Activates `self.width  relation  constant` at the pin's priority.
  @discardableResult
  public func pinWidth(_ pin: BoxLayout.Pin) -> LayoutConstraint {
    BoxPinning.activated(self, .width, pin, nil, .notAnAttribute, 1)
  }

  /// Activates `self.width == width`.
  @discardableResult
  public func pinWidth(_ width: CGFloat) -> LayoutConstraint { pinWidth(==width) }

  /// Activates `self.width == width`. (With ``BoxLayout/Pin`` expressible by literals, this
  /// overload is what makes `pinWidth(50)` mean a size of 50 rather than an ambiguous call.)
  @discardableResult
  public func pinWidth(_ width: Int) -> LayoutConstraint { pinWidth(CGFloat(width)) }

  /// Activates `self.width == width` (the overload `pinWidth(50.0)` picks).
  @discardableResult
  public func pinWidth(_ width: Double) -> LayoutConstraint { pinWidth(CGFloat(width)) }

  /// Activates `self.height  relation  constant` at the pin's priority.
  @discardableResult
  public func pinHeight(_ pin: BoxLayout.Pin) -> LayoutConstraint {
    BoxPinning.activated(self, .height, pin, nil, .notAnAttribute, 1)
  }

  /// Activates `self.height == height`.
  @discardableResult
  public func pinHeight(_ height: CGFloat) -> LayoutConstraint { pinHeight(==height) }

  /// Activates `self.height == height` (the overload `pinHeight(50)` picks).
  @discardableResult
  public func pinHeight(_ height: Int) -> LayoutConstraint { pinHeight(CGFloat(height)) }

  /// Activates `self.height == height` (the overload `pinHeight(50.0)` picks).
  @discardableResult
  public func pinHeight(_ height: Double) -> LayoutConstraint { pinHeight(CGFloat(height)) }

  /// Activates `width == size.width` and `height == size.height`; returns them in that order.
  @discardableResult
  public func pinSize(_ size: CGSize) -> [LayoutConstraint] {
    [pinWidth(size.width), pinHeight(size.height)]
  }

  /// Activates `self.height == aspect × self.width` (a square by default).
  ///
  /// The result is optional only to match the original's signature; it is never `nil`. A
  /// non-finite aspect makes a malformed constraint, which reports an
  /// ``Warning/Kind/invalidConstraint`` warning instead of activating.
  @discardableResult
  public func pinAspect(_ aspect: CGFloat = 1) -> LayoutConstraint? {
    BoxPinning.activated(self, .height, .zero, self, .width, aspect)
  }

  /// Activates `self.height == (size.height / size.width) × self.width`, the aspect ratio of
  /// `size` (for example an image's).
  ///
  /// - Returns: The constraint, or `nil` with an ``Warning/Kind/invalidGeometry`` warning when
  ///   the ratio is undefined: a zero width (where the original also returned `nil`, silently),
  ///   or a non-finite width or height.
  @discardableResult
  public func pinAspectFromSize(_ size: CGSize) -> LayoutConstraint? {
    guard size.width != 0, size.width.isFinite, size.height.isFinite else {
      Diagnostics.report(
        Warning(
          .invalidGeometry,
          "\(LayoutConstraint.name(of: self)).pinAspectFromSize(\(size)): the size has no finite"
            + " aspect ratio; no constraint was made."))
      return nil
    }
    return pinAspect(size.height / size.width)
  }
}
