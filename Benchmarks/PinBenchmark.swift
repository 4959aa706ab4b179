import ArgumentParser
import Diorama
import Foundation
import PinBuilderFloors

/// A feed of rows (avatar, title, subtitle, timestamp) laid out with `pin` and with the same
/// frames computed by hand, in one run: the layout budget is `pin` within 1.3× of hand-written
/// frame arithmetic.
///
/// Two floors run in the same passes: the cheapest builders with `pin`'s life cycle and no
/// rules to check (``ClassFloorBuilder``, a class applied when released, as PinLayout's builder
/// is; ``ValueFloorBuilder``, a non-copyable value). They show how much of `pin`'s cost is the
/// builder itself rather than PinLayout's rules.
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

    for (name, layOut) in [
      ("class floor", Self.layOutWithClassFloor), ("value floor", Self.layOutWithValueFloor),
    ] {
      Self.reset(feedRows)
      layOut(feedRows, feed.bounds.width)
      guard feedRows.flatMap({ $0.views.map(\.frame) }) == handFrames else {
        throw ValidationError("the \(name) builder writes other frames than the hand-written layout")
      }
    }

    // Each pass runs every kind once, in an order that rotates from pass to pass so that no
    // kind always runs on a warmer (or colder) cache than another.
    let kinds: [(name: String, layOut: ([Row], CGFloat) -> Void)] = [
      ("pin", Self.layOutWithPin), ("hand-written", Self.layOutByHand),
      ("class floor", Self.layOutWithClassFloor), ("value floor", Self.layOutWithValueFloor),
    ]
    // Warm every path (code, caches, allocator) before anything is timed.
    for _ in 0..<3 {
      for kind in kinds { kind.layOut(feedRows, feed.bounds.width) }
    }
    var times = [[Double]](repeating: [], count: kinds.count)
    for iteration in 0..<iterations {
      for offset in kinds.indices {
        let index = (iteration + offset) % kinds.count
        times[index].append(Self.time { kinds[index].layOut(feedRows, feed.bounds.width) })
      }
    }
    let medians = times.map(Self.median)
    let fastest = times.map { $0.min() ?? 0 }
    let hand = medians[1]
    print("pin feed: \(rows) rows × 5 views, \(iterations) passes each (thread CPU time); frames identical")
    for (index, kind) in kinds.enumerated() {
      let name = kind.name.padding(toLength: 12, withPad: " ", startingAt: 0)
      print(
        String(
          format: "  %@ median %8.1f µs   fastest %8.1f µs   ratio to hand-written %.2f", name,
          medians[index] * 1e6, fastest[index] * 1e6, medians[index] / hand))
    }
    print(
      String(
        format: "  ratio pin / hand-written: %.2f (budget ≤ 1.30); fastest passes: %.2f", medians[0] / hand,
        fastest[0] / fastest[1]))
    print(
      String(
        format: "  pin / class floor: %.2f (PinLayout's rules); class floor / value floor: %.2f (the class)",
        medians[0] / medians[2], medians[2] / medians[3]))
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

  /// The frames of ``layOutByHand(_:width:)`` through ``ClassFloorBuilder``: absolute rules only.
  static func layOutWithClassFloor(_ rows: [Row], width: CGFloat) {
    for (index, row) in rows.enumerated() {
      ClassFloorBuilder(row.container).top(CGFloat(index) * rowHeight).horizontally().height(rowHeight)
      ClassFloorBuilder(row.avatar).top(12).left(12).size(48)
      ClassFloorBuilder(row.timestamp).top(14).right(12).width(60).height(16)
      ClassFloorBuilder(row.title).top(12).left(70).right(82).height(20)
      ClassFloorBuilder(row.subtitle).top(36).left(70).right(12).height(32)
    }
  }

  /// The frames of ``layOutByHand(_:width:)`` through ``ValueFloorBuilder``: absolute rules only.
  static func layOutWithValueFloor(_ rows: [Row], width: CGFloat) {
    for (index, row) in rows.enumerated() {
      ValueFloorBuilder(row.container).top(CGFloat(index) * rowHeight).horizontally().height(rowHeight)
      ValueFloorBuilder(row.avatar).top(12).left(12).size(48)
      ValueFloorBuilder(row.timestamp).top(14).right(12).width(60).height(16)
      ValueFloorBuilder(row.title).top(12).left(70).right(82).height(20)
      ValueFloorBuilder(row.subtitle).top(36).left(70).right(12).height(32)
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
