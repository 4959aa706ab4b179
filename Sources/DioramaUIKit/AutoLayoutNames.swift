// UIKit's names for Diorama's Auto Layout types. The nested names (`NSLayoutConstraint.Attribute`,
// `.Relation`, `.Axis`) come with `LayoutConstraint`, which declares them.

/// UIKit's name for Diorama's `LayoutConstraint`.
public typealias NSLayoutConstraint = LayoutConstraint
/// UIKit's name for Diorama's `LayoutAnchor`.
public typealias NSLayoutAnchor = LayoutAnchor
/// UIKit's name for Diorama's `LayoutXAxisAnchor`.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// UIKit's name for Diorama's `LayoutYAxisAnchor`.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// UIKit's name for Diorama's `LayoutDimension`.
public typealias NSLayoutDimension = LayoutDimension
/// UIKit's name for Diorama's `LayoutGuide`.
public typealias UILayoutGuide = LayoutGuide
/// UIKit's name for Diorama's `LayoutPriority`.
public typealias UILayoutPriority = LayoutPriority
