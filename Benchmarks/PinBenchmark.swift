import ArgumentParser
import Diorama
import Foundation
import PinBuilderFloors

/// A feed of rows (avatar, title, subtitle, timestamp) laid out with `pin` and with the same
/// frames computed by hand, in one run; the layout budget is `pin` within 1.3× of hand-written
/// frame arithmetic. Two workloads:
///
/// - **feed**: each row as PinLayout's introduction writes it, labels sized to their text
///   (`sizeToFit`), and the hand-written layout measuring the same labels with `sizeThatFits`,
///   as manual layout code does (and as PinLayout's own benchmark against manual layout does).
///   This is the budget's workload.
/// - **geometry only**: fixed sizes, nothing measured, so that the time is `pin`'s own. Two
///   floors run in the same passes: the cheapest builders with `pin`'s chain syntax and none of
///   its rules (``ClassFloorBuilder``, a class applied when released, as PinLayout's builder is;
///   ``ValueFloorBuilder``, a non-copyable value). They split `pin`'s cost into the builder's
///   life cycle and PinLayout's rules.
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
      subtitle.numberOfLines = 2
      feed.addSubview(container)
      for view in [avatar, title, subtitle, timestamp] { container.addSubview(view) }
    }

    var views: [View] { [container, avatar, title, subtitle, timestamp] }
  }

  /// One way of laying out the feed.
  struct Kind {
    let name: String
    let layOut: ([Row], CGFloat) -> Void
  }

  static let rowHeight: CGFloat = 72

  func run() throws {
    guard rows > 0, iterations > 0, width.isFinite, width > 200 else {
      throw ValidationError("rows and iterations must be positive, width finite and above 200")
    }
    let feed = View(frame: CGRect(x: 0, y: 0, width: width, height: CGFloat(rows) * Self.rowHeight))
    let feedRows = (0..<rows).map { _ in Row(in: feed) }
    print("pin feed: \(rows) rows × 5 views, \(iterations) passes of each kind (thread CPU time)")

    print("feed (labels sized to their text):")
    let feedMedians = try Self.compare(
      [
        Kind(name: "pin", layOut: Self.layOutFeedWithPin),
        Kind(name: "hand-written", layOut: Self.layOutFeedByHand),
      ],
      feedRows, width: feed.bounds.width, iterations: iterations)
    print(String(format: "  ratio pin / hand-written: %.2f (budget ≤ 1.30)", feedMedians[0] / feedMedians[1]))

    print("geometry only (fixed sizes, nothing measured):")
    let medians = try Self.compare(
      [
        Kind(name: "pin", layOut: Self.layOutWithPin), Kind(name: "hand-written", layOut: Self.layOutByHand),
        Kind(name: "class floor", layOut: Self.layOutWithClassFloor),
        Kind(name: "value floor", layOut: Self.layOutWithValueFloor),
      ], feedRows, width: feed.bounds.width, iterations: iterations)
    print(
      String(
        format: "  pin / class floor: %.2f (PinLayout's rules); class floor / value floor: %.2f (the class)",
        medians[0] / medians[2], medians[2] / medians[3]))
    var load = [Double](repeating: 0, count: 3)
    if getloadavg(&load, 3) == 3 {
      print(String(format: "  load average: %.2f %.2f %.2f", load[0], load[1], load[2]))
    }
  }

  /// Times every kind on the same rows and prints their medians against the second kind (the
  /// hand-written layout), after checking that all of them write that layout's frames.
  static func compare(_ kinds: [Kind], _ rows: [Row], width: CGFloat, iterations: Int) throws -> [Double] {
    func framesAfterLayingOut(_ kind: Kind) -> [CGRect] {
      reset(rows)
      kind.layOut(rows, width)
      return rows.flatMap { $0.views.map(\.frame) }
    }
    let reference = framesAfterLayingOut(kinds[1])
    for kind in kinds[0...0] + kinds.dropFirst(2) {
      let frames = framesAfterLayingOut(kind)
      guard frames == reference else {
        let view = frames.indices.first { frames[$0] != reference[$0] } ?? 0
        throw ValidationError(
          "\(kind.name) and \(kinds[1].name) frames differ at view \(view): \(frames[view]) vs \(reference[view])"
        )
      }
    }
    // Warm every path (code, caches, allocator) before anything is timed.
    for _ in 0..<3 {
      for kind in kinds { kind.layOut(rows, width) }
    }
    // Each pass runs every kind once, in an order that rotates from pass to pass so that no
    // kind always runs on a warmer (or colder) cache than another.
    var times = [[Double]](repeating: [], count: kinds.count)
    for iteration in 0..<iterations {
      for offset in kinds.indices {
        let index = (iteration + offset) % kinds.count
        times[index].append(time { kinds[index].layOut(rows, width) })
      }
    }
    let medians = times.map(median)
    for (index, kind) in kinds.enumerated() {
      let name = kind.name.padding(toLength: 12, withPad: " ", startingAt: 0)
      print(
        String(
          format: "  %@ median %8.1f µs   fastest %8.1f µs   ratio to hand-written %.2f", name,
          medians[index] * 1e6, (times[index].min() ?? 0) * 1e6, medians[index] / medians[1]))
    }
    return medians
  }

  // MARK: The feed

  /// PinLayout's introduction example, one row after another.
  static func layOutFeedWithPin(_ rows: [Row], width: CGFloat) {
    for (index, row) in rows.enumerated() {
      row.container.pin.top(CGFloat(index) * rowHeight).horizontally().height(rowHeight)
      row.avatar.pin.top(12).left(12).size(48)
      row.timestamp.pin.top(14).right(12).sizeToFit()
      row.title.pin.after(of: row.avatar, aligned: .top).before(of: row.timestamp).marginHorizontal(10)
        .sizeToFit(.width)
      row.subtitle.pin.below(of: row.title, aligned: .left).right(12).marginTop(4).sizeToFit(.width)
    }
  }

  /// The same frames the way manual layout code writes them: measure, then place relative to
  /// the frames already set.
  static func layOutFeedByHand(_ rows: [Row], width: CGFloat) {
    let unbounded = CGFloat.greatestFiniteMagnitude
    for (index, row) in rows.enumerated() {
      row.container.frame = CGRect(x: 0, y: CGFloat(index) * rowHeight, width: width, height: rowHeight)
      let bounds = row.container.bounds
      row.avatar.frame = CGRect(x: 12, y: 12, width: 48, height: 48)
      let timeSize = row.timestamp.sizeThatFits(CGSize(width: unbounded, height: unbounded))
      row.timestamp.frame = CGRect(
        x: bounds.width - 12 - timeSize.width, y: 14, width: timeSize.width, height: timeSize.height)
      let avatar = row.avatar.frame
      let titleX = avatar.maxX + 10
      let titleWidth = row.timestamp.frame.minX - 10 - titleX
      let titleHeight = row.title.sizeThatFits(CGSize(width: titleWidth, height: unbounded)).height
      row.title.frame = CGRect(x: titleX, y: avatar.minY, width: titleWidth, height: titleHeight)
      let title = row.title.frame
      let subtitleWidth = bounds.width - 12 - title.minX
      let subtitleHeight = row.subtitle.sizeThatFits(CGSize(width: subtitleWidth, height: unbounded)).height
      row.subtitle.frame = CGRect(
        x: title.minX, y: title.maxY + 4, width: subtitleWidth, height: subtitleHeight)
    }
  }

  // MARK: Geometry only

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
