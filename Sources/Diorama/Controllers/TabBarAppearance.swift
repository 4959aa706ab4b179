import Foundation

/// How a ``TabBar`` looks (UIKit's `UITabBarAppearance`): the background and shadow of
/// ``BarAppearance``, and how the items look in each state.
///
/// iPhones in portrait stack an item's title under its image: ``stackedLayoutAppearance`` is the
/// one drawn. ``inlineLayoutAppearance`` and ``compactInlineLayoutAppearance`` are kept for code
/// that sets them.
///
/// ```swift
/// let appearance = TabBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.stackedLayoutAppearance.normal.iconColor = .systemGray2
/// appearance.stackedLayoutAppearance.selected.iconColor = .systemPink
/// appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: Color.systemPink]
/// tabBarController.tabBar.standardAppearance = appearance
/// ```
open class TabBarAppearance: BarAppearance {
  /// How items look with their title under their image (iPhone portrait).
  public var stackedLayoutAppearance = TabBarItemAppearance(style: .stacked) {
    didSet { changed() }
  }
  /// How items look with their title beside their image (iPad, kept).
  public var inlineLayoutAppearance = TabBarItemAppearance(style: .inline) {
    didSet { changed() }
  }
  /// How items look in a compact bar with their title beside their image (kept).
  public var compactInlineLayoutAppearance = TabBarItemAppearance(style: .compactInline) {
    didSet { changed() }
  }

  /// Creates an appearance with the default background.
  public required init() { super.init() }

  /// Creates a copy of `appearance`; a plain ``BarAppearance`` gives its background and shadow.
  public required init(barAppearance appearance: BarAppearance) {
    super.init(barAppearance: appearance)
    guard let appearance = appearance as? TabBarAppearance else { return }
    stackedLayoutAppearance = appearance.stackedLayoutAppearance.copy()
    inlineLayoutAppearance = appearance.inlineLayoutAppearance.copy()
    compactInlineLayoutAppearance = appearance.compactInlineLayoutAppearance.copy()
  }
}

/// How a tab bar's items look in each state (UIKit's `UITabBarItemAppearance`).
///
/// Changes made inside an appearance a bar holds (`bar.standardAppearance.stackedLayoutAppearance
/// .normal.iconColor = …`) show at the bar's next layout; assigning the bar's appearance again
/// shows them at once.
public final class TabBarItemAppearance {
  /// How the items are laid out.
  public enum Style: Int, Sendable, Hashable {
    /// The title under the image.
    case stacked
    /// The title beside the image.
    case inline
    /// The title beside the image, in a compact bar.
    case compactInline
  }

  /// Unselected, enabled items.
  public var normal = TabBarItemStateAppearance()
  /// The selected item.
  public var selected = TabBarItemStateAppearance()
  /// Disabled items.
  public var disabled = TabBarItemStateAppearance()
  /// Items with focus (kept; nothing has focus).
  public var focused = TabBarItemStateAppearance()
  /// The layout it was made for.
  public let style: Style

  /// Creates the default look for `style`.
  public init(style: Style = .stacked) {
    self.style = style
  }

  /// A copy, states included.
  public func copy() -> TabBarItemAppearance {
    let copy = TabBarItemAppearance(style: style)
    copy.normal = normal.copy()
    copy.selected = selected.copy()
    copy.disabled = disabled.copy()
    copy.focused = focused.copy()
    return copy
  }

  /// Resets every state to the default look (UIKit's `configureWithDefault(for:)`).
  public func configureWithDefault(for style: Style) {
    normal = TabBarItemStateAppearance()
    selected = TabBarItemStateAppearance()
    disabled = TabBarItemStateAppearance()
    focused = TabBarItemStateAppearance()
  }
}

/// How a tab bar's items look in one state (UIKit's `UITabBarItemStateAppearance`).
public final class TabBarItemStateAppearance {
  /// The title's attributes: ``NSAttributedString/Key/foregroundColor`` (the icon's colour when
  /// ``iconColor`` is `nil`) and ``NSAttributedString/Key/font`` are drawn.
  public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// A shift of the title.
  public var titlePositionAdjustment: Offset = .zero {
    didSet {
      titlePositionAdjustment = titlePositionAdjustment.checked(
        "TabBarItemStateAppearance.titlePositionAdjustment")
    }
  }
  /// The image's colour; `nil` for the bar's (the tint when selected, grey otherwise).
  public var iconColor: Color?
  /// The badge's colour; `nil` for the item's ``TabBarItem/badgeColor`` or red.
  public var badgeBackgroundColor: Color?
  /// The badge text's attributes (its ``NSAttributedString/Key/foregroundColor`` is drawn).
  public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// A shift of the badge.
  public var badgePositionAdjustment: Offset = .zero {
    didSet {
      badgePositionAdjustment = badgePositionAdjustment.checked(
        "TabBarItemStateAppearance.badgePositionAdjustment")
    }
  }

  init() {}

  func copy() -> TabBarItemStateAppearance {
    let copy = TabBarItemStateAppearance()
    copy.titleTextAttributes = titleTextAttributes
    copy.titlePositionAdjustment = titlePositionAdjustment
    copy.iconColor = iconColor
    copy.badgeBackgroundColor = badgeBackgroundColor
    copy.badgeTextAttributes = badgeTextAttributes
    copy.badgePositionAdjustment = badgePositionAdjustment
    return copy
  }
}
