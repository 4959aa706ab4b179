import Diorama
import DioramaSnapshotTesting
import SnapshotTesting
import Testing

// The example of the README's "Snapshot tests with swift-snapshot-testing" section.
@Suite struct CardSnapshotTests {
  func makeCard() -> View {
    let card = View(frame: CGRect(x: 0, y: 0, width: 200, height: 96))
    card.backgroundColor = .white
    card.layer.cornerRadius = 12
    card.layer.borderWidth = 1
    card.layer.borderColor = .systemGray
    let title = Label(text: "Snapshot", font: .boldSystemFont(ofSize: 20))
    title.frame = CGRect(x: 16, y: 16, width: 168, height: 26)
    card.addSubview(title)
    let detail = Label(text: "rendered by Diorama", font: .systemFont(ofSize: 14))
    detail.textColor = .systemGray
    detail.frame = CGRect(x: 16, y: 50, width: 168, height: 20)
    card.addSubview(detail)
    return card
  }

  @Test func card() {
    assertSnapshot(of: makeCard(), as: .image)  // __Snapshots__/CardSnapshotTests/card.1.png
    assertSnapshot(
      of: makeCard(), as: .image(size: CGSize(width: 240, height: 96), scale: 2), named: "wide@2x")
  }

  @Test func cardMovesIn() throws {
    let scene = try Scene(size: CGSize(width: 240, height: 128))
    let card = makeCard()
    scene.rootView.addSubview(card)
    card.frame.origin = CGPoint(x: -160, y: 16)
    try scene.schedule(at: 0.1) {
      View.animate(withDuration: 0.5) { card.frame.origin.x = 20 }
    }
    // One reference per time: cardMovesIn.1.png … cardMovesIn.3.png.
    assertSnapshots(of: scene, as: .images(at: [0, 0.3, 0.6]))
  }
}
