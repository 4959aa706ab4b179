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

  /// UIKit's system items (with UIKit's raw values): words drawn as titles, the others as the
  /// SF Symbols iOS 17 shows (drawn from the stand-in symbol set, see <doc:SymbolImages>); the
  /// two spaces are gaps in a toolbar.
  public enum SystemItem: Int, Sendable, Hashable, CaseIterable {
    /// "Done", semibold.
    case done = 0
    /// "Cancel".
    case cancel = 1
    /// "Edit".
    case edit = 2
    /// "Save", semibold.
    case save = 3
    /// `plus`.
    case add = 4
    /// A gap in a toolbar that takes its share of the room left over.
    case flexibleSpace = 5
    /// A gap in a toolbar of the item's ``BarButtonItem/width``.
    case fixedSpace = 6
    /// `square.and.pencil`.
    case compose = 7
    /// `arrowshape.turn.up.left` (drawn as `arrow.uturn.backward`).
    case reply = 8
    /// `square.and.arrow.up`.
    case action = 9
    /// `folder`.
    case organize = 10
    /// `book`.
    case bookmarks = 11
    /// `magnifyingglass`.
    case search = 12
    /// `arrow.clockwise`.
    case refresh = 13
    /// `xmark`.
    case stop = 14
    /// `camera`.
    case camera = 15
    /// `trash`.
    case trash = 16
    /// `play.fill`.
    case play = 17
    /// `pause.fill`.
    case pause = 18
    /// `backward.fill`.
    case rewind = 19
    /// `forward.fill`.
    case fastForward = 20
    /// "Undo".
    case undo = 21
    /// "Redo".
    case redo = 22
    /// A cross in a grey circle (`xmark.circle.fill`).
    case close = 24

    /// The title iOS shows for the item (English); none for symbols and spaces.
    var title: String? {
      switch self {
      case .done: "Done"
      case .cancel: "Cancel"
      case .edit: "Edit"
      case .save: "Save"
      case .undo: "Undo"
      case .redo: "Redo"
      default: nil
      }
    }

    /// The SF Symbols name iOS shows for the item; none for words and spaces.
    var symbolName: String? {
      switch self {
      case .add: "plus"
      case .compose: "square.and.pencil"
      case .reply: "arrow.uturn.backward"
      case .action: "square.and.arrow.up"
      case .organize: "folder"
      case .bookmarks: "book"
      case .search: "magnifyingglass"
      case .refresh: "arrow.clockwise"
      case .stop: "xmark"
      case .camera: "camera"
      case .trash: "trash"
      case .play: "play.fill"
      case .pause: "pause.fill"
      case .rewind: "backward.fill"
      case .fastForward: "forward.fill"
      case .close: "xmark.circle.fill"
      default: nil
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
    image = systemItem.symbolName.flatMap { Image(systemName: $0) }
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

  /// The symbol configuration bars draw symbol images with, under the image's own: body text,
  /// large scale, as UIKit's bars do.
  static let barSymbolConfiguration = Image.SymbolConfiguration(textStyle: .body, scale: .large)

  /// The view a bar shows for the item: its custom view; a template image view for an image
  /// item (a symbol at the bars' configuration unless its own sets it); else a label of its
  /// title in the 17-point system font (semibold for ``Style/done``).
  func makeBarView() -> View {
    if let customView { return customView }
    if let image, title == nil {
      let shown = image.withDefaultSymbolConfiguration(Self.barSymbolConfiguration)
      let view = ImageView(
        image: shown.withRenderingMode(
          shown.renderingMode == .alwaysOriginal ? .alwaysOriginal : .alwaysTemplate))
      view.frame.size = shown.size
      return view
    }
    let label = Label(
      text: title ?? "", font: .systemFont(ofSize: 17, weight: style == .done ? .semibold : .regular))
    label.sizeToFit()
    return label
  }

  /// The colour iOS draws the item in when it has no tint of its own: grey for the close item.
  var defaultColor: Color? { systemItem == .close ? .systemGray : nil }

  /// Creates an item showing a view.
  public init(customView: View) {
    self.customView = customView
    style = .plain
  }
}
