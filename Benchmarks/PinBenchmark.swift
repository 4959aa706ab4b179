import ArgumentParser
import Diorama
import Foundation

/// A feed of rows (avatar, title, subtitle, timestamp) laid out with `pin` and with the same
/// frames computed by hand, in one run: the layout budget is `pin` within 1.3× of hand-written
/// frame arithmetic.
struct PinBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "pin",
    abstract: "Lay out a feed with PinLayout's pin and with hand-written frames; print medians and the ratio."
  )

  @Option(help: "Rows in the feed.")
  var rows = 1000

  @Option(help: "Timed passes of each kind (the median is reported).")
  var iterations = 101

  @Option(help: "Feed width in points.")
  var width: Double = 375

  /// One row of the feed.
  final class Row {
    let container = View()
    let avatar = ImageView(frame: .zero)
    let title = Label(text: "Ada Lovelace")
    let subtitle = Label(text: "Notes on the Analytical Engine, with a long subtitle that wraps")
    let timestamp = Label(text: "12:45")

    init(in feed: View) {
      feed.addSubview(container)
      for view in [avatar, title, subtitle, timestamp] { container.addSubview(view) }
    }

    var views: [View] { [container, avatar, title, subtitle, timestamp] }
  }

  static let rowHeight: CGFloat = 72

  func run() throws {
    guard rows > 0, iterations > 0, width.isFinite, width > 200 else {
      throw ValidationError("rows and iterations must be positive, width finite and above 200")
    }
    let feed = View(frame: CGRect(x: 0, y: 0, width: width, height: CGFloat(rows) * Self.rowHeight))
    let feedRows = (0..<rows).map { _ in Row(in: feed) }

    // Both layouts must write identical frames before their times mean anything.
    Self.reset(feedRows)
    Self.layOutWithPin(feedRows, width: feed.bounds.width)
    let pinFrames = feedRows.flatMap { $0.views.map(\.frame) }
    Self.reset(feedRows)
    Self.layOutByHand(feedRows, width: feed.bounds.width)
    let handFrames = feedRows.flatMap { $0.views.map(\.frame) }
    guard pinFrames == handFrames else {
      let index = pinFrames.indices.first { pinFrames[$0] != handFrames[$0] } ?? 0
      throw ValidationError(
        "frames differ at view \(index): pin \(pinFrames[index]) vs hand \(handFrames[index])")
    }

    // Warm both paths (code, caches, allocator) before anything is timed.
    for _ in 0..<3 {
      Self.layOutWithPin(feedRows, width: feed.bounds.width)
      Self.layOutByHand(feedRows, width: feed.bounds.width)
    }

    var pinTimes: [Double] = []
    var handTimes: [Double] = []
    for iteration in 0..<iterations {
      // Alternate the order so that neither kind always runs on a warmer cache.
      if iteration.isMultiple(of: 2) {
        pinTimes.append(Self.time { Self.layOutWithPin(feedRows, width: feed.bounds.width) })
        handTimes.append(Self.time { Self.layOutByHand(feedRows, width: feed.bounds.width) })
      } else {
        handTimes.append(Self.time { Self.layOutByHand(feedRows, width: feed.bounds.width) })
        pinTimes.append(Self.time { Self.layOutWithPin(feedRows, width: feed.bounds.width) })
      }
    }
    let pin = Self.median(pinTimes)
    let hand = Self.median(handTimes)
    let pinFastest = pinTimes.min() ?? 0
    let handFastest = handTimes.min() ?? 0
    print("pin feed: \(rows) rows × 5 views, \(iterations) passes each (thread CPU time); frames identical")
    print(String(format: "  pin          median %8.1f µs   fastest %8.1f µs", pin * 1e6, pinFastest * 1e6))
    print(String(format: "  hand-written median %8.1f µs   fastest %8.1f µs", hand * 1e6, handFastest * 1e6))
    print(
      String(
        format: "  ratio pin / hand-written: %.2f (budget ≤ 1.30); fastest passes: %.2f", pin / hand,
        pinFastest / handFastest))
    var load = [Double](repeating: 0, count: 3)
    if getloadavg(&load, 3) == 3 {
      print(String(format: "  load average: %.2f %.2f %.2f", load[0], load[1], load[2]))
    }
  }

  static func layOutWithPin(_ rows: [Row], width: CGFloat) {
    for (index, row) in rows.enumerated() {
      row.container.pin.top(CGFloat(index) * rowHeight).horizontally().height(rowHeight)
      row.avatar.pin.top(12).left(12).size(48)
      row.timestamp.pin.top(14).right(12).width(60).height(16)
      row.title.pin.after(of: row.avatar, aligned: .top).before(of: row.timestamp).marginHorizontal(10)
        .height(20)
      row.subtitle.pin.below(of: row.title, aligned: .left).right(12).marginTop(4).height(32)
    }
  }

  static func layOutByHand(_ rows: [Row], width: CGFloat) {
    for (index, row) in rows.enumerated() {
      row.container.frame = CGRect(x: 0, y: CGFloat(index) * rowHeight, width: width, height: rowHeight)
      let avatar = CGRect(x: 12, y: 12, width: 48, height: 48)
      row.avatar.frame = avatar
      let timestamp = CGRect(x: width - 12 - 60, y: 14, width: 60, height: 16)
      row.timestamp.frame = timestamp
      let titleX = avatar.maxX + 10
      let title = CGRect(x: titleX, y: avatar.minY, width: timestamp.minX - 10 - titleX, height: 20)
      row.title.frame = title
      row.subtitle.frame = CGRect(
        x: title.minX, y: title.maxY + 4, width: width - 12 - title.minX, height: 32)
    }
  }

  static func reset(_ rows: [Row]) {
    for row in rows {
      for view in row.views { view.frame = .zero }
    }
  }

  /// The CPU time `body` takes on this thread, in seconds. The machine is shared: wall-clock
  /// time would also count the time this process waits for a core, which hits the longer pass
  /// (pin's) more often and makes the ratio depend on the load.
  static func time(_ body: () -> Void) -> Double {
    let start = threadCPUTime()
    body()
    return threadCPUTime() - start
  }

  static func threadCPUTime() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count.isMultiple(of: 2)
      ? (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2 : sorted[sorted.count / 2]
  }
}
