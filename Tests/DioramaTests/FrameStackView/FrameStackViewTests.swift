import Diorama
import Foundation
import Testing

/// FrameStackView's arrangement: the worked examples of the KRStackView spec, the deliberate
/// differences from the original, and bad input.
@Suite struct FrameStackViewTests {
  /// A stack in a frame-based root, holding plain views of the given sizes.
  func stack(_ sizes: [CGSize], frame: CGRect = .zero, configure: (FrameStackView) -> Void = { _ in })
    -> (FrameStackView, [View])
  {
    let root = View(frame: CGRect(0, 0, 1000, 1000))
    let views = sizes.map { View(frame: CGRect(origin: .zero, size: $0)) }
    let stack = FrameStackView(frame: frame, subviews: views)
    root.addSubview(stack)
    configure(stack)
    root.layoutIfNeeded()
    return (stack, views)
  }

  func sizes(_ pairs: (CGFloat, CGFloat)...) -> [CGSize] { pairs.map { CGSize(width: $0.0, height: $0.1) } }

  @Test func storyboardDefaultsStackDownAndOnlyGrow() {
    let (stack, views) = stack(sizes((64, 64), (64, 128), (128, 64)), frame: CGRect(20, 20, 148, 400))
    #expect(views.map(\.frame.origin) == [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 72), CGPoint(x: 0, y: 208)])
    #expect(stack.frame == CGRect(20, 20, 148, 400))
  }

  @Test func shouldWrapShrinksToTheContent() {
    let (stack, _) = stack(sizes((64, 64), (64, 128), (128, 64)), frame: CGRect(20, 20, 148, 400)) {
      $0.shouldWrap = true
    }
    #expect(stack.frame == CGRect(20, 20, 128, 272))
  }

  @Test func translatesCurrentLayoutKeepsHandPlacedFrames() {
    let root = View(frame: CGRect(0, 0, 1000, 1000))
    let frames = [CGRect(47, 38, 64, 64), CGRect(-41, 184, 64, 128), CGRect(47, 363, 128, 64)]
    let views = frames.map(View.init(frame:))
    let stack = FrameStackView(frame: CGRect(20, 20, 148, 400), subviews: views)
    root.addSubview(stack)
    stack.alignment = .center
    stack.translatesCurrentLayout = true
    #expect(stack.alignment == .origin)
    root.layoutIfNeeded()
    #expect(views.map(\.frame) == frames)
    #expect(stack.insets.top == 38)
    #expect(stack.itemSpacing == [82, 51])
    #expect(stack.itemOffset == [47, -41, 47])
    #expect(stack.frame == CGRect(20, 20, 175, 427))
    #expect(!stack.translatesCurrentLayout)
  }

  @Test func horizontalTranslationStillAppliesTheTopInset() {
    let root = View(frame: CGRect(0, 0, 1000, 1000))
    let views = [View(frame: CGRect(12, 3, 20, 10)), View(frame: CGRect(40, 10, 20, 10))]
    let stack = FrameStackView(frame: .zero, subviews: views)
    root.addSubview(stack)
    stack.direction = .horizontal
    stack.insets.top = 6
    stack.translatesCurrentLayout = true
    root.layoutIfNeeded()
    #expect(stack.insets.left == 12)
    #expect(views.map(\.frame.minY) == [9, 16])
    #expect(views.map(\.frame.minX) == [12, 40])
  }

  @Test func horizontalCentreRoundsHalfAwayFromZero() {
    let (stack, views) = stack(sizes((50, 30), (40, 60), (30, 45))) {
      $0.direction = .horizontal
      $0.alignment = .center
      $0.shouldWrap = true
      $0.spacing = 6
      $0.insets = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
    }
    #expect(views.map(\.frame.minY) == [20, 5, 13])
    #expect(views.map(\.frame.minX) == [10, 66, 112])
    #expect(stack.frame.size == CGSize(width: 152, height: 70))
  }

  // KRStackView's centring (spec 2, step 8): centre.x = round(K/2 + offset/2) with K the whole
  // cross size, insets included. Widths 100 and 60, insets.left 40, wrap:
  // K = 40 + 100 + 0 = 140, centre 70, so x = 70 − 50 = 20 (inside the inset) and 70 − 30 = 40.
  // Offsets [0, 30] in a 200-wide stack: centres 100 and round(100 + 15) = 115, so x = 60, 75.
  @Test func centreDefaultsToKRStackViewIgnoringInsetsAndHalvingTheOffset() {
    #expect(FrameStackView().centersIgnoringInsets)
    let (stack, views) = stack(sizes((100, 16), (60, 16))) {
      $0.alignment = .center
      $0.shouldWrap = true
      $0.insets.left = 40
    }
    #expect(views.map(\.frame.minX) == [20, 40])
    #expect(stack.frame.size == CGSize(width: 140, height: 40))
    let (_, offset) = self.stack(sizes((80, 10), (80, 10)), frame: CGRect(0, 0, 200, 0)) {
      $0.alignment = .center
      $0.itemOffset = [0, 30]
    }
    #expect(offset.map(\.frame.minX) == [60, 75])
  }

  // The other rule, behind the flag: the inset area is 140 − 40 = 100 wide from x = 40, so the
  // centre is 90 and x = 90 − 50 = 40, 90 − 30 = 60. Offsets [0, 30] are applied whole:
  // x = 60 and 60 + 30 = 90.
  @Test func centreOnTheInsetAreaWithTheWholeOffsetWhenTheFlagIsOff() {
    let (stack, views) = stack(sizes((100, 16), (60, 16))) {
      $0.alignment = .center
      $0.shouldWrap = true
      $0.insets.left = 40
      $0.centersIgnoringInsets = false
    }
    #expect(views.map(\.frame.minX) == [40, 60])
    #expect(stack.frame.size == CGSize(width: 140, height: 40))
    let (_, offset) = self.stack(sizes((80, 10), (80, 10)), frame: CGRect(0, 0, 200, 0)) {
      $0.alignment = .center
      $0.itemOffset = [0, 30]
      $0.centersIgnoringInsets = false
    }
    #expect(offset.map(\.frame.minX) == [60, 90])
  }

  // Turning the flag off after a layout moves the subviews at the next pass.
  @Test func changingTheCentringRuleLaysOutAgain() {
    let (stack, views) = stack(sizes((100, 16), (60, 16))) {
      $0.alignment = .center
      $0.shouldWrap = true
      $0.insets.left = 40
    }
    stack.centersIgnoringInsets = false
    stack.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [40, 60])
  }

  @Test func oddWidthCentreRoundsAwayFromZero() {
    let (_, views) = stack(sizes((9, 10), (30, 10))) { $0.alignment = .center }
    #expect(views[0].frame.minX == 11)
  }

  @Test func itemSpacingSetsEachGap() {
    let (stack, views) = stack(sizes((10, 10), (10, 10), (10, 10))) {
      $0.itemSpacing = [0, 20]
      $0.shouldWrap = true
    }
    #expect(views.map(\.frame.minY) == [0, 10, 40])
    #expect(stack.frame.height == 50)
  }

  @Test func shortItemSpacingFallsBackToSpacingWithOneWarning() {
    var result: (FrameStackView, [View])?
    let warnings = Diagnostics.capture {
      result = stack(sizes((10, 10), (10, 10), (10, 10))) { $0.itemSpacing = [20] }
      result?.0.setNeedsLayout()
      result?.0.layoutIfNeeded()
    }
    #expect(result?.1.map(\.frame.minY) == [0, 18, 36])
    #expect(warnings.filter { $0.kind == .frameStackArrayTooShort }.count == 1)
  }

  @Test func shortItemOffsetIsIgnoredInsteadOfTrapping() {
    var result: (FrameStackView, [View])?
    let warnings = Diagnostics.capture {
      result = stack(sizes((50, 10), (30, 10), (40, 10))) {
        $0.itemOffset = [5, 6]
        $0.shouldWrap = true
      }
    }
    #expect(result?.1.map(\.frame.minX) == [0, 0, 0])
    #expect(result?.0.frame.width == 50)
    #expect(warnings.contains { $0.kind == .frameStackArrayTooShort })
  }

  @Test func originOffsetsAndInsets() {
    let (stack, views) = stack(sizes((50, 10), (30, 10), (40, 10))) {
      $0.spacing = 4
      $0.shouldWrap = true
      $0.insets = EdgeInsets(top: 3, left: 7, bottom: 2, right: 5)
      $0.itemOffset = [0, 12, -4]
    }
    #expect(views.map(\.frame.minX) == [7, 19, 3])
    #expect(stack.frame.size == CGSize(width: 62, height: 43))
  }

  @Test func horizontalEndPointMeasuresFromTheBottomInset() {
    let (stack, views) = stack(sizes((20, 30), (22, 50)), frame: CGRect(0, 0, 0, 100)) {
      $0.direction = .horizontal
      $0.alignment = .endPoint
      $0.insets = EdgeInsets(top: 10, left: 2, bottom: 6, right: 3)
    }
    #expect(views.map(\.frame.minY) == [64, 44])
    #expect(stack.frame.size == CGSize(width: 55, height: 100))
  }

  @Test func growOnlyKeepsALargerSize() {
    let (stack, _) = stack(sizes((50, 20), (70, 20)), frame: CGRect(5, 5, 300, 300)) {
      $0.spacing = 10
      $0.insets = EdgeInsets(all: 4)
    }
    #expect(stack.frame == CGRect(5, 5, 300, 300))
  }

  @Test func fractionalSizesSettleInOnePass() {
    final class Text: View {
      override var intrinsicContentSize: CGSize { CGSize(width: 40.2, height: 20.1) }
    }
    let root = View(frame: CGRect(0, 0, 1000, 1000))
    let label = Text(frame: CGRect(0, 0, 40.2, 20.1))
    let views = [View(frame: CGRect(0, 0, 10.4, 20.6)), label, View(frame: CGRect(0, 0, 33.5, 10.5))]
    let stack = FrameStackView(subviews: views)
    stack.shouldWrap = true
    root.addSubview(stack)
    root.layoutIfNeeded()
    #expect(views.map(\.frame) == [CGRect(0, 0, 10, 21), CGRect(0, 29, 41, 21), CGRect(0, 58, 34, 11)])
    #expect(stack.frame.size == CGSize(width: 41, height: 69))
    #expect(!stack.needsLayout)
  }

  @Test func propertyChangesLayOutAgain() {
    let (stack, views) = stack(sizes((10, 10), (10, 10))) { $0.shouldWrap = true }
    stack.spacing = 30
    stack.layoutIfNeeded()
    #expect(views[1].frame.minY == 40)
    stack.direction = .horizontal
    stack.layoutIfNeeded()
    #expect(views[1].frame.origin == CGPoint(x: 40, y: 0))
    #expect(stack.frame.size == CGSize(width: 50, height: 10))
  }

  @Test func disabledStackLeavesFramesAlone() {
    let (stack, views) = stack(sizes((10, 10), (10, 10)), frame: CGRect(1, 2, 30, 40)) { $0.enabled = false }
    #expect(views.map(\.frame.origin) == [.zero, .zero])
    #expect(stack.frame == CGRect(1, 2, 30, 40))
  }

  @Test func emptyStackChangesNothing() {
    let (stack, _) = stack([], frame: CGRect(1, 2, 30, 40)) {
      $0.shouldWrap = true
      $0.translatesCurrentLayout = true
    }
    #expect(stack.frame == CGRect(1, 2, 30, 40))
    #expect(stack.translatesCurrentLayout)
  }

  @Test func nonFiniteValuesAreRefused() {
    let (stack, _) = stack(sizes((10, 10)))
    let warnings = Diagnostics.capture {
      stack.spacing = .nan
      stack.insets = EdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0)
      stack.itemSpacing = [1, .nan]
      stack.itemOffset = [.infinity]
    }
    #expect(stack.spacing == 8)
    #expect(stack.insets == .zero)
    #expect(stack.itemSpacing == nil && stack.itemOffset == nil)
    #expect(warnings.filter { $0.kind == .invalidGeometry }.count == 4)
  }

  @Test func negativeSpacingOverlaps() {
    let (stack, views) = stack(sizes((10, 10), (10, 10))) {
      $0.spacing = -4
      $0.shouldWrap = true
    }
    #expect(views[1].frame.minY == 6)
    #expect(stack.frame.height == 16)
  }

  @Test func sizeThatFitsIsTheWrappedContent() {
    let (stack, _) = stack(sizes((10, 10), (30, 10)), frame: CGRect(0, 0, 300, 300))
    #expect(stack.sizeThatFits(.zero) == CGSize(width: 30, height: 28))
    #expect(stack.intrinsicContentSize == CGSize(width: 30, height: 28))
  }

  @Test func constrainedStackKeepsItsConstraintsAndLaysOutInside() {
    let root = View(frame: CGRect(0, 0, 500, 500))
    let views = [View(frame: CGRect(0, 0, 10, 10)), View(frame: CGRect(0, 0, 20, 10))]
    let stack = FrameStackView(subviews: views)
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    let left = stack.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 30)
    let top = stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 40)
    LayoutConstraint.activate([left, top])
    root.layoutIfNeeded()
    #expect(left.isActive && top.isActive)
    #expect(stack.frame == CGRect(30, 40, 20, 28))
    #expect(views[1].frame == CGRect(0, 18, 20, 10))
  }
}
