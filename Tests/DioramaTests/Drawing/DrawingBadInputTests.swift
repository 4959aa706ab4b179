import Diorama
import Foundation
import Testing

/// Bad input to drawing code: never a crash, a warning that names the call, and the rest of the
/// drawing unharmed.
@Suite struct DrawingBadInputTests {
  @Test func outsideADrawingPassThereIsNoCurrentContext() {
    #expect(GraphicsGetCurrentContext() == nil)
  }

  @Test func nonFiniteCoordinatesAreIgnoredWithAWarning() throws {
    let (image, warnings) = try Diagnostics.capture {
      try sketch { ctx in
        ctx.move(to: CGPoint(x: CGFloat.nan, y: 0))
        ctx.addLine(to: CGPoint(x: 1, y: CGFloat.infinity))
        ctx.addRect(CGRect(x: 0, y: 0, width: CGFloat.nan, height: 4))
        ctx.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        ctx.setFillColor(.red)
        ctx.fillPath()
      }
    }
    #expect(image.coveredArea == 100)
    #expect(warnings.filter { $0.kind == .invalidGeometry }.count == 3)
  }

  @Test func unbalancedSavesAreRestoredAtTheEndOfThePass() throws {
    let scene = try Scene(size: CGSize(width: 40, height: 40), backgroundColor: nil)
    let view = SketchView(frame: CGRect(x: 0, y: 0, width: 40, height: 40)) { ctx, _ in
      ctx.saveGState()
      ctx.saveGState()
      ctx.clip(to: CGRect(x: 0, y: 0, width: 5, height: 5))
      ctx.setFillColor(.red)
      ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
    }
    scene.rootView.addSubview(view)
    let (image, warnings) = try Diagnostics.capture { try scene.renderImage() }
    #expect(image.coveredArea == 25)
    #expect(warnings.map(\.kind) == [.unbalancedGraphicsState])
  }

  @Test func restoreWithoutSaveIsIgnored() throws {
    let (image, warnings) = try Diagnostics.capture {
      try sketch { ctx in
        ctx.restoreGState()
        ctx.setFillColor(.red)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
      }
    }
    #expect(image.coveredArea == 100, "the context still draws")
    #expect(warnings.map(\.kind) == [.unbalancedGraphicsState])
  }

  @Test func hugeDashArraysAreCut() throws {
    let (image, warnings) = try Diagnostics.capture {
      try sketch { ctx in
        ctx.setStrokeColor(.red)
        ctx.setLineWidth(2)
        ctx.setLineDash(phase: 0, lengths: Array(repeating: 10, count: 1_000_000))
        ctx.move(to: CGPoint(x: 0, y: 10))
        ctx.addLine(to: CGPoint(x: 60, y: 10))
        ctx.strokePath()
      }
    }
    // 10 on, 10 off from x = 0: on for 0…10, 20…30, 40…50, each 2 high.
    #expect(image.coveredArea == 3 * 10 * 2)
    #expect(warnings.map(\.kind) == [.valueClamped])
  }

  @Test func invalidDashesDrawSolidLines() throws {
    for lengths: [CGFloat] in [[-1, 4], [0, 0], [.nan, 2]] {
      let (image, warnings) = try Diagnostics.capture {
        try sketch { ctx in
          ctx.setStrokeColor(.red)
          ctx.setLineWidth(2)
          ctx.setLineDash(phase: 0, lengths: lengths)
          ctx.move(to: CGPoint(x: 0, y: 10))
          ctx.addLine(to: CGPoint(x: 60, y: 10))
          ctx.strokePath()
        }
      }
      #expect(image.coveredArea == 120, "\(lengths)")
      #expect(warnings.map(\.kind) == [.invalidGeometry])
    }
  }

  @Test func degenerateTransformsAreIgnored() throws {
    let (image, warnings) = try Diagnostics.capture {
      try sketch { ctx in
        ctx.scaleBy(x: 0, y: 1)
        ctx.concatenate(Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        ctx.setFillColor(.red)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
      }
    }
    #expect(image.coveredArea == 100)
    #expect(warnings.count == 2)
  }

  @Test func zeroSizedViewsDoNotDraw() throws {
    let scene = try Scene(size: CGSize(width: 40, height: 40), backgroundColor: nil)
    let view = SketchView(frame: .zero) { ctx, rect in ctx.fill(rect) }
    scene.rootView.addSubview(view)
    _ = try scene.renderImage()
    #expect(view.drawCount == 0)
    #expect(view.layer.contents == nil)
  }
}
