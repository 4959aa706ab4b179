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

/// A button on a navigation bar or toolbar (UIKit's `UIBarButtonItem`): a title, an image or a
/// system item. Diorama draws it; nothing taps it.
public final class BarButtonItem {
  /// A title's weight.
  public enum Style: Int, Sendable, Hashable {
    /// Regular weight.
    case plain
    /// Semibold, for the item that confirms.
    case done
  }

  /// UIKit's system items, each drawn with its standard title.
  public enum SystemItem: Int, Sendable, Hashable {
    case done, cancel, edit, save, add, close

    /// The title iOS shows for the item (English).
    var title: String {
      switch self {
      case .done: "Done"
      case .cancel: "Cancel"
      case .edit: "Edit"
      case .save: "Save"
      case .add: "+"
      case .close: "×"
      }
    }
  }

  /// The title.
  public var title: String?
  /// The image, drawn tinted.
  public var image: Image?
  /// The title's weight.
  public var style: Style
  /// A custom view shown instead of a title or image.
  public var customView: View?
  /// The tint; the bar's when `nil`.
  public var tintColor: Color?
  /// Whether the item is drawn enabled.
  public var isEnabled = true

  /// Creates an item with a title.
  public init(title: String?, style: Style = .plain) {
    self.title = title
    self.style = style
  }

  /// Creates an item with an image.
  public init(image: Image?, style: Style = .plain) {
    self.image = image
    self.style = style
  }

  /// Creates a system item.
  public init(barButtonSystemItem systemItem: SystemItem) {
    title = systemItem.title
    style = systemItem == .done || systemItem == .save ? .done : .plain
  }

  /// Creates an item showing a view.
  public init(customView: View) {
    self.customView = customView
    style = .plain
  }
}
