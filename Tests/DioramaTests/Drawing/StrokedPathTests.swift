import Diorama
import Foundation
import Testing

/// `Path.copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`: the outline's filled
/// area and hit-testing against shapes worked out by hand. Areas are measured by filling the
/// outline (winding rule) and summing coverage, to within a pixel's worth of antialiasing.
@Suite struct StrokedPathTests {
  func area(_ path: Path) throws -> Double {
    try sketch(width: 160, height: 160) { ctx in
      ctx.translateBy(x: 20, y: 20)
      ctx.addPath(path)
      ctx.setFillColor(.black)
      ctx.fillPath(using: .winding)
    }.coveredArea
  }

  var line: Path {
    var path = Path()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 100, y: 0))
    return path
  }

  /// An L: right 100, then down 100.
  var corner: Path {
    var path = line
    path.addLine(to: CGPoint(x: 100, y: 100))
    return path
  }

  @Test func capsAddNothingAHalfSquareOrAHalfDisc() throws {
    let butt = line.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
    let square = line.copy(strokingWithWidth: 10, lineCap: .square, lineJoin: .miter, miterLimit: 10)
    let round = line.copy(strokingWithWidth: 10, lineCap: .round, lineJoin: .miter, miterLimit: 10)
    // 100 × 10; plus 5 × 10 at each end; plus a half disc of radius 5 at each end.
    #expect(abs(try area(butt) - 1000) < 1)
    #expect(abs(try area(square) - 1100) < 1)
    #expect(abs(try area(round) - (1000 + Double.pi * 25)) < 1.5)
    #expect(butt.contains(CGPoint(x: 50, y: 4.9)) && !butt.contains(CGPoint(x: 50, y: 5.1)))
    #expect(!butt.contains(CGPoint(x: -1, y: 0)) && square.contains(CGPoint(x: -4.9, y: 0)))
    // 4.9 from the end on the axis is inside the round cap; (−4, 4) is 5.66 away, outside.
    #expect(round.contains(CGPoint(x: -4.9, y: 0)) && !round.contains(CGPoint(x: -4, y: 4)))
  }

  @Test func joinsFillTheOuterCornerAsTheyShould() throws {
    // The L's two arms, 105 × 10 and 10 × 95, make 2,000 with a mitred corner; a bevel cuts
    // half of the 5 × 5 corner square (12.5); a round join leaves a quarter disc of radius 5.
    let miter = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
    let bevel = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .bevel, miterLimit: 10)
    let round = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .round, miterLimit: 10)
    #expect(abs(try area(miter) - 2000) < 1)
    #expect(abs(try area(bevel) - 1987.5) < 1)
    #expect(abs(try area(round) - (1975 + Double.pi * 25 / 4)) < 1.5)
    #expect(miter.contains(CGPoint(x: 104.5, y: -4.5)) && !bevel.contains(CGPoint(x: 104.5, y: -4.5)))
    // A right angle's miter is √2 ≈ 1.41 line widths long: a limit of 1.2 bevels it.
    let limited = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 1.2)
    #expect(abs(try area(limited) - 1987.5) < 1)
  }

  @Test func aClosedSquareIsARingWithMitredCorners() throws {
    let ring = Path(rect: CGRect(x: 0, y: 0, width: 100, height: 100)).copy(
      strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
    // 110² − 90²: the frame between the outer and inner squares.
    #expect(abs(try area(ring) - (110 * 110 - 90 * 90)) < 1)
    #expect(ring.contains(CGPoint(x: 0, y: 50)) && !ring.contains(CGPoint(x: 50, y: 50)))
  }

  @Test func theTransformAppliesToTheOutline() {
    let moved = line.copy(
      strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10,
      transform: Transform(translationX: 0, y: 50))
    #expect(moved.contains(CGPoint(x: 50, y: 54)) && !moved.contains(CGPoint(x: 50, y: 4)))
  }

  @Test func badWidthsAndPointsGiveAnEmptyPath() {
    for width in [0, -3, CGFloat.nan, .infinity] {
      #expect(line.copy(strokingWithWidth: width, lineCap: .butt, lineJoin: .miter, miterLimit: 10).isEmpty)
    }
    var bad = Path()
    bad.move(to: CGPoint(x: 0, y: 0))
    bad.addLine(to: CGPoint(x: CGFloat.nan, y: 1))
    #expect(bad.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .round, miterLimit: 10).isEmpty)
    // A lone point with round caps is a dot of the line's width.
    var dot = Path()
    dot.move(to: CGPoint(x: 10, y: 10))
    dot.addLine(to: CGPoint(x: 10, y: 10))
    let stroked = dot.copy(strokingWithWidth: 6, lineCap: .round, lineJoin: .miter, miterLimit: 10)
    #expect(stroked.contains(CGPoint(x: 12.9, y: 10)) && !stroked.contains(CGPoint(x: 13.1, y: 10)))
  }

  @Test(arguments: [LineJoin.miter, .bevel, .round])
  func theOutlineFilledPaintsWhatCairosStrokePaints(_ join: LineJoin) throws {
    // A zigzag with sharp and blunt turns, a curve and round caps, stroked by Cairo itself and
    // filled from the outline: the pictures agree but for antialiasing along the edges.
    var path = Path()
    path.move(to: CGPoint(x: 10, y: 100))
    path.addLine(to: CGPoint(x: 40, y: 20))
    path.addLine(to: CGPoint(x: 60, y: 110))
    path.addLine(to: CGPoint(x: 110, y: 60))
    path.addCurve(
      to: CGPoint(x: 140, y: 130), control1: CGPoint(x: 150, y: 40), control2: CGPoint(x: 100, y: 120))
    let stroked = try sketch(width: 160, height: 160) { ctx in
      ctx.addPath(path)
      ctx.setLineWidth(8)
      ctx.setLineJoin(join)
      ctx.setLineCap(.round)
      ctx.setMiterLimit(4)
      ctx.setStrokeColor(.black)
      ctx.strokePath()
    }
    let filled = try sketch(width: 160, height: 160) { ctx in
      ctx.addPath(path.copy(strokingWithWidth: 8, lineCap: .round, lineJoin: join, miterLimit: 4))
      ctx.setFillColor(.black)
      ctx.fillPath(using: .winding)
    }
    var differing = 0
    for y in 0..<160 {
      for x in 0..<160 where abs(Int(stroked[x: x, y: y].a) - Int(filled[x: x, y: y].a)) > 64 {
        differing += 1
      }
    }
    #expect(abs(stroked.coveredArea - filled.coveredArea) < 0.01 * stroked.coveredArea)
    #expect(differing < 20, "\(differing) pixels differ by more than a quarter")
  }
}
