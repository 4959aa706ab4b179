// Harness for a PinLayout fragment: the fragment is the body of `layoutSubviews()` in a view
// whose subviews it pins. `aspectRatio()` with no argument takes the ratio of the image of an
// `ImageView`, so `logo` is an image view with a 2:1 image.
import Diorama

final class Header: View {
  let logo = ImageView(image: try! Image(width: 200, height: 100, fill: RGBA8(r: 40, g: 90, b: 200, a: 255)))
  let segmented = View(frame: CGRect(x: 0, y: 0, width: 0, height: 32))
  let textLabel = Label(text: "A description that wraps below the segmented control")

  override init(frame: CGRect) {
    super.init(frame: frame)
    textLabel.numberOfLines = 0
    for view in [logo, segmented, textLabel] { addSubview(view) }
  }

  // @example
}

let scene = try Scene(size: CGSize(width: 375, height: 200))
let header = Header(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
scene.rootView.addSubview(header)
scene.layoutIfNeeded()
print(header.recursiveDescription)
