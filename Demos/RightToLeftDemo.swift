import Diorama
import Foundation

/// The same column laid out left to right and right to left, side by side: anchors, a stack view
/// and PinLayout's start/end all mirror, and natural text alignment follows.
public struct RightToLeftDemo: Demo {
  public init() {}
  public var id: String { "rtl" }
  public var title: String { "Right-to-left layout" }
  public var summary: String {
    "One column built twice, forced left to right and right to left: leading/trailing anchors, a StackView's"
      + " order, PinLayout's start/end and natural text alignment all mirror."
  }
  public var size: CGSize { CGSize(width: 860, height: 376) }

  public func makeScene(scale: CGFloat) throws -> Scene {
    let scene = try Scene(size: size, scale: scale, backgroundColor: Color(hex: 0xEEF1F6))
    let root = scene.rootView
    let margin: CGFloat = 24
    let columnWidth = (size.width - 3 * margin) / 2
    for (index, direction) in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft].enumerated() {
      let column = MirroredColumnView(direction: direction)
      column.frame = CGRect(
        x: margin + CGFloat(index) * (columnWidth + margin), y: margin, width: columnWidth,
        height: size.height - 2 * margin)
      root.addSubview(column)
    }
    let divider = View(
      frame: CGRect(x: size.width / 2, y: margin, width: 1, height: size.height - 2 * margin))
    divider.backgroundColor = Color(hex: 0xD5DAE3)
    root.addSubview(divider)
    return scene
  }
}
