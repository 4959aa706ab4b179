import Diorama
import Foundation
import Testing

/// A shape layer given NaN for its stroke ends or a path with non-finite points: a warning, and
/// a defined picture.
@Suite struct ShapeBadInputTests {
  /// A 60 × 60 scene with one shape layer stroking (and filling) a diagonal line and a square.
  private func render(_ configure: (ShapeLayer) -> Void) throws -> (Image, [Warning]) {
    try Diagnostics.capture {
      try renderScene(width: 60, height: 60) { root in
        let shape = ShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        var path = Path(rect: CGRect(x: 10, y: 10, width: 40, height: 40))
        path.move(to: CGPoint(x: 5, y: 55))
        path.addLine(to: CGPoint(x: 55, y: 5))
        shape.path = path
        shape.fillColor = .blue
        shape.strokeColor = .red
        shape.lineWidth = 4
        root.layer.addSublayer(shape)
        configure(shape)
      }
    }
  }

  @Test func nanStrokeEndWarnsAndDrawsTheWholeStroke() throws {
    let (nan, warnings) = try render { $0.strokeEnd = .nan }
    let (whole, wholeWarnings) = try render { _ in }
    #expect(nan == whole)
    #expect(wholeWarnings.isEmpty)
    #expect(warnings.map(\.kind) == [.invalidGeometry])
    #expect(warnings.first?.message.contains("strokeEnd") == true)
  }

  @Test func nanStrokeStartWarnsAndStartsAtTheBeginning() throws {
    let (nan, warnings) = try render { $0.strokeStart = .nan }
    let (whole, _) = try render { _ in }
    #expect(nan == whole)
    #expect(warnings.map(\.kind) == [.invalidGeometry])
  }

  @Test func aPathWithANaNPointWarnsAndIsNotDrawn() throws {
    let (image, warnings) = try render { shape in
      var path = Path(rect: CGRect(x: 10, y: 10, width: 40, height: 40))
      path.addLine(to: CGPoint(x: CGFloat.nan, y: 30))
      shape.path = path
    }
    #expect(warnings.map(\.kind) == [.invalidGeometry])
    var notWhite = 0
    for y in 0..<60 { for x in 0..<60 where image[x: x, y: y] != Color.white.pixel { notWhite += 1 } }
    #expect(notWhite == 0)
  }

  @Test func aPathWithAnInfinitePointWarns() {
    let shape = ShapeLayer()
    var path = Path()
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: CGFloat.infinity, y: 0))
    let warnings = Diagnostics.capture { shape.path = path }
    #expect(warnings.map(\.kind) == [.invalidGeometry])
    #expect(shape.path == path)
  }
}
