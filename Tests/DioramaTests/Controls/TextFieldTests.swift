import Diorama
import Foundation
import Testing

/// `TextField` against UIKit's `UITextField` in iOS 17.
///
/// Sources: Apple's `UITextField.font` documentation ("the default value of this property is the
/// body style of the system font": 17 points), `borderStyle` defaulting to `.none`, the view
/// modes; a rounded-rect field with the default font is 34 points tall (UIKit's observed
/// intrinsic height, the number the issue names). The 7-point padding of a rounded-rect field,
/// the 19-point clear button 5 points in and the 2-point padding of line and bezel fields are
/// observed approximations, written down in the Controls article; the numbers below follow them
/// by hand.
@Suite struct TextFieldTests {
  @Test func defaultsAreUIKits() {
    let field = TextField()
    #expect(field.borderStyle == .none)
    #expect(field.font == .systemFont(ofSize: 17))
    #expect(field.textColor == .label)
    #expect(field.textAlignment == .natural)
    #expect(field.text == nil && field.placeholder == nil)
    #expect(field.clearButtonMode == .never && field.leftViewMode == .never && field.rightViewMode == .never)
    #expect(!field.isSecureTextEntry && !field.isEditing)
  }

  @Test func aRoundedRectFieldIs34PointsTallWithTheDefaultFont() {
    let field = TextField()
    field.borderStyle = .roundedRect
    field.placeholder = "Email"
    #expect(field.intrinsicContentSize.height == 34)
  }

  @Test func heightsFollowTheBorderStyle() {
    let font = Font.systemFont(ofSize: 17)
    let line = font.lineHeight.rounded(.up)
    let field = TextField()
    field.text = "Hello"
    #expect(field.intrinsicContentSize.height == line, "no border: one line")
    field.borderStyle = .line
    #expect(field.intrinsicContentSize.height == line + 4, "2 points above and below")
    field.borderStyle = .bezel
    #expect(field.intrinsicContentSize.height == line + 4)
    field.font = .systemFont(ofSize: 28)
    field.borderStyle = .roundedRect
    let big = Font.systemFont(ofSize: 28).lineHeight
    #expect(field.intrinsicContentSize.height == (big + 14).rounded(.down), "7 points above and below")
  }

  @Test func theIntrinsicWidthIsTheTextOrThePlaceholderPlusThePadding() {
    let text = Label(text: "Hello, world")
    let placeholder = Label(text: "Name")
    let field = TextField()
    field.borderStyle = .roundedRect
    field.placeholder = "Name"
    #expect(field.intrinsicContentSize.width == placeholder.intrinsicContentSize.width + 14)
    field.text = "Hello, world"
    #expect(field.intrinsicContentSize.width == text.intrinsicContentSize.width + 14)
  }

  @Test func theTextRectLeavesTheBorderPaddingAndTheSideViews() {
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 300, height: 34))
    field.borderStyle = .roundedRect
    field.text = "Ada"
    let bounds = field.bounds
    #expect(field.textRect(forBounds: bounds) == CGRect(x: 7, y: 0, width: 286, height: 34))
    let icon = View(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
    field.leftView = icon
    #expect(field.textRect(forBounds: bounds).minX == 7, "a left view in .never mode takes no room")
    field.leftViewMode = .always
    #expect(field.leftViewRect(forBounds: bounds) == CGRect(x: 0, y: 7, width: 30, height: 20))
    #expect(field.textRect(forBounds: bounds).minX == 30)
    field.clearButtonMode = .always
    // The clear button: 19 wide, its right edge 5 points in (300 − 5 = 295), so the text ends at 276.
    #expect(field.clearButtonRect(forBounds: bounds) == CGRect(x: 276, y: 7.5, width: 19, height: 19))
    #expect(field.textRect(forBounds: bounds).maxX == 276)
  }

  @Test func viewModesShowWhatANonEditingFieldShows() throws {
    let stage = try ControlStage(TextField(), frame: CGRect(x: 0, y: 0, width: 200, height: 34))
    let field = stage.view
    let right = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    field.rightView = right
    for (mode, shown) in [
      (TextField.ViewMode.never, false), (.whileEditing, false), (.unlessEditing, true), (.always, true),
    ] {
      field.rightViewMode = mode
      stage.scene.layoutIfNeeded()
      #expect(right.isHidden == !shown, "\(mode)")
    }
    #expect(right.frame == CGRect(x: 180, y: 7, width: 20, height: 20))
  }

  @Test func theClearButtonShowsOnlyWithText() {
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
    field.clearButtonMode = .always
    let empty = field.intrinsicContentSize.width
    field.text = "x"
    let withText = field.intrinsicContentSize.width
    #expect(withText == Label(text: "x").intrinsicContentSize.width + 19)
    #expect(empty == 0)
  }

  @Test func placeholderDrawsInThePlaceholderGreyAndTextInBlack() throws {
    let stage = try ControlStage(
      TextField(), frame: CGRect(x: 0, y: 0, width: 300, height: 34), size: CGSize(width: 300, height: 34))
    stage.view.font = .systemFont(ofSize: 30, weight: .black)
    stage.view.placeholder = "█████"
    let grey = darkest(try stage.render())
    // placeholderText is 60 60 67 at 30 %: over white, 255 − 0.3 · (255 − 60) ≈ 196.
    #expect(abs(Int(grey.r) - 196) <= 3, "\(grey)")
    stage.view.text = "█████"
    #expect(darkest(try stage.render()).r < 10)
  }

  @Test func secureEntryDrawsOneDotPerCharacter() throws {
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 300, height: 34))
    field.text = "mmmmmmmm"
    field.isSecureTextEntry = true
    let stage = try ControlStage(field, frame: field.frame, size: CGSize(width: 300, height: 34))
    let dots = Label(text: String(repeating: "\u{2022}", count: 8))
    let plain = Label(text: "mmmmmmmm")
    let image = try stage.render()
    // The drawn ink ends where eight bullets end, not where the word would.
    let inkEnd = lastInkColumn(image)
    #expect(abs(CGFloat(inkEnd) - dots.intrinsicContentSize.width) <= 3, "\(inkEnd)")
    #expect(plain.intrinsicContentSize.width - dots.intrinsicContentSize.width > 10)
    #expect(field.text == "mmmmmmmm", "the text itself is kept")
  }

  @Test func overriddenTextRectMovesTheText() throws {
    final class Padded: TextField {
      override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 40, dy: 0) }
    }
    let stage = try ControlStage(
      Padded(), frame: CGRect(x: 0, y: 0, width: 300, height: 34), size: CGSize(width: 300, height: 34))
    stage.view.font = .systemFont(ofSize: 30, weight: .black)
    stage.view.text = "█"
    #expect(firstInkColumn(try stage.render()) >= 40)
  }

  @Test func attributedTextKeepsItsColour() {
    let field = TextField()
    field.attributedText = NSAttributedString(string: "Hi", attributes: [.foregroundColor: Color.systemRed])
    #expect(field.text == "Hi")
    #expect(
      field.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? Color == .systemRed)
    field.text = "Plain"
    #expect(field.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) == nil)
  }

  @Test func nilFontAndColourRestoreTheDefaults() {
    let field = TextField()
    field.font = .systemFont(ofSize: 30)
    field.font = nil
    field.textColor = .red
    field.textColor = nil
    #expect(field.font == .systemFont(ofSize: 17) && field.textColor == .label)
  }
}

/// The darkest pixel of an image.
func darkest(_ image: Image) -> RGBA8 {
  var best = RGBA8(r: 255, g: 255, b: 255, a: 255)
  for y in 0..<image.height {
    for x in 0..<image.width where image[x: x, y: y].r < best.r { best = image[x: x, y: y] }
  }
  return best
}

/// The leftmost column with a pixel darker than light grey, or the width.
func firstInkColumn(_ image: Image) -> Int {
  for x in 0..<image.width {
    for y in 0..<image.height where image[x: x, y: y].r < 200 { return x }
  }
  return image.width
}

/// The rightmost column with a pixel darker than light grey, or −1.
func lastInkColumn(_ image: Image) -> Int {
  for x in stride(from: image.width - 1, through: 0, by: -1) {
    for y in 0..<image.height where image[x: x, y: y].r < 200 { return x }
  }
  return -1
}
