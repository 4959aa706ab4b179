import Foundation

// UIKit's system colours with their light-appearance values (iOS 17). Diorama has no dark
// appearance and no increased-contrast setting, so each is a fixed colour.

extension Color {
  /// iOS's system red, 255 59 48.
  public static let systemRed = Color(hex: 0xFF3B30)
  /// iOS's system orange, 255 149 0.
  public static let systemOrange = Color(hex: 0xFF9500)
  /// iOS's system yellow, 255 204 0.
  public static let systemYellow = Color(hex: 0xFFCC00)
  /// iOS's system green, 52 199 89.
  public static let systemGreen = Color(hex: 0x34C759)
  /// iOS's system mint, 0 199 190.
  public static let systemMint = Color(hex: 0x00C7BE)
  /// iOS's system teal, 48 176 199 (iOS 15 and later; iOS 13 and 14 had 90 200 250).
  public static let systemTeal = Color(hex: 0x30B0C7)
  /// iOS's system cyan, 50 173 230.
  public static let systemCyan = Color(hex: 0x32ADE6)
  /// iOS's system blue, 0 122 255.
  public static let systemBlue = Color(hex: 0x007AFF)
  /// iOS's system indigo, 88 86 214.
  public static let systemIndigo = Color(hex: 0x5856D6)
  /// iOS's system purple, 175 82 222.
  public static let systemPurple = Color(hex: 0xAF52DE)
  /// iOS's system pink, 255 45 85.
  public static let systemPink = Color(hex: 0xFF2D55)
  /// iOS's system brown, 162 132 94.
  public static let systemBrown = Color(hex: 0xA2845E)
}

extension Color {
  /// iOS's base system grey, 142 142 147.
  public static let systemGray = Color(hex: 0x8E8E93)
  /// iOS's second-level system grey, 174 174 178.
  public static let systemGray2 = Color(hex: 0xAEAEB2)
  /// iOS's third-level system grey, 199 199 204.
  public static let systemGray3 = Color(hex: 0xC7C7CC)
  /// iOS's fourth-level system grey, 209 209 214.
  public static let systemGray4 = Color(hex: 0xD1D1D6)
  /// iOS's fifth-level system grey, 229 229 234.
  public static let systemGray5 = Color(hex: 0xE5E5EA)
  /// iOS's sixth-level system grey, 242 242 247.
  public static let systemGray6 = Color(hex: 0xF2F2F7)
}

extension Color {
  /// The colour of text with primary content: black.
  public static let label = Color.black
  /// The colour of text with secondary content: 60 60 67 at 60 % opacity.
  public static let secondaryLabel = Color(hex: 0x3C3C43, alpha: 0.6)
  /// The colour of text with tertiary content: 60 60 67 at 30 % opacity.
  public static let tertiaryLabel = Color(hex: 0x3C3C43, alpha: 0.3)
  /// The colour of text with quaternary content: 60 60 67 at 18 % opacity.
  public static let quaternaryLabel = Color(hex: 0x3C3C43, alpha: 0.18)
  /// The colour of placeholder text: 60 60 67 at 30 % opacity.
  public static let placeholderText = Color(hex: 0x3C3C43, alpha: 0.3)
  /// The colour of links: the system blue, 0 122 255.
  public static let link = Color(hex: 0x007AFF)
  /// The colour of thin separators that let the content below show: 60 60 67 at 29 % opacity.
  public static let separator = Color(hex: 0x3C3C43, alpha: 0.29)
  /// The colour of opaque separators: 198 198 200.
  public static let opaqueSeparator = Color(hex: 0xC6C6C8)
}

extension Color {
  /// The main background of an interface: white.
  public static let systemBackground = Color.white
  /// The background of content on the main background: 242 242 247.
  public static let secondarySystemBackground = Color(hex: 0xF2F2F7)
  /// The background of content on a secondary background: white.
  public static let tertiarySystemBackground = Color.white
  /// The main background of a grouped interface: 242 242 247.
  public static let systemGroupedBackground = Color(hex: 0xF2F2F7)
  /// The background of content on a grouped background: white.
  public static let secondarySystemGroupedBackground = Color.white
  /// The background of content on a secondary grouped background: 242 242 247.
  public static let tertiarySystemGroupedBackground = Color(hex: 0xF2F2F7)
}

extension Color {
  /// A fill for thin and small shapes: 120 120 128 at 20 % opacity.
  public static let systemFill = Color(hex: 0x787880, alpha: 0.2)
  /// A fill for medium-size shapes: 120 120 128 at 16 % opacity.
  public static let secondarySystemFill = Color(hex: 0x787880, alpha: 0.16)
  /// A fill for large shapes: 118 118 128 at 12 % opacity.
  public static let tertiarySystemFill = Color(hex: 0x767680, alpha: 0.12)
  /// A fill for large areas with complex content: 116 116 128 at 8 % opacity.
  public static let quaternarySystemFill = Color(hex: 0x747480, alpha: 0.08)
}
