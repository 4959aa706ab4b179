import ArgumentParser

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

/// `diorama-bench all`: every other subcommand with its default options, one after the other.
struct AllBenchmarks: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "all", abstract: "Run every benchmark.")

  func run() throws {
    for command in DioramaBench.configuration.subcommands where command != AllBenchmarks.self {
      var benchmark = try command.parseAsRoot([])
      try benchmark.run()
    }
  }
}

DioramaBench.main()
