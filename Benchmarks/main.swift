import ArgumentParser
import Foundation

/// `diorama-bench`: Diorama's benchmarks, each run side by side with its peers, the programs in
/// `Benchmarks/Peers` (see `--peers` and `Benchmarks/README.md`). To add one, write
/// `Benchmarks/<Name>Benchmark.swift` with a `ParsableCommand` and list it below, one line each.
struct DioramaBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diorama-bench",
    abstract: "Diorama's benchmarks, side by side with their peers.",
    subcommands: [
      AllBenchmarks.self,
      SolverBenchmark.self,
      PinBenchmark.self,
      DiffBenchmark.self,
      RenderBenchmark.self,
      StackBenchmark.self,
      TextBenchmark.self,
      VideoBenchmark.self,
      LayersBenchmark.self,
      ScaleBenchmark.self,
      ChartBenchmark.self,
      FrameScaleBenchmark.self,
    ])
}

/// `diorama-bench all`: every other subcommand with its default options, one after the other,
/// each in a process of its own (this executable again).
///
/// A benchmark run after others in the same process would start from the heap they left:
/// thousands of freed objects scattered over the allocator's free lists, on which its own scene
/// is spread over more memory than when it runs alone, so its figures would depend on what ran
/// before it (`diorama-bench scale` runs its rows apart for the same reason). In a process of
/// its own each benchmark measures what it measures when run alone, its output comes in order
/// (print's buffer and unbuffered writes no longer interleave in a log file), and one that fails
/// does not stop the ones after it.
struct AllBenchmarks: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "all", abstract: "Run every benchmark.")

  func run() throws {
    var failed: [String] = []
    for command in DioramaBench.configuration.subcommands where command != AllBenchmarks.self {
      guard let name = command.configuration.commandName else { continue }
      let child = Process()
      child.executableURL = DioramaBench.executable
      child.arguments = [name]
      try child.run()
      child.waitUntilExit()
      if child.terminationStatus != 0 { failed.append("\(name) (exit status \(child.terminationStatus))") }
    }
    guard failed.isEmpty else {
      throw BenchmarkFailures(description: "failed: " + failed.joined(separator: ", "))
    }
  }
}

/// The benchmarks `diorama-bench all` saw fail (each has printed why).
struct BenchmarkFailures: Error, CustomStringConvertible {
  var description: String
}

extension DioramaBench {
  /// This executable, to run a benchmark (or a row of one) in a process of its own.
  static var executable: URL { URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath() }
}

DioramaBench.main()
