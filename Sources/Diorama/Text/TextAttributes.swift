/// How text that does not fit is wrapped or truncated (UIKit's `NSLineBreakMode`).
public enum LineBreakMode: Int, Sendable, Hashable, CaseIterable {
  /// Wrap at word boundaries; a word wider than the line breaks between characters.
  case byWordWrapping
  /// Wrap between any two characters.
  case byCharWrapping
  /// Lines that do not fit are clipped.
  case byClipping
  /// The start of the last line is replaced by an ellipsis.
  case byTruncatingHead
  /// The end of the last line is replaced by an ellipsis (`UILabel`'s default).
  case byTruncatingTail
  /// The middle of the last line is replaced by an ellipsis.
  case byTruncatingMiddle
}

/// Horizontal alignment of text (UIKit's `NSTextAlignment`).
public enum TextAlignment: Int, Sendable, Hashable, CaseIterable {
  /// Flush left.
  case left
  /// Centred.
  case center
  /// Flush right.
  case right
  /// Flush on both sides except the last line (drawn as natural).
  case justified
  /// Leading: left in left-to-right layouts, right in right-to-left ones.
  case natural

}
