// Harness for FrameStackView fragments: three views with sizes; the fragment stacks them in
// `stack`, and the harness puts the stack in a scene.
import Diorama

let scene = try Scene(size: CGSize(width: 320, height: 200))
let a = View(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
let b = View(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
let c = View(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
// @example
scene.rootView.addSubview(stack)
scene.layoutIfNeeded()
print(stack.recursiveDescription)
