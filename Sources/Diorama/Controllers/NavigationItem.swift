import Foundation

/// What a navigation bar shows for a view controller (UIKit's `UINavigationItem`): a title,
/// an optional prompt, and bar button items on each side.
public final class NavigationItem {
  /// Creates an item with a title.
  public init(title: String?) { self.title = title }

  /// The title; when `nil`, the controller's own `title` is shown.
  public var title: String?
  /// The controller's title, shown when ``title`` is `nil`.
  var fallbackTitle: String?
  /// The title a navigation bar shows.
  public var displayedTitle: String? { title ?? fallbackTitle }

  /// A line of text above the title.
  public var prompt: String?
  /// A view shown in place of the title.
  public var titleView: View?

  /// The items on the leading side, first is outermost.
  public var leftBarButtonItems: [BarButtonItem]?
  /// The items on the trailing side, first is outermost.
  public var rightBarButtonItems: [BarButtonItem]?

  /// The outermost leading item.
  public var leftBarButtonItem: BarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The outermost trailing item.
  public var rightBarButtonItem: BarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// How a large title is shown.
  public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

  /// UIKit's large-title modes.
  public enum LargeTitleDisplayMode: Int, Sendable, Hashable {
    /// Follow the previous item.
    case automatic
    /// Always large.
    case always
    /// Never large.
    case never
  }
}
