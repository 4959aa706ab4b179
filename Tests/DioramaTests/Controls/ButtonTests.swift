import Diorama
import Foundation
import Testing

/// `Button` against UIKit's `UIButton`.
///
/// Sizes: a medium configured button is its content plus UIKit's default insets, 7 points above
/// and below and 12 on each side, which with San Francisco's 17-point line makes UIKit's 34.33
/// points (issue 21's number); Inter's 17-point line is a little taller, so the height is
/// checked within a point of 34.33 and exactly as 14 + the title's height. A classic system
/// button is 30 points tall with its 15-point title (Interface Builder's default system button).
/// Colours: filled draws the tint (system blue, RGB 0 122 255) behind white text; tinted the
/// tint at 15 % (217 235 255 over white); gray the secondary system fill (RGB 120 120 128 at
/// 16 %, 233 233 235 over white); disabled foregrounds are the tertiary label colour.
@Suite struct ButtonTests {
  private func titleHeight(_ size: CGFloat, _ weight: Font.Weight = .regular) -> CGFloat {
    Label(text: "Continue", font: .systemFont(ofSize: size, weight: weight)).intrinsicContentSize.height
  }

  private func titleWidth(_ text: String, _ size: CGFloat) -> CGFloat {
    Label(text: text, font: .systemFont(ofSize: size)).intrinsicContentSize.width
  }

  @Test func aMediumConfiguredButtonIsTheTitlePlusUIKitsInsets() {
    var configuration = Button.Configuration.filled()
    configuration.title = "Continue"
    let button = Button(configuration: configuration)
    let size = button.intrinsicContentSize
    #expect(size.height == 7 + titleHeight(17) + 7)
    #expect(abs(size.height - 34.33) <= 1)
    #expect(size.width == titleWidth("Continue", 17) + 24)
    #expect(button.frame.size == size, "a new button starts at its intrinsic size")
  }

  @Test func contentInsetsAndSizeClassesChangeTheSize() {
    var configuration = Button.Configuration.gray()
    configuration.title = "Continue"
    configuration.buttonSize = .large
    #expect(Button(configuration: configuration).intrinsicContentSize.height == 14 + titleHeight(17) + 14)
    configuration.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    let size = Button(configuration: configuration).intrinsicContentSize
    #expect(size == CGSize(width: titleWidth("Continue", 17) + 6, height: titleHeight(17) + 4))
  }

  @Test func aClassicSystemButtonIsAbout30PointsTall() {
    let button = Button(type: .system)
    button.setTitle("Continue", for: .normal)
    #expect(button.intrinsicContentSize.height == titleHeight(15) + 12)
    #expect(abs(button.intrinsicContentSize.height - 30) <= 1)
    #expect(button.intrinsicContentSize.width == titleWidth("Continue", 15))
  }

  @Test func perStateTitlesFallBackToNormal() {
    let button = Button(type: .system)
    button.setTitle("Play", for: .normal)
    button.setTitle("Pause", for: .selected)
    #expect(button.title(for: .highlighted) == "Play")
    button.isSelected = true
    #expect(button.currentTitle == "Pause" && button.titleLabel?.text == "Pause")
  }

  @Test func classicTitleColoursFollowTheType() {
    let system = Button(type: .system)
    system.tintColor = .systemRed
    #expect(system.titleColor(for: .normal) == .systemRed)
    #expect(system.titleColor(for: .disabled) == .tertiaryLabel)
    #expect(Button(type: .custom).titleColor(for: .normal) == .white)
    system.setTitleColor(.systemGreen, for: .normal)
    #expect(system.currentTitleColor == .systemGreen)
  }

  private func renderButton(_ configuration: Button.Configuration, enabled: Bool = true) throws -> Image {
    var configuration = configuration
    configuration.title = "Go"
    let button = Button(configuration: configuration)
    button.isEnabled = enabled
    let stage = try ControlStage(button, frame: CGRect(x: 0, y: 0, width: 120, height: 40))
    return try stage.render(atFrame: 4)
  }

  @Test func stylesDrawTheirBackgrounds() throws {
    // (8, 20): inside the background, left of the centred title, clear of the 8-point corners.
    let filled = try renderButton(.filled())
    #expect(close(filled[x: 8, y: 20], RGBA8(r: 0, g: 122, b: 255, a: 255)))
    let tinted = try renderButton(.tinted())
    #expect(close(tinted[x: 8, y: 20], RGBA8(r: 217, g: 235, b: 255, a: 255)))
    let gray = try renderButton(.gray())
    #expect(close(gray[x: 8, y: 20], RGBA8(r: 233, g: 233, b: 235, a: 255)))
    let plain = try renderButton(.plain())
    #expect(close(plain[x: 8, y: 20], white))
  }

  @Test func aFilledButtonsTitleIsWhiteAndAPlainOnesIsTheTint() throws {
    var filled = Button.Configuration.filled()
    filled.title = "Go"
    #expect(Button(configuration: filled).titleLabel?.textColor == .white)
    var plain = Button.Configuration.plain()
    plain.title = "Go"
    let button = Button(configuration: plain)
    button.tintColor = .systemPurple
    #expect(button.titleLabel?.textColor == .systemPurple)
  }

  @Test func disabledButtonsDrawGrey() throws {
    let filled = try renderButton(.filled(), enabled: false)
    #expect(close(filled[x: 8, y: 20], RGBA8(r: 239, g: 239, b: 240, a: 255)), "the tertiary system fill")
    var configuration = Button.Configuration.filled()
    configuration.title = "Go"
    let button = Button(configuration: configuration)
    button.isEnabled = false
    #expect(button.titleLabel?.textColor == .tertiaryLabel)
  }

  @Test func capsuleCornersAreHalfTheHeight() throws {
    var configuration = Button.Configuration.filled()
    configuration.title = "Go"
    configuration.cornerStyle = .capsule
    let stage = try ControlStage(
      Button(configuration: configuration), frame: CGRect(x: 0, y: 0, width: 120, height: 40))
    let background = try #require(try stage.snapshot(atFrame: 1).sublayers.first)
    #expect(background.cornerRadius == 20)
  }

  @Test func thePrimaryActionRunsOnTouchUpInsideAndNamesTheButton() {
    var taps = 0
    let button = Button(type: .system, primaryAction: Control.Action(title: "Save") { _ in taps += 1 })
    #expect(button.currentTitle == "Save")
    button.sendActions(for: .touchUpInside)
    button.sendActions(for: .primaryActionTriggered)
    #expect(taps == 2)
  }

  @Test func theHighlightFadesOutOnTheClock() throws {
    var configuration = Button.Configuration.filled()
    configuration.title = "Go"
    let stage = try ControlStage(
      Button(configuration: configuration), frame: CGRect(x: 0, y: 0, width: 120, height: 40))
    stage.view.isHighlighted = true
    let alpha = { (frame: Int) throws -> CGFloat in try stage.snapshot(atFrame: frame).sublayers[1].opacity }
    #expect(try alpha(1) == 0.5)
    stage.view.isHighlighted = false
    // 0.5 → 1 over two frames at 8 fps with the symmetric default curve: 0.75 half way.
    #expect(try alpha(2) == 0.5)
    #expect(abs(try alpha(3) - 0.75) < 1e-6)
    #expect(try alpha(4) == 1)
  }

  @Test func theImageSitsBeforeTheTitleWithItsPadding() throws {
    var configuration = Button.Configuration.plain()
    configuration.title = "Go"
    configuration.image = try Image(width: 16, height: 16, fill: RGBA8(r: 0, g: 0, b: 0, a: 255))
    let button = Button(configuration: configuration)
    let size = button.intrinsicContentSize
    #expect(size.width == 16 + 4 + titleWidth("Go", 17) + 24)
    button.layoutIfNeeded()
    let image = try #require(button.imageView).frame
    let title = try #require(button.titleLabel).frame
    #expect(image.minX == 12 && title.minX == 12 + 16 + 4)
  }
}
