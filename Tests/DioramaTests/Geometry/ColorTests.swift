import Diorama
import Foundation
import Testing

/// `Color` is a class, as `UIColor` is, and still behaves as a value: equal components make equal
/// colours, whichever object holds them.
@Suite struct ColorTests {
  @Test func coloursWithTheSameComponentsAreEqualAndHashAlike() {
    let a = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
    let b = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
    #expect(a !== b)
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(Set([a, b, Color.white, Color(white: 1)]).count == 2)
    #expect(a != a.withAlphaComponent(1))
  }

  @Test func componentsAreClampedAndNaNBecomesZero() {
    let c = Color(red: 2, green: -1, blue: .nan, alpha: 0.5)
    #expect(c == Color(red: 1, green: 0, blue: 0, alpha: 0.5))
  }

  @Test func hexStringsParseAsBefore() {
    #expect(Color(hexString: "#F80") == Color(hex: 0xFF8800))
    #expect(Color(hexString: "007AFF") == Color.systemBlue)
    #expect(Color(hexString: "#00000080") == Color(white: 0, alpha: 128.0 / 255))
    #expect(Color(hexString: "#12345") == nil)
  }

  @Test func aColourCrossesToAnotherTask() async {
    let brand = Color(hex: 0x336699)
    let back = await Task.detached { brand.withAlphaComponent(0.5) }.value
    #expect(back == Color(hex: 0x336699, alpha: 0.5))
  }
}
