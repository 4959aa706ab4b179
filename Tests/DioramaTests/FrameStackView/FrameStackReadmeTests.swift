import Diorama
import Foundation
import Testing

/// The KRStackView README's usage snippet, ported with the type rename (`KRStackView` →
/// `FrameStackView`) and Swift's own `CGRectZero` → `CGRect.zero`; expected frames worked out by
/// hand from the README's defaults (vertical, origin alignment, spacing 8, no insets, grow-only).
@Suite struct FrameStackReadmeTests {
  @Test func readmeUsageStacksBothWays() {
    let root = View(frame: CGRect(0, 0, 400, 400))
    let view1 = View(frame: CGRect(0, 0, 64, 64))
    let view2 = View(frame: CGRect(0, 0, 64, 128))

    // Using `init()`
    let stackView1 = FrameStackView()
    stackView1.addSubview(view1)
    stackView1.addSubview(view2)

    root.addSubview(stackView1)
    root.layoutIfNeeded()
    // y: 0, then 64 + 8 = 72; the stack wraps 64 wide and 72 + 128 = 200 tall.
    #expect(view1.frame == CGRect(0, 0, 64, 64))
    #expect(view2.frame == CGRect(0, 72, 64, 128))
    #expect(stackView1.frame == CGRect(0, 0, 64, 200))

    // Using `init(frame:subviews:)`
    let stackView2 = FrameStackView(frame: CGRect.zero, subviews: [view1, view2])
    #expect(stackView2.subviews.count == 2)
    #expect(stackView1.subviews.isEmpty)
  }

  // KRStackView's default centring with uneven insets: the README's `insets` are "based on the
  // outer most bounds of subviews", and `.center` centres on the whole width. Widths 40 and 80,
  // insets left 20 / right 4, wrap: width K = 20 + 80 + 4 = 104, centre round(104 / 2) = 52, so
  // x = 52 − 20 = 32 and 52 − 40 = 12; y = 10 and 10 + 20 + 8 = 38; height 38 + 20 + 10 = 68.
  @Test func centreWithUnevenInsetsIsKRStackViews() {
    let root = View(frame: CGRect(0, 0, 400, 400))
    let small = View(frame: CGRect(0, 0, 40, 20))
    let wide = View(frame: CGRect(0, 0, 80, 20))
    let stack = FrameStackView(frame: CGRect.zero, subviews: [small, wide])
    stack.alignment = .center
    stack.insets = EdgeInsets(top: 10, left: 20, bottom: 10, right: 4)
    stack.shouldWrap = true
    root.addSubview(stack)
    root.layoutIfNeeded()
    #expect(small.frame == CGRect(32, 10, 40, 20))
    #expect(wide.frame == CGRect(12, 38, 80, 20))
    #expect(stack.frame == CGRect(0, 0, 104, 68))
  }
}
