// Harness for a PinLayout fragment: the fragment is the body of `layoutSubviews()` in a cell
// whose subviews it pins; the harness lays the cell out in a scene.
import Diorama

final class Cell: View {
  let avatar = View()
  let time = Label(text: "9:41", font: .systemFont(ofSize: 13))
  let title = Label(text: "A title", font: .boldSystemFont(ofSize: 17))
  let subtitle = Label(text: "A subtitle that wraps onto a second line when it is long")

  override init(frame: CGRect) {
    super.init(frame: frame)
    subtitle.numberOfLines = 0
    for view in [avatar, time, title, subtitle] { addSubview(view) }
  }

  // @example
}

let scene = try Scene(size: CGSize(width: 320, height: 120))
let cell = Cell(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
scene.rootView.addSubview(cell)
scene.layoutIfNeeded()
print(cell.recursiveDescription)
