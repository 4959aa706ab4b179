import Foundation
import Testing

@testable import Diorama

/// Swift's `AttributedString` with UIKit's attribute scope, converted with
/// `NSAttributedString(_:)` as on iOS: the same keys and values as the `NSAttributedString`
/// written by hand, so labels draw the same pixels.
@Suite struct UIKitAttributedStringTests {
  @Test func uiKitAttributesBecomeUIKitKeys() {
    var text = AttributedString("Hi")
    text.font = .systemFont(ofSize: 20)
    text.foregroundColor = .red
    let converted = NSAttributedString(text)
    #expect(converted.string == "Hi")
    let attributes = converted.attributes(at: 0, effectiveRange: nil)
    #expect(attributes[.font] as? Font == .systemFont(ofSize: 20))
    #expect(attributes[.foregroundColor] as? Color == .red)
    #expect(attributes.count == 2)
  }

  @Test func runsKeepTheirUTF16Ranges() throws {
    var text = AttributedString("😀 green and plain")
    let green = try #require(text.range(of: "green"))
    text[green].foregroundColor = .green
    text[green].kern = 2
    text[green].underlineStyle = .single
    text[green].languageIdentifier = "de"
    let converted = try NSAttributedString(text, including: \.uiKit)
    var range = NSRange()
    let attributes = converted.attributes(at: 3, effectiveRange: &range)
    // "😀 " is three UTF-16 units; "green" five.
    #expect(range == NSRange(location: 3, length: 5))
    #expect(attributes[.foregroundColor] as? Color == .green)
    #expect(attributes[.kern] as? CGFloat == 2)
    #expect(attributes[.underlineStyle] as? NSUnderlineStyle == .single)
    #expect(attributes[.languageIdentifier] as? String == "de")
    #expect(converted.attributes(at: 0, effectiveRange: nil).isEmpty)
  }

  @Test func aLabelDrawsTheConvertedStringAsTheHandWrittenOne() throws {
    var text = AttributedString("Bold and blue")
    text.font = .boldSystemFont(ofSize: 22)
    text[text.range(of: "blue")!].foregroundColor = .blue
    let style = NSMutableParagraphStyle()
    style.alignment = .center
    text.paragraphStyle = style
    let byHand = NSMutableAttributedString(
      string: "Bold and blue", attributes: [.font: Font.boldSystemFont(ofSize: 22), .paragraphStyle: style])
    byHand.addAttribute(.foregroundColor, value: Color.blue, range: NSRange(location: 9, length: 4))
    func render(_ string: NSAttributedString) throws -> Image {
      let label = Label()
      label.textColor = .black
      label.attributedText = string
      label.frame = CGRect(x: 0, y: 0, width: 240, height: 40)
      return try label.renderImage(backgroundColor: .white)
    }
    #expect(try render(NSAttributedString(text)) == render(byHand))
  }

  @Test func anEmptyStringConvertsToAnEmptyOne() {
    let converted = NSAttributedString(AttributedString())
    #expect(converted.length == 0)
    let label = Label()
    label.attributedText = converted
    #expect(label.intrinsicContentSize == .zero)
  }
}
