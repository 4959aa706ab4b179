import DioramaRunner
import Testing

@Suite struct FrameSelectionTests {
  @Test func parsesClosedAndOpenRanges() {
    // Both ends are included: 3..7 is five frames, 3 through 7.
    #expect(FrameSelection("3..7")?.range(in: 10) == 3..<8)
    #expect(FrameSelection("3..")?.range(in: 10) == 3..<10)
    #expect(FrameSelection("..4")?.range(in: 10) == 0..<5)
    #expect(FrameSelection("6")?.range(in: 10) == 6..<7)
    #expect(FrameSelection("..")?.range(in: 10) == 0..<10)
  }

  @Test func refusesMalformedText() {
    for text in ["", "a..b", "7..3", "-1..4", "1...4", "1..2..3", "1.5..2", "+3"] {
      #expect(FrameSelection(text) == nil, "\(text)")
    }
  }

  @Test func aRangePastTheLastFrameHasNoFrames() {
    #expect(FrameSelection("5..10")?.range(in: 10) == nil)  // frames are 0…9
    #expect(FrameSelection("10..")?.range(in: 10) == nil)
    #expect(FrameSelection("9..")?.range(in: 10) == 9..<10)
  }
}

@Suite struct ShardTests {
  @Test func splitsEvenlyAndCoversEveryFrameOnce() throws {
    // 10 frames in 4 shards: boundaries at ⌊i·10/4⌋ = 0, 2, 5, 7, 10.
    let parts = try (0..<4).map { index in try #require(Shard(index: index, count: 4).frames(of: 0..<10)) }
    #expect(parts == [0..<2, 2..<5, 5..<7, 7..<10])
    // Of a sub-range 100…130 (31 frames) in 3: ⌊i·31/3⌋ = 0, 10, 20, 31.
    let sub = try (0..<3).map { index in try #require(Shard(index: index, count: 3).frames(of: 100..<131)) }
    #expect(sub == [100..<110, 110..<120, 120..<131])
  }

  @Test func parsesIndexOverCountAndAuto() {
    #expect(Shard("2/4") == Shard(index: 2, count: 4))
    #expect(Shard("auto/8") == Shard(index: nil, count: 8))
    for text in ["", "2", "2/", "/4", "x/4", "2/4/1", "2.0/4"] { #expect(Shard(text) == nil, "\(text)") }
  }

  @Test func autoTakesTheIndexFromKubernetesOrSlurm() throws {
    let auto = Shard(index: nil, count: 4)
    #expect(try auto.resolved(environment: ["JOB_COMPLETION_INDEX": "3"]).index == 3)
    #expect(try auto.resolved(environment: ["SLURM_ARRAY_TASK_ID": "1"]).index == 1)
    #expect(throws: ShardError.noIndexInEnvironment) { try auto.resolved(environment: [:]) }
    #expect(throws: ShardError.indexOutOfRange(4, count: 4, variable: "SLURM_ARRAY_TASK_ID")) {
      try auto.resolved(environment: ["SLURM_ARRAY_TASK_ID": "4"])
    }
    #expect(throws: ShardError.unreadableIndex(variable: "JOB_COMPLETION_INDEX", value: "x")) {
      try auto.resolved(environment: ["JOB_COMPLETION_INDEX": "x"])
    }
  }

  @Test func outOfRangeShardsAreRefused() {
    #expect(throws: ShardError.indexOutOfRange(4, count: 4, variable: nil)) {
      try Shard(index: 4, count: 4).resolved(environment: [:])
    }
    #expect(throws: ShardError.badCount(0)) { try Shard(index: 0, count: 0).resolved(environment: [:]) }
    #expect(Shard(index: 0, count: 5).frames(of: 0..<4) == nil)  // more shards than frames
  }
}
