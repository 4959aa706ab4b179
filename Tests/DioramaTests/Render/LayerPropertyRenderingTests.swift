import Diorama
import DioramaTesting
import Foundation
import Testing

/// Every layer property, rendered and compared with a reference image; each test also checks
/// pixels whose colour follows from the property alone.
@Suite struct LayerPropertyRenderingTests {
  @Test func backgroundColorFillsTheFrameExactly() throws {
    let image = try renderScene { root in addBox(CGRect(x: 10, y: 20, width: 30, height: 40), .red, to: root)
    }
    #expect(image[x: 10, y: 20] == Color.red.pixel)
    #expect(image[x: 39, y: 59] == Color.red.pixel)
    #expect(image[x: 9, y: 20] == white)
    #expect(image[x: 40, y: 59] == white)
    #expect(image[x: 39, y: 60] == white)
    expectMatchesReference(image, named: "background")
  }

  @Test func cornerRadiusRoundsTheCornersOnly() throws {
    let image = try renderScene { root in
      addBox(CGRect(x: 10, y: 10, width: 60, height: 60), .blue, to: root).cornerRadius = 20
    }
    #expect(image[x: 11, y: 11] == white)  // outside the arc
    #expect(image[x: 40, y: 10] == Color.blue.pixel)  // the straight top edge
    #expect(image[x: 16, y: 16] == Color.blue.pixel)  // inside the arc
    expectMatchesReference(image, named: "cornerRadius")
  }

  @Test func borderIsDrawnInsideTheBoundsAboveSublayers() throws {
    let image = try renderScene { root in
      let box = addBox(CGRect(x: 10, y: 10, width: 60, height: 60), .white, to: root)
      box.borderWidth = 6
      box.borderColor = .green
      box.cornerRadius = 12
      let child = Layer()
      child.frame = CGRect(x: -10, y: 20, width: 30, height: 20)
      child.backgroundColor = .red
      box.addSublayer(child)
    }
    #expect(image[x: 12, y: 40] == Color.green.pixel)  // border above the red sublayer
    #expect(image[x: 18, y: 40] == Color.red.pixel)  // sublayer inside the border
    #expect(image[x: 5, y: 40] == Color.red.pixel)  // sublayer overflows unclipped
    #expect(image[x: 40, y: 10] == Color.green.pixel)
    #expect(image[x: 40, y: 16] == white)
    expectMatchesReference(image, named: "border")
  }

  @Test func masksToBoundsClipsSublayersToTheRoundedBounds() throws {
    let image = try renderScene { root in
      let box = addBox(CGRect(x: 20, y: 20, width: 40, height: 40), .yellow, to: root)
      box.cornerRadius = 10
      box.masksToBounds = true
      let child = Layer()
      child.frame = CGRect(x: -20, y: -20, width: 50, height: 50)
      child.backgroundColor = .blue
      box.addSublayer(child)
    }
    #expect(image[x: 10, y: 10] == white)  // clipped away outside the bounds
    #expect(image[x: 21, y: 21] == white)  // clipped by the rounded corner
    #expect(image[x: 35, y: 25] == Color.blue.pixel)
    #expect(image[x: 55, y: 55] == Color.yellow.pixel)
    expectMatchesReference(image, named: "masksToBounds")
  }

  @Test func opacityAppliesToTheLayerAndSublayersAsAGroup() throws {
    let image = try renderScene { root in
      let box = addBox(CGRect(x: 10, y: 10, width: 40, height: 40), .red, to: root)
      let child = Layer()
      child.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
      child.backgroundColor = .blue
      box.addSublayer(child)
      box.opacity = 0.5
    }
    // Where the child covers the parent, only the child shows (group opacity), at half strength.
    #expect(close(image[x: 40, y: 40], RGBA8(r: 127, g: 127, b: 255)))
    #expect(close(image[x: 15, y: 15], RGBA8(r: 255, g: 127, b: 127)))
    expectMatchesReference(image, named: "opacity")
  }

  @Test func hiddenLayersAndTheirSublayersAreNotDrawn() throws {
    let image = try renderScene { root in
      let box = addBox(CGRect(x: 10, y: 10, width: 40, height: 40), .red, to: root)
      let child = Layer()
      child.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
      child.backgroundColor = .blue
      box.addSublayer(child)
      box.isHidden = true
    }
    #expect(image.pixels.allSatisfy { $0 == 255 })
  }

  @Test func transformRotatesAndScalesAboutTheAnchorPoint() throws {
    let image = try renderScene { root in
      let box = addBox(CGRect(x: 30, y: 30, width: 20, height: 20), .purple, to: root)
      box.setAffineTransform(Transform(scaleX: 2, y: 1).rotated(by: .pi / 4))
      let corner = addBox(CGRect(x: 0, y: 0, width: 20, height: 20), .orange, to: root)
      corner.anchorPoint = CGPoint(x: 0, y: 0)
      corner.position = CGPoint(x: 60, y: 60)
      corner.setAffineTransform(Transform(scaleX: 0.5, y: 0.5))
    }
    #expect(image[x: 40, y: 40] == Color.purple.pixel)  // the centre stays put
    #expect(image[x: 58, y: 40] == Color.purple.pixel)  // stretched past the old right edge
    #expect(image[x: 40, y: 27] == Color.purple.pixel)  // a rotated corner above the old top edge
    #expect(image[x: 62, y: 62] == Color.orange.pixel)
    #expect(image[x: 72, y: 72] == white)  // scaled about the top-left anchor
    expectMatchesReference(image, named: "transform")
  }

  @Test func shadowIsABlurredOffsetCopyOfTheLayerAlpha() throws {
    let image = try renderScene(width: 100, height: 100) { root in
      let box = addBox(CGRect(x: 25, y: 25, width: 40, height: 40), .white, to: root)
      box.cornerRadius = 8
      box.shadowOpacity = 1
      box.shadowColor = .black
      box.shadowOffset = CGSize(width: 6, height: 6)
      box.shadowRadius = 4
    }
    #expect(image[x: 45, y: 45] == white)  // the layer covers its own shadow
    #expect(image[x: 70, y: 45].r < 160)  // shadow to the right, blurred
    #expect(image[x: 20, y: 45].r > 240)  // almost nothing on the left
    #expect(image[x: 70, y: 45].r > image[x: 67, y: 45].r)  // it fades outward
    expectMatchesReference(image, named: "shadow")
  }

  @Test func shadowPathCastsThatShapeInstead() throws {
    let image = try renderScene(width: 100, height: 100) { root in
      let box = addBox(CGRect(x: 30, y: 30, width: 40, height: 40), .blue, to: root)
      box.shadowOpacity = 0.8
      box.shadowRadius = 2
      box.shadowOffset = .zero
      box.shadowPath = Path(ellipseIn: CGRect(x: -20, y: 10, width: 20, height: 20))
    }
    #expect(image[x: 20, y: 50].r < 100)  // the ellipse's shadow, left of the layer
    #expect(image[x: 50, y: 80].r > 250)  // none below the layer
    expectMatchesReference(image, named: "shadowPath")
  }

  @Test func contentsImageFollowsTheGravity() throws {
    let checker = try Image(
      width: 2, height: 2,
      pixels: [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 0, 255])
    let image = try renderScene(width: 120, height: 40) { root in
      for (index, gravity) in [ContentsGravity.resize, .resizeAspect, .center].enumerated() {
        let layer = Layer()
        layer.frame = CGRect(x: CGFloat(index) * 40, y: 0, width: 40, height: 20 + CGFloat(index) * 10)
        layer.backgroundColor = Color(white: 0.9)
        layer.contents = checker
        layer.contentsGravity = gravity
        root.layer.addSublayer(layer)
      }
    }
    #expect(image[x: 2, y: 2] == RGBA8(r: 255, g: 0, b: 0))  // resize: top-left quadrant red
    #expect(image[x: 37, y: 17] == RGBA8(r: 255, g: 255, b: 0))
    #expect(image[x: 42, y: 12] == Color(white: 0.9).pixel)  // aspect fit leaves bars
    #expect(image[x: 100, y: 25] == Color(white: 0.9).pixel)  // center: natural 2×2 size
    expectMatchesReference(image, named: "contentsGravity")
  }

  @Test func twoTimesScaleDoublesThePixels() throws {
    let image = try renderScene(width: 40, height: 30, scale: 2) { root in
      addBox(CGRect(x: 10, y: 10, width: 10, height: 5), .red, to: root)
    }
    #expect(image.width == 80 && image.height == 60)
    #expect(image.scale == 2)
    #expect(image[x: 20, y: 20] == Color.red.pixel)
    #expect(image[x: 39, y: 29] == Color.red.pixel)
    #expect(image[x: 40, y: 29] == white)
    expectMatchesReference(image, named: "scale2x")
  }

  @Test func transparentSceneKeepsAlpha() throws {
    let image = try renderScene(background: nil) { root in
      addBox(CGRect(x: 0, y: 0, width: 10, height: 10), Color.red.withAlphaComponent(0.5), to: root)
    }
    #expect(image[x: 50, y: 50].a == 0)
    #expect(close(image[x: 5, y: 5], RGBA8(r: 255, g: 0, b: 0, a: 128), tolerance: 1))
  }
}
