import Foundation

/// How a ``Toolbar`` looks (UIKit's `UIToolbarAppearance`): the background and shadow of
/// ``BarAppearance`` and the look of its items.
open class ToolbarAppearance: BarAppearance {
  /// How plain items look.
  public var buttonAppearance = BarButtonItemAppearance(style: .plain) {
    didSet { changed() }
  }
  /// How ``BarButtonItem/Style/done`` items look.
  public var doneButtonAppearance = BarButtonItemAppearance(style: .done) {
    didSet { changed() }
  }

  /// Creates an appearance with the default background.
  public required init() { super.init() }

  /// Creates a copy of `appearance`; a plain ``BarAppearance`` gives its background and shadow.
  public required init(barAppearance appearance: BarAppearance) {
    super.init(barAppearance: appearance)
    guard let appearance = appearance as? ToolbarAppearance else { return }
    buttonAppearance = appearance.buttonAppearance.copy()
    doneButtonAppearance = appearance.doneButtonAppearance.copy()
  }
}
