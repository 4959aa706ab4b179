import Diorama
import DioramaTesting
import Foundation
import Testing

@Suite struct ShapeLayerRenderingTests {
  @Test func fillAndStrokeFollowThePath() throws {
    let image = try renderScene { root in
      let shape = ShapeLayer()
      shape.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
      shape.path = Path(rect: CGRect(x: 20, y: 20, width: 40, height: 40))
      shape.fillColor = .yellow
      shape.strokeColor = .blue
      shape.lineWidth = 4
      root.layer.addSublayer(shape)
    }
    #expect(image[x: 40, y: 40] == Color.yellow.pixel)
    #expect(image[x: 40, y: 19] == Color.blue.pixel)  // the stroke straddles the edge
    #expect(image[x: 40, y: 21] == Color.blue.pixel)
    #expect(image[x: 40, y: 17] == white)
    expectMatchesReference(image, named: "fillStroke")
  }

  @Test func strokeEndDrawsOnlyTheFirstPartOfThePath() throws {
    let image = try renderScene(width: 100, height: 20) { root in
      let shape = ShapeLayer()
      var path = Path()
      path.move(to: CGPoint(x: 10, y: 10))
      path.addLine(to: CGPoint(x: 90, y: 10))
      shape.path = path
      shape.fillColor = nil
      shape.strokeColor = .red
      shape.lineWidth = 4
      shape.strokeStart = 0.25
      shape.strokeEnd = 0.5
      root.layer.addSublayer(shape)
    }
    #expect(image[x: 25, y: 10] == white)
    #expect(image[x: 31, y: 10] == Color.red.pixel)
    #expect(image[x: 49, y: 10] == Color.red.pixel)
    #expect(image[x: 55, y: 10] == white)
    expectMatchesReference(image, named: "strokeEnd")
  }

  @Test func dashesCapsAndJoins() throws {
    let image = try renderScene(width: 120, height: 60) { root in
      let dashed = ShapeLayer()
      var line = Path()
      line.move(to: CGPoint(x: 10, y: 10))
      line.addLine(to: CGPoint(x: 110, y: 10))
      dashed.path = line
      dashed.strokeColor = .black
      dashed.lineWidth = 4
      dashed.lineDashPattern = [10, 10]
      root.layer.addSublayer(dashed)

      let zigzag = ShapeLayer()
      var z = Path()
      z.move(to: CGPoint(x: 10, y: 50))
      z.addLine(to: CGPoint(x: 40, y: 25))
      z.addLine(to: CGPoint(x: 70, y: 50))
      zigzag.path = z
      zigzag.fillColor = nil
      zigzag.strokeColor = .blue
      zigzag.lineWidth = 8
      zigzag.lineCap = .round
      zigzag.lineJoin = .round
      root.layer.addSublayer(zigzag)
    }
    #expect(image[x: 15, y: 10] == Color.black.pixel)
    #expect(image[x: 25, y: 10] == white)  // a gap
    #expect(image[x: 7, y: 52].b > 200)  // the round cap reaches past the end point
    expectMatchesReference(image, named: "dashesCapsJoins")
  }

  @Test func evenOddFillLeavesAHole() throws {
    let image = try renderScene { root in
      let shape = ShapeLayer()
      var path = Path(rect: CGRect(x: 10, y: 10, width: 60, height: 60))
      path.addRect(CGRect(x: 30, y: 30, width: 20, height: 20))
      shape.path = path
      shape.fillRule = .evenOdd
      shape.fillColor = .green
      root.layer.addSublayer(shape)
    }
    #expect(image[x: 40, y: 40] == white)
    #expect(image[x: 20, y: 20] == Color.green.pixel)
    expectMatchesReference(image, named: "evenOdd")
  }
}

@Suite struct GradientLayerRenderingTests {
  @Test func axialGradientRunsFromStartToEndColour() throws {
    let image = try renderScene(width: 101, height: 20) { root in
      let gradient = GradientLayer()
      gradient.frame = CGRect(x: 0, y: 0, width: 101, height: 20)
      gradient.colors = [.black, .white]
      gradient.startPoint = CGPoint(x: 0, y: 0.5)
      gradient.endPoint = CGPoint(x: 1, y: 0.5)
      root.layer.addSublayer(gradient)
    }
    #expect(image[x: 0, y: 10].r < 4)
    #expect(image[x: 100, y: 10].r > 251)
    #expect(abs(Int(image[x: 50, y: 10].r) - 127) <= 3)
    #expect(image[x: 30, y: 0] == image[x: 30, y: 19])  // constant across the axis
    expectMatchesReference(image, named: "axial")
  }

  @Test func locationsMoveTheStops() throws {
    let image = try renderScene(width: 100, height: 10) { root in
      let gradient = GradientLayer()
      gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
      gradient.colors = [.red, .red, .blue]
      gradient.locations = [0, 0.8, 1]
      gradient.startPoint = CGPoint(x: 0, y: 0.5)
      gradient.endPoint = CGPoint(x: 1, y: 0.5)
      root.layer.addSublayer(gradient)
    }
    #expect(image[x: 70, y: 5] == Color.red.pixel)
    #expect(image[x: 99, y: 5].b > 240)
    expectMatchesReference(image, named: "locations")
  }

  @Test func radialGradientIsCentredOnTheStartPoint() throws {
    let image = try renderScene { root in
      let gradient = GradientLayer()
      gradient.type = .radial
      gradient.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
      gradient.colors = [.yellow, .red]
      gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
      gradient.endPoint = CGPoint(x: 1, y: 1)
      gradient.cornerRadius = 40
      root.layer.addSublayer(gradient)
    }
    #expect(close(image[x: 40, y: 40], Color.yellow.pixel, tolerance: 8))
    #expect(image[x: 40, y: 2].g < image[x: 40, y: 30].g)  // redder toward the edge
    #expect(image[x: 2, y: 2] == white)  // rounded to a circle
    expectMatchesReference(image, named: "radial")
  }
}

@Suite struct TextRenderingTests {
  @Test func labelTextSitsOnItsBaselineInTheTextColour() throws {
    let label = Label(text: "Hxg", font: .systemFont(ofSize: 20))
    label.textColor = .blue
    label.frame = CGRect(origin: .zero, size: label.intrinsicContentSize)
    let image = try label.renderImage(backgroundColor: .white)
    let baseline = Int(label.firstBaselineOffsetFromTop.rounded())
    // The H stands on the baseline: ink just above it, none just below at the H's stem.
    let inkAbove = (0..<6).contains { x in
      image[x: 1 + x, y: baseline - 2].b > 200 && image[x: 1 + x, y: baseline - 2].r < 80
    }
    let inkBelow = (0..<6).contains { x in image[x: 1 + x, y: baseline + 2].r < 200 }
    #expect(inkAbove)
    #expect(!inkBelow)
    expectMatchesReference(image, named: "label")
  }

  @Test func multilineLabelWrapsAlignsAndTruncates() throws {
    let image = try renderScene(width: 200, height: 120) { root in
      let wrapped = Label(text: "The quick brown fox jumps over the lazy dog.")
      wrapped.font = .systemFont(ofSize: 14)
      wrapped.numberOfLines = 0
      wrapped.textAlignment = .center
      wrapped.frame = CGRect(x: 10, y: 5, width: 120, height: 60)
      root.addSubview(wrapped)

      let truncated = Label(text: "A single line that is far too long to fit")
      truncated.font = .systemFont(ofSize: 14)
      truncated.frame = CGRect(x: 10, y: 80, width: 150, height: 20)
      truncated.backgroundColor = Color(white: 0.95)
      root.addSubview(truncated)
    }
    expectMatchesReference(image, named: "multiline")
  }

  @Test func textLayerDrawsTopAligned() throws {
    let image = try renderScene(width: 120, height: 60, background: .black) { root in
      let text = TextLayer()
      text.string = "Layer"
      text.fontSize = 24
      text.frame = CGRect(x: 0, y: 0, width: 120, height: 60)
      root.layer.addSublayer(text)
    }
    let inkRows = (0..<60).filter { y in (0..<120).contains { x in image[x: x, y: y].r > 128 } }
    #expect(inkRows.first! < 10)  // starts near the top, not centred
    #expect(inkRows.last! < 32)
    expectMatchesReference(image, named: "textLayer")
  }
}
