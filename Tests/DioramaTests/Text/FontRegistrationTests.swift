import Foundation
import Testing

@testable import Diorama

/// Fonts of a program's own, and text that is not well formed.
@Suite struct FontRegistrationTests {
  @Test func aMissingFileIsATypedError() {
    let url = URL(fileURLWithPath: "/nonexistent/Brand-Regular.otf")
    #expect(throws: FontError.fileNotFound(url)) { try Font.registerFont(at: url) }
  }

  @Test func aFileThatIsNotAFontIsATypedError() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-font-\(UUID()).ttf")
    try Data("this is not a font".utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(throws: FontError.unreadableFont(url)) { try Font.registerFont(at: url) }
  }

  @Test func aRegisteredFontIsFoundByItsNames() throws {
    // A copy of one of Debian's files under a name of our own: registering reads the file's
    // own names (DejaVu Sans), not the file name.
    let source = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("brand-\(UUID()).ttf")
    try FileManager.default.copyItem(at: source, to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let names = try Font.registerFont(at: url)
    #expect(names == ["DejaVuSans"])
    let font = try #require(Font(name: "DejaVuSans", size: 20))
    #expect(font.familyName == "DejaVu Sans")
    #expect(Font.fontNames(forFamilyName: "DejaVu Sans").contains("DejaVuSans"))
    #expect(Font.familyNames.contains("Inter") && Font.familyNames.contains("Noto Color Emoji"))
  }

  @Test func brokenUTF16AndEmptyTextDoNotCrash() {
    // A lone high surrogate in the middle of an NSString, with an attribute over it.
    let units: [unichar] = [0x61, 0xD800, 0x62]
    let string = NSString(characters: units, length: units.count) as String
    let text = NSMutableAttributedString(string: string)
    text.addAttribute(.foregroundColor, value: Color.red, range: NSRange(location: 1, length: 2))
    let label = Label()
    label.attributedText = text
    #expect(label.intrinsicContentSize.width > 0)
    label.attributedText = NSAttributedString(string: "")
    #expect(label.intrinsicContentSize == .zero)
    label.text = ""
    #expect(label.intrinsicContentSize == .zero)
  }
}
