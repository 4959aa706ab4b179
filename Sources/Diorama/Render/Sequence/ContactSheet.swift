import CCairo
import Foundation

/// Collects thumbnails of chosen frames while a sequence records, then lays them out in a grid
/// with each frame's number and time under it — built as a Diorama scene of image views and
/// labels, and rendered like any other scene.
final class ContactSheet: @unchecked Sendable {
  let options: ContactSheetOptions
  let step: Int
  private let framesPerSecond: Double
  private let lock = NSLock()
  private var thumbnails: [Int: Image] = [:]  // guarded by `lock`

  /// Space around and between the thumbnails, in points.
  private static let margin: CGFloat = 24
  private static let gap: CGFloat = 16
  private static let captionHeight: CGFloat = 22

  init(options: ContactSheetOptions, maximumFrameCount: Int, framesPerSecond: Double) {
    self.options = options
    step = options.step(forFrameCount: maximumFrameCount)
    self.framesPerSecond = framesPerSecond
  }

  /// Whether frame `index` (counted from the first frame of the sequence) gets a thumbnail.
  func wantsThumbnail(ofFrame index: Int, first: Int, isLast: Bool) -> Bool {
    isLast || (index - first) % step == 0
  }

  /// Scales the renderer's current frame down to a thumbnail and keeps it. Called from worker
  /// threads.
  func addThumbnail(ofFrame index: Int, from renderer: Renderer) {
    guard let image = Self.thumbnail(of: renderer, width: options.thumbnailWidth) else { return }
    lock.withLock { thumbnails[index] = image }
  }

  /// Renders the grid of thumbnails of frames `frames` to the options' URL.
  /// - Throws: ``SceneError`` or ``ImageError`` when the sheet cannot be drawn or written.
  func write(frames: Range<Int>) throws {
    let chosen = lock.withLock { thumbnails.filter { frames.contains($0.key) }.sorted { $0.key < $1.key } }
    guard let first = chosen.first?.value else {
      throw ImageError.invalidArgument("no thumbnail was captured for the contact sheet")
    }
    let columns = max(1, min(options.columns, chosen.count))
    let rows = (chosen.count + columns - 1) / columns
    let cell = CGSize(width: CGFloat(first.width), height: CGFloat(first.height))
    let titleHeight: CGFloat = 40
    let size = CGSize(
      width: 2 * Self.margin + CGFloat(columns) * cell.width + CGFloat(columns - 1) * Self.gap,
      height: 2 * Self.margin + titleHeight + CGFloat(rows) * (cell.height + Self.captionHeight)
        + CGFloat(rows - 1) * Self.gap)
    let scene = try Scene(size: size, scale: 1, backgroundColor: Color(hex: 0xF4F5F7))
    let headerWidth = size.width - 2 * Self.margin
    if let title = options.title {
      let heading = Label(text: title, font: .boldSystemFont(ofSize: 20))
      heading.textColor = Color(hex: 0x1D2330)
      heading.frame = CGRect(x: Self.margin, y: Self.margin - 4, width: headerWidth, height: 26)
      scene.rootView.addSubview(heading)
    }
    let summary = Label(text: summaryText(frames: frames, shown: chosen.count), font: .systemFont(ofSize: 12))
    summary.textColor = Color(hex: 0x5B6270)
    summary.textAlignment = options.title == nil ? .left : .right
    summary.frame = CGRect(x: Self.margin, y: Self.margin + 2, width: headerWidth, height: 18)
    scene.rootView.addSubview(summary)

    for (position, (index, image)) in chosen.enumerated() {
      let column = position % columns
      let row = position / columns
      let origin = CGPoint(
        x: Self.margin + CGFloat(column) * (cell.width + Self.gap),
        y: Self.margin + titleHeight + CGFloat(row) * (cell.height + Self.captionHeight + Self.gap))
      let view = ImageView(image: image)
      view.frame = CGRect(origin: origin, size: cell)
      view.layer.borderWidth = 1
      view.layer.borderColor = Color(hex: 0xC3C8D1)
      scene.rootView.addSubview(view)

      let caption = Label(text: caption(forFrame: index), font: .systemFont(ofSize: 13))
      caption.textColor = Color(hex: 0x2B3140)
      caption.frame = CGRect(x: origin.x, y: origin.y + cell.height + 4, width: cell.width, height: 16)
      scene.rootView.addSubview(caption)
    }
    try scene.writePNG(to: options.url)
  }

  private func caption(forFrame index: Int) -> String {
    String(format: "frame %d  ·  %.2f s", index, Double(index) / framesPerSecond)
  }

  private func summaryText(frames: Range<Int>, shown: Int) -> String {
    let fps =
      framesPerSecond.rounded() == framesPerSecond ? String(Int(framesPerSecond)) : String(framesPerSecond)
    let which = step == 1 ? "every frame" : "one frame in \(step) and the last"
    return "\(frames.count) frames at \(fps) fps — \(which) (\(shown) shown)"
  }

  /// The renderer's frame scaled to `width` pixels wide with Cairo's good (box-filtered)
  /// downscaling, as a straight-alpha image.
  private static func thumbnail(of renderer: Renderer, width: Int) -> Image? {
    let thumbWidth = max(1, min(width, renderer.pixelWidth))
    let thumbHeight = max(
      1, Int((Double(renderer.pixelHeight) * Double(thumbWidth) / Double(renderer.pixelWidth)).rounded()))
    return renderer.scaledImage(width: thumbWidth, height: thumbHeight)
  }
}
