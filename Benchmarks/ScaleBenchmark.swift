import ArgumentParser
import Foundation

/// `diorama-bench scale`: how the time of each workload grows with the size of the scene.
///
/// Every row of ``ScaleWorkload/groups`` is timed at each N (100, 1,000 and 10,000 by default):
/// the median of the thread CPU time per operation, then the growth exponent between successive
/// N (`t(10N) / t(N) = 10^k` prints as N^k), checked against the row's budget. There is no peer:
/// the figures to watch are the exponents and the ceilings.
struct ScaleBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scale",
    abstract: "Time layout workloads at N = 100, 1,000 and 10,000; print medians and growth exponents.")

  @Option(help: "The sizes, ascending, comma-separated.")
  var ns = "100,1000,10000"

  @Option(help: "Timed samples per row and N (the median is reported).")
  var samples = 21

  @Option(help: "Timed samples for rows that build a fresh scene for every sample (first layouts).")
  var buildSamples = 5

  @Option(help: "Only the rows whose name contains this text.")
  var only: String?

  func validate() throws {
    guard !sizes.isEmpty, sizes.allSatisfy({ $0 >= 10 }), sizes == sizes.sorted() else {
      throw ValidationError("--ns must be ascending sizes of at least 10, e.g. 100,1000,10000")
    }
    guard samples > 0, buildSamples > 0 else {
      throw ValidationError("--samples and --build-samples must be positive")
    }
  }

  var sizes: [Int] { ns.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) } }

  func run() throws {
    let sizes = self.sizes
    Self.emit("scale: medians of thread CPU time per operation in ms; load average \(Self.loadAverage())")
    let nameWidth = 54
    var header = "".padding(toLength: nameWidth, withPad: " ", startingAt: 0)
    for n in sizes { header += Self.column("N = \(Self.format(n))", 12) }
    for (a, b) in zip(sizes, sizes.dropFirst()) {
      header += Self.column("\(Self.short(a))→\(Self.short(b))", 9)
    }
    Self.emit(header + "  budget")
    var over: [String] = []
    for group in ScaleWorkload.groups {
      for workload in group where only.map({ workload.name.contains($0) }) ?? true {
        var medians: [Double] = []
        for n in sizes {
          let trial = try workload.make(n)
          try trial.check()
          medians.append(
            Self.median(try Self.measure(trial, samples: workload.buildsPerSample ? buildSamples : samples)))
        }
        var line = workload.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
        for m in medians { line += Self.column(Self.milliseconds(m), 12) }
        var exponents: [Double] = []
        for i in medians.indices.dropFirst() {
          let k = log(medians[i] / medians[i - 1]) / log(Double(sizes[i]) / Double(sizes[i - 1]))
          exponents.append(k)
          line += Self.column(String(format: "N^%.2f", k), 9)
        }
        let (budget, met) = Self.budget(workload, sizes: sizes, medians: medians, exponents: exponents)
        Self.emit(line + "  " + budget + (met ? "" : "  OVER"))
        if !met { over.append(workload.name.trimmingCharacters(in: .whitespaces)) }
      }
    }
    let load = Self.loadAverage()
    Self.emit("samples per N: \(samples) (first layouts: \(buildSamples)); load average \(load)")
    Self.emit(over.isEmpty ? "every budget met" : "over budget: " + over.joined(separator: "; "))
  }

  /// The row's budget as printed, and whether the run meets it. A growth budget applies to the
  /// last step (the largest N), where fixed costs weigh least.
  static func budget(_ workload: ScaleWorkload, sizes: [Int], medians: [Double], exponents: [Double])
    -> (String, Bool)
  {
    var parts: [String] = []
    var met = true
    if let k = workload.growth.budgetExponent {
      parts.append(String(format: "≤ N^%.1f", k))
      if let last = exponents.last, last > k { met = false }
    }
    if let ceiling = workload.ceiling {
      let at = ceiling.atN.map { " at N = \(format($0))" } ?? ""
      parts.append("≤ \(ceiling.milliseconds) ms" + at)
      for (n, m) in zip(sizes, medians) where ceiling.atN == nil || ceiling.atN == n {
        if m * 1e3 > ceiling.milliseconds { met = false }
      }
    }
    return (parts.joined(separator: ", "), met)
  }

  /// Two untimed runs, then `samples` timed ones, each `batch` operations long.
  static func measure(_ trial: ScaleTrial, samples: Int) throws -> [Double] {
    for _ in 0..<2 {
      try trial.prepare()
      for _ in 0..<trial.batch { trial.run() }
    }
    var times: [Double] = []
    for _ in 0..<samples {
      try trial.prepare()
      let batch = trial.batch
      let start = threadCPUTime()
      for _ in 0..<batch { trial.run() }
      times.append((threadCPUTime() - start) / Double(batch))
    }
    return times
  }

  /// The CPU time of this thread, in seconds: the machine is shared, and wall-clock time would
  /// also count the time spent waiting for a core.
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

  /// Writes a line at once, unbuffered: the largest N takes minutes, and a row should show as
  /// soon as it is measured.
  static func emit(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  /// The 1-, 5- and 15-minute load averages.
  static func loadAverage() -> String {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
    return text.split(separator: " ").prefix(3).joined(separator: " ")
  }

  static func milliseconds(_ seconds: Double) -> String {
    let ms = seconds * 1e3
    if ms >= 100 { return String(format: "%.0f", ms) }
    return ms >= 1 ? String(format: "%.2f", ms) : String(format: "%.4f", ms)
  }

  static func format(_ n: Int) -> String {
    let digits = Array(String(n))
    var out = ""
    for (i, d) in digits.enumerated() {
      if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
      out.append(d)
    }
    return out
  }

  static func short(_ n: Int) -> String { n >= 1000 && n % 1000 == 0 ? "\(n / 1000)k" : "\(n)" }

  static func column(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(1, width - text.count)) + text
  }
}
