import Foundation

extension Button {
  /// How a button looks (UIKit's `UIButton.Configuration`, iOS 15 and later): a style —
  /// plain, tinted, gray or filled — with a title, subtitle and image, their placement and
  /// padding, content insets, a corner style and a size.
  ///
  /// Make one with a style's factory (``plain()``, ``tinted()``, ``gray()``, ``filled()``,
  /// ``borderless()``, ``bordered()``, ``borderedTinted()``, ``borderedProminent()``), change its
  /// properties and assign it to ``Button/configuration``.
  public struct Configuration: Sendable {
    /// The background and foreground scheme.
    public enum Style: Sendable, Hashable {
      /// No background; the foreground in the tint colour.
      case plain
      /// A light tinted background (the tint at 15 %) and the foreground in the tint colour.
      case tinted
      /// A grey background (``Color/secondarySystemFill``) and the foreground in the tint colour.
      case gray
      /// A background in the tint colour and a white foreground.
      case filled
    }

    /// How round the background's corners are (UIKit's `UIButton.Configuration.CornerStyle`).
    public enum CornerStyle: Sendable, Hashable {
      /// By the button size: 8 points for mini, small and medium, 12 for large.
      case dynamic
      /// 4 points.
      case small
      /// 8 points.
      case medium
      /// 12 points.
      case large
      /// Half the height: a capsule.
      case capsule
    }

    /// The button's size class (UIKit's `UIButton.Configuration.Size`): fonts and default insets.
    public enum Size: Sendable, Hashable {
      /// 12-point title, insets 3 and 8.
      case mini
      /// 15-point title, insets 5 and 10.
      case small
      /// 17-point title, insets 7 and 12 (the default): 34.33 points tall in UIKit.
      case medium
      /// 17-point title, insets 14 and 20.
      case large

      /// The title's point size.
      public var titleFontSize: CGFloat {
        switch self {
        case .mini: 12
        case .small: 15
        case .medium, .large: 17
        }
      }

      /// The subtitle's point size.
      public var subtitleFontSize: CGFloat {
        switch self {
        case .mini: 10
        case .small: 12
        case .medium, .large: 15
        }
      }

      /// The content insets a configuration of this size has unless set.
      public var defaultContentInsets: DirectionalEdgeInsets {
        switch self {
        case .mini: DirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
        case .small: DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .medium: DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large: DirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        }
      }
    }

    /// Where the image sits relative to the titles (UIKit's `NSDirectionalRectEdge` for
    /// `imagePlacement`).
    public enum ImagePlacement: Sendable, Hashable {
      /// Before the titles.
      case leading
      /// After the titles.
      case trailing
      /// Above the titles.
      case top
      /// Below the titles.
      case bottom
    }

    /// The scheme.
    public var style: Style
    /// The title.
    public var title: String?
    /// A second line under the title.
    public var subtitle: String?
    /// An image (template images take the foreground colour).
    public var image: Image?
    /// Where the image sits; ``ImagePlacement/leading`` by default.
    public var imagePlacement: ImagePlacement = .leading
    /// The space between the image and the titles; 4 points by default.
    public var imagePadding: CGFloat = 4
    /// The space between the title and the subtitle; 2 points by default.
    public var titlePadding: CGFloat = 2
    /// The corner style; ``CornerStyle/dynamic`` by default.
    public var cornerStyle: CornerStyle = .dynamic
    /// The size class; ``Size/medium`` by default.
    public var buttonSize: Size = .medium
    /// The foreground colour; `nil` uses the style's (the tint, or white for filled).
    public var baseForegroundColor: Color?
    /// The background colour; `nil` uses the style's.
    public var baseBackgroundColor: Color?
    private var customContentInsets: DirectionalEdgeInsets?

    /// The space around the content; the ``buttonSize``'s default unless set.
    public var contentInsets: DirectionalEdgeInsets {
      get { customContentInsets ?? buttonSize.defaultContentInsets }
      set { customContentInsets = newValue }
    }

    /// Creates a configuration of a style.
    public init(style: Style) { self.style = style }

    /// No background, the foreground in the tint (UIKit's `.plain()`).
    public static func plain() -> Configuration { Configuration(style: .plain) }
    /// A light tinted background (UIKit's `.tinted()`).
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    /// A grey background (UIKit's `.gray()`).
    public static func gray() -> Configuration { Configuration(style: .gray) }
    /// A background in the tint, white foreground (UIKit's `.filled()`).
    public static func filled() -> Configuration { Configuration(style: .filled) }
    /// The same as ``plain()`` (UIKit's `.borderless()`).
    public static func borderless() -> Configuration { Configuration(style: .plain) }
    /// The same as ``gray()`` (UIKit's `.bordered()`).
    public static func bordered() -> Configuration { Configuration(style: .gray) }
    /// The same as ``tinted()`` (UIKit's `.borderedTinted()`).
    public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
    /// The same as ``filled()`` (UIKit's `.borderedProminent()`).
    public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

    /// The corner radius for a background of a height.
    func cornerRadius(height: CGFloat) -> CGFloat {
      switch cornerStyle {
      case .dynamic: buttonSize == .large ? 12 : 8
      case .small: 4
      case .medium: 8
      case .large: 12
      case .capsule: height / 2
      }
    }

    /// The foreground colour for a tint and a state.
    func foregroundColor(tint: Color, state: Control.State) -> Color {
      if state.contains(.disabled) { return .tertiaryLabel }
      return baseForegroundColor ?? (style == .filled ? .white : tint)
    }

    /// The background colour for a tint and a state, or `nil` for none.
    func backgroundColor(tint: Color, state: Control.State) -> Color? {
      if state.contains(.disabled) { return style == .plain ? nil : .tertiarySystemFill }
      switch style {
      case .plain: return baseBackgroundColor
      case .tinted: return (baseBackgroundColor ?? tint).withAlphaComponent(0.15)
      case .gray: return baseBackgroundColor ?? .secondarySystemFill
      case .filled: return baseBackgroundColor ?? tint
      }
    }
  }
}
