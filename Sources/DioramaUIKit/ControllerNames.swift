// UIKit's names for Diorama's view controllers, scroll views, navigation items, tab bars and toolbars.

/// UIKit's name for Diorama's `ViewController`; an app's own `class ViewController:
/// UIViewController` inherits from Diorama's class.
public typealias UIViewController = ViewController
/// UIKit's name for Diorama's `ScrollView`.
public typealias UIScrollView = ScrollView
/// UIKit's name for Diorama's `NavigationItem`.
public typealias UINavigationItem = NavigationItem
/// UIKit's name for Diorama's `BarButtonItem`.
public typealias UIBarButtonItem = BarButtonItem
/// UIKit's name for Diorama's `NavigationController`.
public typealias UINavigationController = NavigationController
/// UIKit's name for Diorama's `NavigationBar`.
public typealias UINavigationBar = NavigationBar
/// UIKit's name for Diorama's `TabBarController`.
public typealias UITabBarController = TabBarController
/// UIKit's name for Diorama's `TabBar`.
public typealias UITabBar = TabBar
/// UIKit's name for Diorama's `TabBarItem`.
public typealias UITabBarItem = TabBarItem
/// UIKit's name for Diorama's `Toolbar`.
public typealias UIToolbar = Toolbar
