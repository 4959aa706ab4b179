import Diorama
import Foundation
import Testing

/// `left`, `right` and a width together: PinLayout keeps all three and places the view by
/// `justify` inside the gap between the edges (spec §5.2 and §5.7; upstream JustifyAlignSpec),
/// even when the width overflows the gap. Nothing is dropped, so nothing is warned.
@Suite struct PinEdgesAndWidthTests {
  private func layOut(_ chain: (View) -> Void) -> (frame: CGRect, warnings: [Warning]) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let child = View(frame: CGRect(x: 140, y: 100, width: 200, height: 60))
    root.addSubview(child)
    let warnings = Diagnostics.capture { chain(child) }
    return (child.frame, warnings)
  }

  @Test func aWidthWiderThanTheGapIsJustifiedLeftByDefault() {
    // The gap is [10, 390]; justify(.left) puts x at the left edge: 10.
    let result = layOut { $0.pin.left(10).right(10).width(500) }
    #expect(result.frame == CGRect(x: 10, y: 100, width: 500, height: 60))
    #expect(result.warnings.isEmpty)
  }

  @Test func justifyRightPlacesTheOverflowingWidthAgainstTheRightEdge() {
    // x = right − width = 390 − 500.
    let result = layOut { $0.pin.left(10).right(10).width(500).justify(.right) }
    #expect(result.frame == CGRect(x: -110, y: 100, width: 500, height: 60))
    #expect(result.warnings.isEmpty)
  }

  @Test func justifyCenterSplitsTheNegativeRemainder() {
    // remaining = 380 − 500 = −120; x = 10 − 60.
    let result = layOut { $0.pin.left(10).right(10).width(500).justify(.center) }
    #expect(result.frame == CGRect(x: -50, y: 100, width: 500, height: 60))
  }
}
