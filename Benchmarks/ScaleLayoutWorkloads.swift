import Diorama
import Foundation

/// The layout rows of `diorama-bench scale`: Auto Layout through stack views and through plain
/// constraints, first layout and relayouts after one change.
enum ScaleLayoutWorkloads {
  static var rows: [ScaleWorkload] {
    [
      ScaleWorkload(
        name: "grid of StackViews (N labels): first layout pass", growth: .proportional, buildsPerSample: true
      ) {
        FirstGridLayout(labels: $0)
      },
      ScaleWorkload(name: "  relayout after one label's height changes", growth: .proportional) {
        LabelHeightChange(Grid(labels: $0))
      },
      ScaleWorkload(name: "  relayout after the root's width changes", growth: .proportional) {
        RootWidthChange(Grid(labels: $0))
      },
      ScaleWorkload(
        name: "chain of N views: relayout after one constant", growth: .fixed, ceiling: (1, 10_000)
      ) { OneWidthChange(Chain(views: $0)) },
      ScaleWorkload(name: "  one constant that moves the N/2 views below it", growth: .proportional) {
        OneHeightChange(Chain(views: $0))
      },
      ScaleWorkload(name: "layoutIfNeeded with nothing changed (grid)", growth: .none, ceiling: (0.01, nil)) {
        CleanPass(Grid(labels: $0))
      },
    ]
  }

  /// A vertical stack of rows, each a horizontal stack of ten labels of equal widths
  /// (`fillEqually`), aligned to their tops, in a 1,000-point-wide root as tall as the grid.
  /// A label that grows
  /// taller makes its row taller and moves the rows below it.
  ///
  /// The labels are single-line, so that a width changes no text measurement: the relayout rows
  /// time layout, and text is measured in the first layout (once per label) and for the one
  /// label whose font changes. A grid's texts carry its size and a serial, so that each first
  /// layout of a new serial measures every label afresh, whatever the text layout cache holds.
  final class Grid {
    static let columns = 10
    let root: View
    let outer = StackView()
    let rows: [StackView]
    let labels: [Label]

    init(labels count: Int, serial: Int = 0) {
      let rowCount = max(1, count / Self.columns)
      // Tall enough for every row, even with a 28-point label: nothing lies outside the
      // root's safe area, whose insets would change with every width.
      root = View(frame: CGRect(x: 0, y: 0, width: 1000, height: CGFloat(rowCount) * 40))
      var labels: [Label] = []
      var rows: [StackView] = []
      for r in 0..<rowCount {
        let row = StackView()
        row.axis = .horizontal
        row.distribution = .fillEqually
        row.alignment = .top
        row.spacing = 4
        for c in 0..<Self.columns {
          let label = Label(text: "Item \(r * Self.columns + c) of \(count), grid \(serial)")
          row.addArrangedSubview(label)
          labels.append(label)
        }
        rows.append(row)
        outer.addArrangedSubview(row)
      }
      self.rows = rows
      self.labels = labels
      outer.axis = .vertical
      outer.spacing = 4
      outer.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(outer)
      LayoutConstraint.activate([
        outer.topAnchor.constraint(equalTo: root.topAnchor),
        outer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        outer.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      ])
    }
  }

  /// Building nothing but the first layout pass of a fresh grid: the constraint pass (every
  /// stack generates its constraints), the solver's build, text measurement, the frames.
  final class FirstGridLayout: ScaleTrial {
    let count: Int
    var grid: Grid?
    var builds = 0

    init(labels: Int) { count = labels }

    func check() throws {
      let grid = Grid(labels: count)
      grid.root.layoutIfNeeded()
      let last = grid.labels[grid.labels.count - 1]
      let expectedWidth = (1000 - CGFloat(Grid.columns - 1) * 4) / CGFloat(Grid.columns)
      guard abs(last.frame.width - expectedWidth) < 1, last.frame.height > 10,
        grid.rows[grid.rows.count - 1].frame.minY >= CGFloat(grid.rows.count - 1) * 20
      else {
        throw ScaleCheckFailure(
          "first layout: the last label is at \(last.frame), its row at \(grid.rows.last!.frame)")
      }
    }

    func prepare() throws {
      builds += 1
      grid = Grid(labels: count, serial: builds)
    }

    func run() { grid!.root.layoutIfNeeded() }
  }

  /// One label in the middle row switches between 17- and 28-point text.
  final class LabelHeightChange: ScaleTrial {
    let grid: Grid
    let label: Label
    var tall = false

    init(_ grid: Grid) {
      grid.root.layoutIfNeeded()
      self.grid = grid
      label = grid.labels[grid.labels.count / 2 + 3]
    }

    func check() throws {
      let row = grid.rows.count / 2
      let below = grid.rows.count > row + 1 ? grid.rows[row + 1] : nil
      let before = (label.frame.height, below?.frame.minY ?? 0)
      run()
      let after = (label.frame.height, below?.frame.minY ?? 0)
      run()
      guard after.0 > before.0 + 10, below == nil || after.1 - before.1 == after.0 - before.0,
        label.frame.height == before.0
      else {
        throw ScaleCheckFailure("label height change: \(before) → \(after) → \(label.frame.height)")
      }
    }

    func run() {
      tall.toggle()
      label.font = .systemFont(ofSize: tall ? 28 : 17)
      grid.root.layoutIfNeeded()
    }
  }

  /// The root switches between 1,000 and 1,010 points wide: every label is 1 point wider.
  final class RootWidthChange: ScaleTrial {
    let grid: Grid
    var wide = false

    init(_ grid: Grid) {
      grid.root.layoutIfNeeded()
      self.grid = grid
    }

    func check() throws {
      let last = grid.labels[grid.labels.count - 1]
      let before = last.frame
      run()
      let after = last.frame
      run()
      guard abs(after.width - before.width - 1) < 0.01, last.frame == before else {
        throw ScaleCheckFailure("root width change: the last label went \(before) → \(after)")
      }
    }

    func run() {
      wide.toggle()
      grid.root.frame.size.width = wide ? 1010 : 1000
      grid.root.layoutIfNeeded()
    }
  }

  /// `layoutIfNeeded()` on a laid-out grid, nothing changed since.
  final class CleanPass: ScaleTrial {
    let grid: Grid
    var batch: Int { 1000 }

    init(_ grid: Grid) {
      grid.root.layoutIfNeeded()
      self.grid = grid
    }

    func check() throws {
      let before = grid.labels.map(\.frame)
      run()
      guard grid.labels.map(\.frame) == before else { throw ScaleCheckFailure("a clean pass moved a label") }
    }

    func run() { grid.root.layoutIfNeeded() }
  }

  /// N views in a column of a tall root, each with a fixed width, height and leading inset, and
  /// its top 2 points below the previous one's bottom: a chain of N required equalities.
  final class Chain {
    let root: View
    let views: [View]
    let widths: [LayoutConstraint]
    let heights: [LayoutConstraint]

    init(views count: Int) {
      root = View(frame: CGRect(x: 0, y: 0, width: 1000, height: CGFloat(count) * 40))
      var views: [View] = []
      var widths: [LayoutConstraint] = []
      var heights: [LayoutConstraint] = []
      var constraints: [LayoutConstraint] = []
      for i in 0..<count {
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        let width = view.widthAnchor.constraint(equalToConstant: CGFloat(100 + i % 5 * 10))
        let height = view.heightAnchor.constraint(equalToConstant: 20)
        let top =
          views.last.map { view.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 2) }
          ?? view.topAnchor.constraint(equalTo: root.topAnchor)
        constraints += [
          view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: CGFloat(8 + i % 3 * 4)),
          width, height, top,
        ]
        views.append(view)
        widths.append(width)
        heights.append(height)
      }
      LayoutConstraint.activate(constraints)
      root.layoutIfNeeded()
      self.views = views
      self.widths = widths
      self.heights = heights
    }
  }

  /// The width of the middle view switches between two constants: one frame changes.
  final class OneWidthChange: ScaleTrial {
    let chain: Chain
    let index: Int
    var wide = false

    init(_ chain: Chain) {
      self.chain = chain
      index = chain.views.count / 2
    }

    func check() throws {
      let before = chain.views.map(\.frame)
      run()
      let after = chain.views.map(\.frame)
      run()
      let moved = before.indices.filter { before[$0] != after[$0] }
      guard moved == [index], after[index].width == before[index].width + 40,
        chain.views.map(\.frame) == before
      else {
        throw ScaleCheckFailure(
          "one width: views \(moved.prefix(5)) changed, \(before[index]) → \(after[index])")
      }
    }

    func run() {
      wide.toggle()
      chain.widths[index].constant += wide ? 40 : -40
      chain.root.layoutIfNeeded()
    }
  }

  /// The height of the middle view switches between two constants: it and every view below it
  /// change frames.
  final class OneHeightChange: ScaleTrial {
    let chain: Chain
    let index: Int
    var tall = false

    init(_ chain: Chain) {
      self.chain = chain
      index = chain.views.count / 2
    }

    func check() throws {
      let before = chain.views.map(\.frame)
      run()
      let after = chain.views.map(\.frame)
      run()
      let moved = before.indices.filter { before[$0] != after[$0] }
      guard moved == Array(index..<chain.views.count), after.last!.minY == before.last!.minY + 10,
        chain.views.map(\.frame) == before
      else {
        throw ScaleCheckFailure(
          "one height: \(moved.count) views changed, the last \(before.last!) → \(after.last!)")
      }
    }

    func run() {
      tall.toggle()
      chain.heights[index].constant += tall ? 10 : -10
      chain.root.layoutIfNeeded()
    }
  }
}
