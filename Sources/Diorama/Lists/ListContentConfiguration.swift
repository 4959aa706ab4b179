import Foundation

/// The content of a standard list cell, header or footer: a text, a secondary text and an image,
/// with iOS 17's styling for each kind of list element (UIKit's `UIListContentConfiguration`).
///
/// Start from one of the factory methods — ``cell()``, ``subtitleCell()``, ``valueCell()``,
/// ``plainHeader()``, ``groupedHeader()``… — set ``text``, ``secondaryText`` and ``image``, and
/// assign the result to ``TableViewCell/contentConfiguration``.
///
/// The metrics are iOS 17's on an iPhone in portrait, as observed in UIKit's view debugger:
/// cell text is the body style (17 pt), 16-point leading and trailing margins, 11-point top and
/// bottom margins and a 44-point minimum height, so a one-line cell is 44 points high; grouped
/// headers are footnote text (13 pt) in the secondary label colour, upper-cased.
public struct ListContentConfiguration: ContentConfiguration, Equatable {
  /// How a text is transformed before it is shown (UIKit's `TextProperties.TextTransform`).
  public enum TextTransform: Sendable, Hashable {
    /// As written.
    case none
    /// Upper-cased.
    case uppercase
    /// Lower-cased.
    case lowercase
    /// Each word capitalised.
    case capitalized

    func apply(_ text: String) -> String {
      switch self {
      case .none: return text
      case .uppercase: return text.uppercased()
      case .lowercase: return text.lowercased()
      case .capitalized: return text.capitalized
      }
    }
  }

  /// How a text is drawn (UIKit's `UIListContentConfiguration.TextProperties`).
  public struct TextProperties: Hashable {
    /// The font.
    public var font: Font
    /// The colour.
    public var color: Color
    /// The horizontal alignment; `.natural` by default.
    public var alignment: TextAlignment = .natural
    /// The maximum number of lines; 0 (no limit) by default, as in UIKit.
    public var numberOfLines = 0
    /// How lines wrap and the last one truncates.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail
    /// The transform applied to the text.
    public var transform: TextTransform = .none

    /// Creates text properties with a font and a colour.
    public init(font: Font, color: Color) {
      self.font = font
      self.color = color
    }
  }

  /// How the image is drawn (UIKit's `UIListContentConfiguration.ImageProperties`).
  public struct ImageProperties: Hashable {
    /// The colour a template image is drawn in; `nil` uses the view's tint colour.
    public var tintColor: Color?
    /// The largest size the image is drawn at (aspect kept); zero means its own size.
    public var maximumSize: CGSize = .zero
    /// The width kept for the image whatever its own width, so texts line up in a list;
    /// 0 (the default) keeps the image's width.
    public var reservedLayoutWidth: CGFloat = 0
    /// The corner radius of the image.
    public var cornerRadius: CGFloat = 0

    /// Creates default image properties.
    public init() {}
  }

  /// The primary text.
  public var text: String?
  /// The primary text with attributes; when set it wins over ``text``.
  public var attributedText: NSAttributedString?
  /// The secondary text (a subtitle or a value).
  public var secondaryText: String?
  /// The secondary text with attributes; when set it wins over ``secondaryText``.
  public var secondaryAttributedText: NSAttributedString?
  /// The image, drawn at the leading edge.
  public var image: Image?
  /// How the primary text is drawn.
  public var textProperties: TextProperties
  /// How the secondary text is drawn.
  public var secondaryTextProperties: TextProperties
  /// How the image is drawn.
  public var imageProperties = ImageProperties()
  /// The margins around the content.
  public var directionalLayoutMargins: DirectionalEdgeInsets
  /// Whether the two texts sit side by side (the text leading, the secondary text trailing)
  /// when they fit on one line; they stack when they do not.
  public var prefersSideBySideTextAndSecondaryText = false
  /// The space between the image and the texts, in points.
  public var imageToTextPadding: CGFloat = 16
  /// The space between stacked texts, in points.
  public var textToSecondaryTextVerticalPadding: CGFloat = 3
  /// The least space between side-by-side texts, in points.
  public var textToSecondaryTextHorizontalPadding: CGFloat = 8
  /// The least height of the content (44 points for cells, 0 for headers and footers).
  var minimumHeight: CGFloat = 0
  /// Lays the text out in a fixed leading column, right-aligned (the legacy `.value2` style).
  var usesValue2Columns = false

  init(
    text: TextProperties, secondary: TextProperties, margins: DirectionalEdgeInsets, minimumHeight: CGFloat
  ) {
    textProperties = text
    secondaryTextProperties = secondary
    directionalLayoutMargins = margins
    self.minimumHeight = minimumHeight
  }

  // MARK: iOS 17's metrics

  /// The body font (17 pt), used by cell text.
  static let bodyFont = Font.systemFont(ofSize: 17)
  /// The subheadline font (15 pt), used by subtitles.
  static let subheadlineFont = Font.systemFont(ofSize: 15)
  /// The footnote font (13 pt), used by grouped headers and footers.
  static let footnoteFont = Font.systemFont(ofSize: 13)
  /// A cell's margins: 11 points above and below, 16 at the sides (an iPhone in portrait).
  static let cellMargins = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
  /// The least height of a cell, 44 points.
  public static let minimumCellHeight: CGFloat = 44
  /// The space above a grouped header's text and below a grouped footer's, 17.5 points: with the
  /// next header's, 35 points between grouped sections.
  public static let groupedSectionSpacing: CGFloat = 17.5
  /// The space between a grouped header's text and its section (and a footer's), 6 points.
  public static let groupedTextToSectionSpacing: CGFloat = 6

  // MARK: Cells

  /// A cell: one text in the body style (UIKit's `cell()`).
  public static func cell() -> ListContentConfiguration {
    ListContentConfiguration(
      text: TextProperties(font: bodyFont, color: .label),
      secondary: TextProperties(font: subheadlineFont, color: .secondaryLabel), margins: cellMargins,
      minimumHeight: minimumCellHeight)
  }

  /// A cell with a subtitle below its text, in the subheadline style and the secondary label
  /// colour (UIKit's `subtitleCell()`).
  public static func subtitleCell() -> ListContentConfiguration { cell() }

  /// A cell with a value at its trailing edge, in the body style and the secondary label colour
  /// (UIKit's `valueCell()`); the two stack when they do not fit side by side.
  public static func valueCell() -> ListContentConfiguration {
    var configuration = cell()
    configuration.secondaryTextProperties = TextProperties(font: bodyFont, color: .secondaryLabel)
    configuration.prefersSideBySideTextAndSecondaryText = true
    return configuration
  }

  // MARK: Headers and footers

  /// A plain table's section header: the headline style (17 pt semibold) on the plain
  /// background (UIKit's `plainHeader()`).
  public static func plainHeader() -> ListContentConfiguration {
    ListContentConfiguration(
      text: TextProperties(font: .systemFont(ofSize: 17, weight: .semibold), color: .label),
      secondary: TextProperties(font: subheadlineFont, color: .secondaryLabel),
      margins: DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16), minimumHeight: 0)
  }

  /// A plain table's section footer: footnote text in the secondary label colour (UIKit's
  /// `plainFooter()`).
  public static func plainFooter() -> ListContentConfiguration {
    ListContentConfiguration(
      text: TextProperties(font: footnoteFont, color: .secondaryLabel),
      secondary: TextProperties(font: footnoteFont, color: .secondaryLabel),
      margins: DirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16), minimumHeight: 0)
  }

  /// A grouped table's section header: upper-cased footnote text in the secondary label colour,
  /// ``groupedSectionSpacing`` above and ``groupedTextToSectionSpacing`` below (UIKit's
  /// `groupedHeader()`).
  public static func groupedHeader() -> ListContentConfiguration {
    var configuration = ListContentConfiguration(
      text: TextProperties(font: footnoteFont, color: .secondaryLabel),
      secondary: TextProperties(font: footnoteFont, color: .secondaryLabel),
      margins: DirectionalEdgeInsets(
        top: groupedSectionSpacing, leading: 16, bottom: groupedTextToSectionSpacing, trailing: 16),
      minimumHeight: 0)
    configuration.textProperties.transform = .uppercase
    return configuration
  }

  /// A grouped table's section footer: footnote text in the secondary label colour,
  /// ``groupedTextToSectionSpacing`` above and ``groupedSectionSpacing`` below (UIKit's
  /// `groupedFooter()`).
  public static func groupedFooter() -> ListContentConfiguration {
    ListContentConfiguration(
      text: TextProperties(font: footnoteFont, color: .secondaryLabel),
      secondary: TextProperties(font: footnoteFont, color: .secondaryLabel),
      margins: DirectionalEdgeInsets(
        top: groupedTextToSectionSpacing, leading: 16, bottom: groupedSectionSpacing, trailing: 16),
      minimumHeight: 0)
  }

  /// The legacy `.value2` cell: a small right-aligned text in the tint colour in a leading
  /// column, then the secondary text.
  static func value2Cell() -> ListContentConfiguration {
    var configuration = cell()
    configuration.textProperties = TextProperties(
      font: .systemFont(ofSize: 15, weight: .semibold), color: .link)
    configuration.textProperties.alignment = .right
    configuration.secondaryTextProperties = TextProperties(font: subheadlineFont, color: .label)
    configuration.usesValue2Columns = true
    return configuration
  }

  // MARK: ContentConfiguration

  /// Makes a ``ListContentView`` showing this configuration.
  public func makeContentView() -> View { ListContentView(configuration: self) }

  /// Applies this configuration to a ``ListContentView``; `false` for any other view.
  public func apply(to view: View) -> Bool {
    guard let list = view as? ListContentView else { return false }
    list.configuration = self
    return true
  }
}
