import Diorama
import Foundation

/// The cheapest builder with PinLayout's life cycle: a class that records rules and applies
/// them when it is released at the end of the statement.
///
/// It measures what the reference-type builder costs by itself (allocation, reference counting,
/// release and deinit), with no rules to check: `pin` cannot be cheaper than this. Its methods
/// are inlined into the caller like ``ValueFloorBuilder``'s, so the two differ only in the
/// builder's life cycle.
public final class ClassFloorBuilder {
  @usableFromInline var rules: FloorRules

  /// A builder for `view`; it applies when released.
  @inlinable
  public init(_ view: View) { rules = FloorRules(view: view) }

  deinit { rules.apply() }

  /// The top edge, `value` points below the superview's top.
  @inlinable @discardableResult public func top(_ value: CGFloat) -> ClassFloorBuilder {
    rules.top = value
    return self
  }

  /// The left edge, `value` points right of the superview's left.
  @inlinable @discardableResult public func left(_ value: CGFloat) -> ClassFloorBuilder {
    rules.left = value
    return self
  }

  /// The right edge, `value` points left of the superview's right.
  @inlinable @discardableResult public func right(_ value: CGFloat) -> ClassFloorBuilder {
    rules.loadSuperviewWidth()
    rules.right = value
    return self
  }

  /// Both horizontal edges on the superview's.
  @inlinable @discardableResult public func horizontally() -> ClassFloorBuilder {
    rules.loadSuperviewWidth()
    rules.left = 0
    rules.right = 0
    return self
  }

  /// The width.
  @inlinable @discardableResult public func width(_ value: CGFloat) -> ClassFloorBuilder {
    rules.width = value
    return self
  }

  /// The height.
  @inlinable @discardableResult public func height(_ value: CGFloat) -> ClassFloorBuilder {
    rules.height = value
    return self
  }

  /// Width and height.
  @inlinable @discardableResult public func size(_ value: CGFloat) -> ClassFloorBuilder {
    rules.width = value
    rules.height = value
    return self
  }
}
