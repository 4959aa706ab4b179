// Harness for BoxView fragments: the views of the BoxView README's login form, with the
// intrinsic sizes of its test app; the fragment builds `box`, the harness places and lays it out.
import Diorama

final class Field: View {
  override var intrinsicContentSize: CGSize { CGSize(width: 100, height: 34) }
}

let scene = try Scene(size: CGSize(width: 375, height: 400))
let titleLabel = Label(text: "Login", font: .boldSystemFont(ofSize: 22))
let nameField = Field()
let passwordField = Field()
let loginButton = Label(text: "Log in")
let forgotButton = Label(text: "Forgot password?")
let forgotLabel = Label(text: "Forgot password?")
// @example
scene.rootView.addSubview(box)
LayoutConstraint.activate([
  box.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor, constant: 16),
  box.trailingAnchor.constraint(equalTo: scene.rootView.trailingAnchor, constant: -16),
  box.topAnchor.constraint(equalTo: scene.rootView.topAnchor, constant: 16),
])
scene.layoutIfNeeded()
print(box.recursiveDescription)
