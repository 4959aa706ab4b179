import Foundation

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

  /// UIKit's system items (with UIKit's raw values), each drawn with its standard title; the
  /// two spaces are gaps in a toolbar.
  public enum SystemItem: Int, Sendable, Hashable {
    /// "Done", semibold.
    case done = 0
    /// "Cancel".
    case cancel = 1
    /// "Edit".
    case edit = 2
    /// "Save", semibold.
    case save = 3
    /// A plus.
    case add = 4
    /// A gap in a toolbar that takes its share of the room left over.
    case flexibleSpace = 5
    /// A gap in a toolbar of the item's ``BarButtonItem/width``.
    case fixedSpace = 6
    /// A cross.
    case close = 24

    /// The title iOS shows for the item (English); none for the spaces.
    var title: String? {
      switch self {
      case .done: "Done"
      case .cancel: "Cancel"
      case .edit: "Edit"
      case .save: "Save"
      case .add: "+"
      case .close: "×"
      case .flexibleSpace, .fixedSpace: nil
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
  /// The width of a ``SystemItem/fixedSpace`` item (or of a custom view's slot); 0 by default.
  public var width: CGFloat = 0
  /// The system item the item was made as, if any.
  public private(set) var systemItem: SystemItem?

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
    self.systemItem = systemItem
    title = systemItem.title
    style = systemItem == .done || systemItem == .save ? .done : .plain
  }

  /// Creates a system item with an action (UIKit's `init(systemItem:primaryAction:)`); the
  /// action runs when code sends it with ``Control/sendAction(_:)``: nothing taps a bar.
  public convenience init(systemItem: SystemItem, primaryAction: Control.Action? = nil) {
    self.init(barButtonSystemItem: systemItem)
    self.primaryAction = primaryAction
  }

  /// The action of an item made with ``init(systemItem:primaryAction:)``; kept, never run by
  /// Diorama (nothing taps a bar).
  public var primaryAction: Control.Action?

  /// A gap that takes its share of a toolbar's leftover room (UIKit's `flexibleSpace()`).
  public static func flexibleSpace() -> BarButtonItem { BarButtonItem(barButtonSystemItem: .flexibleSpace) }

  /// A gap `width` points wide (UIKit's `fixedSpace(_:)`); a negative or non-finite width counts
  /// as 0.
  public static func fixedSpace(_ width: CGFloat) -> BarButtonItem {
    let item = BarButtonItem(barButtonSystemItem: .fixedSpace)
    item.width = width.isFinite ? max(0, width) : 0
    return item
  }

  /// Whether the item is one of the two spaces.
  var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

  /// Creates an item showing a view.
  public init(customView: View) {
    self.customView = customView
    style = .plain
  }
}
