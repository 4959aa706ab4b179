import Diorama
import Foundation
import Testing

/// `BezierPath` (UIKit's `UIBezierPath`): its outlines, measured against geometry, and drawing
/// with the current context's colours.
@Suite struct BezierPathTests {
  private let red = RGBA8(r: 255, g: 0, b: 0)

  @Test func rectangleFillsItsPixels() throws {
    let image = try sketch { _ in
      Color.red.setFill()
      BezierPath(rect: CGRect(x: 5, y: 5, width: 10, height: 20)).fill()
    }
    #expect(image.coveredArea == 200)
    #expect(image[x: 5, y: 5] == red)
  }

  /// An oval in a 40 × 20 rectangle: an ellipse of area π·20·10.
  @Test func ovalHasTheEllipsesArea() throws {
    let image = try sketch { _ in
      Color.red.setFill()
      BezierPath(ovalIn: CGRect(x: 10, y: 20, width: 40, height: 20)).fill()
    }
    let expected = Double.pi * 200
    #expect(abs(image.coveredArea - expected) < 0.005 * expected)
  }

  /// Corners of radius 6 cut (4 − π)·6²/4 each from the rectangle.
  @Test func roundedCornersCutQuarterDiscs() throws {
    let cut = (4 - Double.pi) * 36 / 4
    let all = try sketch { _ in
      Color.red.setFill()
      BezierPath(roundedRect: CGRect(x: 10, y: 10, width: 40, height: 30), cornerRadius: 6).fill()
    }
    let two = try sketch { _ in
      Color.red.setFill()
      BezierPath(
        roundedRect: CGRect(x: 10, y: 10, width: 40, height: 30),
        byRoundingCorners: [.topLeft, .bottomRight],
        cornerRadii: CGSize(width: 6, height: 6)
      ).fill()
    }
    #expect(abs(all.coveredArea - (1200 - 4 * cut)) < 1)
    #expect(abs(two.coveredArea - (1200 - 2 * cut)) < 1)
    #expect(two.isClear(10, 10) && two.isOpaque(49, 10) && two.isOpaque(10, 39) && two.isClear(49, 39))
  }

  /// UIKit's `clockwise` is on screen: from angle 0 to π/2 clockwise is the lower-right quarter.
  @Test func arcClockwiseIsOnScreen() throws {
    let path = BezierPath(
      arcCenter: CGPoint(x: 30, y: 30), radius: 20, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    #expect(path.currentPoint.x.isApproximately(30) && path.currentPoint.y.isApproximately(50))
    path.addLine(to: CGPoint(x: 30, y: 30))
    path.close()
    #expect(path.contains(CGPoint(x: 40, y: 40)))
    #expect(!path.contains(CGPoint(x: 20, y: 20)))
    let image = try sketch { _ in
      Color.red.setFill()
      path.fill()
    }
    let quarter = Double.pi * 100
    #expect(abs(image.coveredArea - quarter) < 0.005 * quarter)
  }

  @Test func evenOddRuleAppliesToFillAndContains() throws {
    let path = BezierPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40))
    path.append(BezierPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20)))
    #expect(path.contains(CGPoint(x: 20, y: 20)))
    path.usesEvenOddFillRule = true
    #expect(!path.contains(CGPoint(x: 20, y: 20)))
    #expect(path.contains(CGPoint(x: 5, y: 20)))
    let image = try sketch { _ in
      Color.red.setFill()
      path.fill()
    }
    #expect(image.coveredArea == 1600 - 400)
  }

  @Test func strokeUsesThePathsLineSettings() throws {
    let path = BezierPath()
    path.move(to: CGPoint(x: 0, y: 10))
    path.addLine(to: CGPoint(x: 60, y: 10))
    path.lineWidth = 4
    path.setLineDash([6, 4], count: 2, phase: 0)
    let image = try sketch { ctx in
      Color.red.setStroke()
      path.stroke()
      // The context's own line width is untouched by the path's.
      ctx.setStrokeColor(.blue)
      ctx.move(to: CGPoint(x: 0, y: 30))
      ctx.addLine(to: CGPoint(x: 60, y: 30))
      ctx.strokePath()
    }
    // Six dashes of 6 × 4 (x 0…6, 10…16, …, 50…56) and a 60 × 1 line.
    #expect(abs(image.coveredArea - Double(6 * 24 + 60)) < 1)
    #expect(image.isOpaque(5, 8) && image.isClear(7, 8))
  }

  @Test func addClipLimitsLaterDrawing() throws {
    let image = try sketch { ctx in
      BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).addClip()
      ctx.setFillColor(.red)
      ctx.fill(CGRect(x: 0, y: 0, width: 60, height: 60))
    }
    // A clip's antialiased edge is rasterised more coarsely than a fill's: within 1 %.
    let expected = Double.pi * 100
    #expect(abs(image.coveredArea - expected) < 0.01 * expected)
  }

  @Test func applyAndBoundsMapTheOutline() {
    let path = BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 5))
    path.apply(Transform(translationX: 3, y: 4))
    #expect(path.bounds == CGRect(x: 3, y: 4, width: 10, height: 5))
    path.removeAllPoints()
    #expect(path.isEmpty)
  }

  @Test func setColourSetsFillAndStroke() throws {
    let image = try sketch { _ in
      Color.red.set()
      let path = BezierPath(rect: CGRect(x: 10, y: 10, width: 10, height: 10))
      path.fill()
      path.stroke()
    }
    #expect(image[x: 9, y: 15].r == 255 && image[x: 9, y: 15].a > 100, "the stroke is red too")
  }

  @Test func drawingWithoutAContextWarnsAndDrawsNothing() {
    let warnings = Diagnostics.capture {
      Color.red.setFill()
      BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
      BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).stroke()
    }
    #expect(warnings.map(\.kind) == [.noCurrentContext, .noCurrentContext, .noCurrentContext])
  }
}

extension CGFloat {
  func isApproximately(_ other: CGFloat) -> Bool { Swift.abs(self - other) < 1e-9 }
}
