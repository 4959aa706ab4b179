import Foundation

/// How `boundingRect(with:options:attributes:context:)` and `draw(with:options:attributes:context:)`
/// lay text out (UIKit's `NSStringDrawingOptions`).
public struct NSStringDrawingOptions: OptionSet, Sendable, Hashable {
  /// The raw bits.
  public let rawValue: Int

  /// Creates options from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The rectangle's origin is the top-left corner of the first line, and the text wraps at
  /// the rectangle's width into as many lines as its height holds. Without it the origin is
  /// the first line's baseline and the text is one line.
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  /// Lines are spaced by the font's leading. Diorama's lines are always as tall as a label's
  /// (ascent, descent and leading of the font), so this changes nothing.
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  /// Measures with the glyphs' ink rather than their typographic bounds; accepted, and measured
  /// typographically.
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
  /// With ``usesLineFragmentOrigin``, the last line that fits ends with an ellipsis when text
  /// is left over.
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}
