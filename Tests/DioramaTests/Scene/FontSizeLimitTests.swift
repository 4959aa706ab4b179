import Diorama
import Foundation
import Testing

/// Font sizes that cannot be drawn get a defined size and a warning.
@Suite struct FontSizeLimitTests {
  @Test(arguments: [CGFloat.nan, -3, -CGFloat.infinity])
  func aSizeBelowZeroOrNaNBecomesZeroWithAWarning(size: CGFloat) {
    let (label, warnings) = Diagnostics.capture { Label(text: "Hello", font: .systemFont(ofSize: size)) }
    #expect(label.font.pointSize == 0)
    #expect(label.intrinsicContentSize == .zero)
    #expect(warnings.map(\.kind) == [.valueClamped])
  }

  @Test(arguments: [CGFloat(1e7), CGFloat.infinity])
  func aHugeSizeIsClampedToTheLargestDrawableOne(size: CGFloat) {
    let (font, warnings) = Diagnostics.capture { Font.systemFont(ofSize: size) }
    #expect(font.pointSize == Font.maximumPointSize)
    #expect(warnings.map(\.kind) == [.valueClamped])
    // Unhinted outlines scale linearly: 100 times the size, 100 times the advance.
    let small = Font.systemFont(ofSize: Font.maximumPointSize / 100).width(of: "Hello")
    #expect(small > 0)
    // Pango keeps each of the 5 advances to 1/1024 pt, so the small size's error grows 100×.
    #expect(abs(font.width(of: "Hello") - 100 * small) <= 101 * 5 * 0.5 / 1024)
    let label = Label(text: "Hello", font: font)
    #expect(label.intrinsicContentSize.width > 0 && label.intrinsicContentSize.height > 0)
  }

  @Test func ordinarySizesDoNotWarn() {
    let warnings = Diagnostics.capture { _ = Font.systemFont(ofSize: 17).withSize(0).withSize(10_000) }
    #expect(warnings.isEmpty)
  }
}
