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
    let start = DispatchTime.now().uptimeNanoseconds
    func elapsed() -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }

    let plan = try validate(scene)
    let folder = folder.standardizedFileURL
    try prepare(folder)

    let contactSheet = options.contactSheet.map {
      ContactSheet(options: $0, maximumFrameCount: plan.count, framesPerSecond: options.framesPerSecond)
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
      renderers: renderers, first: 0, folder: folder, encoding: options.encoding, contactSheet: contactSheet,
      animation: animation)

    // The scene runs here, on the calling thread; workers draw the snapshots.
    var end = 0  // one past the last frame handed over
    var sceneFailure: (frame: Int, error: AnimationError)?
    for index in 0..<plan.count {
      let snapshot: SceneSnapshot
      do {
        snapshot = try scene.frame(at: index)
      } catch {
        sceneFailure = (index, error)
        break
      }
      let isLast =
        index == plan.count - 1
        || (options.stopsWhenIdle && !scene.hasRunningAnimations && !scene.hasScheduledEvents)
      let job = FrameJob(
        index: index, snapshot: rescaled(snapshot, plan: plan),
        wantsThumbnail: contactSheet?.wantsThumbnail(ofFrame: index, first: 0, isLast: isLast) ?? false)
      guard pipeline.submit(job) else { break }
      end = index + 1
      progress?(
        SequenceProgress(
          framesRendered: end, framesWritten: pipeline.writtenCount, expectedFrames: plan.count,
          elapsed: elapsed()))
      if isLast { break }
    }
    let frameFailure = pipeline.finish()

    if let frameFailure, frameFailure.frame < (sceneFailure?.frame ?? .max) {
      // Frames after the failing one finished but never retired: remove them.
      for index in pipeline.unretiredFrames { unlink(Self.frameURL(index: index, in: folder).path) }
      animation?.abandon()
      throw .frameFailed(frame: frameFailure.frame, cause: frameFailure.error, framesKept: frameFailure.frame)
    }
    if let sceneFailure {
      animation?.abandon()
      throw .sceneFailed(frame: sceneFailure.frame, cause: sceneFailure.error, framesKept: sceneFailure.frame)
    }

    let frames = 0..<end
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
        framesRendered: end, framesWritten: end, expectedFrames: plan.count, elapsed: elapsed()))
    return SequenceResult(
      folder: folder, frames: frames, animatedPNG: options.animatedPNG,
      contactSheet: options.contactSheet?.url,
      bytesWritten: pipeline.bytesWritten, elapsed: elapsed())
  }

  // MARK: - Steps

  /// The checked plan of a recording.
  private struct Plan {
    var count: Int
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
    return Plan(count: count, scale: scale, pixelWidth: width, pixelHeight: height)
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
  private func prepare(_ folder: URL) throws(SequenceError) {
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
    let frames = names.filter(Self.isFrameFileName).map { folder.appendingPathComponent($0) }
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
    }
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
