import Foundation
import Testing

@testable import Diorama

/// Frame ranges, resumed recordings, frame consumers and assembling previews from a folder.
@Suite struct PartialRecordingTests {
  typealias Support = SequenceTestSupport

  /// 0.45 s sliding from 0.05 s at 20 fps: frames 0…10 move, 11 frames in 0.5 s.
  static let options = SequenceOptions(framesPerSecond: 20, length: .duration(0.5))

  @Test func aFrameRangeEqualsTheSameFramesOfAFullRecording() throws {
    try Support.withFolder { folder in
      let full = folder.appendingPathComponent("full")
      try SequenceRecorder(options: Self.options).record(Support.slidingSquare(), to: full)
      var options = Self.options
      options.frameRange = 4..<7
      let part = folder.appendingPathComponent("part")
      let result = try SequenceRecorder(options: options).record(Support.slidingSquare(), to: part)
      #expect(result.frames == 4..<7)
      #expect(try Support.contents(of: part) == Support.frameNames(4..<7))
      for name in Support.frameNames(4..<7) {
        #expect(
          try Data(contentsOf: part.appendingPathComponent(name))
            == Data(contentsOf: full.appendingPathComponent(name)))
      }
      // Frame 5 drawn directly: the square a third of the way (0.25 − 0.05 = 0.2 of 0.45 s).
      #expect(
        try Support.identical(
          Image(contentsOf: part.appendingPathComponent("frame_00005.png")),
          Support.expectedFrame(5, framesPerSecond: 20)))
    }
  }

  @Test func aRangeOutsideTheLengthIsInvalid() throws {
    try Support.withFolder { folder in
      var options = Self.options
      options.frameRange = 9..<12  // frames are 0…10
      #expect(throws: SequenceError.self) {
        try SequenceRecorder(options: options).record(Support.slidingSquare(), to: folder)
      }
      let left = try Support.contents(of: folder)
      #expect(left.isEmpty)
    }
  }

  @Test func resumingKeepsValidFramesAndReplacesTheRest() throws {
    try Support.withFolder { folder in
      try SequenceRecorder(options: Self.options).record(Support.slidingSquare(), to: folder)
      let names = Support.frameNames(0..<11)
      let original = try names.map { try Data(contentsOf: folder.appendingPathComponent($0)) }
      // A missing frame, a truncated one, an empty one, and a frame past the end.
      try FileManager.default.removeItem(at: folder.appendingPathComponent(names[3]))
      try original[6].prefix(original[6].count - 10).write(to: folder.appendingPathComponent(names[6]))
      try Data().write(to: folder.appendingPathComponent(names[8]))
      try original[0].write(to: folder.appendingPathComponent("frame_00020.png"))
      let keptDate =
        try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(names[1]).path)[
          .modificationDate] as? Date

      var options = Self.options
      options.overwrite = .resume
      let result = try SequenceRecorder(options: options).record(Support.slidingSquare(), to: folder)
      #expect(result.frames == 0..<11)
      #expect(result.framesKept == 8)  // 11 minus the missing, truncated and empty ones
      #expect(try Support.contents(of: folder) == names)
      #expect(try names.map { try Data(contentsOf: folder.appendingPathComponent($0)) } == original)
      let date =
        try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(names[1]).path)[
          .modificationDate] as? Date
      #expect(date == keptDate)  // a valid frame is not rewritten
    }
  }

  final class Collector: FrameConsumer, @unchecked Sendable {
    let lock = NSLock()
    var indices: [Int] = []
    var images: [Image] = []
    let failAt: Int?
    init(failAt: Int? = nil) { self.failAt = failAt }
    struct Refusal: Error, CustomStringConvertible { var description: String { "the pipe is closed" } }
    func consume(frame index: Int, image: Image) throws {
      if index == failAt { throw Refusal() }
      lock.withLock {
        indices.append(index)
        images.append(image)
      }
    }
  }

  @Test func aConsumerGetsEveryFrameInOrderEvenWithoutFiles() throws {
    try Support.withFolder { folder in
      var options = Self.options
      options.writesFrameFiles = false
      options.frameRange = 2..<9
      options.workerCount = 3
      let collector = Collector()
      try SequenceRecorder(options: options).record(Support.slidingSquare(), to: folder, consumer: collector)
      #expect(collector.indices == Array(2..<9))
      #expect(try Support.contents(of: folder).isEmpty)
      #expect(try Support.identical(collector.images[3], Support.expectedFrame(5, framesPerSecond: 20)))
    }
  }

  /// A consumer that, at frame 0, waits for another worker to have written frame 2: possible only
  /// while the consumer runs outside the pipeline's lock (a video encoder blocks on ffmpeg's pipe).
  final class WaitingConsumer: FrameConsumer, @unchecked Sendable {
    let awaited: URL
    var sawIt = false
    init(awaited: URL) { self.awaited = awaited }
    func consume(frame index: Int, image: Image) throws {
      guard index == 0 else { return }
      for _ in 0..<2000 where !sawIt {  // at most 20 s
        sawIt = FileManager.default.fileExists(atPath: awaited.path)
        if !sawIt { usleep(10_000) }
      }
    }
  }

  @Test func otherWorkersGoOnWhileTheConsumerIsBusy() throws {
    try Support.withFolder { folder in
      var options = Self.options
      options.workerCount = 2
      let consumer = WaitingConsumer(awaited: folder.appendingPathComponent("frame_00002.png"))
      try SequenceRecorder(options: options).record(Support.slidingSquare(), to: folder, consumer: consumer)
      #expect(consumer.sawIt, "frame 2 was written while frame 0 was with the consumer")
      #expect(try Support.contents(of: folder) == Support.frameNames(0..<11))
    }
  }

  @Test func aFailingConsumerStopsTheRecordingWithItsReason() throws {
    try Support.withFolder { folder in
      let collector = Collector(failAt: 4)
      #expect(throws: SequenceError.consumerFailed(frame: 4, reason: "the pipe is closed")) {
        try SequenceRecorder(options: Self.options).record(
          Support.slidingSquare(), to: folder, consumer: collector)
      }
      #expect(collector.indices == [0, 1, 2, 3])
      let left = try Support.contents(of: folder)
      #expect(left == Support.frameNames(0..<4))
    }
  }

  @Test func assemblingAFolderWritesTheRecordingsAnimatedPNG() throws {
    try Support.withFolder { folder in
      var options = Self.options
      options.animatedPNG = folder.appendingPathComponent("recorded.apng")
      let frames = folder.appendingPathComponent("frames")
      try SequenceRecorder(options: options).record(Support.slidingSquare(), to: frames)
      let assembler = try SequenceAssembler(folder: frames)
      #expect(assembler.frames == 0..<11)
      let assembled = folder.appendingPathComponent("assembled.apng")
      try assembler.writeAnimatedPNG(to: assembled, framesPerSecond: 20)
      #expect(
        try Data(contentsOf: assembled) == Data(contentsOf: folder.appendingPathComponent("recorded.apng")))

      try FileManager.default.removeItem(at: frames.appendingPathComponent("frame_00004.png"))
      try FileManager.default.removeItem(at: frames.appendingPathComponent("frame_00007.png"))
      #expect(throws: SequenceError.self) { try SequenceAssembler(folder: frames) }
      do {
        _ = try SequenceAssembler(folder: frames)
      } catch {
        #expect("\(error)".contains("2 missing: 4, 7"))
      }
    }
  }
}
