import Foundation

/// A typeface at a size (UIKit's `UIFont`), always backed by a DejaVu font file from Debian's
/// `fonts-dejavu-core`, so that text measures and renders the same on every machine.
public struct Font: Hashable, Sendable, CustomStringConvertible {
  /// The DejaVu faces Diorama ships with.
  public enum Face: String, Hashable, Sendable, CaseIterable {
    /// DejaVu Sans.
    case sans = "DejaVuSans"
    /// DejaVu Sans Bold.
    case sansBold = "DejaVuSans-Bold"
    /// DejaVu Sans Oblique.
    case sansOblique = "DejaVuSans-Oblique"
    /// DejaVu Sans Bold Oblique.
    case sansBoldOblique = "DejaVuSans-BoldOblique"
    /// DejaVu Sans Mono.
    case mono = "DejaVuSansMono"
    /// DejaVu Sans Mono Bold.
    case monoBold = "DejaVuSansMono-Bold"
    /// DejaVu Serif.
    case serif = "DejaVuSerif"
    /// DejaVu Serif Bold.
    case serifBold = "DejaVuSerif-Bold"
  }

  /// UIKit's font weights; Diorama maps light weights to the regular face and semibold and up
  /// to the bold face (DejaVu has no intermediate weights in `fonts-dejavu-core`).
  public enum Weight: Int, Hashable, Sendable, CaseIterable {
    /// The lightest weight; drawn with the regular face.
    case ultraLight
    /// Drawn with the regular face.
    case thin
    /// Drawn with the regular face.
    case light
    /// The body weight.
    case regular
    /// Drawn with the regular face.
    case medium
    /// Drawn with the bold face.
    case semibold
    /// The bold face.
    case bold
    /// Drawn with the bold face.
    case heavy
    /// The heaviest weight; drawn with the bold face.
    case black
  }

  /// The face.
  public var face: Face
  /// The size in points (the em size).
  public var pointSize: CGFloat

  /// The largest size a font can have, in points: FreeType cannot scale a face beyond 65,535
  /// pixels per em, which leaves room for a display scale of 6.
  public static let maximumPointSize: CGFloat = 10_000

  /// Creates a font from a face and a size.
  ///
  /// A size that cannot be drawn has a defined answer and an ``Warning/Kind/valueClamped``
  /// warning: a negative size or NaN becomes 0 (the text measures 0 × 0 and draws nothing), and
  /// a size above ``maximumPointSize`` (+∞ included) becomes ``maximumPointSize``.
  public init(face: Face, size: CGFloat) {
    self.face = face
    if size >= 0, size <= Self.maximumPointSize {
      pointSize = size
    } else {
      pointSize = size > Self.maximumPointSize ? Self.maximumPointSize : 0
      Diagnostics.report(
        Warning(
          .valueClamped,
          "Font \(face.rawValue): size \(size) is outside 0…\(Self.maximumPointSize) points; using"
            + " \(pointSize)."))
    }
  }

  /// Looks a font up by its PostScript-style name (`"DejaVuSans-Bold"`) or family name
  /// (`"DejaVu Sans"`); `nil` when Diorama has no such face, as with `UIFont(name:size:)`.
  public init?(name: String, size: CGFloat) {
    let compact = name.replacingOccurrences(of: " ", with: "")
    guard let face = Face(rawValue: compact) else { return nil }
    self.init(face: face, size: size)
  }

  /// The regular system font (DejaVu Sans) at a size.
  public static func systemFont(ofSize size: CGFloat) -> Font { Font(face: .sans, size: size) }

  /// The system font at a size and weight.
  public static func systemFont(ofSize size: CGFloat, weight: Weight) -> Font {
    Font(face: weight.rawValue >= Weight.semibold.rawValue ? .sansBold : .sans, size: size)
  }

  /// The bold system font (DejaVu Sans Bold) at a size.
  public static func boldSystemFont(ofSize size: CGFloat) -> Font { Font(face: .sansBold, size: size) }

  /// The italic system font (DejaVu Sans Oblique) at a size.
  public static func italicSystemFont(ofSize size: CGFloat) -> Font { Font(face: .sansOblique, size: size) }

  /// The monospaced system font (DejaVu Sans Mono) at a size and weight.
  public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
    Font(face: weight.rawValue >= Weight.semibold.rawValue ? .monoBold : .mono, size: size)
  }

  /// The same face at another size.
  public func withSize(_ size: CGFloat) -> Font { Font(face: face, size: size) }

  /// Distance from the baseline to the top of the line, in points (positive).
  public var ascender: CGFloat { metrics.ascent }
  /// Distance from the baseline to the bottom of the line, in points (negative, as in UIKit).
  public var descender: CGFloat { -metrics.descent }
  /// The height of one line of text: ascender − descender.
  public var lineHeight: CGFloat { metrics.ascent + metrics.descent }
  /// Extra space between lines recommended by the font (0 for DejaVu through Cairo).
  public var leading: CGFloat { max(0, metrics.height - metrics.ascent - metrics.descent) }
  /// The height of capital letters above the baseline.
  public var capHeight: CGFloat { metrics.capHeight }
  /// The height of lowercase letters above the baseline.
  public var xHeight: CGFloat { metrics.xHeight }

  /// The width of `text` set on one line in this font (sum of glyph advances, no kerning).
  public func width(of text: String) -> CGFloat {
    FontLibrary.shared.advance(of: text, face: face, size: pointSize)
  }

  public var description: String { "\(face.rawValue) \(pointSize)pt" }

  private var metrics: FontMetrics { FontLibrary.shared.metrics(face: face, size: pointSize) }
}

/// Vertical metrics of a face at a size, in points.
struct FontMetrics: Hashable, Sendable {
  var ascent: CGFloat
  var descent: CGFloat
  var height: CGFloat
  var capHeight: CGFloat
  var xHeight: CGFloat
}
