import Diorama
import Foundation
import Testing

/// Builds a scene of `size` on a white background, lets `build` fill its root, and renders it.
func renderScene(
  width: CGFloat = 80, height: CGFloat = 80, scale: CGFloat = 1, background: Color? = .white,
  _ build: (View) throws -> Void
) throws -> Image {
  let scene = try Scene(size: CGSize(width: width, height: height), scale: scale, backgroundColor: background)
  try build(scene.rootView)
  return try scene.renderImage()
}

/// A layer of a colour at a frame, added to `view`'s layer.
@discardableResult
func addBox(_ frame: CGRect, _ color: Color, to view: View) -> Layer {
  let layer = Layer()
  layer.frame = frame
  layer.backgroundColor = color
  view.layer.addSublayer(layer)
  return layer
}

/// Whether two pixels are within `tolerance` per channel.
func close(_ a: RGBA8, _ b: RGBA8, tolerance: Int = 2) -> Bool {
  abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance
    && abs(Int(a.b) - Int(b.b)) <= tolerance && abs(Int(a.a) - Int(b.a)) <= tolerance
}

extension Color {
  /// The colour as an 8-bit pixel.
  var pixel: RGBA8 {
    let c = rgba8
    return RGBA8(r: c.r, g: c.g, b: c.b, a: c.a)
  }
}

let white = RGBA8(r: 255, g: 255, b: 255, a: 255)

/// How many bytes differ between two frames' pixels (their count when the sizes differ).
func byteDifferences(_ a: [UInt8], _ b: [UInt8]) -> Int {
  guard a.count == b.count else { return max(a.count, b.count) }
  return zip(a, b).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
}
