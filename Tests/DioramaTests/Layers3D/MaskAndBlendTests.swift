import Diorama
import Foundation
import Testing

@Suite struct MaskTests {
  @Test func aShapeMaskCutsTheLayerAndItsSublayersToItsAlpha() throws {
    let image = try renderScene(width: 100, height: 100) { root in
      let box = addBox(CGRect(x: 0, y: 0, width: 100, height: 100), .red, to: root)
      let child = Layer()
      child.frame = CGRect(x: 50, y: 0, width: 50, height: 100)
      child.backgroundColor = .blue
      box.addSublayer(child)
      let circle = ShapeLayer()
      circle.path = Path(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 80))
      circle.fillColor = .black
      box.mask = circle
    }
    #expect(image[x: 5, y: 5] == white)  // outside the circle: nothing of the layer
    #expect(image[x: 95, y: 95] == white)
    #expect(image[x: 30, y: 50] == Color.red.pixel)
    #expect(image[x: 70, y: 50] == Color.blue.pixel)  // the sublayer is masked too
    #expect(image[x: 70, y: 12] == white)
  }

  @Test func aTranslucentMaskScalesTheAlpha() throws {
    let image = try renderScene(width: 40, height: 40, background: nil) { root in
      let box = addBox(CGRect(x: 0, y: 0, width: 40, height: 40), .red, to: root)
      let mask = Layer()
      mask.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
      mask.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
      box.mask = mask
      box.opacity = 0.5
    }
    // 0.5 (mask) × 0.5 (opacity) = 0.25 of 255.
    #expect(abs(Int(image[x: 20, y: 10].a) - 64) <= 1)
    #expect(image[x: 20, y: 30].a == 0)
  }

  @Test func aMaskThatIsTheLayerOrInATreeIsRefused() {
    let layer = Layer()
    var warnings = Diagnostics.capture { layer.mask = layer }
    #expect(layer.mask == nil)
    #expect(warnings.contains { $0.kind == .invalidHierarchy })
    let parent = Layer()
    let child = Layer()
    parent.addSublayer(child)
    warnings = Diagnostics.capture { parent.mask = child }
    #expect(parent.mask == nil && !warnings.isEmpty)
    // A cycle through masks: a masks b, b masks a.
    let a = Layer()
    let b = Layer()
    a.mask = b
    warnings = Diagnostics.capture { b.mask = a }
    #expect(b.mask == nil && !warnings.isEmpty)
  }

  @Test func aMaskViewMasksTheView() throws {
    let image = try renderScene(width: 60, height: 60) { root in
      let view = View(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
      view.backgroundColor = .green
      let mask = View(frame: CGRect(x: 0, y: 0, width: 30, height: 60))
      mask.backgroundColor = .black
      view.mask = mask
      root.addSubview(view)
    }
    #expect(image[x: 10, y: 30] == Color.green.pixel)
    #expect(image[x: 50, y: 30] == white)
  }
}

/// Each Core Animation blend-mode filter over flat colours, against the W3C Compositing and
/// Blending formulas written out here (opaque source over an opaque backdrop: the result is the
/// blend function itself).
@Suite struct BlendModeTests {
  typealias RGB = (r: Double, g: Double, b: Double)

  static func separable(_ f: @escaping (Double, Double) -> Double) -> (RGB, RGB) -> RGB {
    { b, s in (f(b.r, s.r), f(b.g, s.g), f(b.b, s.b)) }
  }

  static func hardLight(_ cb: Double, _ cs: Double) -> Double {
    cs <= 0.5 ? cb * 2 * cs : 1 - (1 - cb) * (1 - (2 * cs - 1))
  }

  static func softLight(_ cb: Double, _ cs: Double) -> Double {
    if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
    let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
    return cb + (2 * cs - 1) * (d - cb)
  }

  static func lum(_ c: RGB) -> Double { 0.3 * c.r + 0.59 * c.g + 0.11 * c.b }
  static func clipColor(_ c: RGB) -> RGB {
    let l = lum(c)
    let n = min(c.r, c.g, c.b)
    let x = max(c.r, c.g, c.b)
    var out = c
    if n < 0 {
      out = (l + (out.r - l) * l / (l - n), l + (out.g - l) * l / (l - n), l + (out.b - l) * l / (l - n))
    }
    if x > 1 {
      out = (
        l + (out.r - l) * (1 - l) / (x - l), l + (out.g - l) * (1 - l) / (x - l),
        l + (out.b - l) * (1 - l) / (x - l)
      )
    }
    return out
  }
  static func setLum(_ c: RGB, _ l: Double) -> RGB {
    let d = l - lum(c)
    return clipColor((c.r + d, c.g + d, c.b + d))
  }
  static func sat(_ c: RGB) -> Double { max(c.r, c.g, c.b) - min(c.r, c.g, c.b) }
  static func setSat(_ c: RGB, _ s: Double) -> RGB {
    var values = [c.r, c.g, c.b]
    let order = values.indices.sorted { values[$0] < values[$1] }
    let (lo, mid, hi) = (order[0], order[1], order[2])
    if values[hi] > values[lo] {
      values[mid] = (values[mid] - values[lo]) * s / (values[hi] - values[lo])
      values[hi] = s
    } else {
      values[mid] = 0
      values[hi] = 0
    }
    values[lo] = 0
    return (values[0], values[1], values[2])
  }

  nonisolated(unsafe) static let formulas: [(String, (RGB, RGB) -> RGB)] = [
    ("multiplyBlendMode", separable { $0 * $1 }),
    ("screenBlendMode", separable { $0 + $1 - $0 * $1 }),
    ("overlayBlendMode", separable { hardLight($1, $0) }),
    ("darkenBlendMode", separable { min($0, $1) }),
    ("lightenBlendMode", separable { max($0, $1) }),
    ("colorDodgeBlendMode", separable { cb, cs in cb == 0 ? 0 : cs >= 1 ? 1 : min(1, cb / (1 - cs)) }),
    ("colorBurnBlendMode", separable { cb, cs in cb >= 1 ? 1 : cs <= 0 ? 0 : 1 - min(1, (1 - cb) / cs) }),
    ("hardLightBlendMode", separable { hardLight($0, $1) }),
    ("softLightBlendMode", separable { softLight($0, $1) }),
    ("differenceBlendMode", separable { abs($0 - $1) }),
    ("exclusionBlendMode", separable { $0 + $1 - 2 * $0 * $1 }),
    ("hueBlendMode", { b, s in setLum(setSat(s, sat(b)), lum(b)) }),
    ("saturationBlendMode", { b, s in setLum(setSat(b, sat(s)), lum(b)) }),
    ("colorBlendMode", { b, s in setLum(s, lum(b)) }),
    ("luminosityBlendMode", { b, s in setLum(b, lum(s)) }),
  ]

  @Test(arguments: formulas.map(\.0))
  func blendModeMatchesTheW3CFormula(name: String) throws {
    let formula = try #require(Self.formulas.first { $0.0 == name }?.1)
    let backdrops: [RGB] = [(0.2, 0.6, 0.9), (0.8, 0.3, 0.1), (0.5, 0.5, 0.5)]
    let sources: [RGB] = [(0.7, 0.2, 0.4), (0.1, 0.9, 0.6), (1.0, 0.5, 0.0)]
    for backdrop in backdrops {
      for source in sources {
        let image = try renderScene(width: 10, height: 10) { root in
          let back = addBox(
            CGRect(x: 0, y: 0, width: 10, height: 10),
            Color(red: backdrop.r, green: backdrop.g, blue: backdrop.b), to: root)
          _ = back
          let top = addBox(
            CGRect(x: 0, y: 0, width: 10, height: 10), Color(red: source.r, green: source.g, blue: source.b),
            to: root)
          top.compositingFilter = CompositingFilter(name: name)
        }
        let expected = formula(backdrop, source)
        let pixel = image[x: 5, y: 5]
        // Colours are 8-bit on the way in and out: within 3/255.
        #expect(abs(Double(pixel.r) - expected.r * 255) <= 3, "\(name) \(backdrop) \(source): r \(pixel.r)")
        #expect(abs(Double(pixel.g) - expected.g * 255) <= 3, "\(name) \(backdrop) \(source): g \(pixel.g)")
        #expect(abs(Double(pixel.b) - expected.b * 255) <= 3, "\(name) \(backdrop) \(source): b \(pixel.b)")
      }
    }
  }

  @Test func anUnknownFilterNameWarnsAndDrawsNormally() throws {
    let layer = Layer()
    let warnings = Diagnostics.capture { layer.compositingFilter = "sepiaBlendMode" }
    #expect(!warnings.isEmpty)
    #expect(layer.compositingFilter?.blendMode == nil)
    #expect(CompositingFilter(.multiply).name == "multiplyBlendMode")
  }
}
