import Diorama
import Foundation
import Testing

/// Shadow radii far beyond what the eye can tell from a flat shadow, and radii that are not
/// numbers: each has a defined picture and cost.
@Suite struct ShadowRadiusLimitTests {
  /// A scene with one white 300 × 300 square at (50, 50) casting a black shadow of `radius`.
  private func squareShadow(radius: CGFloat, size: CGFloat = 400) throws -> (Image, [Warning]) {
    let (image, warnings) = try Diagnostics.capture {
      try renderScene(width: size, height: size) { root in
        let box = addBox(CGRect(x: 50, y: 50, width: 300, height: 300), .white, to: root)
        box.shadowOpacity = 1
        box.shadowColor = .black
        box.shadowOffset = .zero
        box.shadowRadius = radius
      }
    }
    return (image, warnings)
  }

  /// Φ, the standard normal distribution function.
  private func phi(_ x: Double) -> Double { 0.5 * erfc(-x / 2.0.squareRoot()) }

  @Test func wideBlurMatchesTheGaussianAndWarns() throws {
    let sigma = 200.0
    let (image, warnings) = try squareShadow(radius: sigma)
    // The shadow's alpha at (x, y) is the Gaussian's mass over the square [50, 350]²; measured
    // at pixel centres, outside the square where the shadow is not covered.
    for (x, y) in [(375, 200), (390, 100), (20, 20), (200, 380)] {
      let px = Double(x) + 0.5
      let py = Double(y) + 0.5
      let alpha =
        (phi((350 - px) / sigma) - phi((50 - px) / sigma))
        * (phi((350 - py) / sigma) - phi((50 - py) / sigma))
      let expected = 255 * (1 - alpha)
      let actual = Double(image[x: x, y: y].r)
      #expect(abs(actual - expected) <= 4, "(\(x), \(y)): \(actual) vs \(expected)")
    }
    #expect(warnings.map(\.kind) == [.valueClamped])
  }

  @Test(arguments: [5_000.0, 1e6, 1e300, Double.greatestFiniteMagnitude])
  func hugeBlurIsAFlatInvisibleShadow(radius: Double) throws {
    let (image, warnings) = try squareShadow(radius: radius, size: 100)
    // The 300² square's alpha spread over 2πσ² is below half of one 8-bit step everywhere
    // (σ ≥ 5,000: 90,000 / (2π · 25 · 10⁶) < 0.001).
    // The square itself is white too, so the whole frame is white.
    var notWhite = 0
    for y in 0..<100 { for x in 0..<100 where image[x: x, y: y] != Color.white.pixel { notWhite += 1 } }
    #expect(notWhite == 0)
    #expect(warnings.count == 1)
    #expect(warnings.first?.kind == .valueClamped)
  }

  @Test func normalRadiiDoNotWarn() throws {
    let (_, warnings) = try squareShadow(radius: 40, size: 100)
    #expect(warnings.isEmpty)
  }

  @Test func negativeRadiusDrawsAsASharpShadow() throws {
    let (negative, negativeWarnings) = try squareShadow(radius: -5, size: 100)
    let (zero, _) = try squareShadow(radius: 0, size: 100)
    #expect(negative == zero)
    #expect(negativeWarnings.isEmpty)
  }

  @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
  func nonFiniteRadiusIsIgnoredWithAWarning(radius: CGFloat) {
    let layer = Layer()
    layer.shadowRadius = 7
    let warnings = Diagnostics.capture { layer.shadowRadius = radius }
    #expect(layer.shadowRadius == 7)
    #expect(warnings.map(\.kind) == [.invalidGeometry])
  }
}
