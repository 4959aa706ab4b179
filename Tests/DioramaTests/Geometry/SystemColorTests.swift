import Diorama
import Foundation
import Testing

/// UIKit's named colours with their light-appearance values.
///
/// Expected values, independent of Diorama:
/// - `gray`, `lightGray`, `darkGray` and the other fixed colours: UIKit's documentation of
///   `UIColor.gray` ("grayscale value of 0.5"), `lightGray` (2/3), `darkGray` (1/3), `orange`
///   (1, 0.5, 0), `purple` (0.5, 0, 0.5), `brown` (0.6, 0.4, 0.2).
/// - The `system*` hues and greys: Apple's Human Interface Guidelines, "Color", table "iOS, iPadOS
///   system colors", Default (light), as published for iOS 17
///   (https://developer.apple.com/design/human-interface-guidelines/color, before its June 2025
///   revision for iOS 26); the same numbers are in Flutter's `CupertinoColors`
///   (flutter/flutter, packages/flutter/lib/src/cupertino/colors.dart) for the colours iOS 13 had.
/// - The element colours (labels, backgrounds, fills, separators, link): the light values read
///   from UIKit by Noah Gilmore's ColorCompatibility (github.com/noahsark769/ColorCompatibility,
///   Sources/ColorCompatibility.swift), written there as fractions of 255 and opacities.
@Suite struct SystemColorTests {
  /// 8-bit red, green, blue and the opacity, as the sources publish them.
  struct Published: Sendable, CustomStringConvertible {
    let name: String
    let color: Color
    let rgb: (UInt8, UInt8, UInt8)
    let alpha: CGFloat
    var description: String { name }
  }

  static let hues: [Published] = [
    Published(name: "systemRed", color: .systemRed, rgb: (255, 59, 48), alpha: 1),
    Published(name: "systemOrange", color: .systemOrange, rgb: (255, 149, 0), alpha: 1),
    Published(name: "systemYellow", color: .systemYellow, rgb: (255, 204, 0), alpha: 1),
    Published(name: "systemGreen", color: .systemGreen, rgb: (52, 199, 89), alpha: 1),
    Published(name: "systemMint", color: .systemMint, rgb: (0, 199, 190), alpha: 1),
    Published(name: "systemTeal", color: .systemTeal, rgb: (48, 176, 199), alpha: 1),
    Published(name: "systemCyan", color: .systemCyan, rgb: (50, 173, 230), alpha: 1),
    Published(name: "systemBlue", color: .systemBlue, rgb: (0, 122, 255), alpha: 1),
    Published(name: "systemIndigo", color: .systemIndigo, rgb: (88, 86, 214), alpha: 1),
    Published(name: "systemPurple", color: .systemPurple, rgb: (175, 82, 222), alpha: 1),
    Published(name: "systemPink", color: .systemPink, rgb: (255, 45, 85), alpha: 1),
    Published(name: "systemBrown", color: .systemBrown, rgb: (162, 132, 94), alpha: 1),
    Published(name: "systemGray", color: .systemGray, rgb: (142, 142, 147), alpha: 1),
    Published(name: "systemGray2", color: .systemGray2, rgb: (174, 174, 178), alpha: 1),
    Published(name: "systemGray3", color: .systemGray3, rgb: (199, 199, 204), alpha: 1),
    Published(name: "systemGray4", color: .systemGray4, rgb: (209, 209, 214), alpha: 1),
    Published(name: "systemGray5", color: .systemGray5, rgb: (229, 229, 234), alpha: 1),
    Published(name: "systemGray6", color: .systemGray6, rgb: (242, 242, 247), alpha: 1),
  ]

  static let elements: [Published] = [
    Published(name: "label", color: .label, rgb: (0, 0, 0), alpha: 1),
    Published(name: "secondaryLabel", color: .secondaryLabel, rgb: (60, 60, 67), alpha: 0.6),
    Published(name: "tertiaryLabel", color: .tertiaryLabel, rgb: (60, 60, 67), alpha: 0.3),
    Published(name: "quaternaryLabel", color: .quaternaryLabel, rgb: (60, 60, 67), alpha: 0.18),
    Published(name: "placeholderText", color: .placeholderText, rgb: (60, 60, 67), alpha: 0.3),
    Published(name: "link", color: .link, rgb: (0, 122, 255), alpha: 1),
    Published(name: "separator", color: .separator, rgb: (60, 60, 67), alpha: 0.29),
    Published(name: "opaqueSeparator", color: .opaqueSeparator, rgb: (198, 198, 200), alpha: 1),
    Published(name: "systemBackground", color: .systemBackground, rgb: (255, 255, 255), alpha: 1),
    Published(
      name: "secondarySystemBackground", color: .secondarySystemBackground, rgb: (242, 242, 247), alpha: 1),
    Published(
      name: "tertiarySystemBackground", color: .tertiarySystemBackground, rgb: (255, 255, 255), alpha: 1),
    Published(
      name: "systemGroupedBackground", color: .systemGroupedBackground, rgb: (242, 242, 247), alpha: 1),
    Published(
      name: "secondarySystemGroupedBackground", color: .secondarySystemGroupedBackground,
      rgb: (255, 255, 255),
      alpha: 1),
    Published(
      name: "tertiarySystemGroupedBackground", color: .tertiarySystemGroupedBackground, rgb: (242, 242, 247),
      alpha: 1),
    Published(name: "systemFill", color: .systemFill, rgb: (120, 120, 128), alpha: 0.2),
    Published(name: "secondarySystemFill", color: .secondarySystemFill, rgb: (120, 120, 128), alpha: 0.16),
    Published(name: "tertiarySystemFill", color: .tertiarySystemFill, rgb: (118, 118, 128), alpha: 0.12),
    Published(name: "quaternarySystemFill", color: .quaternarySystemFill, rgb: (116, 116, 128), alpha: 0.08),
  ]

  @Test(arguments: hues + elements)
  func namedColourHasUIKitsLightValue(_ expected: Published) {
    let c = expected.color
    #expect(abs(c.red * 255 - CGFloat(expected.rgb.0)) < 1e-9)
    #expect(abs(c.green * 255 - CGFloat(expected.rgb.1)) < 1e-9)
    #expect(abs(c.blue * 255 - CGFloat(expected.rgb.2)) < 1e-9)
    #expect(c.alpha == expected.alpha)
  }

  @Test func fixedGreysAreUIKitsWhiteLevels() {
    #expect(Color.gray == Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
    #expect(Color.lightGray == Color(red: 2.0 / 3.0, green: 2.0 / 3.0, blue: 2.0 / 3.0, alpha: 1))
    #expect(Color.darkGray == Color(red: 1.0 / 3.0, green: 1.0 / 3.0, blue: 1.0 / 3.0, alpha: 1))
    // Drawn into 8 bits: 127.5 rounds to 128, 170 and 85 exactly.
    #expect(
      [Color.gray, .lightGray, .darkGray].map { [$0.rgba8.r, $0.rgba8.g, $0.rgba8.b] } == [
        [128, 128, 128], [170, 170, 170], [85, 85, 85],
      ])
  }

  @Test func otherFixedColoursAreUIKits() {
    #expect(Color.orange == Color(red: 1, green: 0.5, blue: 0, alpha: 1))
    #expect(Color.purple == Color(red: 0.5, green: 0, blue: 0.5, alpha: 1))
    #expect(Color.brown == Color(red: 0.6, green: 0.4, blue: 0.2, alpha: 1))
    #expect(Color.magenta == Color(red: 1, green: 0, blue: 1, alpha: 1))
    #expect(Color.clear == Color(white: 0, alpha: 0))
  }
}
