import Diorama
import Foundation
import Testing

/// Frames assigned by a layout pass inside an animation block animate like direct changes.
@Suite struct LayoutAnimationTests {
  /// Lays two children out side by side, the first `split` points wide.
  final class SplitView: View {
    let left = View()
    let right = View()
    var split: CGFloat = 50 { didSet { setNeedsLayout() } }

    override init(frame: CGRect) {
      super.init(frame: frame)
      addSubview(left)
      addSubview(right)
    }

    override func layoutSubviews() {
      left.frame = CGRect(x: 0, y: 0, width: split, height: bounds.height)
      right.frame = CGRect(x: split, y: 0, width: bounds.width - split, height: bounds.height)
    }
  }

  @Test func layoutIfNeededInsideABlockAnimatesTheNewFrames() throws {
    let split = SplitView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    let stage = try ViewStage(split, frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    #expect(split.left.frame.width == 50)
    var finished: Bool?
    split.split = 80
    View.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { split.layoutIfNeeded() }) {
      finished = $0
    }
    #expect(split.left.frame.width == 80, "layout reads model values")
    let mid = try stage.snapshot(atFrame: 16)
    #expect(abs(mid.sublayers[0].bounds.width - 65) < 1e-9)
    #expect(abs(mid.sublayers[1].position.x - (65 + 35.0 / 2)) < 1e-9)
    #expect(abs(mid.sublayers[1].bounds.width - 35) < 1e-9)
    #expect(try stage.snapshot(atFrame: 31).sublayers[0].bounds.width == 80)
    #expect(finished == true)
  }

  @Test func layoutOutsideABlockDoesNotAnimate() throws {
    let split = SplitView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    let stage = try ViewStage(split, frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    split.split = 80
    #expect(try stage.snapshot(atFrame: 1).sublayers[0].bounds.width == 80)
  }

  @Test func layoutSubviewsOptionLaysOutChangedViewsInsideTheBlock() throws {
    let split = SplitView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    let stage = try ViewStage(split, frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    View.animate(withDuration: 0.5, delay: 0, options: [.layoutSubviews, .curveLinear]) {
      split.frame.size.width = 200
    }
    let mid = try stage.snapshot(atFrame: 16)
    #expect(abs(mid.bounds.width - 150) < 1e-9)
    #expect(abs(mid.sublayers[1].bounds.width - 100) < 1e-9, "right child 50 → 150, half way")
  }
}
