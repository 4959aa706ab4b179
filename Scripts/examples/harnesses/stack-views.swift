// Harness for StackView fragments that build `stack` from `avatar`, `name` and `badge`; the
// harness places the stack and lays it out.
import Diorama

let scene = try Scene(size: CGSize(width: 320, height: 80))
let avatar = View()
avatar.translatesAutoresizingMaskIntoConstraints = false
LayoutConstraint.activate([
  avatar.widthAnchor.constraint(equalToConstant: 40), avatar.heightAnchor.constraint(equalToConstant: 40),
])
let name = Label(text: "Ada Lovelace", font: .boldSystemFont(ofSize: 17))
let badge = Label(text: "NEW", font: .systemFont(ofSize: 13))
// @example
stack.frame = CGRect(x: 10, y: 10, width: 300, height: 60)
scene.rootView.addSubview(stack)
scene.layoutIfNeeded()
print(stack.recursiveDescription)
