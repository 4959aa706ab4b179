// Harness for StackView fragments that change `stack`, already built from `avatar`, `name`
// and `badge`, laid out in a scene; the harness then runs the scene's first 30 frames.
import Diorama

let scene = try Scene(size: CGSize(width: 320, height: 80))
let avatar = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
let name = Label(text: "Ada Lovelace", font: .boldSystemFont(ofSize: 17))
let badge = Label(text: "NEW", font: .systemFont(ofSize: 13))
let stack = StackView(arrangedSubviews: [avatar, name, badge])
stack.spacing = 8
stack.frame = CGRect(x: 10, y: 10, width: 300, height: 60)
scene.rootView.addSubview(stack)
scene.layoutIfNeeded()
// @example
try scene.advance(toFrame: 30)
print(stack.recursiveDescription)
