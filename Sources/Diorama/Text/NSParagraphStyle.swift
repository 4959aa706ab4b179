import Foundation

/// Paragraph settings of attributed text (UIKit's `NSParagraphStyle`); build one with
/// ``NSMutableParagraphStyle``.
///
/// A label lays its text out with the style of the first character. Distances are in points.
open class NSParagraphStyle: NSObject, @unchecked Sendable {
  /// The values, shared with the mutable subclass.
  var settings = ParagraphSettings()

  /// The style of text with no paragraph style.
  public static let `default` = NSParagraphStyle()

  /// Creates the default style.
  public override init() { super.init() }

  /// Horizontal alignment; natural by default.
  open var alignment: TextAlignment { settings.alignment }
  /// Extra space between the lines of a paragraph.
  open var lineSpacing: CGFloat { settings.lineSpacing }
  /// Line height as a multiple of the font's (0 = the font's own).
  open var lineHeightMultiple: CGFloat { settings.lineHeightMultiple }
  /// The smallest line height (0 = no minimum).
  open var minimumLineHeight: CGFloat { settings.minimumLineHeight }
  /// The largest line height (0 = no maximum).
  open var maximumLineHeight: CGFloat { settings.maximumLineHeight }
  /// Space after each paragraph but the last, added to the next one's
  /// ``paragraphSpacingBefore``; never negative.
  open var paragraphSpacing: CGFloat { settings.paragraphSpacing }
  /// Space before each paragraph but the first, added to the previous one's
  /// ``paragraphSpacing``; never negative.
  open var paragraphSpacingBefore: CGFloat { settings.paragraphSpacingBefore }
  /// The leading indent of a paragraph's first line.
  open var firstLineHeadIndent: CGFloat { settings.firstLineHeadIndent }
  /// The leading indent of the other lines.
  open var headIndent: CGFloat { settings.headIndent }
  /// Positive: the line length from the leading margin; zero or negative: the distance kept
  /// from the trailing margin.
  open var tailIndent: CGFloat { settings.tailIndent }
  /// How lines break; the label's own ``Label/lineBreakMode`` decides truncation.
  open var lineBreakMode: LineBreakMode { settings.lineBreakMode }
  /// When to hyphenate, from 0 (never) to 1 (whenever a part of the next word fits), as in
  /// UIKit: a line is hyphenated when, broken between words, it fills less of its width than
  /// this factor. Words break where the hyphenation dictionary of their language allows (the
  /// run's `NSAttributedString.Key.languageIdentifier`, else en-US; see <doc:TextAndFonts>).
  /// A word too long for any line breaks between characters: at 0 without a hyphen, above 0 at
  /// its dictionary's break points, with hyphens.
  open var hyphenationFactor: Float { settings.hyphenationFactor }
  /// The paragraph's base direction.
  open var baseWritingDirection: NSWritingDirection { settings.baseWritingDirection }

  open override func isEqual(_ object: Any?) -> Bool {
    (object as? NSParagraphStyle)?.settings == settings
  }

  open override var hash: Int { settings.hashValue }
}

/// A paragraph style you can change (UIKit's `NSMutableParagraphStyle`).
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  open override var alignment: TextAlignment {
    get { settings.alignment }
    set { settings.alignment = newValue }
  }
  open override var lineSpacing: CGFloat {
    get { settings.lineSpacing }
    set { settings.lineSpacing = newValue }
  }
  open override var lineHeightMultiple: CGFloat {
    get { settings.lineHeightMultiple }
    set { settings.lineHeightMultiple = newValue }
  }
  open override var minimumLineHeight: CGFloat {
    get { settings.minimumLineHeight }
    set { settings.minimumLineHeight = newValue }
  }
  open override var maximumLineHeight: CGFloat {
    get { settings.maximumLineHeight }
    set { settings.maximumLineHeight = newValue }
  }
  /// Space after each paragraph but the last. A negative or non-finite value becomes 0 with a
  /// ``Warning/Kind/valueClamped`` warning (UIKit's is never negative).
  open override var paragraphSpacing: CGFloat {
    get { settings.paragraphSpacing }
    set { settings.paragraphSpacing = Self.spacing(newValue, "paragraphSpacing") }
  }
  /// Space before each paragraph but the first. A negative or non-finite value becomes 0 with a
  /// ``Warning/Kind/valueClamped`` warning.
  open override var paragraphSpacingBefore: CGFloat {
    get { settings.paragraphSpacingBefore }
    set { settings.paragraphSpacingBefore = Self.spacing(newValue, "paragraphSpacingBefore") }
  }
  open override var firstLineHeadIndent: CGFloat {
    get { settings.firstLineHeadIndent }
    set { settings.firstLineHeadIndent = newValue }
  }
  open override var headIndent: CGFloat {
    get { settings.headIndent }
    set { settings.headIndent = newValue }
  }
  open override var tailIndent: CGFloat {
    get { settings.tailIndent }
    set { settings.tailIndent = newValue }
  }
  open override var lineBreakMode: LineBreakMode {
    get { settings.lineBreakMode }
    set { settings.lineBreakMode = newValue }
  }
  /// When to hyphenate, 0 to 1. A value outside 0…1 is clamped into it, and NaN becomes 0,
  /// with a ``Warning/Kind/valueClamped`` warning.
  open override var hyphenationFactor: Float {
    get { settings.hyphenationFactor }
    set {
      guard newValue.isNaN || newValue < 0 || newValue > 1 else {
        settings.hyphenationFactor = newValue
        return
      }
      settings.hyphenationFactor = newValue.isNaN ? 0 : min(max(newValue, 0), 1)
      Diagnostics.report(
        Warning(
          .valueClamped,
          "NSMutableParagraphStyle.hyphenationFactor: \(newValue) is outside 0…1; using "
            + "\(settings.hyphenationFactor)."))
    }
  }
  open override var baseWritingDirection: NSWritingDirection {
    get { settings.baseWritingDirection }
    set { settings.baseWritingDirection = newValue }
  }
}

extension NSMutableParagraphStyle {
  /// A paragraph spacing as UIKit keeps it: 0 for a negative or non-finite value, with a warning.
  fileprivate static func spacing(_ value: CGFloat, _ name: String) -> CGFloat {
    guard !(value >= 0 && value.isFinite) else { return value }
    Diagnostics.report(
      Warning(.valueClamped, "NSMutableParagraphStyle.\(name): \(value) is negative or not finite; using 0."))
    return 0
  }
}

/// The values of a paragraph style, as a value the layout cache can key on.
struct ParagraphSettings: Hashable, Sendable {
  var alignment: TextAlignment = .natural
  var lineSpacing: CGFloat = 0
  var lineHeightMultiple: CGFloat = 0
  var minimumLineHeight: CGFloat = 0
  var maximumLineHeight: CGFloat = 0
  var paragraphSpacing: CGFloat = 0
  var paragraphSpacingBefore: CGFloat = 0
  var firstLineHeadIndent: CGFloat = 0
  var headIndent: CGFloat = 0
  var tailIndent: CGFloat = 0
  var lineBreakMode: LineBreakMode = .byWordWrapping
  var hyphenationFactor: Float = 0
  var baseWritingDirection: NSWritingDirection = .natural
}
