import ArgumentParser
import Diorama
import Foundation

/// Hiding one view in a long `StackView` and laying out again, against building and laying out
/// the same stack from scratch, in one run: the layout budget is an incremental relayout at
/// least 20× cheaper than the build.
struct StackBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stack",
    abstract:
      "Build a long StackView from scratch, and hide one view and relayout; print medians and the ratio."
  )

  @Option(help: "Arranged views in the stack.")
  var views = 1000

  @Option(help: "Timed builds from scratch (the median is reported).")
  var builds = 11

  @Option(help: "Timed hide-or-show relayouts (the median is reported).")
  var toggles = 101

  @Option(help: "The distribution: fill, fillEqually, fillProportionally, equalSpacing or equalCentering.")
  var distribution = "fill"

  @Option(help: "The alignment: fill, leading, firstBaseline, center, trailing or lastBaseline.")
  var alignment = "fill"

  /// A row with an intrinsic size, so every distribution has something to work with.
  final class Row: View {
    let size: CGSize
    init(_ index: Int) {
      size = CGSize(width: CGFloat(100 + index % 7 * 10), height: CGFloat(20 + index % 5 * 4))
      super.init(frame: .zero)
    }
    override var intrinsicContentSize: CGSize { size }
  }

  /// A root holding a vertical stack pinned to its top and sides; the height follows the rows.
  struct Scene {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 800))
    let stack: StackView
    let rows: [Row]

    init(views: Int, distribution: StackViewDistribution, alignment: StackViewAlignment) {
      rows = (0..<views).map(Row.init)
      stack = StackView(arrangedSubviews: rows)
      stack.axis = .vertical
      stack.spacing = 8
      stack.distribution = distribution
      stack.alignment = alignment
      stack.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(stack)
      LayoutConstraint.activate([
        stack.topAnchor.constraint(equalTo: root.topAnchor),
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      ])
      root.layoutIfNeeded()
    }
  }

  func run() throws {
    guard views >= 3, builds > 0, toggles > 0 else {
      throw ValidationError("views must be at least 3, builds and toggles positive")
    }
    guard let distribution = StackViewDistribution.allCases.first(where: { "\($0)" == self.distribution })
    else {
      throw ValidationError("unknown distribution '\(self.distribution)'")
    }
    guard let alignment = StackViewAlignment.allCases.first(where: { "\($0)" == self.alignment }) else {
      throw ValidationError("unknown alignment '\(self.alignment)'")
    }

    // The relayout must collapse the view and close the gap before its time means anything.
    let scene = Scene(views: views, distribution: distribution, alignment: alignment)
    let middle = scene.rows[views / 2]
    let before = scene.rows[views / 2 + 1].frame.minY
    middle.isHidden = true
    scene.root.layoutIfNeeded()
    let after = scene.rows[views / 2 + 1].frame.minY
    let closed = distribution.rawValue >= StackViewDistribution.equalSpacing.rawValue || before - after > 0
    guard middle.frame.height == 0, closed else {
      throw ValidationError(
        "hiding did not collapse the view (height \(middle.frame.height), \(before) → \(after))")
    }
    middle.isHidden = false
    scene.root.layoutIfNeeded()
    guard scene.rows[views / 2 + 1].frame.minY == before else {
      throw ValidationError("showing the view again did not restore the layout")
    }

    var buildTimes: [Double] = []
    for _ in 0..<builds {
      buildTimes.append(
        Self.time { _ = Scene(views: views, distribution: distribution, alignment: alignment) })
    }
    var hideTimes: [Double] = []
    var showTimes: [Double] = []
    var regenerateTimes: [Double] = []
    for index in 0..<toggles {
      // A different view each time, hidden and then shown again, over the whole stack.
      let row = scene.rows[(index / 2 * 37 + views / 3) % views]
      var regenerate = 0.0
      let total = Self.time {
        row.isHidden.toggle()
        regenerate = Self.time { scene.stack.updateConstraintsIfNeeded() }
        scene.root.layoutIfNeeded()
      }
      regenerateTimes.append(regenerate)
      if row.isHidden { hideTimes.append(total) } else { showTimes.append(total) }
    }
    let build = Self.median(buildTimes)
    let toggle = Self.median(hideTimes + showTimes)
    let constraints = scene.stack.generatedConstraints.count
    print(
      "stack: \(views) arranged views, vertical, \(distribution), \(alignment), \(constraints) generated constraints"
    )
    print(String(format: "  build and lay out from scratch  median %10.1f µs  (n = %d)", build * 1e6, builds))
    print(
      String(
        format: "  hide or show one, relayout      median %10.1f µs  (n = %d)", toggle * 1e6,
        hideTimes.count + showTimes.count))
    print(
      String(
        format: "    hide median %.1f µs, show median %.1f µs; regenerating constraints median %.1f µs",
        Self.median(hideTimes) * 1e6, Self.median(showTimes) * 1e6, Self.median(regenerateTimes) * 1e6))
    print(String(format: "  ratio build / relayout: %.1f× (budget ≥ 20×)", build / toggle))
  }

  static func time(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }

  static func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    return sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  }
}
