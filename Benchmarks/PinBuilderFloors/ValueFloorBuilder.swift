import Diorama
import Foundation

/// The cheapest builder with chains that apply at the end of the statement and no allocation:
/// a non-copyable value whose `deinit` applies the rules.
///
/// Its methods are inlined into the caller, so a chain is a few stores into one local value
/// and one call to apply. They consume the builder and return it, so `view.pin`-style chains compile, but a
/// builder cannot be stored and called again the way PinLayout's class builder can.
public struct ValueFloorBuilder: ~Copyable {
  @usableFromInline var rules: FloorRules

  /// A builder for `view`; it applies when it goes away.
  @inlinable
  public init(_ view: View) { rules = FloorRules(view: view) }

  deinit { rules.apply() }

  /// The top edge, `value` points below the superview's top.
  @inlinable @discardableResult public consuming func top(_ value: CGFloat) -> ValueFloorBuilder {
    rules.top = value
    return self
  }

  /// The left edge, `value` points right of the superview's left.
  @inlinable @discardableResult public consuming func left(_ value: CGFloat) -> ValueFloorBuilder {
    rules.left = value
    return self
  }

  /// The right edge, `value` points left of the superview's right.
  @inlinable @discardableResult public consuming func right(_ value: CGFloat) -> ValueFloorBuilder {
    rules.loadSuperviewWidth()
    rules.right = value
    return self
  }

  /// Both horizontal edges on the superview's.
  @inlinable @discardableResult public consuming func horizontally() -> ValueFloorBuilder {
    rules.loadSuperviewWidth()
    rules.left = 0
    rules.right = 0
    return self
  }

  /// The width.
  @inlinable @discardableResult public consuming func width(_ value: CGFloat) -> ValueFloorBuilder {
    rules.width = value
    return self
  }

  /// The height.
  @inlinable @discardableResult public consuming func height(_ value: CGFloat) -> ValueFloorBuilder {
    rules.height = value
    return self
  }

  /// Width and height.
  @inlinable @discardableResult public consuming func size(_ value: CGFloat) -> ValueFloorBuilder {
    rules.width = value
    rules.height = value
    return self
  }
}
