import Foundation

/// A typeface at a size (UIKit's `UIFont`).
///
/// Fonts come from Diorama's own pinned font set (see <doc:TextAndFonts>): the system font is Inter in
/// nine weights and italic; Noto covers the other scripts, CJK and colour emoji; DejaVu stays
/// available by name; a program can add its own files with ``registerFont(at:)``. Text in any
/// font falls back along the same list for characters the font lacks.
public struct Font: Hashable, Sendable, CustomStringConvertible {
  /// UIKit's font weights, from the lightest to the heaviest.
  public enum Weight: Int, Hashable, Sendable, CaseIterable {
    /// The lightest weight (OpenType 100).
    case ultraLight
    /// OpenType 200.
    case thin
    /// OpenType 300.
    case light
    /// The body weight (OpenType 400).
    case regular
    /// OpenType 500.
    case medium
    /// OpenType 600.
    case semibold
    /// OpenType 700.
    case bold
    /// OpenType 800.
    case heavy
    /// The heaviest weight (OpenType 900).
    case black

    /// The OpenType weight class, 100 to 900.
    public var openTypeWeight: Int { (rawValue + 1) * 100 }

    /// The weight nearest an OpenType weight class.
    init(openTypeWeight: Double) {
      let index = Int(((openTypeWeight / 100) - 1).rounded())
      self = Weight(rawValue: min(max(index, 0), Weight.black.rawValue))!
    }
  }

  /// The family's name, as the font files give it (`"Inter"`, `"DejaVu Sans"`).
  public let familyName: String
  /// The weight.
  public let weight: Weight
  /// Whether the face is italic.
  public let isItalic: Bool
  /// The size in points (the em size).
  public let pointSize: CGFloat
  /// OpenType features switched on for this font (`"tnum"` for tabular digits).
  let features: [String]

  /// The largest size a font can have, in points: FreeType cannot scale a face beyond 65,535
  /// pixels per em, which leaves room for a display scale of 6.
  public static let maximumPointSize: CGFloat = 10_000

  /// Creates a font from a family, traits and a size.
  ///
  /// A size that cannot be drawn has a defined answer and an ``Warning/Kind/valueClamped``
  /// warning: a negative size or NaN becomes 0 (the text measures 0 × 0 and draws nothing), and
  /// a size above ``maximumPointSize`` (+∞ included) becomes ``maximumPointSize``.
  init(
    family: String, weight: Weight = .regular, italic: Bool = false, features: [String] = [], size: CGFloat
  ) {
    familyName = family
    self.weight = weight
    isItalic = italic
    self.features = features
    if size >= 0, size <= Self.maximumPointSize {
      pointSize = size
    } else {
      pointSize = size > Self.maximumPointSize ? Self.maximumPointSize : 0
      Diagnostics.report(
        Warning(
          .valueClamped,
          "Font \(family): size \(size) is outside 0…\(Self.maximumPointSize) points; using \(pointSize)."))
    }
  }

  /// Looks a font up by its PostScript name (`"Inter-Bold"`, `"DejaVuSans-Bold"`) or its family
  /// name (`"DejaVu Sans"`, the family's regular face); `nil` when the font set has no such face,
  /// as with `UIFont(name:size:)`.
  public init?(name: String, size: CGFloat) {
    let faces = FontLibrary.shared.faces()
    if let face = faces.first(where: { $0.postScriptName == name }) {
      self.init(
        family: face.family, weight: Weight(openTypeWeight: face.weight), italic: face.italic, size: size)
      return
    }
    let family = faces.filter { $0.family.caseInsensitiveCompare(name) == .orderedSame }
    guard !family.isEmpty else { return nil }
    let roman = family.filter { !$0.italic }
    let candidates = roman.isEmpty ? family : roman
    let regular = candidates.min { abs($0.weight - 400) < abs($1.weight - 400) }!
    self.init(
      family: regular.family, weight: Weight(openTypeWeight: regular.weight), italic: regular.italic,
      size: size)
  }

  /// The regular system font at a size.
  public static func systemFont(ofSize size: CGFloat) -> Font {
    Font(family: FontLibrary.systemFamily, size: size)
  }

  /// The system font at a size and weight.
  public static func systemFont(ofSize size: CGFloat, weight: Weight) -> Font {
    Font(family: FontLibrary.systemFamily, weight: weight, size: size)
  }

  /// The bold system font at a size.
  public static func boldSystemFont(ofSize size: CGFloat) -> Font { systemFont(ofSize: size, weight: .bold) }

  /// The italic system font at a size.
  public static func italicSystemFont(ofSize size: CGFloat) -> Font {
    Font(family: FontLibrary.systemFamily, italic: true, size: size)
  }

  /// The monospaced system font (DejaVu Sans Mono; it has regular and bold faces) at a size and
  /// weight.
  public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
    Font(family: FontLibrary.monospacedFamily, weight: weight, size: size)
  }

  /// The system font with digits of equal width (OpenType `tnum`), for counters and clocks.
  public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
    Font(family: FontLibrary.systemFamily, weight: weight, features: ["tnum"], size: size)
  }

  /// The same face at another size.
  public func withSize(_ size: CGFloat) -> Font {
    Font(family: familyName, weight: weight, italic: isItalic, features: features, size: size)
  }

  /// The PostScript name of the face this font draws with (`"Inter-SemiBold"`).
  public var fontName: String { FontLibrary.shared.postScriptName(of: self) }

  /// The families of the font set, sorted.
  public static var familyNames: [String] {
    Array(Set(FontLibrary.shared.faces().map(\.family))).sorted()
  }

  /// The PostScript names of a family's faces, sorted; empty for an unknown family.
  public static func fontNames(forFamilyName family: String) -> [String] {
    Array(Set(FontLibrary.shared.faces().filter { $0.family == family }.map(\.postScriptName))).sorted()
  }

  /// Adds the faces of a TrueType or OpenType file (or collection) to the font set, for every
  /// scene of this process, and returns their PostScript names (the job of
  /// `CTFontManagerRegisterFontsForURL`). Use a name with ``init(name:size:)``.
  ///
  /// - Throws: ``FontError/fileNotFound(_:)``; ``FontError/unreadableFont(_:)`` for a file that
  ///   is not a font.
  @discardableResult
  public static func registerFont(at url: URL) throws(FontError) -> [String] {
    try FontLibrary.shared.register(fileAt: url)
  }

  /// Distance from the baseline to the top of the line, in points (positive).
  public var ascender: CGFloat { metrics.ascent }
  /// Distance from the baseline to the bottom of the line, in points (negative, as in UIKit).
  public var descender: CGFloat { -metrics.descent }
  /// The height of one line of text: ascender − descender.
  public var lineHeight: CGFloat { metrics.ascent + metrics.descent }
  /// Extra space between lines recommended by the font (its line gap).
  public var leading: CGFloat { max(0, metrics.height - metrics.ascent - metrics.descent) }
  /// The height of capital letters above the baseline.
  public var capHeight: CGFloat { metrics.capHeight }
  /// The height of lowercase letters above the baseline.
  public var xHeight: CGFloat { metrics.xHeight }

  /// The width of `text` set on one line in this font: shaped, kerned, with ligatures and
  /// fallback fonts, as a label draws it.
  public func width(of text: String) -> CGFloat {
    guard !text.isEmpty else { return 0 }
    return TextLayout.make(
      TextLayout.Key(
        text: text, font: self, width: .infinity, numberOfLines: 1, lineBreakMode: .byClipping,
        alignment: .left, direction: .leftToRight)
    ).size.width
  }

  public var description: String {
    "\(familyName) \(weight)\(isItalic ? " italic" : "") \(pointSize)pt"
  }

  private var metrics: FontMetrics { FontLibrary.shared.metrics(of: self) }
}

extension Font {
  /// The same font at `scale` times its size (no warning: the scale comes from shrinking).
  func scaled(by scale: CGFloat) -> Font {
    scale == 1 ? self : withSize(pointSize * scale)
  }
}
