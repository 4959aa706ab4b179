import Diorama
import Foundation
import Testing

/// Text is drawn within its layer's bounds, as `UILabel` and `CATextLayer` draw it into a backing
/// store the size of their bounds.
@Suite struct TextClippingTests {
  /// The pixels of `image` in `rect` (in pixels) that are not white.
  private func inkedPixels(_ image: Image, in rect: CGRect) -> Int {
    var count = 0
    for y in Int(rect.minY)..<Int(rect.maxY) {
      for x in Int(rect.minX)..<Int(rect.maxX) where image[x: x, y: y] != white { count += 1 }
    }
    return count
  }

  private var everything: CGRect { CGRect(x: 0, y: 0, width: 120, height: 60) }

  @Test func zeroWidthLabelShowsNothing() throws {
    let image = try renderScene(width: 120, height: 60) { root in
      let label = Label(text: "NEW", font: .boldSystemFont(ofSize: 17))
      label.frame = CGRect(x: 40, y: 20, width: 0, height: 20)
      root.addSubview(label)
    }
    #expect(inkedPixels(image, in: everything) == 0)
  }

  @Test func narrowLabelDrawsOnlyInsideItsBounds() throws {
    let image = try renderScene(width: 120, height: 60) { root in
      let label = Label(text: "Wide words here", font: .systemFont(ofSize: 17))
      label.frame = CGRect(x: 10, y: 20, width: 30, height: 20)
      root.addSubview(label)
    }
    #expect(inkedPixels(image, in: CGRect(x: 10, y: 20, width: 30, height: 20)) > 0, "the label shows text")
    #expect(inkedPixels(image, in: CGRect(x: 40, y: 0, width: 80, height: 60)) == 0, "nothing right of it")
  }

  @Test func labelShorterThanItsLineIsCutAtTopAndBottom() throws {
    let image = try renderScene(width: 120, height: 60) { root in
      let label = Label(text: "Hg", font: .systemFont(ofSize: 30))
      label.frame = CGRect(x: 10, y: 25, width: 100, height: 10)
      root.addSubview(label)
    }
    #expect(inkedPixels(image, in: CGRect(x: 10, y: 25, width: 100, height: 10)) > 0)
    #expect(inkedPixels(image, in: CGRect(x: 0, y: 0, width: 120, height: 25)) == 0)
    #expect(inkedPixels(image, in: CGRect(x: 0, y: 35, width: 120, height: 25)) == 0)
  }

  @Test func textLayerIsClippedToItsBounds() throws {
    let image = try renderScene(width: 120, height: 60) { root in
      let layer = TextLayer()
      layer.string = "Hello, world"
      layer.fontSize = 30
      layer.foregroundColor = .black
      layer.frame = CGRect(x: 10, y: 10, width: 25, height: 12)
      root.layer.addSublayer(layer)
    }
    #expect(inkedPixels(image, in: CGRect(x: 10, y: 10, width: 25, height: 12)) > 0)
    #expect(inkedPixels(image, in: CGRect(x: 35, y: 0, width: 85, height: 60)) == 0, "nothing right of it")
    #expect(inkedPixels(image, in: CGRect(x: 0, y: 22, width: 120, height: 38)) == 0, "nothing below it")
  }

  @Test func hiddenArrangedLabelLeavesNoTextPastTheStack() throws {
    let scene = try Scene(size: CGSize(width: 160, height: 60))
    let name = View()
    name.backgroundColor = .systemBlue
    name.translatesAutoresizingMaskIntoConstraints = false
    name.widthAnchor.constraint(equalToConstant: 60).isActive = true
    name.heightAnchor.constraint(equalToConstant: 20).isActive = true
    let badge = Label(text: "NEW", font: .boldSystemFont(ofSize: 17))
    let stack = StackView(arrangedSubviews: [name, badge])
    stack.axis = .horizontal
    stack.alignment = .center
    stack.spacing = 8
    stack.frame = CGRect(x: 10, y: 20, width: 60, height: 20)
    scene.rootView.addSubview(stack)
    stack.setArrangedView(badge, hidden: true)
    scene.layoutIfNeeded()
    let image = try scene.renderImage()
    // The blue view fills the stack (10…70); the badge collapsed at its trailing edge.
    #expect(image[x: 40, y: 30] == Color.systemBlue.pixel)
    #expect(inkedPixels(image, in: CGRect(x: 70, y: 0, width: 90, height: 60)) == 0)
  }

  /// Text drawn without a clip (its ink, grown by the half pixel Cairo may move a glyph, lies
  /// inside its bounds) must give the pixels a clip at those bounds would: the oracle is the
  /// same label inside a container of its frame that clips to its bounds, which always clips.
  /// Labels tight around their text at every eighth of a pixel, at scales 1 and 2, in scripts
  /// whose ink starts or ends at the glyph origin.
  @Test(arguments: [1.0, 2.0])
  func textDrawnUnclippedMatchesTextClippedToItsBounds(scale: CGFloat) throws {
    let texts = ["█▐▌█", "Wavy AVATAR fjord", "جلد أزرق", "ฟ้าใส", "设置完成", "|Hg|"]
    for (t, text) in texts.enumerated() {
      let probe = Label(text: text, font: .systemFont(ofSize: 17))
      let size = probe.intrinsicContentSize
      for step in 0..<8 {
        let offset = CGFloat(step) / 8
        let frame = CGRect(
          x: 6 + offset, y: 4 + offset, width: size.width + CGFloat(step % 3) - 1, height: size.height)
        func label() -> Label {
          let label = Label(text: text, font: .systemFont(ofSize: 17))
          label.textAlignment = step % 2 == 0 ? .left : .right
          return label
        }
        let direct = try renderScene(width: 140, height: 40, scale: scale) { root in
          let l = label()
          l.frame = frame
          root.addSubview(l)
        }
        let clipped = try renderScene(width: 140, height: 40, scale: scale) { root in
          let container = View(frame: frame)
          container.backgroundColor = nil
          container.clipsToBounds = true
          let l = label()
          l.frame = CGRect(origin: .zero, size: frame.size)
          container.addSubview(l)
          root.addSubview(container)
        }
        #expect(direct == clipped, "text \(t) at offset \(offset), scale \(scale)")
      }
    }
  }
}
