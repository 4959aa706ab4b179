import Diorama
import Foundation
import Testing

/// Core Graphics' transparency layers: what is drawn inside one is composited as one image with
/// the alpha, blend mode and shadow the layer began with.
@Suite struct TransparencyLayerTests {
  /// Two opaque red squares overlapping in the middle column (x 20…30), drawn at alpha 0.5.
  private func overlappingSquares(_ ctx: GraphicsContext) {
    ctx.setFillColor(.red)
    ctx.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
    ctx.fill(CGRect(x: 20, y: 10, width: 20, height: 20))
  }

  @Test func overlappingShapesFadeAsOneImage() throws {
    let apart = try sketch { ctx in
      ctx.setAlpha(0.5)
      overlappingSquares(ctx)
    }
    let together = try sketch { ctx in
      ctx.setAlpha(0.5)
      ctx.beginTransparencyLayer(auxiliaryInfo: nil)
      overlappingSquares(ctx)
      ctx.endTransparencyLayer()
    }
    // Apart, the overlap is 0.5 over 0.5: 1 − 0.5 × 0.5 = 0.75 (191 of 255); in a layer the union
    // is composited once at 0.5 (128) everywhere.
    #expect(abs(Int(apart[x: 25, y: 20].a) - 191) <= 1)
    #expect(abs(Int(apart[x: 15, y: 20].a) - 128) <= 1)
    #expect(abs(Int(together[x: 25, y: 20].a) - 128) <= 1)
    #expect(abs(Int(together[x: 15, y: 20].a) - 128) <= 1)
    #expect(abs(Int(together[x: 35, y: 20].a) - 128) <= 1)
    #expect(together.isClear(45, 20))
  }

  @Test func insideTheLayerAlphaBlendAndShadowStartOver() throws {
    let image = try sketch { ctx in
      ctx.setAlpha(0.5)
      ctx.setShadow(offset: CGSize(width: 0, height: 20), blur: 0, color: .blue)
      ctx.beginTransparencyLayer(auxiliaryInfo: nil)
      // Opaque inside: a second square over the first makes no difference to the alpha.
      overlappingSquares(ctx)
      ctx.endTransparencyLayer()
    }
    // One shadow for the union, 20 points down (y 30…50), at the layer's alpha; the squares'
    // own rows show no shadow of their own inside them.
    #expect(abs(Int(image[x: 25, y: 40].a) - 128) <= 1)
    #expect(image[x: 25, y: 40].b == 255 && image[x: 25, y: 40].r == 0)
    #expect(abs(Int(image[x: 25, y: 20].a) - 128) <= 1)
    #expect(image[x: 25, y: 20].r == 255)
  }

  @Test func aLayerInARectangleDrawsOnlyThere() throws {
    let image = try sketch { ctx in
      ctx.beginTransparencyLayer(in: CGRect(x: 0, y: 0, width: 20, height: 60), auxiliaryInfo: nil)
      overlappingSquares(ctx)
      ctx.endTransparencyLayer()
    }
    #expect(image.coveredArea == 10 * 20)
    #expect(image.isOpaque(15, 20) && image.isClear(25, 20))
  }

  @Test func layersNestAndStatesRestoreInsideThem() throws {
    let image = try sketch { ctx in
      ctx.setAlpha(0.5)
      ctx.beginTransparencyLayer(auxiliaryInfo: nil)
      ctx.saveGState()
      ctx.setAlpha(0.5)
      ctx.beginTransparencyLayer(auxiliaryInfo: nil)
      overlappingSquares(ctx)
      ctx.endTransparencyLayer()
      ctx.restoreGState()
      ctx.endTransparencyLayer()
    }
    // 0.5 inside 0.5: a quarter, 64 of 255, over the whole union.
    #expect(abs(Int(image[x: 25, y: 20].a) - 64) <= 1)
    #expect(abs(Int(image[x: 15, y: 20].a) - 64) <= 1)
  }

  @Test func unbalancedLayersAreEndedWithAWarning() throws {
    let (open, openWarnings) = try Diagnostics.capture {
      try sketch { ctx in
        ctx.setAlpha(0.5)
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        ctx.saveGState()
        overlappingSquares(ctx)
      }
    }
    // The pass ends the layer (and its save) and composites it at 0.5.
    #expect(abs(Int(open[x: 25, y: 20].a) - 128) <= 1)
    #expect(openWarnings.map(\.kind) == [.unbalancedGraphicsState, .unbalancedGraphicsState])

    let (extra, extraWarnings) = try Diagnostics.capture {
      try sketch { ctx in
        ctx.saveGState()
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        ctx.restoreGState()  // would cross the layer's start: ignored
        overlappingSquares(ctx)
        ctx.endTransparencyLayer()
        ctx.endTransparencyLayer()  // no layer left: ignored
        ctx.restoreGState()
      }
    }
    #expect(extra.coveredArea == 30 * 20)
    #expect(extraWarnings.map(\.kind) == [.unbalancedGraphicsState, .unbalancedGraphicsState])
  }
}
