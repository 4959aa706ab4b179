// Harness for an Auto Layout fragment: a row with a title and a time label, not yet
// constrained; the fragment constrains them, and the harness lays the row out.
import Diorama

let scene = try Scene(size: CGSize(width: 320, height: 60))
let row = View(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
let title = Label(text: "A title long enough to be compressed", font: .boldSystemFont(ofSize: 17))
let time = Label(text: "9:41", font: .systemFont(ofSize: 13))
row.addSubview(title)
row.addSubview(time)
scene.rootView.addSubview(row)
// @example
scene.layoutIfNeeded()
print("title", title.frame, "time", time.frame)
