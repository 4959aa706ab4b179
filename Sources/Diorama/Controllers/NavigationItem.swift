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

  /// The navigation bar showing the item, told when its appearances change.
  weak var bar: NavigationBar? {
    didSet {
      for appearance in [
        standardAppearance, compactAppearance, scrollEdgeAppearance, compactScrollEdgeAppearance,
      ] {
        appearance?.owner = bar
      }
    }
  }

  /// The bar's standard appearance while this item is shown; the bar's own when `nil`.
  /// Assigning copies the appearance, as UIKit does.
  public var standardAppearance: NavigationBarAppearance? {
    didSet { standardAppearance = adopt(standardAppearance) }
  }
  /// The bar's compact-height appearance while this item is shown. Assigning copies it.
  public var compactAppearance: NavigationBarAppearance? {
    didSet { compactAppearance = adopt(compactAppearance) }
  }
  /// The bar's scroll-edge appearance while this item is shown (a large-title screen that keeps
  /// a coloured bar at the top, say). Assigning copies it.
  public var scrollEdgeAppearance: NavigationBarAppearance? {
    didSet { scrollEdgeAppearance = adopt(scrollEdgeAppearance) }
  }
  /// The bar's compact-height scroll-edge appearance while this item is shown. Assigning copies it.
  public var compactScrollEdgeAppearance: NavigationBarAppearance? {
    didSet { compactScrollEdgeAppearance = adopt(compactScrollEdgeAppearance) }
  }

  /// A copy of a newly assigned appearance, owned by the bar showing the item (assigning it in
  /// `didSet` stores it without running the observer again).
  private func adopt(_ appearance: NavigationBarAppearance?) -> NavigationBarAppearance? {
    bar?.setNeedsLayout()
    let copy = appearance?.copy()
    copy?.owner = bar
    return copy
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
