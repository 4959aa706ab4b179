import Diorama
import Foundation
import Testing

/// The README's first example, as written there (only the output path differs), renders a card.
@Suite struct ReadmeExampleTests {
  @Test func theTenLineExampleWritesAPicture() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("hello-\(UUID()).png")
    defer { try? FileManager.default.removeItem(at: url) }

    let scene = try Scene(size: CGSize(width: 320, height: 200), scale: 2)
    let card = View(frame: CGRect(x: 40, y: 40, width: 240, height: 120))
    card.backgroundColor = .white
    card.layer.cornerRadius = 16
    card.layer.shadowOpacity = 0.3
    card.layer.shadowRadius = 10
    let title = Label(text: "Hello, Diorama", font: .boldSystemFont(ofSize: 22))
    title.frame = CGRect(origin: CGPoint(x: 20, y: 20), size: title.intrinsicContentSize)
    card.addSubview(title)
    scene.rootView.addSubview(card)
    try scene.writePNG(to: url)

    let image = try Image(contentsOf: url)
    #expect(image.width == 640 && image.height == 400)
    #expect(image[x: 320, y: 300] == RGBA8(r: 255, g: 255, b: 255))  // inside the card
    #expect(image[x: 82, y: 82] != RGBA8(r: 255, g: 255, b: 255))  // the rounded corner shows the shadow
    let titleInk = (120...150).contains { y in (130...400).contains { x in image[x: x, y: y].r < 100 } }
    #expect(titleInk)
  }
}
