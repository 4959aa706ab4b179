import ArgumentParser
import Diorama
import Foundation

/// `diorama-bench scale-frames`: how the time of a frame grows with the number of layers. A
/// 1280×720 scene of N bordered, rounded layers in a grid, with one small layer changed per frame
/// (repainting what changed, and drawn whole for comparison) and with every layer changed, and
/// a frame of N labels left unchanged, at N = 100, 1,000 and 10,000: medians of thread CPU time
/// per frame (snapshot and drawing) and the growth exponent from one N to the next. These are
/// the frame rows of the scale table; they print as rows of their own until they join it.
struct FrameScaleBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scale-frames",
    abstract: "Time 1280×720 frames of N layers (one or all changed) and N labels at N = 100, 1,000, 10,000.")

  @Option(help: "The sizes, ascending, comma-separated.")
  var ns = "100,1000,10000"

  @Option(help: "Timed frames per row and N (the median is reported).")
  var frames = 21

  func validate() throws {
    guard !sizes.isEmpty, sizes.allSatisfy({ $0 >= 10 }), sizes == sizes.sorted() else {
      throw ValidationError("--ns must be ascending sizes of at least 10, e.g. 100,1000,10000")
    }
    guard frames > 0 else { throw ValidationError("--frames must be positive") }
  }

  var sizes: [Int] { ns.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) } }

  /// The rows: a name, and the time of one frame of a scene of N items after `change`.
  enum Row: String, CaseIterable {
    case oneChanged = "frame of N layers, one small layer changed"
    case oneChangedWhole = "  same, drawn whole (repaintsOnlyChanges off)"
    case allChanged = "frame of N layers, all changed"
    case labels = "frame of N labels, unchanged"
  }

  func run() throws {
    emit("scale-frames: 1280×720, medians of thread CPU time per frame in ms; load average \(loadAverage())")
    var header = "".padding(toLength: 48, withPad: " ", startingAt: 0)
    for n in sizes { header += column("N = \(n)", 12) }
    for (a, b) in zip(sizes, sizes.dropFirst()) { header += column("\(a)→\(b)", 12) }
    emit(header)
    var medians: [Row: [Double]] = [:]
    for row in Row.allCases {
      var line = row.rawValue.padding(toLength: 48, withPad: " ", startingAt: 0)
      for n in sizes {
        let median = try time(row, n: n)
        medians[row, default: []].append(median)
        line += column(String(format: "%.3f", median * 1000), 12)
      }
      let values = medians[row]!
      for i in values.indices.dropFirst() {
        let k = log(values[i] / values[i - 1]) / log(Double(sizes[i]) / Double(sizes[i - 1]))
        line += column(String(format: "N^%.2f", k), 12)
      }
      emit(line)
    }
    if let one = medians[.oneChanged], let whole = medians[.oneChangedWhole] {
      var line = "one changed / drawn whole (budget ≤ 0.10):".padding(
        toLength: 48, withPad: " ", startingAt: 0)
      for (a, b) in zip(one, whole) { line += column(String(format: "%.3f", a / b), 12) }
      emit(line)
    }
    emit("frames per N: \(frames); load average \(loadAverage())")
  }

  /// The median time of a frame of `row` at `n`, after two untimed frames.
  private func time(_ row: Row, n: Int) throws -> Double {
    let scene = try Scene(size: CGSize(width: 1280, height: 720), backgroundColor: Color(hex: 0xF2F2F7))
    let renderer = try scene.makeRenderer()
    renderer.repaintsOnlyChanges = row != .oneChangedWhole
    let items: [View] = row == .labels ? makeLabels(n, in: scene) : makeTiles(n, in: scene)
    let palette = [Color.systemBlue, .systemOrange, .systemGreen, .systemPink]
    var times: [Double] = []
    for frame in 0..<(frames + 2) {
      switch row {
      case .oneChanged, .oneChangedWhole:
        items[(frame * 7919) % items.count].backgroundColor = palette[frame % palette.count]
      case .allChanged:
        for (index, item) in items.enumerated() {
          item.backgroundColor = palette[(frame + index) % palette.count]
        }
      case .labels: break
      }
      let start = PinBenchmark.threadCPUTime()
      renderer.draw(scene.snapshot())
      let elapsed = PinBenchmark.threadCPUTime() - start
      if frame >= 2 { times.append(elapsed) }
    }
    return PinBenchmark.median(times)
  }

  /// N tiles in a grid filling the frame: rounded, bordered, coloured.
  private func makeTiles(_ n: Int, in scene: Scene) -> [View] {
    grid(n).map { frame in
      let tile = View(frame: frame)
      tile.backgroundColor = .systemTeal
      tile.layer.cornerRadius = min(frame.width, frame.height) / 4
      tile.layer.borderWidth = 1
      tile.layer.borderColor = Color(white: 0, alpha: 0.2)
      scene.rootView.addSubview(tile)
      return tile
    }
  }

  /// N single-line labels in a grid filling the frame.
  private func makeLabels(_ n: Int, in scene: Scene) -> [View] {
    grid(n).enumerated().map { index, frame in
      let label = Label(text: "Item \(index)", font: .systemFont(ofSize: max(4, min(17, frame.height * 0.7))))
      label.frame = frame
      scene.rootView.addSubview(label)
      return label
    }
  }

  /// N cells of a grid with the frame's aspect ratio, a one-point gap between cells.
  private func grid(_ n: Int) -> [CGRect] {
    let columns = Int((Double(n) * 16 / 9).squareRoot().rounded(.up))
    let rows = (n + columns - 1) / columns
    let width = 1280 / CGFloat(columns)
    let height = 720 / CGFloat(rows)
    return (0..<n).map { k in
      CGRect(
        x: CGFloat(k % columns) * width, y: CGFloat(k / columns) * height, width: width - 1,
        height: height - 1)
    }
  }

  private func column(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(1, width - text.count)) + text
  }

  private func emit(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

  private func loadAverage() -> String {
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3)
      .joined(separator: " ") ?? "unknown"
  }
}
