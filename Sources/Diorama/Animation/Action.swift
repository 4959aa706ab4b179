import Foundation

/// Something a layer runs when one of its properties changes (Core Animation's `CAAction`).
///
/// Every ``Animation`` is an action: running it adds a copy of it to the layer under the changed
/// key. ``NullAction`` stops the action search without animating (Core Animation's `NSNull`).
/// Layers find actions as described in ``Layer/action(forKey:)``.
public protocol Action: AnyObject {
  /// Runs the action for the property `key` of `layer`.
  func run(forKey key: String, object layer: Layer, arguments: [String: Any]?)
}

/// The action that does nothing and ends the action search: put it in ``Layer/actions`` to stop a
/// property from animating implicitly.
public final class NullAction: Action {
  /// Creates a null action.
  public init() {}

  /// Does nothing.
  public func run(forKey key: String, object layer: Layer, arguments: [String: Any]?) {}
}
