/// One row of `diorama-bench scale`: a workload timed at each N.
///
/// A row builds its scene once per N (``make``), checks that the operation it times does what
/// the row says (``ScaleTrial/check()``), then times it over and over. Rows come in groups
/// (``ScaleWorkload/groups``): the layout rows live in `ScaleLayoutWorkloads.swift`; a group of
/// frame rows (rendering N layers with one or all of them changed, a text frame) goes beside
/// them in a file of its own and is listed in ``groups``, with nothing else to change.
struct ScaleWorkload {
  /// How the row's time may grow with N, from one N to the next ten times larger.
  enum Growth {
    /// The operation changes a fixed number of views: at most N^0.3.
    case fixed
    /// The operation changes work proportional to N (a first layout, a change that moves
    /// a share of the views): at most N^1.1.
    case proportional
    /// Nothing changes: the time must not depend on N at all (budget in ``ceiling``).
    case none

    var budgetExponent: Double? {
      switch self {
      case .fixed: 0.3
      case .proportional: 1.1
      case .none: nil
      }
    }
  }

  /// The row's label in the table.
  var name: String
  /// What the operation changes, which sets the growth budget.
  var growth: Growth
  /// A bound on the median at every N, in milliseconds, where the issue sets one.
  var ceiling: (milliseconds: Double, atN: Int?)? = nil
  /// Whether every sample builds a fresh scene (first layouts), which takes fewer samples.
  var buildsPerSample = false
  /// Builds the row's scene at size N.
  var make: (Int) throws -> ScaleTrial

  /// Every row, group by group, in the order the table prints them.
  static var groups: [[ScaleWorkload]] { [ScaleLayoutWorkloads.rows] }

  /// Every row in table order; `diorama-bench scale --row` names one by its index here.
  static var all: [ScaleWorkload] { groups.flatMap { $0 } }
}

/// A scene built for one row at one N, ready to be timed.
protocol ScaleTrial: AnyObject {
  /// How many operations one timed sample runs (the sample's time is divided by it): more
  /// than 1 for operations too short to time one by one.
  var batch: Int { get }
  /// Throws when the operation does not do what the row claims (a frame that did not move).
  func check() throws
  /// Untimed work before each sample (building a fresh scene for a first layout).
  func prepare() throws
  /// One operation, timed.
  func run()
}

extension ScaleTrial {
  var batch: Int { 1 }
  func prepare() throws {}
}

/// A workload whose result is not what it should be.
struct ScaleCheckFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
