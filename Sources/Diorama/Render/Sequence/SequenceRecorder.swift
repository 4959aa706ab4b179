import Foundation

/// Renders a scene over a range of frames into a folder of numbered PNG files
/// (`frame_00000.png`, `frame_00001.png`, …), optionally with an animated PNG and a contact sheet.
///
/// ```swift
/// let scene = try Scene(size: CGSize(width: 480, height: 320))
/// // … build views, schedule animations …
/// var options = SequenceOptions.fast
/// options.length = .duration(3)
/// options.stopsWhenIdle = true
/// options.animatedPNG = output.appendingPathComponent("preview.apng")
/// let result = try SequenceRecorder(options: options).record(scene, to: output.appendingPathComponent("frames"))
/// ```
///
/// The calling thread runs the scene — events, layout, animation clock — and takes an immutable
/// snapshot of each frame; worker threads, one renderer (one reused frame buffer) each,
/// rasterise, encode and write the frames in parallel. At most two frames per worker are in
/// flight, so memory does not grow with the length of the sequence.
///
/// Guarantees: every file is written to a temporary name and renamed, so no reader ever sees a
/// partial frame; a folder that already holds frames is refused or cleared first (see
/// ``OverwritePolicy``), never mixed; a failure part-way keeps the complete frames before the
/// failing one, removes the rest and throws ``SequenceError`` naming the frame and the cause.
/// Temporary frame files left behind by a recording that was killed (their process no longer
/// runs) are removed when the next recording into the folder starts. Frame files are not
/// `fsync`ed (see ``AtomicFileWriter``): a killed process never leaves a partial frame, power
/// loss may.
public struct SequenceRecorder: Sendable {
  /// How to record.
  public var options: SequenceOptions

  /// Creates a recorder.
  public init(options: SequenceOptions = .standard) {
    self.options = options
  }

  /// The file that holds frame `index` in `folder`: `frame_00042.png`.
  public static func frameURL(index: Int, in folder: URL) -> URL {
    folder.appendingPathComponent(String(format: "frame_%05d.png", index))
  }

  /// Records `scene`, which must not have rendered a frame yet (its clock is replaced by one at
  /// ``SequenceOptions/framesPerSecond``), into `folder`, creating it when missing.
  ///
  /// - Parameters:
  ///   - scene: the scene to record, before its first frame.
  ///   - folder: where the numbered frames go.
  ///   - progress: called on the calling thread after each frame is handed to the workers and
  ///     once at the end.
  /// - Returns: what was written.
  /// - Throws: ``SequenceError``; see the type for what is left on disk in each case.
  @discardableResult
  public func record(
    _ scene: Scene, to folder: URL, progress: ((SequenceProgress) -> Void)? = nil
  ) throws(SequenceError) -> SequenceResult {
    try record(scene, to: folder, consumer: nil, progress: progress)
  }

  /// Records `scene` as ``record(_:to:progress:)`` does, also handing every recorded frame, in
  /// order, to `consumer` (a video encoder, for instance).
  ///
  /// - Parameters:
  ///   - scene: the scene to record, before its first frame.
  ///   - folder: where the numbered frames go (created even when
  ///     ``SequenceOptions/writesFrameFiles`` is false).
  ///   - consumer: receives each frame of the range as an RGBA image, in frame order.
  ///   - progress: called on the calling thread after each frame is handed to the workers and
  ///     once at the end.
  /// - Returns: what was written.
  /// - Throws: ``SequenceError``; see the type for what is left on disk in each case.
  @discardableResult
  public func record(
    _ scene: Scene, to folder: URL, consumer: (any FrameConsumer)?,
    progress: ((SequenceProgress) -> Void)? = nil
  ) throws(SequenceError) -> SequenceResult {
    let start = DispatchTime.now().uptimeNanoseconds
    func elapsed() -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }

    let plan = try validate(scene)
    let folder = folder.standardizedFileURL
    let onDisk = try prepare(folder, plan: plan)

    let contactSheet = options.contactSheet.map {
      ContactSheet(options: $0, maximumFrameCount: plan.range.count, framesPerSecond: options.framesPerSecond)
    }
    let animation = options.animatedPNG.map {
      AnimatedPNGWriter(url: $0, framesPerSecond: options.framesPerSecond)
    }
    let renderers: [Renderer]
    do {
      renderers = try (0..<options.resolvedWorkerCount).map { _ throws(SceneError) in
        try Renderer(pixelWidth: plan.pixelWidth, pixelHeight: plan.pixelHeight)
      }
    } catch {
      throw .invalidOptions("the frame size is unusable: \(error)")
    }
    let pipeline = FramePipeline(
      renderers: renderers, first: plan.range.lowerBound, folder: folder, encoding: options.encoding,
      contactSheet: contactSheet, animation: animation, consumer: consumer)

    // The scene runs here, on the calling thread; workers draw the snapshots. Frames before the
    // range run without snapshots: their events, layout and animations happen, nothing is drawn.
    var end = plan.range.lowerBound  // one past the last frame handed over
    var sceneFailure: (frame: Int, error: AnimationError)?
    if plan.range.lowerBound > 0 {
      do {
        try scene.advance(toFrame: plan.range.lowerBound - 1)
      } catch {
        sceneFailure = (plan.range.lowerBound, error)
      }
    }
    for index in plan.range where sceneFailure == nil {
      let snapshot: SceneSnapshot
      do {
        snapshot = try scene.frame(at: index)
      } catch {
        sceneFailure = (index, error)
        break
      }
      let isLast =
        index == plan.range.upperBound - 1
        || (options.stopsWhenIdle && !scene.hasRunningAnimations && !scene.hasScheduledEvents)
      let isOnDisk = onDisk.contains(index)
      let job = FrameJob(
        index: index, snapshot: rescaled(snapshot, plan: plan),
        wantsThumbnail: contactSheet?.wantsThumbnail(
          ofFrame: index, first: plan.range.lowerBound, isLast: isLast)
          ?? false,
        writesFile: options.writesFrameFiles && !isOnDisk, isOnDisk: isOnDisk)
      guard pipeline.submit(job) else { break }
      end = index + 1
      progress?(
        SequenceProgress(
          framesRendered: end - plan.range.lowerBound, framesWritten: pipeline.writtenCount,
          expectedFrames: plan.range.count, elapsed: elapsed()))
      if isLast { break }
    }
    let frameFailure = pipeline.finish()

    if let frameFailure, frameFailure.frame < (sceneFailure?.frame ?? .max) {
      // Frames after the failing one finished but never retired: remove them.
      for index in pipeline.unretiredFrames where !onDisk.contains(index) {
        unlink(Self.frameURL(index: index, in: folder).path)
      }
      animation?.abandon()
      let kept = frameFailure.frame - plan.range.lowerBound
      if let reason = pipeline.consumerError {
        // The refused frame's file was written before the consumer saw it: remove it too.
        if !onDisk.contains(frameFailure.frame) {
          unlink(Self.frameURL(index: frameFailure.frame, in: folder).path)
        }
        throw .consumerFailed(frame: frameFailure.frame, reason: reason)
      }
      throw .frameFailed(frame: frameFailure.frame, cause: frameFailure.error, framesKept: kept)
    }
    if let sceneFailure {
      animation?.abandon()
      throw .sceneFailed(
        frame: sceneFailure.frame, cause: sceneFailure.error,
        framesKept: sceneFailure.frame - plan.range.lowerBound)
    }

    let frames = plan.range.lowerBound..<end
    if let animation {
      do throws(ImageError) {
        if let error = pipeline.animationError { throw error }
        try animation.finish()
      } catch {
        animation.abandon()
        throw .previewFailed(animation.url, reason: "\(error)")
      }
    }
    if let contactSheet {
      do {
        try contactSheet.write(frames: frames)
      } catch {
        throw .previewFailed(contactSheet.options.url, reason: "\(error)")
      }
    }
    progress?(
      SequenceProgress(
        framesRendered: frames.count, framesWritten: frames.count, expectedFrames: plan.range.count,
        elapsed: elapsed()))
    return SequenceResult(
      folder: folder, frames: frames, animatedPNG: options.animatedPNG,
      contactSheet: options.contactSheet?.url,
      bytesWritten: pipeline.bytesWritten, elapsed: elapsed(),
      framesKept: frames.filter(onDisk.contains).count)
  }

  // MARK: - Steps

  /// The checked plan of a recording.
  private struct Plan {
    var count: Int
    /// The frames to record: ``SequenceOptions/frameRange`` or all of them.
    var range: Range<Int>
    var scale: CGFloat
    var pixelWidth: Int
    var pixelHeight: Int
  }

  private func validate(_ scene: Scene) throws(SequenceError) -> Plan {
    guard let count = options.length.frameCount(framesPerSecond: options.framesPerSecond) else {
      if !(options.framesPerSecond.isFinite && options.framesPerSecond > 0) {
        throw .invalidOptions("the frame rate must be positive and finite; got \(options.framesPerSecond)")
      }
      throw .invalidOptions(
        "the length must be a non-negative duration or a positive frame count; got \(options.length)")
    }
    if let workers = options.workerCount, !(1...256).contains(workers) {
      throw .invalidOptions("the worker count must be 1…256; got \(workers)")
    }
    if let sheet = options.contactSheet {
      guard sheet.columns >= 1, sheet.thumbnailWidth >= 8, sheet.maximumThumbnails >= 2,
        (sheet.every ?? 1) >= 1
      else {
        throw .invalidOptions(
          "a contact sheet needs at least 1 column, thumbnails at least 8 pixels wide, room for 2 thumbnails "
            + "and a positive step")
      }
    }
    guard scene.clock.frameIndex == nil else {
      throw .invalidOptions(
        "the scene has already rendered frame \(scene.clock.frameIndex ?? 0); record a freshly built scene")
    }
    do {
      scene.clock = try Clock(framesPerSecond: options.framesPerSecond, origin: scene.clock.origin)
    } catch {
      throw .invalidOptions("\(error)")
    }
    let scale = options.scale ?? scene.scale
    guard scale.isFinite, scale >= 1, scale <= 4 else {
      throw .invalidOptions("the scale must be between 1 and 4; got \(scale)")
    }
    let width = Int((scene.size.width * scale).rounded(.up))
    let height = Int((scene.size.height * scale).rounded(.up))
    guard width <= Scene.maximumPixelSide, height <= Scene.maximumPixelSide else {
      throw .invalidOptions(
        "the frames would be \(width)×\(height) pixels, more than \(Scene.maximumPixelSide) a side")
    }
    let range = options.frameRange ?? 0..<count
    guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= count else {
      throw .invalidOptions(
        "the frame range \(range.lowerBound)..<\(range.upperBound) is not a non-empty part of the \(count) frames 0..<\(count)"
      )
    }
    return Plan(count: count, range: range, scale: scale, pixelWidth: width, pixelHeight: height)
  }

  /// A snapshot drawn at the recording's scale instead of the scene's.
  private func rescaled(_ snapshot: SceneSnapshot, plan: Plan) -> SceneSnapshot {
    guard snapshot.scale != plan.scale else { return snapshot }
    var copy = snapshot
    copy.scale = plan.scale
    copy.pixelWidth = plan.pixelWidth
    copy.pixelHeight = plan.pixelHeight
    return copy
  }

  /// Creates the folder, and applies the overwrite policy to what it already holds.
  /// - Returns: the frames of the range whose valid files are kept (``OverwritePolicy/resume``).
  private func prepare(_ folder: URL, plan: Plan) throws(SequenceError) -> Set<Int> {
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    if manager.fileExists(atPath: folder.path, isDirectory: &isFolder) {
      guard isFolder.boolValue else { throw .unusableFolder(folder, reason: "a file is in the way") }
    } else {
      if let blocker = Self.fileAmongAncestors(of: folder) {
        throw .unusableFolder(
          folder, reason: "\(blocker.path) is a file, not a folder, so no folder can be made inside it")
      }
      do {
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
      } catch {
        throw .unusableFolder(folder, reason: Self.reason(error))
      }
    }
    let names: [String]
    do {
      names = try manager.contentsOfDirectory(atPath: folder.path)
    } catch {
      throw .unusableFolder(folder, reason: Self.reason(error))
    }
    // A partial recording (a shard) looks only at its own frames; a full one at every frame file,
    // so that none of a longer earlier recording is left mixed with the new one.
    let frames = names.filter { name in
      guard options.writesFrameFiles, let index = Self.frameIndex(ofFileName: name) else { return false }
      return options.frameRange == nil || plan.range.contains(index)
    }
    .map { folder.appendingPathComponent($0) }
    let previews = [options.animatedPNG, options.contactSheet?.url].compactMap { $0 }
      .filter { manager.fileExists(atPath: $0.path) }
    let leftovers = names.filter(Self.isLeftoverTemporaryName).map { folder.appendingPathComponent($0) }
    switch options.overwrite {
    case .refuse:
      if !frames.isEmpty || !previews.isEmpty {
        throw .outputExists(folder, existingFiles: frames.count + previews.count)
      }
      try Self.remove(leftovers)
    case .replace:
      try Self.remove(frames + previews + leftovers)
    case .resume:
      var kept = Set<Int>()
      var invalid: [URL] = []
      for url in frames {
        if let index = Self.frameIndex(ofFileName: url.lastPathComponent), plan.range.contains(index),
          Self.isValidFrame(at: url, width: plan.pixelWidth, height: plan.pixelHeight)
        {
          kept.insert(index)
        } else {
          invalid.append(url)
        }
      }
      try Self.remove(invalid + previews + leftovers)
      return kept
    }
    return []
  }

  /// Whether the file decodes completely as a PNG image of the frame size.
  private static func isValidFrame(at url: URL, width: Int, height: Int) -> Bool {
    guard let data = try? Data(contentsOf: url), let image = try? Image(pngData: data) else { return false }
    return image.width == width && image.height == height
  }

  /// The frame number of a frame file's name (`frame_00042.png` → 42), or `nil` for another name.
  static func frameIndex(ofFileName name: String) -> Int? {
    guard isFrameFileName(name) else { return nil }
    return Int(name.dropFirst(6).dropLast(4))
  }

  private static func remove(_ urls: [URL]) throws(SequenceError) {
    for url in urls {
      do {
        try FileManager.default.removeItem(at: url)
      } catch {
        throw .cannotRemove(url, reason: reason(error))
      }
    }
  }

  /// The nearest existing ancestor of `folder` when it is not a folder.
  private static func fileAmongAncestors(of folder: URL) -> URL? {
    var ancestor = folder.standardizedFileURL.deletingLastPathComponent()
    while ancestor.path != "/" {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isFolder) {
        return isFolder.boolValue ? nil : ancestor
      }
      ancestor = ancestor.deletingLastPathComponent()
    }
    return nil
  }

  /// The system's words for a file-system error (Foundation's own message is often a bare
  /// "NSCocoaErrorDomain error 512").
  private static func reason(_ error: any Error) -> String {
    let error = error as NSError
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(underlying.code)))
    }
    if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
    return error.localizedDescription
  }

  /// `frame_` followed by digits and `.png`.
  static func isFrameFileName(_ name: String) -> Bool {
    guard name.hasPrefix("frame_"), name.hasSuffix(".png") else { return false }
    let digits = name.dropFirst(6).dropLast(4)
    return !digits.isEmpty && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
  }

  /// The temporary name ``AtomicFileWriter`` gives a frame,
  /// `.frame_<digits>.png.<process id>.<number>.tmp`, left behind by a process that was killed
  /// while writing: the process it names no longer runs. A live process's temporary files are
  /// another recording's frames in progress and are left alone.
  static func isLeftoverTemporaryName(_ name: String) -> Bool {
    guard name.hasPrefix(".frame_"), name.hasSuffix(".tmp") else { return false }
    let parts = name.dropFirst().dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 4, isFrameFileName("\(parts[0]).\(parts[1])"),
      parts[3].allSatisfy(\.isASCII), parts[3].allSatisfy(\.isNumber), !parts[3].isEmpty,
      let pid = pid_t(parts[2]), pid > 0
    else { return false }
    return kill(pid, 0) != 0 && errno == ESRCH
  }
}
