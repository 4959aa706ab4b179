import Foundation

/// Paragraph settings of attributed text (UIKit's `NSParagraphStyle`); build one with
/// ``NSMutableParagraphStyle``.
///
/// A label lays its text out with the style of the first character. Distances are in points.
/// `paragraphSpacing` and `paragraphSpacingBefore` are kept but not drawn yet: Pango has no
/// spacing between paragraphs of one layout.
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
  /// Space after each paragraph (kept, not drawn yet).
  open var paragraphSpacing: CGFloat { settings.paragraphSpacing }
  /// Space before each paragraph (kept, not drawn yet).
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
  /// Above 0, a word too long for its line breaks with a hyphen (0: without one). There is no
  /// hyphenation dictionary: words that fit their line are never split.
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
  open override var paragraphSpacing: CGFloat {
    get { settings.paragraphSpacing }
    set { settings.paragraphSpacing = newValue }
  }
  open override var paragraphSpacingBefore: CGFloat {
    get { settings.paragraphSpacingBefore }
    set { settings.paragraphSpacingBefore = newValue }
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
  open override var hyphenationFactor: Float {
    get { settings.hyphenationFactor }
    set { settings.hyphenationFactor = newValue }
  }
  open override var baseWritingDirection: NSWritingDirection {
    get { settings.baseWritingDirection }
    set { settings.baseWritingDirection = newValue }
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
