import Demos
import Foundation
import Testing

@testable import Diorama

/// Text drawn from the glyphs a layout keeps (``GlyphRun``) gives the same bytes as text drawn
/// by Pango's Cairo renderer, which is the reference: every frame of the demos with text (ten
/// scripts, attributed text, truncation, emoji, controls, tables) and labels at fractional
/// positions, scales and rotations, drawn both ways and compared byte for byte.
@Suite struct TextGlyphRunTests {
  /// Draws `frame` with each path into its own renderer; true when the bytes agree.
  private func sameBytes(_ scene: Scene, _ frame: SceneSnapshot) throws -> Bool {
    let kept = try scene.makeRenderer()
    let pango = try scene.makeRenderer()
    GlyphRun.$path.withValue(.keptGlyphs) { kept.draw(frame) }
    GlyphRun.$path.withValue(.pangoRenderer) { pango.draw(frame) }
    return kept.withFrameBuffer { a, _, height, stride in
      pango.withFrameBuffer { b, _, _, _ in memcmp(a, b, stride * height) == 0 }
    }
  }

  @Test(arguments: ["text", "controls", "screens", "autolayout", "rtl", "pin-intro", "card", "chart"])
  func demoFramesAreTheSameBothWays(id: String) throws {
    let demo = try #require(DemoCatalog.demo(id: id))
    let scene = try demo.makeScene(scale: 1)
    scene.clock = try Clock(framesPerSecond: 10)
    let count = max(1, min(20, demo.frameCount(framesPerSecond: 10)))
    for index in 0..<count {
      let frame = try scene.frame(at: index)
      #expect(try sameBytes(scene, frame), "frame \(index) of \(id)")
    }
  }

  @Test func plainTextKeepsItsGlyphsAndDecoratedTextIsLeftToPango() throws {
    func layout(_ text: String, runs: [AttributedText.Run] = []) -> TextLayout {
      TextLayout.make(
        TextLayout.Key(
          text: text, font: .systemFont(ofSize: 15), width: 120, numberOfLines: 0,
          lineBreakMode: .byWordWrapping,
          alignment: .natural, direction: .leftToRight, runs: runs))
    }
    // Plain text in any script, wrapped over several lines: every line keeps its glyphs.
    for text in [
      "Your order has shipped and arrives on Thursday.", "설정 안녕하세요 세계 설정 안녕하세요",
      "مرحبا بالعالم مرحبا بالعالم",
    ] {
      let plain = layout(text)
      #expect(plain.lineCount > 1 && plain.keptGlyphLineCount == plain.lineCount, "\(text)")
    }
    // An underline is drawn by Pango's renderer: that line is left to it.
    var style = AttributedText.Style()
    style.underline = .single
    let underlined = layout("Underlined words", runs: [AttributedText.Run(start: 0, end: 10, style: style)])
    #expect(underlined.keptGlyphLineCount < underlined.lineCount)
  }

  @Test func labelsAtFractionalPositionsScalesAndTurnsAreTheSameBothWays() throws {
    let texts = [
      "Quick brown fox", "Ваш заказ отправлен", "설정 안녕하세요 세계", "مرحبا بالعالم", "שלום עולם",
      "नमस्ते दुनिया", "สวัสดีชาวโลก", "你好，世界", "Tabular 0123456789", "emoji 👍🏽 and ﬁ ligature",
    ]
    for scale in [1.0, 1.5, 2.0] {
      let scene = try Scene(size: CGSize(width: 420, height: 40 * CGFloat(texts.count)), scale: scale)
      for (n, text) in texts.enumerated() {
        let label = Label(text: text, font: .systemFont(ofSize: 13 + CGFloat(n)))
        label.numberOfLines = n % 3
        label.frame = CGRect(
          x: 10.3 + CGFloat(n) * 0.37, y: 4.6 + CGFloat(n) * 39.2, width: 160 + CGFloat(n * 7), height: 38)
        if n % 4 == 3 { label.transform = Transform(rotationAngle: 0.05 * CGFloat(n)) }
        scene.rootView.addSubview(label)
      }
      #expect(try sameBytes(scene, scene.snapshot()), "scale \(scale)")
      // The comparison is worth something only if most lines took the kept glyphs.
      let layouts = scene.rootView.subviews.compactMap { ($0.layer as? TextLayer)?.layout() }
      let kept = layouts.reduce(0) { $0 + $1.keptGlyphLineCount }
      let total = layouts.reduce(0) { $0 + $1.lineCount }
      #expect(total >= texts.count && kept * 10 >= total * 8, "\(kept) of \(total) lines kept their glyphs")
    }
  }
}
