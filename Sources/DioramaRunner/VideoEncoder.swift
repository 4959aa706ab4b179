import Diorama
import Foundation

/// Encodes frames into a video by piping raw RGBA pixels to Debian's `ffmpeg`, which writes a
/// temporary file beside the destination; ``finish()`` renames it to the destination once ffmpeg
/// has succeeded, ``abandon()`` removes it.
///
/// It is a `FrameConsumer`: hand it to `SequenceRecorder.record(_:to:consumer:progress:)`.
public final class VideoEncoder: FrameConsumer, @unchecked Sendable {
  /// Where the video goes.
  public let url: URL
  /// The container and codec.
  public let format: VideoFormat
  /// The frame size in pixels.
  public let width: Int
  /// The frame size in pixels.
  public let height: Int

  private let process = Process()
  private let input = Pipe()
  private let temporaryURL: URL
  private let logURL: URL
  private let lock = NSLock()
  private var isClosed = false

  /// Starts ffmpeg.
  /// - Parameters:
  ///   - url: the video file; its extension chooses the ``VideoFormat``.
  ///   - width: frame width in pixels.
  ///   - height: frame height in pixels.
  ///   - framesPerSecond: the video's frame rate.
  ///   - quality: the level of the encoder's settings (``VideoQuality``).
  ///   - crf: the constant quality of an MP4 or WebM video instead of the level's; ignored by
  ///     the other formats.
  ///   - alpha: whether the frames have transparency worth keeping (WebM then keeps alpha).
  ///   - environment: where `PATH` is looked up.
  /// - Throws: ``VideoError``.
  public init(
    url: URL, width: Int, height: Int, framesPerSecond: Double, quality: VideoQuality = .standard,
    crf: Int? = nil,
    alpha: Bool = false,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(VideoError) {
    guard let format = VideoFormat(path: url.path) else { throw .unsupportedExtension(url.pathExtension) }
    if let crf, !(format.crfRange?.contains(crf) ?? false) { throw .crfOutOfRange(crf, format) }
    guard let ffmpeg = Self.findExecutable("ffmpeg", environment: environment) else { throw .ffmpegNotFound }
    self.url = url.standardizedFileURL
    self.format = format
    self.width = width
    self.height = height
    let folder = self.url.deletingLastPathComponent()
    let pid = ProcessInfo.processInfo.processIdentifier
    temporaryURL = folder.appendingPathComponent(".\(self.url.lastPathComponent).\(pid).tmp")
    logURL = FileManager.default.temporaryDirectory.appendingPathComponent(
      "diorama-ffmpeg-\(pid)-\(UUID()).log")

    // A reader that went away must show up as a failed write (EPIPE), not kill this process.
    signal(SIGPIPE, SIG_IGN)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .cannotStart(reason: "cannot create \(folder.path): \(error.localizedDescription)")
    }
    guard FileManager.default.createFile(atPath: logURL.path, contents: nil),
      let log = FileHandle(forWritingAtPath: logURL.path)
    else {
      throw .cannotStart(reason: "cannot create a log file in \(FileManager.default.temporaryDirectory.path)")
    }
    process.executableURL = ffmpeg
    let rate =
      framesPerSecond.rounded() == framesPerSecond ? String(Int(framesPerSecond)) : String(framesPerSecond)
    process.arguments =
      [
        "-hide_banner", "-nostdin", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba",
        "-s", "\(width)x\(height)", "-framerate", rate, "-i", "pipe:0",
      ] + format.outputArguments(quality: quality, crf: crf, alpha: alpha) + [temporaryURL.path]
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = log
    do {
      try process.run()
    } catch {
      try? log.close()
      try? FileManager.default.removeItem(at: logURL)
      throw .cannotStart(reason: error.localizedDescription)
    }
    try? log.close()
    // Only ffmpeg reads the pipe: if it exits, writes fail instead of blocking.
    try? input.fileHandleForReading.close()
  }

  /// Sends one frame to ffmpeg. Frames must come in order and have the encoder's size.
  /// - Throws: ``VideoError/ffmpegFailed(status:log:)`` when ffmpeg stopped reading.
  public func consume(frame index: Int, image: Image) throws {
    guard image.width == width, image.height == height else {
      throw VideoError.badFrames(
        "frame \(index) is \(image.width)×\(image.height) pixels; the video is \(width)×\(height)")
    }
    let fd = input.fileHandleForWriting.fileDescriptor
    let failed = image.pixels.withUnsafeBytes { buffer -> Bool in
      var offset = 0
      while offset < buffer.count {
        let written = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return true
        }
        offset += written
      }
      return false
    }
    if failed {
      closeInput()
      process.waitUntilExit()
      let status = process.terminationStatus
      let log = lastLogLines()
      cleanUp()
      throw VideoError.ffmpegFailed(status: status == 0 ? -1 : status, log: log)
    }
  }

  /// Ends the input, waits for ffmpeg and renames the video to ``url``.
  /// - Throws: ``VideoError``; the temporary file is removed.
  public func finish() throws(VideoError) {
    closeInput()
    process.waitUntilExit()
    let status = process.terminationStatus
    guard status == 0, process.terminationReason == .exit else {
      let log = lastLogLines()
      cleanUp()
      throw .ffmpegFailed(status: status, log: log)
    }
    try? FileManager.default.removeItem(at: logURL)
    guard rename(temporaryURL.path, url.path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporaryURL)
      throw .cannotRename(url, reason: reason)
    }
  }

  /// Stops ffmpeg and removes what it wrote.
  public func abandon() {
    closeInput()
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    cleanUp()
  }

  private func closeInput() {
    lock.withLock {
      guard !isClosed else { return }
      isClosed = true
      try? input.fileHandleForWriting.close()
    }
  }

  private func cleanUp() {
    try? FileManager.default.removeItem(at: temporaryURL)
    try? FileManager.default.removeItem(at: logURL)
  }

  /// The last lines ffmpeg wrote to standard error.
  private func lastLogLines(_ count: Int = 8) -> String {
    let text = (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
    let lines = text.split(separator: "\n").suffix(count)
    return lines.isEmpty ? "(ffmpeg wrote nothing)" : lines.map { "  \($0)" }.joined(separator: "\n")
  }

  /// The first executable file called `name` in the `PATH` directories.
  static func findExecutable(_ name: String, environment: [String: String]) -> URL? {
    let path = environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") where !directory.isEmpty {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }
}
