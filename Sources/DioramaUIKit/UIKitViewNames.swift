// UIKit's names for Diorama's views, colours, fonts, images and their geometry. Each is an alias:
// `UIView` and `View` are the same class, so a value made under one name is the other.

/// UIKit's name for Diorama's `View`.
public typealias UIView = View
/// UIKit's name for Diorama's `Label`.
public typealias UILabel = Label
/// UIKit's name for Diorama's `ImageView`.
public typealias UIImageView = ImageView
/// UIKit's name for Diorama's `Image` (a value of decoded pixels; `UIImage(named:)` is not there).
public typealias UIImage = Image
/// UIKit's name for Diorama's `StackView`.
public typealias UIStackView = StackView
/// UIKit's name for Diorama's `Color`, a class as `UIColor` is, so `extension UIColor { class var … }`
/// compiles.
public typealias UIColor = Color
/// UIKit's name for Diorama's `Font`.
public typealias UIFont = Font
/// UIKit's name for Diorama's `EdgeInsets`.
public typealias UIEdgeInsets = EdgeInsets
/// UIKit's name for Diorama's `DirectionalEdgeInsets`.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// UIKit's name for Diorama's `TextAlignment`.
public typealias NSTextAlignment = TextAlignment
/// UIKit's name for Diorama's `LineBreakMode`.
public typealias NSLineBreakMode = LineBreakMode
/// UIKit's name for Diorama's `UserInterfaceLayoutDirection`.
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
/// UIKit's name for Diorama's `SemanticContentAttribute`.
public typealias UISemanticContentAttribute = SemanticContentAttribute
