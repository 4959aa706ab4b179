import Foundation

/// How a bar draws its background and its shadow (UIKit's `UIBarAppearance`): a blur
/// ``backgroundEffect`` at the bottom, a ``backgroundColor`` over it, a ``backgroundImage`` over
/// that, and a shadow along the edge that faces the content — a hairline of ``shadowColor``, or
/// ``shadowImage`` tinted with it.
///
/// Bars keep three appearances, as iOS 15 and later do: the *standard* one, shown while content
/// scrolls under the bar; the *scroll-edge* one, shown while the content's edge meets the bar's
/// (a large title over a list at its top, the end of a list above a tab bar, a screen with no
/// scroll view) — the standard one made transparent unless you set your own; and the *compact*
/// one. See ``NavigationBar/standardAppearance``, ``NavigationBar/scrollEdgeAppearance``.
///
/// Appearances are objects with UIKit's copy semantics: a bar or an item copies the appearance
/// you assign, so changing your object afterwards changes nothing you assigned it to; change the
/// bar's own copy (`bar.standardAppearance.backgroundColor = …`) or assign again.
///
/// ```swift
/// let appearance = NavigationBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.backgroundColor = .systemIndigo
/// appearance.titleTextAttributes = [.foregroundColor: Color.white]
/// navigationController.navigationBar.standardAppearance = appearance
/// navigationController.navigationBar.scrollEdgeAppearance = appearance
/// ```
open class BarAppearance {
  /// The blur under the background colour; iOS's chrome material by default.
  public var backgroundEffect: BlurEffect? {
    didSet { changed() }
  }
  /// The colour over the effect; `nil` by default (the material's own tint shows).
  public var backgroundColor: Color? {
    didSet { changed() }
  }
  /// An image over the colour, filling the bar (stretched, or as
  /// ``backgroundImageContentMode`` says).
  public var backgroundImage: Image? {
    didSet { changed() }
  }
  /// How ``backgroundImage`` fills the bar; `.scaleToFill` by default.
  public var backgroundImageContentMode: ContentMode = .scaleToFill {
    didSet { changed() }
  }
  /// The colour of the shadow: a hairline (one pixel) along the edge facing the content, or the
  /// tint of a template ``shadowImage``; black at 30 % by default, `nil` for none.
  public var shadowColor: Color? {
    didSet { changed() }
  }
  /// An image drawn as the shadow, at its own height, stretched along the edge.
  public var shadowImage: Image? {
    didSet { changed() }
  }

  /// The object told when the appearance changes: the bar holding this copy.
  weak var owner: View?

  /// Creates an appearance with the default background (the chrome material and a hairline).
  public required init() {
    configureWithDefaultBackground()
  }

  /// Creates a copy of `appearance` (UIKit's `init(barAppearance:)`).
  public required init(barAppearance appearance: BarAppearance) {
    copyBackground(from: appearance)
  }

  /// A copy of the appearance, of the same class (UIKit's `copy()`).
  open func copy() -> Self {
    Self(barAppearance: self)
  }

  /// The chrome material with a hairline shadow: what iOS draws for a bar over scrolled content.
  public func configureWithDefaultBackground() {
    backgroundEffect = BlurEffect(style: .systemChromeMaterial)
    backgroundColor = nil
    backgroundImage = nil
    shadowColor = Self.defaultShadowColor
    shadowImage = nil
  }

  /// A solid background of the system background colour with a hairline shadow, no blur.
  public func configureWithOpaqueBackground() {
    backgroundEffect = nil
    backgroundColor = .systemBackground
    backgroundImage = nil
    shadowColor = Self.defaultShadowColor
    shadowImage = nil
  }

  /// No background and no shadow: what iOS draws for a bar at the edge of its content.
  public func configureWithTransparentBackground() {
    backgroundEffect = nil
    backgroundColor = nil
    backgroundImage = nil
    shadowColor = nil
    shadowImage = nil
  }

  /// The hairline's colour in the default and opaque configurations: black at 30 %.
  public static let defaultShadowColor = Color(white: 0, alpha: 0.3)

  /// Copies the background and shadow of `appearance` (for subclasses' copy initializers).
  func copyBackground(from appearance: BarAppearance) {
    backgroundEffect = appearance.backgroundEffect
    backgroundColor = appearance.backgroundColor
    backgroundImage = appearance.backgroundImage
    backgroundImageContentMode = appearance.backgroundImageContentMode
    shadowColor = appearance.shadowColor
    shadowImage = appearance.shadowImage
  }

  /// What the background draws, as a value.
  var background: BarBackgroundStyle {
    BarBackgroundStyle(
      effect: backgroundEffect, color: backgroundColor, image: backgroundImage,
      imageContentMode: backgroundImageContentMode, shadowColor: shadowColor, shadowImage: shadowImage)
  }

  /// Tells the owning bar to draw again.
  func changed() { owner?.setNeedsLayout() }
}

/// What a bar's background draws: the parts of a ``BarAppearance`` that paint it.
struct BarBackgroundStyle: Equatable {
  var effect: BlurEffect?
  var color: Color?
  var image: Image?
  var imageContentMode: ContentMode
  var shadowColor: Color?
  var shadowImage: Image?

  /// Nothing drawn: the scroll-edge appearance iOS derives from the standard one.
  static let transparent = BarBackgroundStyle(
    effect: nil, color: nil, image: nil, imageContentMode: .scaleToFill, shadowColor: nil, shadowImage: nil)
}
