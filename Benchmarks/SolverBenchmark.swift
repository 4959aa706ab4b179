import ArgumentParser
import Foundation

/// `diorama-bench solver`: the Cassowary workloads of `kiwi-spec.md` (the enaml-like system,
/// the stack of K boxes, the stack with weak preferred widths) on Diorama's solver, with
/// strict priorities, and on C++ Kiwi and kiwisolver in the same run, one after the other.
/// Prints medians with their sample counts and Diorama/peer ratios (below 1: Diorama is
/// faster), and checks Diorama's solutions against the spec.
struct SolverBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "solver",
    abstract: "Time the Cassowary solver against C++ Kiwi and kiwisolver (kiwi-spec.md).")

  @Flag(help: "Fewer repeats: a smoke run.")
  var quick = false

  @Flag(help: "Skip C++ Kiwi and kiwisolver.")
  var noPeers = false

  @Option(help: "Folder with the peer programs (Benchmarks/Peers in the package).")
  var peers: String = PeerPrograms.defaultFolder

  @Option(help: "Box counts for the stack system.")
  var ks: String = "100,1000,5000"

  @Option(help: "Box counts for the stack with weak preferred widths (peers run only 100).")
  var prefKs: String = "100,400"

  func parse(_ list: String) throws -> [Int] {
    try list.split(separator: ",").map {
      guard let k = Int($0), k > 0 else { throw ValidationError("bad box count '\($0)'") }
      return k
    }
  }

  func run() throws {
    let stackKs = try parse(ks)
    let prefs = try parse(prefKs)
    print("Cassowary solver benchmark (kiwi-spec.md), strict priorities on\(quick ? ", quick run" : "")")

    print("Diorama:")
    let enaml = try runEnaml(quick: quick)
    print("  enaml done")
    var stacks: [StackResult] = []
    for k in stackKs {
      stacks.append(try runStack(k: k, preferredWidth: false, quick: quick))
      print("  stack K=\(k) done")
    }
    var prefStacks: [StackResult] = []
    for k in prefs {
      prefStacks.append(try runStack(k: k, preferredWidth: true, quick: quick))
      print("  stack_pref K=\(k) done")
    }

    var peerResults: [PeerResult] = []
    if noPeers {
      print("Peers skipped (--no-peers).")
    } else {
      // Kiwi's stack_pref costs ~K^3.5 (51 s at K = 400 in kiwisolver): peers run K = 100 only.
      let peerPrefs = prefs.filter { $0 <= 100 }
      print("Peers (sequentially, after Diorama):")
      if let r = runKiwiNative(peers: peers, quick: quick, ks: stackKs, prefKs: peerPrefs) {
        peerResults.append(r)
      }
      if let r = runKiwisolver(peers: peers, quick: quick, ks: stackKs, prefKs: peerPrefs) {
        peerResults.append(r)
      }
    }

    let report = SolverReport(peers: peerResults)
    report.header()
    report.row("enaml build (µs)", enaml.build, ["enaml", "build_us"])
    report.row("enaml build_all (µs)", enaml.buildAll, ["enaml", "build_all_us"])
    report.row("enaml edit round, cycling (µs)", enaml.editCycle, ["enaml", "edit_cycle_us_per_round"])
    report.row("enaml edit round, same size (µs)", enaml.editSame, ["enaml", "edit_same_us_per_round"])
    for (name, list) in [("stack", stacks), ("stack_pref", prefStacks)] {
      for s in list {
        let key = [name, String(s.k)]
        report.row("\(name) K=\(s.k) build (ms)", s.build, key + ["build_ms"])
        report.row(
          "\(name) K=\(s.k) first resolve (ms)", SolverStat(single: s.firstResolve),
          key + ["first_resolve_ms"])
        report.row("\(name) K=\(s.k) resolve (µs)", s.resolve, key + ["resolve_us"])
        report.row("\(name) K=\(s.k) 100 resolves (ms)", s.resolve100, key + ["resolve_100_total_ms"])
        report.row("\(name) K=\(s.k) suggestValue only (µs)", s.suggestOnly, key + ["suggest_only_us"])
        report.row(
          "\(name) K=\(s.k) updateVariables only (µs)", s.updateOnly, key + ["update_variables_only_us"])
      }
    }
    report.scaling(stacks)

    print("")
    var failed = false
    let sums = enaml.sums.map { String(format: "%g", $0) }.joined(separator: ", ")
    let wrong = enaml.problems.filter { !$0.hasPrefix("note:") }
    if wrong.isEmpty {
      print(
        "enaml solution: optimal, the same cost as kiwi-spec.md's at every level for all 6 sizes (sums \(sums))"
      )
      for p in enaml.problems { print("  \(p)") }
    } else {
      failed = true
      print("enaml solution: WRONG")
      for p in enaml.problems.prefix(10) { print("  \(p)") }
    }
    for s in stacks + prefStacks where !s.solutionOK {
      failed = true
      print("stack K=\(s.k): WRONG solution")
    }
    if !failed { print("stack solutions: every box has the expected width and position after every resolve") }
    if failed { throw ExitCode(1) }
  }
}

/// Prints the side-by-side table.
struct SolverReport {
  var peers: [PeerResult]

  func format(_ x: Double) -> String {
    if x.isNaN { return "–" }
    if x >= 1000 { return String(format: "%.0f", x) }
    if x >= 100 { return String(format: "%.1f", x) }
    if x >= 1 { return String(format: "%.2f", x) }
    return String(format: "%.3f", x)
  }

  func pad(_ s: String, _ n: Int) -> String {
    s.count >= n ? s : s + String(repeating: " ", count: n - s.count)
  }
  func lpad(_ s: String, _ n: Int) -> String {
    s.count >= n ? s : String(repeating: " ", count: n - s.count) + s
  }

  func header() {
    print("")
    var line = pad("phase (median)", 42) + lpad("Diorama", 12) + lpad("n", 6)
    for p in peers { line += lpad(p.name, 14) + lpad("n", 6) + lpad("ratio", 8) }
    print(line)
    print(String(repeating: "-", count: line.count))
  }

  func row(_ name: String, _ stat: SolverStat, _ path: [String]) {
    var line = pad(name, 42) + lpad(format(stat.median), 12) + lpad(String(stat.n), 6)
    for p in peers {
      let median = p.number(path + ["median"]) ?? p.number(path)
      let n = p.count(path + ["n"]) ?? (median == nil ? nil : 1)
      line += lpad(median.map(format) ?? "–", 14) + lpad(n.map(String.init) ?? "", 6)
      line += lpad(median.map { String(format: "%.3f", stat.median / $0) } ?? "", 8)
    }
    print(line)
  }

  /// Growth exponents of the build between successive K (1 = linear).
  func scaling(_ stacks: [StackResult]) {
    guard stacks.count >= 2 else { return }
    print("")
    for (a, b) in zip(stacks, stacks.dropFirst()) {
      let ours = log(b.build.median / a.build.median) / log(Double(b.k) / Double(a.k))
      var line = "stack build growth K=\(a.k)→\(b.k): Diorama K^\(String(format: "%.2f", ours))"
      for p in peers {
        if let x = p.number(["stack", String(a.k), "build_ms", "median"]),
          let y = p.number(["stack", String(b.k), "build_ms", "median"])
        {
          line += ", \(p.name) K^\(String(format: "%.2f", log(y / x) / log(Double(b.k) / Double(a.k))))"
        }
      }
      print(line)
    }
  }
}
