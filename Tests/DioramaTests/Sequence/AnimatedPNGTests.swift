import Foundation
import Testing

@testable import Diorama

@Suite struct AnimatedPNGTests {
  typealias Support = SequenceTestSupport

  /// The chunks of a file, with every CRC checked.
  private func chunks(of data: Data) throws -> [(type: String, data: Data)] {
    try data.withUnsafeBytes { bytes in
      try PNGChunkStream.chunks(of: bytes).map { chunk in
        let crcStart = chunk.data.upperBound
        let stored = PNGChunkStream.readUInt32(bytes, at: crcStart)
        let computed = CRC32.checksum(
          UnsafeRawBufferPointer(rebasing: bytes[(chunk.data.lowerBound - 4)..<crcStart]))
        #expect(stored == computed, "CRC of \(chunk.type)")
        return (chunk.type, Data(bytes[chunk.data]))
      }
    }
  }

  private func uint32(_ data: Data, _ offset: Int) -> UInt32 {
    data.withUnsafeBytes { PNGChunkStream.readUInt32($0, at: offset) }
  }

  private func record(frames: Int, framesPerSecond: Double = 20, in folder: URL, background: Color? = .white)
    throws -> URL
  {
    let preview = folder.appendingPathComponent("preview.apng")
    let scene = try Support.slidingSquare()
    scene.backgroundColor = background
    let options = SequenceOptions(
      framesPerSecond: framesPerSecond, length: .frames(frames), workerCount: 2, animatedPNG: preview)
    try SequenceRecorder(options: options).record(scene, to: folder.appendingPathComponent("frames"))
    return preview
  }

  @Test func theAnimatedPNGHoldsEveryFrameInOrderWithValidChunks() throws {
    try Support.withFolder { folder in
      let url = try record(frames: 9, in: folder)
      let parsed = try chunks(of: Data(contentsOf: url))
      #expect(parsed.map(\.type).first == "IHDR")
      #expect(parsed[1].type == "acTL")
      #expect(uint32(parsed[1].data, 0) == 9)  // frames
      #expect(uint32(parsed[1].data, 4) == 0)  // loops forever
      let controls = parsed.filter { $0.type == "fcTL" }
      #expect(controls.count == 9)
      // Sequence numbers run over fcTL and fdAT together, without gaps.
      let numbers = parsed.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { uint32($0.data, 0) }
      #expect(numbers == Array(0..<UInt32(numbers.count)))
      // 1/20 s per frame.
      #expect(
        controls[0].data[controls[0].data.startIndex + 20..<controls[0].data.startIndex + 24]
          == Data([0, 1, 0, 20]))
      #expect(parsed.last?.type == "IEND")
    }
  }

  @Test func theAnimatedPNGDecodesFrameByFrameToTheFrameFiles() throws {
    try Support.withFolder { folder in
      let url = try record(frames: 6, in: folder)
      let frames = folder.appendingPathComponent("frames")
      // The first frame is the default image, which any PNG decoder shows.
      #expect(
        try Support.identical(
          Image(contentsOf: url), Image(contentsOf: SequenceRecorder.frameURL(index: 0, in: frames))))
      guard let python = Support.pythonWithPillow else { return }  // decoded by our own reader above
      let script = """
        import sys
        from PIL import Image, ImageChops
        apng = Image.open(sys.argv[1])
        same = []
        for i in range(apng.n_frames):
            apng.seek(i)
            frame = Image.open(sys.argv[2] + "/frame_%05d.png" % i).convert("RGB")
            same.append(ImageChops.difference(apng.convert("RGB"), frame).getbbox() is None)
        print(apng.format, apng.is_animated, apng.n_frames, all(same), apng.info.get("duration"))
        """
      let result = try Support.run([python, "-c", script, url.path, frames.path])
      #expect(result.status == 0)
      #expect(result.output.trimmingCharacters(in: .whitespacesAndNewlines) == "PNG True 6 True 50.0")
    }
  }

  @Test func aTransparentSceneGivesAnRGBAAnimation() throws {
    try Support.withFolder { folder in
      let url = try record(frames: 3, in: folder, background: nil)
      let header = try chunks(of: Data(contentsOf: url))[0].data
      #expect(header[header.startIndex + 9] == 6)  // colour type RGBA
      let first = try Image(contentsOf: url)
      #expect(first[x: 60, y: 2].a == 0)
    }
  }

  @Test func aFailedRecordingLeavesNoAnimatedPNG() throws {
    try Support.withFolder { folder in
      let frames = folder.appendingPathComponent("frames")
      let scene = try Support.slidingSquare()
      try scene.schedule(at: 1.0 / 20) {  // a folder appears where frame 3 must go
        try? FileManager.default.createDirectory(
          at: frames.appendingPathComponent("frame_00003.png"), withIntermediateDirectories: false)
      }
      let options = SequenceOptions(
        framesPerSecond: 20, length: .frames(6), animatedPNG: folder.appendingPathComponent("preview.apng"))
      #expect(throws: SequenceError.self) { try SequenceRecorder(options: options).record(scene, to: frames) }
      #expect(try Support.contents(of: folder) == ["frames"])
    }
  }
}

@Suite struct AnimatedPNGDelayTests {
  @Test func frameDelaysAreExactForWholeAndDecimalFrameRates() {
    #expect(AnimatedPNGWriter.frameDelay(framesPerSecond: 60) == (1, 60))
    #expect(AnimatedPNGWriter.frameDelay(framesPerSecond: 29.97) == (100, 2997))
    #expect(AnimatedPNGWriter.frameDelay(framesPerSecond: 12.5) == (10, 125))
    #expect(AnimatedPNGWriter.frameDelay(framesPerSecond: 1.0 / 3) == (3000, 1000))
  }
}
