import Cassowary
import Foundation
import Testing

@testable import Diorama

/// Incremental relayout: what a layout pass after one change visits and lays out, and that the
/// frames it leaves are those a layout from scratch gives.
@Suite struct IncrementalLayoutTests {
  /// A view that counts its `layoutSubviews()` calls.
  final class CountingView: View {
    var layouts = 0
    override func layoutSubviews() {
      super.layoutSubviews()
      layouts += 1
    }
  }

  /// Thirty views in a column of a frame-based root: each 10 points from the left, 100 wide,
  /// 20 high, and 5 below the previous one (the first 5 below the root's top).
  struct Column {
    let root = CountingView(frame: CGRect(x: 0, y: 0, width: 400, height: 2000))
    let views = (0..<30).map { _ in CountingView() }
    var widths: [LayoutConstraint] = []
    var heights: [LayoutConstraint] = []

    init() {
      var constraints: [LayoutConstraint] = []
      for (i, view) in views.enumerated() {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        let width = view.widthAnchor.constraint(equalToConstant: 100)
        let height = view.heightAnchor.constraint(equalToConstant: 20)
        widths.append(width)
        heights.append(height)
        constraints += [
          view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10), width, height,
          i == 0
            ? view.topAnchor.constraint(equalTo: root.topAnchor, constant: 5)
            : view.topAnchor.constraint(equalTo: views[i - 1].bottomAnchor, constant: 5),
        ]
      }
      LayoutConstraint.activate(constraints)
      root.layoutIfNeeded()
    }

    var all: [CountingView] { [root] + views }

    /// Layout calls and visits since the last call, per view (root first).
    func takeCounts() -> (layouts: [Int], visits: [Int]) {
      defer {
        for view in all {
          view.layouts = 0
          view.layoutVisitCount = 0
        }
      }
      return (all.map(\.layouts), all.map(\.layoutVisitCount))
    }
  }

  @Test func oneWidthLaysOutTheViewAndItsSuperviewOnly() {
    let column = Column()
    #expect(column.views[12].frame == CGRect(x: 10, y: 5 + 12 * 25, width: 100, height: 20))
    _ = column.takeCounts()
    let before = column.views.map(\.frame)
    column.widths[12].constant = 140
    column.root.layoutIfNeeded()
    // The root lays out because a subview's solved frame changed, the view because its size
    // did; no other frame changed, so nothing else is visited.
    var expected = [Int](repeating: 0, count: 31)
    expected[0] = 1
    expected[13] = 1
    let counts = column.takeCounts()
    #expect(counts.layouts == expected)
    #expect(counts.visits == expected)
    for i in column.views.indices {
      let frame = i == 12 ? CGRect(x: 10, y: 5 + 12 * 25, width: 140, height: 20) : before[i]
      #expect(column.views[i].frame == frame)
    }
  }

  @Test func oneHeightVisitsTheViewsItMoves() {
    let column = Column()
    _ = column.takeCounts()
    column.heights[12].constant = 30
    column.root.layoutIfNeeded()
    // Views 12…29 move (by 10 from view 13 on); only view 12 changes size and lays out.
    let counts = column.takeCounts()
    #expect(counts.layouts == [1] + (0..<30).map { $0 == 12 ? 1 : 0 })
    #expect(counts.visits == [1] + (0..<30).map { $0 >= 12 ? 1 : 0 })
    #expect(column.views[12].frame == CGRect(x: 10, y: 305, width: 100, height: 30))
    #expect(column.views[29].frame == CGRect(x: 10, y: 5 + 29 * 25 + 10, width: 100, height: 20))
  }

  @Test func aCleanPassVisitsNothing() {
    let column = Column()
    _ = column.takeCounts()
    column.root.layoutIfNeeded()
    column.views[3].layoutIfNeeded()
    let counts = column.takeCounts()
    #expect(counts.layouts == [Int](repeating: 0, count: 31))
    #expect(counts.visits == [Int](repeating: 0, count: 31))
  }

  @Test func aFrameAssignedByCodeIsReplacedAtTheSuperviewsNextLayout() {
    let column = Column()
    let solved = column.views[4].frame
    column.views[4].frame = CGRect(x: 200, y: 0, width: 10, height: 10)
    column.root.layoutIfNeeded()
    // Nothing asked the root to lay out again: the assigned frame stands until it does.
    #expect(column.views[4].frame == CGRect(x: 200, y: 0, width: 10, height: 10))
    column.root.setNeedsLayout()
    column.root.layoutIfNeeded()
    #expect(column.views[4].frame == solved)
  }

  /// A vertical stack of five rows, each a horizontal stack of three multi-line labels of equal
  /// widths aligned to their tops, pinned to the top and sides of a 300-point-wide root.
  struct Grid {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
    let outer = StackView()
    let rows: [StackView]
    let labels: [[Label]]

    init() {
      labels = (0..<5).map { r in
        (0..<3).map { c in
          let label = Label(text: "R\(r) \(c)")
          label.numberOfLines = 0
          return label
        }
      }
      rows = labels.map { row in
        let stack = StackView(arrangedSubviews: row)
        stack.distribution = .fillEqually
        stack.alignment = .top
        stack.spacing = 4
        return stack
      }
      for row in rows { outer.addArrangedSubview(row) }
      outer.axis = .vertical
      outer.spacing = 6
      outer.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(outer)
      LayoutConstraint.activate([
        outer.topAnchor.constraint(equalTo: root.topAnchor),
        outer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        outer.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      ])
      root.layoutIfNeeded()
    }

    func resetVisits() {
      func reset(_ view: View) {
        view.layoutVisitCount = 0
        for sub in view.subviews { reset(sub) }
      }
      reset(root)
    }

    var totalVisits: Int {
      func count(_ view: View) -> Int { view.layoutVisitCount + view.subviews.map(count).reduce(0, +) }
      return count(root)
    }
  }

  @Test func aTallerLabelVisitsItsRowAndTheRowsBelowOnly() {
    let grid = Grid()
    grid.resetVisits()
    let oneLine = grid.labels[2][1].frame.height
    let rowsBefore = grid.rows.map(\.frame)
    grid.labels[2][1].text = "R2 1\nmore"
    grid.root.layoutIfNeeded()
    let grown = grid.labels[2][1].frame.height - oneLine
    #expect(grown > 10)
    // Row 2 grows and rows 3 and 4 move down. The outer stack grows with them, so each row's
    // safe area is settled again (a visit); in row 2, which grew, each label's too. The labels
    // of the other rows keep their frames in rows of unchanged sizes: not visited.
    #expect(
      grid.rows.map(\.frame.minY) == rowsBefore.map { $0.minY + ($0.minY > rowsBefore[2].minY ? grown : 0) })
    #expect(grid.rows.map(\.layoutVisitCount) == [1, 1, 1, 1, 1])
    for r in 0..<5 {
      #expect(grid.labels[r].map(\.layoutVisitCount) == [Int](repeating: r == 2 ? 1 : 0, count: 3))
    }
    grid.resetVisits()
    grid.root.layoutIfNeeded()
    #expect(grid.totalVisits == 0)
  }

  /// A view that runs `onLayout` in its `layoutSubviews()`.
  final class HookedView: View {
    var onLayout: () -> Void = {}
    override func layoutSubviews() {
      super.layoutSubviews()
      onLayout()
    }
  }

  /// A container as wide as the root with four subviews as wide as it, one under the other.
  struct WideColumn {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let container = HookedView()
    let views = (0..<4).map { _ in HookedView() }

    init() {
      container.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(container)
      var constraints = [
        container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        container.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        container.topAnchor.constraint(equalTo: root.topAnchor),
        container.heightAnchor.constraint(equalToConstant: 200),
      ]
      for (i, view) in views.enumerated() {
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        constraints += [
          view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
          view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
          view.topAnchor.constraint(equalTo: container.topAnchor, constant: CGFloat(i) * 50),
          view.heightAnchor.constraint(equalToConstant: 40),
        ]
      }
      LayoutConstraint.activate(constraints)
      root.layoutIfNeeded()
      for view in [container] + views { view.layoutVisitCount = 0 }
    }
  }

  @Test func aResizedSuperviewVisitsEverySubviewOnceWithoutListingThem() {
    let column = WideColumn()
    // Marked while the container places its subviews and lays itself out: visited by the walk
    // over every subview that follows, once.
    column.container.onLayout = { column.views[0].setNeedsLayout() }
    column.root.frame.size.width = 320
    column.root.layoutIfNeeded()
    #expect(column.views.map(\.frame.width) == [320, 320, 320, 320])
    #expect(column.views.map(\.layoutVisitCount) == [1, 1, 1, 1])
    #expect(column.container.subviewsPendingLayout.isEmpty)
    #expect(column.views.allSatisfy { !$0.layoutVisitPending && !$0.needsLayout })
    #expect(!column.container.visitsEverySubview)
  }

  @Test func aSiblingMarkedDuringTheWalkOverEverySubviewWaitsForTheNextPass() {
    let column = WideColumn()
    var marked = false
    // The third subview, visited after the first, marks it: the walk has passed it, so it
    // stays listed and the next pass visits it.
    column.views[2].onLayout = {
      guard !marked else { return }
      marked = true
      column.views[0].setNeedsLayout()
    }
    column.root.frame.size.width = 320
    column.root.layoutIfNeeded()
    #expect(column.views.map(\.layoutVisitCount) == [1, 1, 1, 1])
    #expect(column.views[0].needsLayout)
    #expect(
      column.container.subviewsPendingLayout.map { ObjectIdentifier($0) } == [
        ObjectIdentifier(column.views[0])
      ])
    column.root.layoutIfNeeded()
    #expect(column.views.map(\.layoutVisitCount) == [2, 1, 1, 1])
    #expect(!column.views[0].needsLayout)
  }

  @Test func aNegativeSolvedSizeSnapsToZeroAtItsOrigin() {
    // Conflicting optional constraints can leave a width below zero: the frame keeps its left
    // edge (10, rounded from 10.4) and is 0 wide, as before the solved values were read back
    // incrementally.
    let snapped = LayoutEngine.snapped(CGRect(x: 10.4, y: 2, width: -5, height: 3.2), scale: 1)
    #expect(snapped == CGRect(x: 10, y: 2, width: 0, height: 3))
    // At scale 2 edges snap to half points: the right edge 10.4 + 1 = 11.4 → 11.5.
    #expect(LayoutEngine.snapped(CGRect(x: 10.4, y: 2, width: 1, height: 3.2), scale: 2).maxX == 11.5)
  }

  // MARK: Incremental against from scratch

  /// What the random scene is made of; built from scratch, or applied edit by edit to a live
  /// scene. Every priority is distinct, so that the layout is never ambiguous and two solves
  /// of the same constraints cannot pick different optima.
  struct Spec: Equatable {
    var multiLine: Bool
    var rootWidth: CGFloat = 320
    var spacing: CGFloat = 4
    var texts = (0..<9).map { "Label \($0)" }
    var hidden = [Bool](repeating: false, count: 9)
    var hugging: [Float] = (0..<9).map { 250 + Float($0) }
    var boxWidths: [CGFloat] = [40, 60, 80]
    var boxPriorities: [Float] = [999, 760, 240]
  }

  /// Three rows, each a horizontal stack of three labels and a box whose width constraint has
  /// a constant and an optional priority, in a vertical stack pinned to a frame-based root.
  final class LiveScene {
    let root: View
    let outer = StackView()
    let rows: [StackView]
    let labels: [Label]
    let boxes: [View]
    let boxWidths: [LayoutConstraint]

    init(_ spec: Spec) {
      root = View(frame: CGRect(x: 0, y: 0, width: spec.rootWidth, height: 800))
      labels = spec.texts.map { text in
        let label = Label(text: text)
        label.numberOfLines = spec.multiLine ? 0 : 1
        return label
      }
      boxes = (0..<3).map { _ in View() }
      var widths: [LayoutConstraint] = []
      var rows: [StackView] = []
      for r in 0..<3 {
        let row = StackView(arrangedSubviews: Array(labels[(3 * r)..<(3 * r + 3)]) + [boxes[r]])
        row.spacing = spec.spacing
        row.alignment = .top
        let width = boxes[r].widthAnchor.constraint(equalToConstant: spec.boxWidths[r])
        width.priority = LayoutPriority(spec.boxPriorities[r])
        width.isActive = true
        boxes[r].heightAnchor.constraint(equalToConstant: 12).isActive = true
        widths.append(width)
        rows.append(row)
        outer.addArrangedSubview(row)
      }
      self.rows = rows
      boxWidths = widths
      for (k, label) in labels.enumerated() {
        label.isHidden = spec.hidden[k]
        label.setContentHuggingPriority(LayoutPriority(spec.hugging[k]), for: .horizontal)
        // Distinct, or which label gives way when a row is too narrow would be a tie.
        label.setContentCompressionResistancePriority(LayoutPriority(700 + Float(k)), for: .horizontal)
      }
      outer.axis = .vertical
      outer.spacing = spec.spacing
      outer.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(outer)
      LayoutConstraint.activate([
        outer.topAnchor.constraint(equalTo: root.topAnchor),
        outer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        outer.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      ])
      root.layoutIfNeeded()
    }

    var views: [View] { [outer] + rows + labels + boxes }

    /// One random edit, made to `spec` and to the live scene alike.
    func edit(_ spec: inout Spec, _ g: inout SplitMix) {
      let texts = ["A", "Short label", "A longer label that wraps in its column", "Two\nlines", "x"]
      let k = Int(g.next() % 9)
      let r = Int(g.next() % 3)
      switch g.next() % 7 {
      case 0:
        spec.texts[k] = texts[Int(g.next() % UInt64(texts.count))]
        labels[k].text = spec.texts[k]
      case 1:
        spec.hidden[k].toggle()
        labels[k].isHidden = spec.hidden[k]
      case 2:
        // Distinct from every other label's (k is added, and the first ones are 250…258):
        // 200…208, 260…268 or 760…768.
        spec.hugging[k] = [200, 260, 760][Int(g.next() % 3)] + Float(k)
        labels[k].setContentHuggingPriority(LayoutPriority(spec.hugging[k]), for: .horizontal)
      case 3:
        spec.boxWidths[r] = CGFloat(20 + g.next() % 200)
        boxWidths[r].constant = spec.boxWidths[r]
      case 4:
        // Distinct from each other box's (r is added) and from the labels' priorities.
        spec.boxPriorities[r] = [999, 780, 300, 240, 2][Int(g.next() % 5)] - Float(r) / 2
        boxWidths[r].priority = LayoutPriority(spec.boxPriorities[r])
      case 5:
        spec.rootWidth = CGFloat(240 + g.next() % 200)
        root.frame.size.width = spec.rootWidth
      default:
        spec.spacing = CGFloat(g.next() % 12)
        outer.spacing = spec.spacing
        for row in rows { row.spacing = spec.spacing }
      }
      root.layoutIfNeeded()
    }
  }

  /// Single-line labels, whose sizes do not depend on the widths they had before: after every
  /// edit, each frame is the one a scene built from scratch in the same state gets.
  @Test(arguments: [UInt64(1), 2, 3, 4])
  func randomEditsGiveTheFramesOfALayoutFromScratch(seed: UInt64) {
    var g = SplitMix(seed: seed)
    var spec = Spec(multiLine: false)
    let live = LiveScene(spec)
    for step in 0..<30 {
      live.edit(&spec, &g)
      let fresh = LiveScene(spec)
      #expect(live.views.map(\.frame) == fresh.views.map(\.frame), "seed \(seed), step \(step): \(spec)")
    }
  }

  /// Multi-line labels, measured again at their solved widths: after every edit, the solution
  /// the engine read back incrementally is the one a new solver finds for the same constraints,
  /// and every view has its solved frame.
  @Test(arguments: [UInt64(5), 6, 7, 8])
  func randomEditsKeepTheSolutionOfASolveFromScratch(seed: UInt64) throws {
    var g = SplitMix(seed: seed)
    var spec = Spec(multiLine: true)
    let live = LiveScene(spec)
    for step in 0..<30 {
      live.edit(&spec, &g)
      let engine = try #require(live.root.layoutEngine)
      #expect(engine.solver.invariantViolation() == nil)
      let scratch = Solver()
      for constraint in engine.solver.constraints {
        let constant = try #require(engine.solver.constant(of: constraint))
        try scratch.addConstraint(
          Constraint(
            Expression(constraint.expression.terms, constant: constant), constraint.relation,
            strength: constraint.strength))
      }
      for view in live.views {
        let item = try #require(engine.items[ObjectIdentifier(view)])
        // What the live engine read of its solution, against a solve from scratch.
        let solved = engine.solvedFrame(of: item)
        // (Origin and size as stored: `minX` and `width` would standardize a negative width.)
        let read = [solved.origin.x, solved.origin.y, solved.size.width, solved.size.height]
        for (variable, value) in zip(item.variables, read) {
          // Read without writing: the variables are the live engine's.
          #expect(
            abs(value - scratch.value(of: variable)) < 1e-6,
            "seed \(seed), step \(step): \(variable)")
        }
        #expect(
          view.frame == LayoutEngine.snapped(solved, scale: 1),
          "seed \(seed), step \(step): \(view)")
      }
    }
  }

  /// SplitMix64, so a failing seed replays.
  struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }
}
