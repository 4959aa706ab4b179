import Foundation

/// How the bar button items of one style look in a navigation bar or a toolbar (UIKit's
/// `UIBarButtonItemAppearance`): the attributes of their titles in the normal, highlighted and
/// disabled states. Diorama draws the normal and disabled states (nothing is highlighted by a
/// touch); ``NSAttributedString/Key/font`` and ``NSAttributedString/Key/foregroundColor`` are
/// drawn. Changes made inside an appearance a bar holds show at the bar's next layout; assigning
/// the bar's appearance again shows them at once.
public final class BarButtonItemAppearance {
  /// The attributes of one state.
  public final class StateAppearance {
    /// The title's attributes; a foreground colour replaces the tint.
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// A shift of the title.
    public var titlePositionAdjustment: Offset = .zero {
      didSet {
        titlePositionAdjustment = titlePositionAdjustment.checked(
          "BarButtonItemStateAppearance.titlePositionAdjustment")
      }
    }

    init() {}

    func copy() -> StateAppearance {
      let copy = StateAppearance()
      copy.titleTextAttributes = titleTextAttributes
      copy.titlePositionAdjustment = titlePositionAdjustment
      return copy
    }
  }

  /// The state of enabled items.
  public var normal = StateAppearance()
  /// The state of a touched item (kept, not drawn: nothing touches a bar).
  public var highlighted = StateAppearance()
  /// The state of disabled items.
  public var disabled = StateAppearance()
  /// The style it was made for.
  public let style: BarButtonItem.Style

  /// Creates the default look for items of `style`.
  public init(style: BarButtonItem.Style = .plain) {
    self.style = style
  }

  /// A copy, states included.
  public func copy() -> BarButtonItemAppearance {
    let copy = BarButtonItemAppearance(style: style)
    copy.normal = normal.copy()
    copy.highlighted = highlighted.copy()
    copy.disabled = disabled.copy()
    return copy
  }

  /// Resets the states to the default look for `style` (UIKit's `configureWithDefault(for:)`).
  public func configureWithDefault(for style: BarButtonItem.Style) {
    normal = StateAppearance()
    highlighted = StateAppearance()
    disabled = StateAppearance()
  }
}
