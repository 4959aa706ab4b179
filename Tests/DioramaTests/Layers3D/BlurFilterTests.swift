import Diorama
import Foundation
import Testing

/// Blur filters against the Gaussian's own numbers: a sharp step blurred with standard
/// deviation σ has, at distance d from the step, the value Φ(−d/σ) of the far side (the normal
/// distribution's cumulative function, computed here with erfc).
@Suite struct BlurFilterTests {
  static func phi(_ x: Double) -> Double { 0.5 * erfc(-x / 2.squareRoot()) }

  @Test func aContentBlurSpreadsAnEdgeLikeAGaussian() throws {
    let sigma = 6.0
    let image = try renderScene(width: 120, height: 40, background: nil) { root in
      let box = Layer()
      box.frame = CGRect(x: 60, y: -40, width: 100, height: 120)
      box.backgroundColor = .black
      box.filters = [.gaussianBlur(radius: CGFloat(sigma))]
      root.layer.addSublayer(box)
    }
    // The edge is at x = 60; pixel centre x + 0.5.
    for x in [48, 54, 57, 60, 63, 66, 72] {
      let d = Double(x) + 0.5 - 60
      let expected = Self.phi(d / sigma) * 255
      #expect(
        abs(Double(image[x: x, y: 20].a) - expected) <= 8, "x = \(x): \(image[x: x, y: 20].a) vs \(expected)")
    }
  }

  @Test func aBackgroundBlurBlursWhatIsBehindInsideTheBoundsOnly() throws {
    let sigma = 4.0
    let image = try renderScene(width: 120, height: 60) { root in
      addBox(CGRect(x: 0, y: 0, width: 60, height: 60), .black, to: root)
      let glass = Layer()
      glass.frame = CGRect(x: 30, y: 10, width: 60, height: 40)
      glass.backgroundFilters = [.gaussianBlur(radius: CGFloat(sigma))]
      root.layer.addSublayer(glass)
    }
    // Inside the glass the black/white step at x = 60 is blurred; outside it stays sharp.
    for x in [52, 58, 61, 67] {
      let d = Double(x) + 0.5 - 60
      let expected = Self.phi(d / sigma) * 255  // white share
      #expect(abs(Double(image[x: x, y: 30].r) - expected) <= 8, "x = \(x)")
    }
    #expect(image[x: 58, y: 5] == RGBA8(r: 0, g: 0, b: 0, a: 255))
    #expect(image[x: 61, y: 5] == white)
  }

  @Test func aVisualEffectViewTintsTheBlur() throws {
    let image = try renderScene(width: 60, height: 60) { root in
      addBox(CGRect(x: 0, y: 0, width: 60, height: 60), .black, to: root)
      let effect = VisualEffectView(effect: BlurEffect(style: .systemMaterial))
      effect.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
      root.addSubview(effect)
    }
    // Black under the material's tint (white 0.97 at alpha 0.72): 0.97 × 0.72 of 255.
    #expect(abs(Double(image[x: 30, y: 30].r) - 0.97 * 0.72 * 255) <= 2)
    #expect(image[x: 5, y: 5] == RGBA8(r: 0, g: 0, b: 0, a: 255))
  }

  @Test func nonsenseRadiiDoNothing() throws {
    let image = try renderScene(width: 20, height: 20) { root in
      let box = addBox(CGRect(x: 0, y: 0, width: 10, height: 20), .black, to: root)
      box.filters = [.gaussianBlur(radius: .nan), .gaussianBlur(radius: -3)]
      box.backgroundFilters = [.gaussianBlur(radius: .infinity)]
    }
    #expect(image[x: 9, y: 10] == RGBA8(r: 0, g: 0, b: 0, a: 255))
    #expect(image[x: 10, y: 10] == white)
  }
}

/// Corner masks and continuous corners, in pixels.
@Suite struct CornerShapeTests {
  @Test func maskedCornersRoundOnlyTheChosenCorners() throws {
    let image = try renderScene(width: 60, height: 60) { root in
      let box = addBox(CGRect(x: 10, y: 10, width: 40, height: 40), .red, to: root)
      box.cornerRadius = 15
      box.maskedCorners = [.minXMinY, .maxXMaxY]
    }
    #expect(image[x: 11, y: 11] == white)  // top-left: rounded
    #expect(image[x: 48, y: 48] == white)  // bottom-right: rounded
    #expect(image[x: 49, y: 10] == Color.red.pixel)  // top-right: square
    #expect(image[x: 10, y: 49] == Color.red.pixel)  // bottom-left: square
  }

  @Test func continuousCornersStartCurvingFartherFromTheCorner() throws {
    func render(_ curve: CornerCurve) throws -> Image {
      try renderScene(width: 120, height: 120) { root in
        let box = addBox(CGRect(x: 10, y: 10, width: 100, height: 100), .black, to: root)
        box.cornerRadius = 30
        box.cornerCurve = curve
      }
    }
    let circular = try render(.circular)
    let continuous = try render(.continuous)
    // A circular corner of r = 30 meets the top edge 30 pt from the corner; a continuous one
    // 1.52866 × 30 ≈ 45.9 pt from it. 30 pt in (x = 40), the circular edge is straight and the
    // first row fully covered; the continuous edge has begun to curve away from it.
    #expect(circular[x: 40, y: 10] == RGBA8(r: 0, g: 0, b: 0, a: 255))
    #expect(continuous[x: 40, y: 10].r > 20)
    // Past the continuous corner's reach (x = 60) both edges are straight.
    #expect(continuous[x: 60, y: 10] == RGBA8(r: 0, g: 0, b: 0, a: 255))
  }
}
