import Foundation
import Testing

@testable import Diorama

/// Attributed text on labels: UIKit's keys, paragraph styles, shadows and shrinking, checked
/// against the fonts' own metrics and against rendered pixels.
@Suite struct AttributedTextTests {
  /// A label showing `text` in a frame, rendered on white at scale 1.
  func render(_ label: Label, size: CGSize) throws -> Image {
    label.frame = CGRect(origin: .zero, size: size)
    return try label.renderImage(backgroundColor: .white)
  }

  /// Columns and rows holding pixels that match `test`.
  func ink(_ image: Image, where test: (RGBA8) -> Bool) -> (xs: [Int], ys: [Int]) {
    var xs = Set<Int>()
    var ys = Set<Int>()
    for y in 0..<image.height {
      for x in 0..<image.width where test(image[x: x, y: y]) {
        xs.insert(x)
        ys.insert(y)
      }
    }
    return (xs.sorted(), ys.sorted())
  }

  func range(_ part: String, in string: String) -> NSRange { (string as NSString).range(of: part) }

  @Test func colourRunsDrawInTheirColourAndTheRestInTheLabels() throws {
    let string = "Red Black"
    let text = NSMutableAttributedString(string: string)
    text.addAttribute(.foregroundColor, value: Color.red, range: range("Red", in: string))
    let label = Label()
    label.attributedText = text
    label.font = .boldSystemFont(ofSize: 30)
    let image = try render(label, size: CGSize(width: 200, height: 40))
    let red = ink(image) { $0.r > 200 && $0.g < 60 && $0.b < 60 }
    let black = ink(image) { $0.r < 40 && $0.g < 40 && $0.b < 40 }
    let split = label.font.width(of: "Red ")
    #expect(!red.xs.isEmpty && !black.xs.isEmpty)
    #expect(red.xs.last! < Int(split))  // red only over "Red"
    #expect(black.xs.first! >= Int(split) - 1)  // the rest in the label's colour
  }

  @Test func runFontsReplaceTheLabelsFontOnlyWhereTheyAre() {
    let text = NSMutableAttributedString(string: "ab")
    text.addAttribute(.font, value: Font.boldSystemFont(ofSize: 40), range: NSRange(location: 0, length: 1))
    let label = Label()
    label.font = .systemFont(ofSize: 20)
    label.attributedText = text
    let expected = Font.boldSystemFont(ofSize: 40).width(of: "a") + Font.systemFont(ofSize: 20).width(of: "b")
    #expect(abs(label.intrinsicContentSize.width - expected.rounded(.up)) <= 1)
    // The line is as tall as its tallest font.
    #expect(label.intrinsicContentSize.height == Font.boldSystemFont(ofSize: 40).lineHeight.rounded(.up))
  }

  @Test func kernAddsSpaceBetweenCharacters() {
    let plain = Font.systemFont(ofSize: 20).width(of: "AAAA")
    let text = NSAttributedString(string: "AAAA", attributes: [.kern: 5])
    let label = Label()
    label.font = .systemFont(ofSize: 20)
    label.attributedText = text
    let kerned = label.intrinsicContentSize.width
    // Five points after each of the four letters (UIKit) or between them (Pango): 15 to 20.
    #expect(
      kerned >= (plain + 15).rounded(.up) && kerned <= (plain + 20).rounded(.up), "\(plain) → \(kerned)")
  }

  @Test func aParagraphStylesAlignmentWinsOverTheLabels() throws {
    let style = NSMutableParagraphStyle()
    style.alignment = .center
    let label = Label()
    label.textAlignment = .left
    label.font = .boldSystemFont(ofSize: 20)
    label.attributedText = NSAttributedString(string: "Middle", attributes: [.paragraphStyle: style])
    let image = try render(label, size: CGSize(width: 300, height: 30))
    let columns = ink(image) { $0.r < 128 }.xs
    let left = columns.first!
    let right = 300 - 1 - columns.last!
    #expect(abs(left - right) <= 2, "ink from \(left) to \(columns.last!)")
  }

  @Test func lineSpacingAndLineHeightMultipleMoveTheSecondBaseline() {
    let font = Font.systemFont(ofSize: 20)
    func baselines(_ configure: (NSMutableParagraphStyle) -> Void) -> CGFloat {
      let style = NSMutableParagraphStyle()
      configure(style)
      let content = AttributedText(
        NSAttributedString(string: "one\ntwo", attributes: [.paragraphStyle: style]))
      let layout = TextLayout.make(
        TextLayout.Key(
          content, font: font, width: 300, numberOfLines: 0, lineBreakMode: .byWordWrapping,
          alignment: .natural,
          direction: .leftToRight))
      return layout.lastBaseline - layout.firstBaseline
    }
    #expect(abs(baselines { _ in } - font.lineHeight) < 0.01)
    #expect(abs(baselines { $0.lineSpacing = 7 } - (font.lineHeight + 7)) < 0.01)
    #expect(abs(baselines { $0.lineHeightMultiple = 2 } - 2 * font.lineHeight) < 0.01)
  }

  @Test func indentsNarrowTheLines() {
    let font = Font.systemFont(ofSize: 20)
    let style = NSMutableParagraphStyle()
    style.headIndent = 30
    style.firstLineHeadIndent = 30
    style.tailIndent = -20
    let content = AttributedText(
      NSAttributedString(string: "word word word word word", attributes: [.paragraphStyle: style]))
    let layout = TextLayout.make(
      TextLayout.Key(
        content, font: font, width: 200, numberOfLines: 0, lineBreakMode: .byWordWrapping,
        alignment: .natural,
        direction: .leftToRight))
    // 150 points of room: as many words per line as fit in 150, and the block starts at 30.
    let perLine = Int((150 + font.width(of: " ")) / font.width(of: "word "))
    #expect(layout.lineCount == Int((5.0 / Double(perLine)).rounded(.up)))
  }

  @Test func utf16RangesAreMappedToUTF8Offsets() {
    // "a😀b": UTF-16 offsets 0, 1, 3, 4 are UTF-8 offsets 0, 1, 5, 6; inside the pair → 1.
    #expect(AttributedText.utf8Offsets(of: [0, 1, 3, 4, 2, 99], in: "a😀b") == [0, 1, 5, 6, 1, 6])
    let string = "😀 green"
    let text = NSMutableAttributedString(string: string)
    text.addAttribute(.foregroundColor, value: Color.green, range: range("green", in: string))
    #expect(AttributedText(text).runs.map { [$0.start, $0.end] } == [[5, 10]])
  }

  @Test func underlineDrawsBelowTheBaseline() throws {
    let font = Font.systemFont(ofSize: 30)
    func lowestInk(_ attributes: [NSAttributedString.Key: Any]) throws -> Int {
      let label = Label()
      label.font = font
      label.attributedText = NSAttributedString(string: "mmm", attributes: attributes)
      return try ink(render(label, size: CGSize(width: 100, height: 60))) { $0.r < 128 }.ys.last!
    }
    let plain = try lowestInk([:])
    let underlined = try lowestInk([.underlineStyle: NSUnderlineStyle.single.rawValue])
    #expect(underlined > plain + 1)  // "m" sits on the baseline; the line is under it
  }

  @Test func aShadowIsDrawnOffsetInItsColour() throws {
    let shadow = NSShadow()
    shadow.shadowOffset = CGSize(width: 8, height: 8)
    shadow.shadowColor = Color.blue
    let label = Label()
    label.font = .boldSystemFont(ofSize: 30)
    label.attributedText = NSAttributedString(string: "I", attributes: [.shadow: shadow])
    let image = try render(label, size: CGSize(width: 60, height: 60))
    let black = ink(image) { $0.r < 60 && $0.b < 60 }
    let blue = ink(image) { $0.b > 200 && $0.r < 60 }
    #expect(!blue.xs.isEmpty)
    #expect(blue.xs.last! - black.xs.last! == 8)
    #expect(blue.ys.last! - black.ys.last! == 8)
  }

  @Test func shrinkingFitsTheTextInTheWidthAtTheLargestScale() {
    let label = Label(text: "Shrinks to fit this width", font: .systemFont(ofSize: 30))
    let full = label.font.width(of: "Shrinks to fit this width")
    label.adjustsFontSizeToFitWidth = true
    label.minimumScaleFactor = 0.25
    label.frame = CGRect(x: 0, y: 0, width: full / 2, height: 40)
    let layout = (label.layer as! TextLayer).layout()
    #expect(!layout.isTruncated)
    #expect(layout.size.width <= full / 2)
    // Advances scale with the size: about half, found to within 1/64 of the size.
    #expect(abs(layout.key.fontScale - 0.5) <= 1.0 / 64 + 0.01)
    label.minimumScaleFactor = 0.9  // cannot fit: the minimum, truncated
    let floor = (label.layer as! TextLayer).layout()
    #expect(floor.key.fontScale == 0.9 && floor.isTruncated)
  }

  @Test func labelsKeepTheirTextWhileTheyAnimate() throws {
    let scene = try Scene(size: CGSize(width: 200, height: 40), backgroundColor: .white)
    let label = Label(text: "Moving", font: .boldSystemFont(ofSize: 20))
    label.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
    scene.rootView.addSubview(label)
    scene.layoutIfNeeded()
    View.animate(withDuration: 1) { label.frame.origin.x = 100 }
    let renderer = try scene.makeRenderer()
    renderer.draw(try scene.frame(at: 10))
    let image = renderer.makeImage()
    #expect(!ink(image) { $0.r < 100 }.xs.isEmpty)
  }

  @Test func valuesOfTheWrongTypeAreIgnored() {
    let label = Label()
    label.font = .systemFont(ofSize: 20)
    label.attributedText = NSAttributedString(
      string: "plain",
      attributes: [.font: "Helvetica", .kern: "wide", .foregroundColor: 3, .paragraphStyle: "centered"])
    #expect(label.intrinsicContentSize.width == label.font.width(of: "plain").rounded(.up))
    label.attributedText = NSAttributedString(string: "")
    #expect(label.intrinsicContentSize == .zero)
    label.text = "again"  // drops the attributes
    #expect(label.attributedText?.attributes(at: 0, effectiveRange: nil).isEmpty == true)
  }

  @Test func hangulWordsStayWhole() {
    let font = Font.systemFont(ofSize: 20)
    let two = font.width(of: "한국어 한국어")
    let layout = TextLayout.make(
      TextLayout.Key(
        text: "한국어 한국어 한국어", font: font, width: two + 1, numberOfLines: 0, lineBreakMode: .byWordWrapping,
        alignment: .natural, direction: .leftToRight))
    #expect(layout.lineCount == 2)  // breaks at the space, not between syllables
    let narrow = TextLayout.make(
      TextLayout.Key(
        text: "한국어 한국어", font: font, width: font.width(of: "한국어") + 1, numberOfLines: 0,
        lineBreakMode: .byWordWrapping, alignment: .natural, direction: .leftToRight))
    #expect(narrow.lineCount == 2)
  }
}
