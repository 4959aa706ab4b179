import Foundation

/// What a ``TabBar`` shows for one tab (UIKit's `UITabBarItem`): a title, an image (drawn as a
/// template in the bar's tint when selected, grey otherwise), an optional image for the selected
/// state, and a badge.
///
/// A view controller's ``ViewController/tabBarItem`` is the one its ``TabBarController`` shows;
/// setting the controller's ``ViewController/title`` sets the item's title, as in UIKit.
open class TabBarItem {
  /// UIKit's system tab items (with UIKit's raw values), each shown with its standard title and
  /// an SF Symbol like the one iOS shows (from the stand-in symbol set, see <doc:SymbolImages>)
  /// unless an image is set.
  public enum SystemItem: Int, Sendable, Hashable, CaseIterable {
    /// "More".
    case more
    /// "Favorites".
    case favorites
    /// "Featured".
    case featured
    /// "Top Rated".
    case topRated
    /// "Recents".
    case recents
    /// "Contacts".
    case contacts
    /// "History".
    case history
    /// "Bookmarks".
    case bookmarks
    /// "Search".
    case search
    /// "Downloads".
    case downloads
    /// "Most Recent".
    case mostRecent
    /// "Most Viewed".
    case mostViewed

    /// The title iOS shows for the item (English).
    var title: String {
      switch self {
      case .more: "More"
      case .favorites: "Favorites"
      case .featured: "Featured"
      case .topRated: "Top Rated"
      case .recents: "Recents"
      case .contacts: "Contacts"
      case .history: "History"
      case .bookmarks: "Bookmarks"
      case .search: "Search"
      case .downloads: "Downloads"
      case .mostRecent: "Most Recent"
      case .mostViewed: "Most Viewed"
      }
    }

    /// The SF Symbols name of the item's image.
    var symbolName: String {
      switch self {
      case .more: "ellipsis"
      case .favorites, .featured, .topRated: "star.fill"
      case .recents, .history, .mostRecent: "clock.fill"
      case .contacts: "person.crop.circle.fill"
      case .bookmarks: "book.fill"
      case .search: "magnifyingglass"
      case .downloads: "arrow.down.circle"
      case .mostViewed: "list.bullet"
      }
    }
  }

  /// The title under the image.
  open var title: String? {
    didSet { changed() }
  }
  /// The image, drawn as a template in the item's colour.
  open var image: Image? {
    didSet { changed() }
  }
  /// The image shown while the item is selected; ``image`` when `nil`.
  open var selectedImage: Image? {
    didSet { changed() }
  }
  /// A number for your own use; 0 by default.
  open var tag = 0
  /// The text of the red badge at the image's top trailing corner; `nil` (the default) for none,
  /// an empty string for a small dot.
  open var badgeValue: String? {
    didSet { changed() }
  }
  /// The badge's colour; `nil` (the default) draws ``Color/systemRed``.
  open var badgeColor: Color? {
    didSet { changed() }
  }
  /// Whether the item is drawn enabled; disabled items are dimmed.
  open var isEnabled = true {
    didSet { changed() }
  }
  /// The system item the item was made as, if any.
  public let systemItem: SystemItem?

  /// The bar showing the item, told when it changes.
  weak var bar: TabBar?

  /// Creates an item with a title, an image and a tag (UIKit's `init(title:image:tag:)`).
  public init(title: String?, image: Image?, tag: Int) {
    self.title = title
    self.image = image
    self.tag = tag
    systemItem = nil
  }

  /// Creates an item with a title, an image and an image for the selected state.
  public init(title: String?, image: Image?, selectedImage: Image?) {
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
    systemItem = nil
  }

  /// Creates a system item with a tag.
  public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.systemItem = systemItem
    title = systemItem.title
    self.tag = tag
  }

  /// Creates an item with no title or image.
  public convenience init() { self.init(title: nil, image: nil, tag: 0) }

  private func changed() { bar?.itemsDidChange() }

  /// The image the bar draws: ``image``, or a system item's symbol.
  var shownImage: Image? {
    image ?? systemItem.flatMap { Image(systemName: $0.symbolName) }
  }
}
