import Diorama
import Foundation
import Testing

/// Pixels drawn through `GraphicsContext`, checked against geometry computed here: areas of
/// polygons and sectors, dash runs, clip and transform rectangles.
@Suite struct GraphicsContextGeometryTests {
  private let red = RGBA8(r: 255, g: 0, b: 0)

  @Test(arguments: [1, 2] as [CGFloat])
  func filledRectangleCoversExactlyItsPixels(scale: CGFloat) throws {
    let rect = CGRect(x: 10, y: 10, width: 20, height: 30)
    let image = try sketch(scale: scale) { ctx in
      ctx.setFillColor(.red)
      ctx.fill(rect)
    }
    #expect(image.coveredArea == Double(rect.width * rect.height * scale * scale))
    #expect(image[x: Int(10 * scale), y: Int(10 * scale)] == red)
    #expect(image.isClear(Int(10 * scale) - 1, Int(10 * scale)))
    #expect(image.isOpaque(Int(30 * scale) - 1, Int(40 * scale) - 1))
    #expect(image.isClear(Int(30 * scale), Int(40 * scale) - 1))
  }

  /// A pentagram of outer radius R has inner vertices at ρ = R·cos 72°/cos 36°. Filled with
  /// the winding rule it covers ten triangles of area ½·R·ρ·sin 36°; even-odd leaves out the
  /// inner pentagon, of area 5/2·ρ²·sin 72°.
  @Test func evenOddStarLeavesItsCentreEmpty() throws {
    let center = CGPoint(x: 30, y: 30)
    let outer: CGFloat = 25
    let inner = outer * cos(72 * .pi / 180) / cos(36 * .pi / 180)
    let starArea = 5 * outer * inner * sin(36 * .pi / 180)
    let pentagonArea = 2.5 * inner * inner * sin(72 * .pi / 180)
    func star(_ rule: FillRule) throws -> Image {
      try sketch { ctx in
        for k in 0..<5 {
          let angle = -CGFloat.pi / 2 + CGFloat(k) * 4 * .pi / 5
          let p = CGPoint(x: center.x + outer * cos(angle), y: center.y + outer * sin(angle))
          if k == 0 { ctx.move(to: p) } else { ctx.addLine(to: p) }
        }
        ctx.closePath()
        ctx.setFillColor(.red)
        ctx.fillPath(using: rule)
      }
    }
    let winding = try star(.winding)
    let evenOdd = try star(.evenOdd)
    #expect(abs(winding.coveredArea - Double(starArea)) < 0.005 * Double(starArea))
    #expect(abs(evenOdd.coveredArea - Double(starArea - pentagonArea)) < 0.005 * Double(starArea))
    #expect(winding[x: 30, y: 30] == red)
    #expect(evenOdd.isClear(30, 30))
  }

  /// A 2-point line along y = 10 covers pixel rows 9 and 10; with dashes 10 on, 5 off, starting
  /// 3 into the pattern, pixel x is on when (x + ½ + 3) mod 15 < 10. Every boundary falls on a
  /// whole pixel, so each pixel is fully on or off.
  @Test func dashedLineHasTheDashRuns() throws {
    let image = try sketch { ctx in
      ctx.setStrokeColor(.red)
      ctx.setLineWidth(2)
      ctx.setLineDash(phase: 3, lengths: [10, 5])
      ctx.move(to: CGPoint(x: 0, y: 10))
      ctx.addLine(to: CGPoint(x: 60, y: 10))
      ctx.strokePath()
    }
    for x in 0..<60 {
      let on = (Double(x) + 0.5 + 3).truncatingRemainder(dividingBy: 15) < 10
      for y in [9, 10] {
        #expect(image[x: x, y: y].a == (on ? 255 : 0), "pixel (\(x), \(y))")
      }
      #expect(image.isClear(x, 8) && image.isClear(x, 11))
    }
  }

  /// A sector from angle 0 to π/2 of radius 20: Core Graphics' `clockwise: false` runs towards
  /// increasing angles, the lower-right quarter on screen (area πr²/4); `clockwise: true` the
  /// other three quarters.
  @Test func arcDirectionFollowsCoreGraphics() throws {
    func sector(clockwise: Bool) throws -> Image {
      try sketch { ctx in
        ctx.move(to: CGPoint(x: 30, y: 30))
        ctx.addArc(
          center: CGPoint(x: 30, y: 30), radius: 20, startAngle: 0, endAngle: .pi / 2, clockwise: clockwise)
        ctx.closePath()
        ctx.setFillColor(.red)
        ctx.fillPath()
      }
    }
    let quarter = Double.pi * 400 / 4
    let counter = try sector(clockwise: false)
    let clockwise = try sector(clockwise: true)
    #expect(abs(counter.coveredArea - quarter) < 0.005 * quarter)
    #expect(abs(clockwise.coveredArea - 3 * quarter) < 0.005 * 3 * quarter)
    #expect(counter.isOpaque(40, 40) && counter.isClear(30, 15))
    #expect(clockwise.isClear(40, 40) && clockwise.isOpaque(30, 15))
  }

  /// A 40-point square whose top-right corner is rounded by `addArc(tangent1End:…)` with
  /// radius 20: the square's area less a corner square of 20² plus a quarter disc of π·20²/4.
  @Test func tangentArcRoundsACorner() throws {
    let image = try sketch { ctx in
      ctx.move(to: CGPoint(x: 10, y: 10))
      ctx.addArc(tangent1End: CGPoint(x: 50, y: 10), tangent2End: CGPoint(x: 50, y: 50), radius: 20)
      ctx.addLine(to: CGPoint(x: 50, y: 50))
      ctx.addLine(to: CGPoint(x: 10, y: 50))
      ctx.closePath()
      ctx.setFillColor(.red)
      ctx.fillPath()
    }
    let expected = 1600 - 400 + Double.pi * 100
    #expect(abs(image.coveredArea - expected) < 0.005 * expected)
    #expect(image.isClear(49, 11), "the corner is cut")
    #expect(image.isOpaque(29, 11), "the arc starts 20 points before the corner")
  }

  @Test func clipLimitsFillsUntilReset() throws {
    let clip = CGRect(x: 10, y: 10, width: 20, height: 20)
    var reported = CGRect.null
    let image = try sketch { ctx in
      ctx.clip(to: clip)
      reported = ctx.boundingBoxOfClipPath
      ctx.setFillColor(.red)
      ctx.fill(CGRect(x: 0, y: 0, width: 60, height: 60))
      ctx.resetClip()
      ctx.fill(CGRect(x: 40, y: 40, width: 10, height: 10))
    }
    #expect(reported == clip)
    #expect(image.coveredArea == 400 + 100)
    #expect(image.isOpaque(10, 10) && image.isClear(9, 10) && image.isClear(30, 29))
  }

  @Test func evenOddClipMakesAHole() throws {
    let image = try sketch { ctx in
      ctx.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
      ctx.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
      ctx.clip(using: .evenOdd)
      ctx.setFillColor(.red)
      ctx.fill(CGRect(x: 0, y: 0, width: 60, height: 60))
    }
    #expect(image.coveredArea == 1600 - 400)
  }

  @Test func restoreGStateRestoresColourAndClip() throws {
    let image = try sketch { ctx in
      ctx.setFillColor(.red)
      ctx.saveGState()
      ctx.setFillColor(.blue)
      ctx.clip(to: CGRect(x: 0, y: 0, width: 5, height: 5))
      ctx.restoreGState()
      ctx.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
    }
    #expect(image[x: 15, y: 15] == red)
    #expect(image.coveredArea == 100)
  }

  @Test func translateAndScaleMapTheRectangle() throws {
    var ctm = Transform.identity
    let image = try sketch(scale: 2) { ctx in
      ctx.translateBy(x: 10, y: 20)
      ctx.scaleBy(x: 2, y: 2)
      ctm = ctx.ctm
      ctx.setFillColor(.red)
      ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
    }
    // Points (10…20, 20…30) at 2 pixels per point.
    #expect(ctm == Transform(a: 4, b: 0, c: 0, d: 4, tx: 20, ty: 40))
    #expect(image.coveredArea == 400)
    #expect(image.isOpaque(20, 40) && image.isOpaque(39, 59) && image.isClear(40, 40))
  }

  /// Rotating by π/2 maps (x, y) to (−y, x): the rectangle 10 × 5 at the origin, moved 30 to the
  /// right first, covers x 25…30, y 0…10.
  @Test func rotationTurnsClockwiseOnScreen() throws {
    let image = try sketch { ctx in
      ctx.translateBy(x: 30, y: 0)
      ctx.rotate(by: .pi / 2)
      ctx.setFillColor(.red)
      ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
    }
    #expect(abs(image.coveredArea - 50) < 0.5)
    #expect(image.isOpaque(27, 5) && image.isClear(32, 5) && image.isClear(27, 12))
  }

  @Test func alphaAndBlendModeComposite() throws {
    let image = try sketch { ctx in
      ctx.setFillColor(.red)
      ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
      ctx.setBlendMode(.multiply)
      ctx.setFillColor(.green)
      ctx.fill(CGRect(x: 10, y: 0, width: 20, height: 10))
      ctx.setBlendMode(.normal)
      ctx.setAlpha(0.5)
      ctx.fill(CGRect(x: 40, y: 0, width: 10, height: 10))
    }
    #expect(image[x: 5, y: 5] == red)
    #expect(image[x: 15, y: 5] == RGBA8(r: 0, g: 0, b: 0), "red × green = black")
    #expect(image[x: 25, y: 5] == RGBA8(r: 0, g: 255, b: 0))
    #expect(abs(Int(image[x: 45, y: 5].a) - 128) <= 1)
  }

  @Test func sharpShadowIsTheShapeMovedByTheOffset() throws {
    let image = try sketch { ctx in
      ctx.setShadow(offset: CGSize(width: 5, height: 5), blur: 0, color: .black)
      ctx.setFillColor(.red)
      ctx.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
    }
    #expect(image[x: 12, y: 12] == red)
    #expect(image[x: 17, y: 17] == red, "the shape is drawn over its shadow")
    #expect(image[x: 22, y: 22] == RGBA8(r: 0, g: 0, b: 0), "positive height is down")
    #expect(image.isClear(22, 12) && image.isClear(8, 8))
    #expect(image.coveredArea == 100 + 100 - 25)
  }

  @Test func linearGradientRampsAlongItsLine() throws {
    let gradient = try #require(Gradient(colors: [.black, .white], locations: [0, 1]))
    let image = try sketch { ctx in
      ctx.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 60, y: 0))
    }
    for x in stride(from: 0, to: 60, by: 7) {
      let expected = 255 * (Double(x) + 0.5) / 60
      #expect(abs(Double(image[x: x, y: 30].r) - expected) <= 2, "x = \(x)")
    }
  }

  @Test func radialGradientStopsAtItsEndCircleUnlessAskedToGoOn() throws {
    let gradient = try #require(Gradient(colors: [.red, .blue]))
    func draw(_ options: Gradient.DrawingOptions) throws -> Image {
      try sketch { ctx in
        ctx.drawRadialGradient(
          gradient, startCenter: CGPoint(x: 30, y: 30), startRadius: 0, endCenter: CGPoint(x: 30, y: 30),
          endRadius: 20, options: options)
      }
    }
    let plain = try draw([])
    let extended = try draw(.drawsAfterEndLocation)
    #expect(close(plain[x: 30, y: 30], red, tolerance: 10))
    #expect(plain.isClear(55, 30))
    #expect(extended[x: 55, y: 30] == RGBA8(r: 0, g: 0, b: 255))
  }

  @Test func clearMakesPixelsTransparent() throws {
    let image = try sketch { ctx in
      ctx.setFillColor(.red)
      ctx.fill(CGRect(x: 0, y: 0, width: 60, height: 60))
      ctx.clear(CGRect(x: 10, y: 10, width: 10, height: 10))
    }
    #expect(image.coveredArea == 3600 - 100)
    #expect(image.isClear(15, 15))
  }

  @Test func imageIsDrawnUprightStretchedToTheRectangle() throws {
    let green = RGBA8(r: 0, g: 255, b: 0)
    let blue = RGBA8(r: 0, g: 0, b: 255)
    let picture = try Image(
      width: 2, height: 2, pixels: [red, green, blue, white].flatMap { [$0.r, $0.g, $0.b, $0.a] })
    let image = try sketch { ctx in ctx.draw(picture, in: CGRect(x: 0, y: 0, width: 20, height: 20)) }
    #expect(image[x: 2, y: 2] == red)
    #expect(image[x: 17, y: 2] == green)
    #expect(image[x: 2, y: 17] == blue)
    #expect(image[x: 17, y: 17] == white)
    #expect(image.isClear(21, 5))
  }

  @Test func linesAreOnePointWideByDefault() throws {
    let image = try sketch { ctx in
      ctx.setStrokeColor(.red)
      ctx.move(to: CGPoint(x: 0, y: 10.5))
      ctx.addLine(to: CGPoint(x: 60, y: 10.5))
      ctx.strokePath()
    }
    #expect(image.coveredArea == 60, "y 10…11 on every column")
  }

  @Test func strokedRectangleOutline() throws {
    let image = try sketch { ctx in
      ctx.setStrokeColor(.red)
      ctx.setLineWidth(2)
      ctx.stroke(CGRect(x: 10, y: 10, width: 20, height: 20))
    }
    // A 2-point line centred on the edges: the ring between 9…31 and 11…29.
    #expect(image.coveredArea == 22 * 22 - 18 * 18)
  }
}
