import Foundation

/// UIKit's attribute keys for `NSAttributedString` (Foundation on Linux has the key type but
/// none of UIKit's keys). Their raw values are UIKit's, so archived or bridged strings agree.
extension NSAttributedString.Key {
  /// A ``Font``; the label's font where absent.
  public static let font = NSAttributedString.Key("NSFont")
  /// A ``Color`` for the glyphs; the label's text colour where absent.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// A ``Color`` filled behind the glyphs.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// A number: points added after each character (positive spreads, negative tightens).
  public static let kern = NSAttributedString.Key("NSKern")
  /// A number: points added between characters, as ``kern`` (UIKit's tracking).
  public static let tracking = NSAttributedString.Key("NSTracking")
  /// An `Int` or ``NSUnderlineStyle``.
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// A ``Color`` for the underline; the text's colour where absent.
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  /// An `Int` or ``NSUnderlineStyle``.
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// A ``Color`` for the strike-through line; the text's colour where absent.
  public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
  /// A number: points to raise the glyphs above the baseline (negative lowers them).
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
  /// An ``NSShadow`` drawn under the glyphs.
  public static let shadow = NSAttributedString.Key("NSShadow")
  /// A `URL` or `String`; drawn in the link colour (``Color/link``, over any foreground colour),
  /// as UIKit's text views draw links.
  public static let link = NSAttributedString.Key("NSLink")
  /// An ``NSParagraphStyle``. A label lays out with the style of its first character.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// A `String`: the BCP 47 language of the run (`"en-US"`, `"de"`), which picks its
  /// hyphenation dictionary and the forms of its glyphs; text with none is en-US. The raw value
  /// is Core Text's and Foundation's (`AttributedString`'s `languageIdentifier`).
  public static let languageIdentifier = NSAttributedString.Key("NSLanguage")
}

/// How text is underlined or struck through (UIKit's `NSUnderlineStyle`): a line style,
/// optionally with a pattern.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  /// Creates a style from UIKit's raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// One thin line.
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  /// One thick line.
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  /// Two thin lines.
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  /// A dotted line.
  public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
  /// A dashed line.
  public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
  /// Dashes and dots.
  public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
  /// A dash and two dots.
  public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
  /// Only under words, not the spaces between them.
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// The base direction of a paragraph (UIKit's `NSWritingDirection`).
public enum NSWritingDirection: Int, Hashable, Sendable {
  /// From the first strong character (Unicode's rules P2 and P3).
  case natural = -1
  /// Left to right.
  case leftToRight = 0
  /// Right to left.
  case rightToLeft = 1
}

/// A shadow under text (UIKit's `NSShadow`).
open class NSShadow: NSObject, @unchecked Sendable {
  /// The offset in points; down and right are positive.
  open var shadowOffset: CGSize = .zero
  /// The blur radius in points.
  open var shadowBlurRadius: CGFloat = 0
  /// A ``Color``; black at a third opacity where absent, as in UIKit.
  open var shadowColor: Any?

  /// Creates a shadow with no offset, no blur and the default colour.
  public override init() { super.init() }
}
