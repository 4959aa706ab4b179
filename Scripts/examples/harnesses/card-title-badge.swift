// Harness for an Auto Layout fragment: a card with a title and a badge whose
// translatesAutoresizingMaskIntoConstraints is off, as the article says.
import Diorama

let scene = try Scene(size: CGSize(width: 320, height: 120))
let card = View(frame: CGRect(x: 20, y: 20, width: 280, height: 80))
let title = Label(text: "Title", font: .boldSystemFont(ofSize: 22))
let badge = Label(text: "NEW", font: .systemFont(ofSize: 13))
for view in [title, badge] {
  view.translatesAutoresizingMaskIntoConstraints = false
  card.addSubview(view)
}
scene.rootView.addSubview(card)
// @example
scene.layoutIfNeeded()
print("title", title.frame, "badge", badge.frame)
