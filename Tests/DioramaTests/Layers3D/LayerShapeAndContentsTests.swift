import Diorama
import Foundation
import Testing

@Suite struct ConicGradientTests {
  /// Red to blue once round the centre, from +x clockwise on screen: the colour at an angle θ is
  /// the mix at θ / 2π.
  @Test func colourFollowsTheAngle() throws {
    let image = try renderScene(width: 100, height: 100) { root in
      let conic = GradientLayer()
      conic.type = .conic
      conic.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
      conic.colors = [.red, .blue]
      conic.startPoint = CGPoint(x: 0.5, y: 0.5)
      conic.endPoint = CGPoint(x: 1, y: 0.5)
      root.layer.addSublayer(conic)
    }
    for (x, y) in [(85, 70), (50, 85), (15, 50), (50, 15), (80, 20)] {
      var angle = atan2(Double(y) + 0.5 - 50, Double(x) + 0.5 - 50)
      if angle < 0 { angle += 2 * .pi }
      let t = angle / (2 * .pi)
      let expected = RGBA8(r: UInt8((1 - t) * 255 + 0.5), g: 0, b: UInt8(t * 255 + 0.5), a: 255)
      #expect(
        close(image[x: x, y: y], expected, tolerance: 4), "(\(x), \(y)): \(image[x: x, y: y]) vs \(expected)")
    }
  }
}

@Suite struct ContentsRectTests {
  @Test func aContentsRectShowsThatPartOfTheImage() throws {
    // A 4×2 image: left half red, right half blue.
    var pixels: [UInt8] = []
    for _ in 0..<2 {
      for x in 0..<4 { pixels += x < 2 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
    }
    let sprite = try Image(width: 4, height: 2, pixels: pixels)
    let image = try renderScene(width: 40, height: 20) { root in
      let whole = addBox(CGRect(x: 0, y: 0, width: 20, height: 20), .white, to: root)
      whole.contents = sprite
      let part = addBox(CGRect(x: 20, y: 0, width: 20, height: 20), .white, to: root)
      part.contents = sprite
      part.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
    }
    #expect(image[x: 2, y: 10] == Color.red.pixel)
    #expect(image[x: 18, y: 10] == Color.blue.pixel)
    #expect(image[x: 22, y: 10] == Color.blue.pixel)  // the right half, stretched over the layer
    #expect(image[x: 38, y: 10] == Color.blue.pixel)
  }
}

@Suite struct GroupOpacityTests {
  /// Red then blue, overlapping, under a parent at opacity 0.5 over white.
  func render(groupOpacity: Bool) throws -> Image {
    try renderScene(width: 40, height: 20) { root in
      let parent = Layer()
      parent.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
      parent.opacity = 0.5
      parent.allowsGroupOpacity = groupOpacity
      root.layer.addSublayer(parent)
      for (color, x) in [(Color.red, CGFloat(0)), (Color.blue, CGFloat(10))] {
        let box = Layer()
        box.frame = CGRect(x: x, y: 0, width: 20, height: 20)
        box.backgroundColor = color
        parent.addSublayer(box)
      }
    }
  }

  @Test func groupOpacityHidesTheOverlapAndPerLayerOpacityShowsIt() throws {
    // As a group: the overlap is blue at 0.5 over white.
    #expect(close(try render(groupOpacity: true)[x: 15, y: 10], RGBA8(r: 128, g: 128, b: 255, a: 255)))
    // Each on its own: red at 0.5 over white is (1, 0.5, 0.5); blue at 0.5 over that is
    // (0.5, 0.25, 0.75).
    #expect(close(try render(groupOpacity: false)[x: 15, y: 10], RGBA8(r: 128, g: 64, b: 191, a: 255)))
  }
}
