// UIKit's names for Diorama's bar appearances (iOS 13's appearance API, with iOS 15's
// scroll-edge behaviour), offsets and directional edges.

/// UIKit's name for Diorama's `BarAppearance`.
public typealias UIBarAppearance = BarAppearance
/// UIKit's name for Diorama's `NavigationBarAppearance`.
public typealias UINavigationBarAppearance = NavigationBarAppearance
/// UIKit's name for Diorama's `TabBarAppearance`.
public typealias UITabBarAppearance = TabBarAppearance
/// UIKit's name for Diorama's `TabBarItemAppearance`.
public typealias UITabBarItemAppearance = TabBarItemAppearance
/// UIKit's name for Diorama's `TabBarItemStateAppearance`.
public typealias UITabBarItemStateAppearance = TabBarItemStateAppearance
/// UIKit's name for Diorama's `ToolbarAppearance`.
public typealias UIToolbarAppearance = ToolbarAppearance
/// UIKit's name for Diorama's `BarButtonItemAppearance`.
public typealias UIBarButtonItemAppearance = BarButtonItemAppearance
/// UIKit's name for Diorama's `BarButtonItemAppearance.StateAppearance`.
public typealias UIBarButtonItemStateAppearance = BarButtonItemAppearance.StateAppearance
/// UIKit's name for Diorama's `Toolbar.BarPosition`.
public typealias UIBarPosition = Toolbar.BarPosition
/// UIKit's name for Diorama's `Offset`.
public typealias UIOffset = Offset
/// Foundation's name for Diorama's `DirectionalRectEdge`.
public typealias NSDirectionalRectEdge = DirectionalRectEdge
