import Foundation

/// How a ``NavigationBar`` looks (UIKit's `UINavigationBarAppearance`): the background and shadow
/// of ``BarAppearance``, the attributes of the title and of the large title, and the look of the
/// bar button items.
///
/// Of the text attributes, ``NSAttributedString/Key/font`` and
/// ``NSAttributedString/Key/foregroundColor`` are drawn; the title is 17-point semibold and the
/// large title 34-point bold in the label colour unless they say otherwise.
open class NavigationBarAppearance: BarAppearance {
  /// The inline title's attributes.
  public var titleTextAttributes: [NSAttributedString.Key: Any] = [:] {
    didSet { changed() }
  }
  /// The large title's attributes.
  public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:] {
    didSet { changed() }
  }
  /// A shift of the inline title from its centred place.
  public var titlePositionAdjustment: Offset = .zero {
    didSet {
      titlePositionAdjustment = titlePositionAdjustment.checked(
        "NavigationBarAppearance.titlePositionAdjustment")
      changed()
    }
  }
  /// How plain bar button items look.
  public var buttonAppearance = BarButtonItemAppearance(style: .plain) {
    didSet { changed() }
  }
  /// How ``BarButtonItem/Style/done`` items look.
  public var doneButtonAppearance = BarButtonItemAppearance(style: .done) {
    didSet { changed() }
  }
  /// How the back button's title looks.
  public var backButtonAppearance = BarButtonItemAppearance(style: .plain) {
    didSet { changed() }
  }

  /// Creates an appearance with the default background.
  public required init() { super.init() }

  /// Creates a copy of `appearance`; a plain ``BarAppearance`` gives its background and shadow.
  public required init(barAppearance appearance: BarAppearance) {
    super.init(barAppearance: appearance)
    guard let appearance = appearance as? NavigationBarAppearance else { return }
    titleTextAttributes = appearance.titleTextAttributes
    largeTitleTextAttributes = appearance.largeTitleTextAttributes
    titlePositionAdjustment = appearance.titlePositionAdjustment
    buttonAppearance = appearance.buttonAppearance.copy()
    doneButtonAppearance = appearance.doneButtonAppearance.copy()
    backButtonAppearance = appearance.backButtonAppearance.copy()
  }
}
