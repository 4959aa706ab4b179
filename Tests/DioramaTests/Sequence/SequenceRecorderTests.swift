import Foundation
import Testing

@testable import Diorama

@Suite struct SequenceRecorderTests {
  typealias Support = SequenceTestSupport

  @Test func aDurationRendersEveryFrameUpToAndIncludingItsEnd() throws {
    try Support.withFolder { folder in
      let options = SequenceOptions(framesPerSecond: 20, length: .duration(0.5), workerCount: 2)
      let result = try SequenceRecorder(options: options).record(Support.slidingSquare(), to: folder)
      #expect(result.frames == 0..<11)
      #expect(try Support.contents(of: folder) == Support.frameNames(0..<11))
      #expect(result.bytesWritten > 0)
    }
  }

  @Test func theFirstAndLastFramesShowTheStartAndEndOfTheAnimation() throws {
    try Support.withFolder { folder in
      let options = SequenceOptions(framesPerSecond: 20, length: .duration(0.5))
      try SequenceRecorder(options: options).record(Support.slidingSquare(), to: folder)
      let first = try Image(contentsOf: SequenceRecorder.frameURL(index: 0, in: folder))
      let last = try Image(contentsOf: SequenceRecorder.frameURL(index: 10, in: folder))
      #expect(try Support.identical(first, Support.expectedFrame(0, framesPerSecond: 20)))
      #expect(try Support.identical(last, Support.expectedFrame(10, framesPerSecond: 20)))
      #expect(first[x: 8, y: 24] == RGBA8(r: 255, g: 0, b: 0))  // the square at its start
      #expect(first[x: 56, y: 24] == RGBA8(r: 255, g: 255, b: 255))
      #expect(last[x: 56, y: 24] == RGBA8(r: 255, g: 0, b: 0))  // and at its end
      #expect(last[x: 8, y: 24] == RGBA8(r: 255, g: 255, b: 255))
    }
  }

  @Test func everyFrameMatchesTheSceneRenderedOnOneThread() throws {
    try Support.withFolder { folder in
      let options = SequenceOptions(framesPerSecond: 20, length: .duration(0.5), workerCount: 3)
      try SequenceRecorder(options: options).record(Support.slidingSquare(), to: folder)
      let scene = try Support.slidingSquare()
      scene.clock = try Clock(framesPerSecond: 20)
      let renderer = try scene.makeRenderer()
      for index in 0...10 {
        renderer.draw(try scene.frame(at: index))
        let written = try Image(contentsOf: SequenceRecorder.frameURL(index: index, in: folder))
        #expect(try Support.identical(written, renderer.makeImage()), "frame \(index)")
      }
    }
  }

  @Test func stoppingWhenIdleEndsOnTheFirstFrameWithTheFinalState() throws {
    try Support.withFolder { folder in
      let options = SequenceOptions(framesPerSecond: 20, length: .duration(5), stopsWhenIdle: true)
      let result = try SequenceRecorder(options: options).record(
        Support.slidingSquare(duration: 0.25), to: folder)
      #expect(result.frames == 0..<7)  // 0.05 s + 0.25 s at 20 fps: the end state shows on frame 6
      #expect(try Support.contents(of: folder) == Support.frameNames(0..<7))
      let last = try Image(contentsOf: SequenceRecorder.frameURL(index: 6, in: folder))
      #expect(last[x: 56, y: 24] == RGBA8(r: 255, g: 0, b: 0))
    }
  }

  @Test func aStillSceneRecordsOneFrame() throws {
    try Support.withFolder { folder in
      let scene = try Scene(size: Support.size, backgroundColor: .blue)
      let result = try scene.recordSequence(to: folder, options: SequenceOptions(length: .duration(0)))
      #expect(result.frames == 0..<1)
      #expect(try Support.contents(of: folder) == ["frame_00000.png"])
    }
  }

  @Test func theScaleOptionSetsThePixelSize() throws {
    try Support.withFolder { folder in
      let options = SequenceOptions(framesPerSecond: 10, length: .frames(2), scale: 2)
      try SequenceRecorder(options: options).record(Support.slidingSquare(), to: folder)
      let frame = try Image(contentsOf: SequenceRecorder.frameURL(index: 1, in: folder))
      #expect(frame.width == 128 && frame.height == 96)
    }
  }

  @Test func progressIsReportedForEveryFrameAndAtTheEnd() throws {
    try Support.withFolder { folder in
      var reports: [SequenceProgress] = []
      let options = SequenceOptions(framesPerSecond: 10, length: .frames(5))
      try SequenceRecorder(options: options).record(Support.slidingSquare(), to: folder) {
        reports.append($0)
      }
      #expect(reports.map(\.framesRendered) == [1, 2, 3, 4, 5, 5])
      #expect(reports.last?.framesWritten == 5)
      #expect(reports.allSatisfy { $0.expectedFrames == 5 })
    }
  }

  // MARK: - Existing output

  @Test func aFolderWithFramesIsRefusedAndLeftUntouched() throws {
    try Support.withFolder { folder in
      let old = folder.appendingPathComponent("frame_00000.png")
      try Data("an older frame".utf8).write(to: old)
      #expect(throws: SequenceError.outputExists(folder.standardizedFileURL, existingFiles: 1)) {
        try SequenceRecorder(options: SequenceOptions(length: .frames(3))).record(
          Support.slidingSquare(), to: folder)
      }
      #expect(try Data(contentsOf: old) == Data("an older frame".utf8))
      #expect(try Support.contents(of: folder) == ["frame_00000.png"])
    }
  }

  @Test func replacingRemovesEveryOldFrameBeforeWriting() throws {
    try Support.withFolder { folder in
      let gone = try Support.deadProcessID()
      for name in ["frame_00001.png", "frame_00099.png", ".frame_00003.png.\(gone).34.tmp"] {
        try Data("old".utf8).write(to: folder.appendingPathComponent(name))
      }
      try Data("keep".utf8).write(to: folder.appendingPathComponent("notes.txt"))
      let options = SequenceOptions(length: .frames(3), overwrite: .replace)
      try SequenceRecorder(options: options).record(Support.slidingSquare(), to: folder)
      #expect(try Support.contents(of: folder) == Support.frameNames(0..<3) + ["notes.txt"])
      _ = try Image(contentsOf: folder.appendingPathComponent("frame_00001.png"))  // the new frame
    }
  }

  @Test func aFileInPlaceOfTheFolderIsAnError() throws {
    try Support.withFolder { folder in
      let file = folder.appendingPathComponent("frames")
      try Data().write(to: file)
      #expect(throws: SequenceError.self) {
        try SequenceRecorder(options: SequenceOptions(length: .frames(2))).record(
          Support.slidingSquare(), to: file)
      }
    }
  }

  // MARK: - Failures part-way

  @Test func aFailureHalfWayKeepsTheCompleteFramesBeforeItAndNoPartialFile() throws {
    try Support.withFolder { folder in
      let frames = folder.appendingPathComponent("frames")
      let preview = folder.appendingPathComponent("preview.apng")
      let scene = try Support.slidingSquare()
      // During frame 5, a folder appears where frame 7's file must go: its rename fails.
      try scene.schedule(at: 5.0 / 20) {
        try? FileManager.default.createDirectory(
          at: frames.appendingPathComponent("frame_00007.png"), withIntermediateDirectories: false)
      }
      let options = SequenceOptions(
        framesPerSecond: 20, length: .duration(0.5), workerCount: 2, animatedPNG: preview)
      do {
        try SequenceRecorder(options: options).record(scene, to: frames)
        Issue.record("the recording should have failed")
      } catch let error as SequenceError {
        guard case .frameFailed(let frame, let cause, let kept) = error else {
          Issue.record("unexpected error \(error)")
          return
        }
        #expect(frame == 7 && kept == 7)
        #expect(cause.description.contains("frame_00007.png"))
        #expect(error.description.contains("Frame 7"))
      }
      #expect(try Support.contents(of: frames) == Support.frameNames(0..<8))  // 7 is the folder in the way
      for index in 0..<7 {
        _ = try Image(contentsOf: SequenceRecorder.frameURL(index: index, in: frames))  // complete files
      }
      #expect(try Support.contents(of: folder) == ["frames"])  // no preview, no temporary file
    }
  }

  @Test(.enabled(if: geteuid() != 0, "root writes into read-only folders"))
  func aFolderThatTurnsReadOnlyHalfWayKeepsTheFramesBeforeIt() throws {
    try Support.withFolder { folder in
      let scene = try Support.slidingSquare()
      try scene.schedule(at: 4.0 / 20) {
        try? FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
      }
      let options = SequenceOptions(framesPerSecond: 20, length: .duration(0.5), workerCount: 1)
      #expect(throws: SequenceError.self) { try SequenceRecorder(options: options).record(scene, to: folder) }
      let names = try Support.contents(of: folder)
      #expect(names.allSatisfy { $0.hasPrefix("frame_") && $0.hasSuffix(".png") })
      #expect(names.count >= 4 && names == Support.frameNames(0..<names.count))
    }
  }

  @Test func aSceneThatAlreadyRenderedIsRejected() throws {
    try Support.withFolder { folder in
      let scene = try Support.slidingSquare()
      _ = try scene.frame(at: 3)
      #expect(throws: SequenceError.self) {
        try SequenceRecorder(options: SequenceOptions(length: .frames(2))).record(scene, to: folder)
      }
      #expect(try Support.contents(of: folder).isEmpty)
    }
  }

  @Test(arguments: [
    SequenceOptions(framesPerSecond: 0),
    SequenceOptions(framesPerSecond: .nan),
    SequenceOptions(length: .frames(0)),
    SequenceOptions(length: .duration(-1)),
    SequenceOptions(scale: 9),
    SequenceOptions(workerCount: 0),
  ])
  func invalidOptionsAreRejectedBeforeAnythingIsWritten(_ options: SequenceOptions) throws {
    try Support.withFolder { folder in
      let target = folder.appendingPathComponent("frames")
      #expect(throws: SequenceError.self) {
        try SequenceRecorder(options: options).record(Support.slidingSquare(), to: target)
      }
      #expect(!FileManager.default.fileExists(atPath: target.path))
    }
  }

  @Test func lengthsCountFramesInclusiveOfTheEnd() {
    #expect(SequenceLength.duration(3).frameCount(framesPerSecond: 60) == 181)
    #expect(SequenceLength.duration(0.1).frameCount(framesPerSecond: 30) == 4)
    #expect(SequenceLength.duration(0).frameCount(framesPerSecond: 60) == 1)
    #expect(SequenceLength.frames(60).frameCount(framesPerSecond: 24) == 60)
    #expect(SequenceLength.duration(.infinity).frameCount(framesPerSecond: 60) == nil)
  }
}
