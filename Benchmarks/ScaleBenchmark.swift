import ArgumentParser
import Foundation

/// `diorama-bench scale`: how the time of each workload grows with the size of the scene.
///
/// Every row of ``ScaleWorkload/groups`` is timed at each N (100, 1,000 and 10,000 by default):
/// the median of the thread CPU time per operation, then the growth exponent between successive
/// N (`t(10N) / t(N) = 10^k` prints as N^k), checked against the row's budget. There is no peer:
/// the figures to watch are the exponents and the ceilings.
///
/// Each row runs in a process of its own (this executable, with `--row`), so that a row starts
/// from a fresh heap: a 10,000-label grid freed by one row leaves the allocator's free lists
/// scattered, and the next row's scene, built from them, is spread over far more memory than it
/// would be on its own. `--in-process` runs every row in this process instead.
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

  @Flag(help: "Run every row in this process, each after the ones before it, instead of one process per row.")
  var inProcess = false

  @Option(help: .hidden)
  var row: Int?

  func validate() throws {
    if let row, !ScaleWorkload.all.indices.contains(row) {
      throw ValidationError("--row \(row) is not a row")
    }
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
    if let row {
      // A child's one line for its parent: the row's medians in seconds, one per N.
      let medians = try measure(ScaleWorkload.all[row], sizes: sizes)
      Self.emit(Self.childPrefix + medians.map { String($0) }.joined(separator: " "))
      return
    }
    Self.emit("scale: medians of thread CPU time per operation in ms; load average \(Self.loadAverage())")
    let nameWidth = 54
    var header = "".padding(toLength: nameWidth, withPad: " ", startingAt: 0)
    for n in sizes { header += Self.column("N = \(Self.format(n))", 12) }
    for (a, b) in zip(sizes, sizes.dropFirst()) {
      header += Self.column("\(Self.short(a))→\(Self.short(b))", 9)
    }
    Self.emit(header + "  budget")
    var over: [String] = []
    for (index, workload) in ScaleWorkload.all.enumerated()
    where only.map({ workload.name.contains($0) }) ?? true {
      let medians = inProcess ? try measure(workload, sizes: sizes) : try measureInChild(row: index)
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
    let load = Self.loadAverage()
    Self.emit("samples per N: \(samples) (first layouts: \(buildSamples)); load average \(load)")
    Self.emit(over.isEmpty ? "every budget met" : "over budget: " + over.joined(separator: "; "))
  }

  /// The row's medians (seconds per operation) at each size, measured in this process.
  ///
  /// The sizes take turns: the samples are taken in rounds, each round timing every size
  /// (after two untimed runs that bring its scene back into the caches), so that a slow spell
  /// of the machine (another guest filling the shared cache, say) weighs on every size alike
  /// instead of on whichever size it happened to fall on. Rows that build a fresh scene for
  /// every sample (first layouts) measure one size after the other instead: there each build
  /// would start from the heap the previous size's builds left, and a 1,000-label build after
  /// 10,000-label ones is slowed by the scattered memory it gets.
  func measure(_ workload: ScaleWorkload, sizes: [Int]) throws -> [Double] {
    if workload.buildsPerSample {
      return try sizes.map { n in
        let trial = try workload.make(n)
        try trial.check()
        return Self.median(try Self.measure(trial, samples: buildSamples))
      }
    }
    let trials = try sizes.map { n in
      let trial = try workload.make(n)
      try trial.check()
      return trial
    }
    let rounds = min(Self.rounds, samples)
    var times = Array(repeating: [Double](), count: trials.count)
    for round in 0..<rounds {
      // The samples spread over the rounds as evenly as they go: 21 in 3 rounds of 7.
      let count = samples / rounds + (round < samples % rounds ? 1 : 0)
      for (i, trial) in trials.enumerated() { times[i] += try Self.measure(trial, samples: count) }
    }
    return times.map(Self.median)
  }

  /// How many turns the sizes of a row take.
  static let rounds = 3

  static let childPrefix = "medians: "

  /// The row's medians measured by a child process: this executable, run with `--row`.
  func measureInChild(row: Int) throws -> [Double] {
    let child = Process()
    child.executableURL = DioramaBench.executable
    child.arguments = [
      "scale", "--ns", ns, "--samples", String(samples), "--build-samples", String(buildSamples), "--row",
      String(row),
    ]
    let output = Pipe()
    child.standardOutput = output
    try child.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    child.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    guard child.terminationStatus == 0,
      let line = text.split(separator: "\n").last(where: { $0.hasPrefix(Self.childPrefix) })
    else {
      throw ScaleCheckFailure(
        "row \(ScaleWorkload.all[row].name.trimmingCharacters(in: .whitespaces)): its process exited with status \(child.terminationStatus)\n\(text)"
      )
    }
    return line.dropFirst(Self.childPrefix.count).split(separator: " ").compactMap { Double($0) }
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
