import Diorama
import Foundation

/// A grid of frames with the time of each under it, drawn as a Diorama scene of image views
/// and labels: the image of `.contactSheet(times:)`.
struct ContactSheetImage {
  let frames: [(time: Double, image: Image)]
  let columns: Int
  let width: Int?

  private static let margin: CGFloat = 16
  private static let gap: CGFloat = 12
  private static let captionHeight: CGFloat = 20

  init(frames: [(Double, Image)], columns: Int, width: Int?) {
    self.frames = frames.map { (time: $0.0, image: $0.1) }
    self.columns = columns
    self.width = width
  }

  func render() throws -> Image {
    guard let first = frames.first?.image else {
      throw SceneFrames.TimeError(description: "a contact sheet needs at least one time")
    }
    guard columns > 0 else {
      throw SceneFrames.TimeError(description: "columns must be positive; got \(columns)")
    }
    if let width, width <= 0 {
      throw SceneFrames.TimeError(description: "thumbnailWidth must be positive; got \(width)")
    }
    let cellWidth = CGFloat(width ?? first.width)
    let cellHeight = (cellWidth * CGFloat(first.height) / CGFloat(first.width)).rounded()
    let columnCount = min(columns, frames.count)
    let rows = (frames.count + columnCount - 1) / columnCount
    let size = CGSize(
      width: 2 * Self.margin + CGFloat(columnCount) * cellWidth + CGFloat(columnCount - 1) * Self.gap,
      height: 2 * Self.margin + CGFloat(rows) * (cellHeight + Self.captionHeight) + CGFloat(rows - 1)
        * Self.gap)
    let scene = try Scene(size: size, scale: 1, backgroundColor: Color(hex: 0xF4F5F7))
    for (position, frame) in frames.enumerated() {
      let origin = CGPoint(
        x: Self.margin + CGFloat(position % columnCount) * (cellWidth + Self.gap),
        y: Self.margin + CGFloat(position / columnCount) * (cellHeight + Self.captionHeight + Self.gap))
      let view = ImageView(image: frame.image)
      view.contentMode = .scaleAspectFit
      view.frame = CGRect(origin: origin, size: CGSize(width: cellWidth, height: cellHeight))
      view.layer.borderWidth = 1
      view.layer.borderColor = Color(hex: 0xC3C8D1)
      scene.rootView.addSubview(view)
      let caption = Label(text: "t = \(Self.seconds(frame.time)) s", font: .systemFont(ofSize: 12))
      caption.textColor = Color(hex: 0x2B3140)
      caption.frame = CGRect(x: origin.x, y: origin.y + cellHeight + 3, width: cellWidth, height: 15)
      scene.rootView.addSubview(caption)
    }
    return try scene.renderImage()
  }

  private static func seconds(_ time: Double) -> String {
    var text = String(format: "%.3f", time)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text += "0" }
    return text
  }
}
