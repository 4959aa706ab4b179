import Foundation

extension BoxLayout {
  /// A pin with a multiplier, for sizes relative to the box: `item.width  relation
  /// multiplier × box.width + constant`.
  public struct MultiPin: Hashable, Sendable, CustomStringConvertible {
    /// The factor applied to the box's size.
    public var multiplier: CGFloat
    /// The constant, relation and priority.
    public var pin: Pin

    /// Creates a relative pin from a pin and a multiplier (1 by default).
    public init(multiplier: CGFloat = 1, pin: Pin = .zero) {
      self.multiplier = multiplier
      self.pin = pin
    }

    /// Creates a relative pin with multiplier 1 from `pin`.
    public init(_ pin: Pin) { self.init(pin: pin) }

    /// Creates a relative pin with multiplier 1, or `nil` for `nil`.
    public init?(_ pin: Pin?) {
      guard let pin else { return nil }
      self.init(pin: pin)
    }

    /// Creates a relative pin from its parts (multiplier 1 by default).
    public init(multiplier: CGFloat = 1, constant: CGFloat, relation: LayoutConstraint.Relation = .equal) {
      self.init(multiplier: multiplier, pin: Pin(constant: constant, relation: relation))
    }

    /// Creates `== multiplier × box size`.
    public init(_ multiplier: Double) { self.init(multiplier: CGFloat(multiplier)) }

    /// The constant added to the scaled size.
    public var constant: CGFloat {
      get { pin.constant }
      set { pin.constant = newValue }
    }
    /// The relation.
    public var relation: LayoutConstraint.Relation {
      get { pin.relation }
      set { pin.relation = newValue }
    }
    /// The priority.
    public var priority: LayoutPriority {
      get { pin.priority }
      set { pin.priority = newValue }
    }

    /// A copy with another priority (clamped to 1…1000).
    public func withPriority(_ priority: LayoutPriority) -> MultiPin {
      MultiPin(multiplier: multiplier, pin: pin.withPriority(priority))
    }
    /// A copy at priority 999.
    public var almostRequired: MultiPin { withPriority(LayoutPriority(999)) }
    /// A copy at 1000 + `offset` (clamped to 1000).
    public func required(_ offset: Float = 0) -> MultiPin { withPriority(.required + offset) }
    /// A copy at 750 + `offset`.
    public func high(_ offset: Float = 0) -> MultiPin { withPriority(.defaultHigh + offset) }
    /// A copy at 250 + `offset`.
    public func low(_ offset: Float = 0) -> MultiPin { withPriority(.defaultLow + offset) }

    /// A copy at exactly `value` (clamped to 1…1000).
    public func exact(_ value: Float) -> MultiPin { withPriority(LayoutPriority(value)) }

    /// `>=0.3×box+20` and so on.
    public var description: String {
      var text = "\(pin.relation)\(LayoutConstraint.number(multiplier))×box"
      if pin.constant != 0 {
        text += pin.constant > 0 ? "+" : "-"
        text += LayoutConstraint.number(abs(pin.constant))
      }
      return pin.priority.isRequired ? text : "\(text) @\(pin.priority)"
    }
  }
}
