import Foundation
import Testing

@testable import Cassowary

/// The solver against an independent oracle over random operation sequences.
///
/// `make test` runs a few seconds' worth; `CASSOWARY_FUZZ_SYSTEMS=100000 swift test --filter
/// DifferentialFuzzTests` (or `make fuzz`) runs long. `CASSOWARY_FUZZ_SEED` picks the seed.
@Suite struct DifferentialFuzzTests {
  static let environment = ProcessInfo.processInfo.environment
  static let systems = environment["CASSOWARY_FUZZ_SYSTEMS"].flatMap(Int.init) ?? 1200
  static let seed = environment["CASSOWARY_FUZZ_SEED"].flatMap(UInt64.init) ?? 0x5EED

  @Test(arguments: 0..<2)
  func randomOperationSequencesMatchTheOracle(shard: Int) {
    var fuzzer = DifferentialFuzzer(seed: Self.seed &+ UInt64(shard))
    fuzzer.run(systems: Self.systems / 2)
    print("differential fuzz (seed \(Self.seed &+ UInt64(shard))): \(fuzzer.counts)")
    #expect(fuzzer.counts.mismatches == 0, "\(fuzzer.failures.joined(separator: "\n"))")
    // The fuzzer must have exercised what it claims to.
    #expect(fuzzer.counts.oracleComparisons > fuzzer.counts.systems)
    #expect(fuzzer.counts.errorsChecked > fuzzer.counts.systems / 4)
    #expect(fuzzer.counts.changedReads >= fuzzer.counts.operations)
  }

  /// The oracle itself, on systems whose optimum is known by hand.
  @Test func oracleFindsHandSolvedOptima() {
    // x + y == 10 (required), x == 2 @ 750, y == 3 @ 250, stays far away: x = 2, y = 8.
    let c = [
      RandomConstraint(coefficients: [1, 1], constant: -10, relation: .equal, priority: 1000),
      RandomConstraint(coefficients: [1, 0], constant: -2, relation: .equal, priority: 750),
      RandomConstraint(coefficients: [0, 1], constant: -3, relation: .equal, priority: 250),
      RandomConstraint(coefficients: [1, 0], constant: 100, relation: .equal, priority: 0.5),
      RandomConstraint(coefficients: [0, 1], constant: 100, relation: .equal, priority: 0.25),
    ]
    let answer = VertexOracle(constraints: c, n: 2).optimum()
    #expect(answer?.x == [2, 8])
    #expect(answer?.cost == [0, 5, 102, 108])
    // x >= 5 and x <= 4, both required: nothing holds.
    let contradiction = [
      RandomConstraint(coefficients: [1], constant: -5, relation: .greaterThanOrEqual, priority: 1000),
      RandomConstraint(coefficients: [1], constant: -4, relation: .lessThanOrEqual, priority: 1000),
      RandomConstraint(coefficients: [1], constant: 0, relation: .equal, priority: 0.5),
    ]
    #expect(VertexOracle(constraints: contradiction, n: 1).optimum() == nil)
  }
}
