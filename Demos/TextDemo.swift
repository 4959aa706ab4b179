import Diorama
import Foundation

/// Text as Pango shapes it with the pinned font set: a line in each of ten scripts, emoji
/// sequences, every line break mode, justified and natural paragraphs, Inter's weights and
/// tabular digits. Two columns of cards, laid out with stack views and Auto Layout.
public struct TextDemo: Demo {
  public init() {}
  public var id: String { "text" }
  public var title: String { "Text and scripts" }
  public var summary: String {
    "Ten scripts shaped by HarfBuzz (Arabic joined, Hebrew and Arabic right to left, Devanagari and Thai"
      + " clusters, CJK), emoji sequences, the six line break modes, justified text, Inter's nine weights"
      + " and tabular digits."
  }
  public var size: CGSize { CGSize(width: 1000, height: 936) }

  static let margin: CGFloat = 24
  static let gap: CGFloat = 20
  static let padding: CGFloat = 16
  static let ink = Color(hex: 0x1F2430)
  static let muted = Color(hex: 0x6A7282)
  static let hairline = Color(hex: 0xD5DAE3)
  static let tint = Color(hex: 0xE8EDF6)

  /// The width of each column's cards' content.
  var contentWidth: CGFloat { (size.width - 2 * Self.margin - Self.gap) / 2 - 2 * Self.padding }

  /// A greeting or pangram per script, with the script's name.
  static let scripts: [(name: String, sample: String)] = [
    ("Latin", "The quick brown fox: café, AVA"),
    ("Greek", "Καλημέρα κόσμε, ελληνικά"),
    ("Cyrillic", "Съешь же ещё этих булок"),
    ("Arabic", "السلام عليكم، مرحبا بالعالم"),
    ("Hebrew", "שלום עולם, עברית"),
    ("Devanagari", "नमस्ते दुनिया, हिन्दी"),
    ("Thai", "สวัสดีชาวโลก ภาษาไทย"),
    ("Chinese", "你好，世界！简体中文"),
    ("Japanese", "こんにちは世界、日本語"),
    ("Korean", "안녕하세요 세계, 한국어"),
  ]

  static let emoji: [(name: String, sample: String)] = [
    ("Skin tones", "👋 👋🏻 👋🏼 👋🏽 👋🏾 👋🏿 👍🏽"),
    ("Flags", "🇯🇵 🇧🇷 🇪🇬 🇮🇳 🇺🇦 🇰🇷 🏁 🏳️‍🌈"),
    ("ZWJ sequences", "👨‍👩‍👧‍👦 👩🏽‍💻 🧑🏾‍🚀 🏳️‍⚧️ ❤️‍🔥 🐻‍❄️"),
  ]

  static let sentence = "The quick brown fox jumps over the lazy dog and keeps running far past the edge"

  static let modes: [(name: String, mode: LineBreakMode, lines: Int)] = [
    ("byTruncatingHead", .byTruncatingHead, 1), ("byTruncatingMiddle", .byTruncatingMiddle, 1),
    ("byTruncatingTail", .byTruncatingTail, 1), ("byClipping", .byClipping, 1),
    ("byWordWrapping, 2 lines", .byWordWrapping, 2), ("byCharWrapping, 2 lines", .byCharWrapping, 2),
  ]

  static let paragraph =
    "A retained-mode scene graph keeps the views and layers of a picture in a tree, lays them out"
    + " with constraints or stacks, and redraws only what changed. Text is shaped by HarfBuzz, so"
    + " kerning, ligatures and joined scripts come out as the fonts intend."

  public func makeScene(scale: CGFloat) throws -> Scene {
    let scene = try Scene(size: size, scale: scale, backgroundColor: Color(hex: 0xEEF1F6))
    let root = scene.rootView

    let heading = Label(text: "Text: every script shaped by Pango", font: .boldSystemFont(ofSize: 24))
    heading.textColor = Self.ink
    heading.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(heading)

    let left = column([scriptsCard(), emojiCard(), weightsCard(), digitsCard()])
    let right = column([lineBreakCard(), alignmentCard(), attributedCard()])
    let columns = StackView(arrangedSubviews: [left, right])
    columns.axis = .horizontal
    columns.alignment = .top
    columns.distribution = .fillEqually
    columns.spacing = Self.gap
    columns.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(columns)

    LayoutConstraint.activate([
      heading.topAnchor.constraint(equalTo: root.topAnchor, constant: Self.margin),
      heading.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: Self.margin),
      columns.topAnchor.constraint(equalTo: heading.bottomAnchor, constant: 16),
      columns.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: Self.margin),
      columns.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -Self.margin),
    ])
    return scene
  }

  // MARK: Cards

  private func scriptsCard() -> View {
    let rows = Self.scripts.map { row(name: $0.name, sample: $0.sample, size: 20) }
    return card("Scripts", rows, spacing: 6)
  }

  private func emojiCard() -> View {
    let rows = Self.emoji.map { row(name: $0.name, sample: $0.sample, size: 24) }
    return card("Emoji", rows, spacing: 10)
  }

  private func weightsCard() -> View {
    let names = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
    let labels = zip(Font.Weight.allCases, names).map { weight, name in
      label("Ag \(name)", .systemFont(ofSize: 17, weight: weight))
    }
    let rows = stride(from: 0, to: labels.count, by: 3).map { start in
      let line = StackView(arrangedSubviews: Array(labels[start..<start + 3]))
      line.axis = .horizontal
      line.distribution = .fillEqually
      line.alignment = .firstBaseline
      return line as View
    }
    return card("Inter, ultraLight to black", rows, spacing: 6)
  }

  private func digitsCard() -> View {
    let numbers = "1,111.11\n4,070.90\n8,888.88\n11.11"
    let fonts: [(String, Font)] = [
      ("systemFont", .systemFont(ofSize: 17)),
      ("monospacedDigitSystemFont", .monospacedDigitSystemFont(ofSize: 17, weight: .regular)),
    ]
    let columns = fonts.map { name, font -> View in
      let figures = label(numbers, font)
      figures.numberOfLines = 0
      figures.textAlignment = .right
      figures.backgroundColor = Self.tint
      let stack = StackView(arrangedSubviews: [caption(name), figures])
      stack.axis = .vertical
      stack.spacing = 4
      return stack
    }
    let pair = StackView(arrangedSubviews: columns)
    pair.axis = .horizontal
    pair.distribution = .fillEqually
    pair.spacing = 16
    return card("Digits: proportional and tabular", [pair], spacing: 6)
  }

  private func lineBreakCard() -> View {
    let cellWidth = (contentWidth - 16) / 2
    let cells = Self.modes.map { name, mode, lines -> View in
      let text = label(Self.sentence, .systemFont(ofSize: 15))
      text.lineBreakMode = mode
      text.numberOfLines = lines
      text.preferredMaxLayoutWidth = cellWidth
      text.backgroundColor = Self.tint
      let stack = StackView(arrangedSubviews: [caption(name), text])
      stack.axis = .vertical
      stack.spacing = 4
      return stack
    }
    let rows = stride(from: 0, to: cells.count, by: 2).map { start in
      let line = StackView(arrangedSubviews: [cells[start], cells[start + 1]])
      line.axis = .horizontal
      line.distribution = .fillEqually
      line.alignment = .top
      line.spacing = 16
      return line as View
    }
    let sentence = caption("“\(Self.sentence)”, in labels of equal width:")
    sentence.numberOfLines = 0
    sentence.preferredMaxLayoutWidth = contentWidth
    return card("Line break modes", [sentence] + rows, spacing: 12)
  }

  private func alignmentCard() -> View {
    let columnWidth = (contentWidth - 16) / 2
    let columns = [("natural", TextAlignment.natural), ("justified", .justified)].map {
      name, alignment -> View in
      let text = label(Self.paragraph, .systemFont(ofSize: 14))
      text.numberOfLines = 0
      text.textAlignment = alignment
      text.preferredMaxLayoutWidth = columnWidth
      let stack = StackView(arrangedSubviews: [caption(name), text])
      stack.axis = .vertical
      stack.spacing = 4
      return stack
    }
    let pair = StackView(arrangedSubviews: columns)
    pair.axis = .horizontal
    pair.distribution = .fillEqually
    pair.alignment = .top
    pair.spacing = 16
    return card("Natural and justified", [pair], spacing: 6)
  }

  /// One label with attributed text (UIKit's keys and a paragraph style), a justified column
  /// with taller lines, and a line that shrinks to fit.
  private func attributedCard() -> View {
    let string =
      "Bold, coloured, k e r n e d, underlined, struck through, raised² and linked runs, a marked phrase "
      + "and a soft shadow, in one label with a first-line indent and extra line spacing.\n"
      + "A second paragraph, set 8 points below the first by the paragraph style's paragraphSpacing."
    let text = NSMutableAttributedString(
      string: string, attributes: [.font: Font.systemFont(ofSize: 14), .foregroundColor: Self.ink])
    func style(_ part: String, _ attributes: [NSAttributedString.Key: Any]) {
      text.addAttributes(attributes, range: (string as NSString).range(of: part))
    }
    style("Bold", [.font: Font.boldSystemFont(ofSize: 14)])
    style("coloured", [.foregroundColor: Color.systemPurple])
    style("k e r n e d", [.kern: 1.5])
    style(
      "underlined", [.underlineStyle: NSUnderlineStyle.single.rawValue, .underlineColor: Color.systemBlue])
    style(
      "struck through",
      [.strikethroughStyle: NSUnderlineStyle.single.rawValue, .strikethroughColor: Color.systemRed])
    style("²", [.baselineOffset: 5, .font: Font.systemFont(ofSize: 10)])
    style("linked", [.link: "https://example.com"])
    style("a marked phrase", [.backgroundColor: Color(hex: 0xFFE58A)])
    let shadow = NSShadow()
    shadow.shadowOffset = CGSize(width: 1, height: 2)
    shadow.shadowBlurRadius = 3
    shadow.shadowColor = Color(red: 0, green: 0, blue: 0, alpha: 0.4)
    style("a soft shadow", [.shadow: shadow, .font: Font.systemFont(ofSize: 14, weight: .semibold)])
    let paragraph = NSMutableParagraphStyle()
    paragraph.firstLineHeadIndent = 18
    paragraph.lineSpacing = 4
    paragraph.paragraphSpacing = 8
    text.addAttribute(.paragraphStyle, value: paragraph, range: NSRange(location: 0, length: text.length))
    let rich = Label()
    rich.numberOfLines = 0
    rich.attributedText = text
    rich.preferredMaxLayoutWidth = contentWidth

    let hyphenation = NSMutableParagraphStyle()
    hyphenation.alignment = .justified
    hyphenation.lineHeightMultiple = 1.3
    hyphenation.hyphenationFactor = 1
    let columnWidth = (contentWidth - 16) / 2
    let column = Label()
    column.numberOfLines = 0
    let english =
      "Internationalization and localization accommodate extraordinarily characteristic typographical conventions."
    let german = " Deutsch: Donaudampfschifffahrtsgesellschaft."
    let hyphenatedText = NSMutableAttributedString(
      string: english + german,
      attributes: [
        .font: Font.systemFont(ofSize: 14), .foregroundColor: Self.ink, .paragraphStyle: hyphenation,
      ])
    hyphenatedText.addAttribute(
      .languageIdentifier, value: "de", range: NSRange(location: (english as NSString).length + 1, length: 44)
    )
    column.attributedText = hyphenatedText
    column.preferredMaxLayoutWidth = columnWidth
    let hyphenated = StackView(arrangedSubviews: [caption("justified, hyphenated (en-US, de)"), column])
    hyphenated.axis = .vertical
    hyphenated.spacing = 4

    let shrinking = label("This line shrinks its font to fit the width", .systemFont(ofSize: 20))
    shrinking.adjustsFontSizeToFitWidth = true
    shrinking.minimumScaleFactor = 0.5
    shrinking.widthAnchor.constraint(equalToConstant: columnWidth).isActive = true
    // A label 3 % narrower than its text: tightened (UIKit tightens text up to 5 % too wide).
    let tight = label("Tightened, not truncated", .systemFont(ofSize: 17))
    tight.allowsDefaultTighteningForTruncation = true
    tight.backgroundColor = Self.tint
    let natural = Font.systemFont(ofSize: 17).width(of: "Tightened, not truncated")
    tight.widthAnchor.constraint(equalToConstant: (natural / 1.03).rounded(.down)).isActive = true
    let shrunk = StackView(arrangedSubviews: [
      caption("adjustsFontSizeToFitWidth"), shrinking, caption("default tightening for truncation"), tight,
    ])
    shrunk.axis = .vertical
    shrunk.alignment = .leading
    shrunk.spacing = 4
    shrunk.setCustomSpacing(12, after: shrinking)

    let pair = StackView(arrangedSubviews: [hyphenated, shrunk])
    pair.axis = .horizontal
    pair.distribution = .fillEqually
    pair.alignment = .top
    pair.spacing = 16
    return card("Attributed text", [rich, pair], spacing: 12)
  }

  // MARK: Pieces

  /// A vertical stack of cards.
  private func column(_ cards: [View]) -> View {
    let stack = StackView(arrangedSubviews: cards)
    stack.axis = .vertical
    stack.spacing = Self.gap
    return stack
  }

  /// A white card with a title above its rows.
  private func card(_ title: String, _ rows: [View], spacing: CGFloat) -> View {
    let card = View()
    card.backgroundColor = .white
    card.layer.cornerRadius = 10
    card.layer.borderWidth = 1
    card.layer.borderColor = Self.hairline
    let header = label(title, .systemFont(ofSize: 13, weight: .semibold))
    header.textColor = Self.muted
    let stack = StackView(arrangedSubviews: [header] + rows)
    stack.axis = .vertical
    stack.spacing = spacing
    stack.setCustomSpacing(10, after: header)
    stack.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(stack)
    LayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: card.topAnchor, constant: Self.padding - 4),
      stack.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: Self.padding),
      stack.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -Self.padding),
      stack.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -Self.padding),
    ])
    return card
  }

  /// A script's name and its sample on one baseline; the sample takes the rest of the row, so
  /// natural alignment puts right-to-left text at its right end.
  private func row(name: String, sample: String, size: CGFloat) -> View {
    let nameLabel = caption(name)
    let sampleLabel = label(sample, .systemFont(ofSize: size))
    let line = StackView(arrangedSubviews: [nameLabel, sampleLabel])
    line.axis = .horizontal
    line.alignment = .firstBaseline
    line.spacing = 12
    nameLabel.widthAnchor.constraint(equalToConstant: 96).isActive = true
    sampleLabel.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
    return line
  }

  private func label(_ text: String, _ font: Font) -> Label {
    let label = Label(text: text, font: font)
    label.textColor = Self.ink
    return label
  }

  private func caption(_ text: String) -> Label {
    let caption = label(text, .systemFont(ofSize: 12))
    caption.textColor = Self.muted
    return caption
  }
}
