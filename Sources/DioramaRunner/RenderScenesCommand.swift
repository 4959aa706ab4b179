import ArgumentParser
import Diorama
import Foundation

/// `render`: renders scenes to PNG frames, previews and videos, whole or in part.
public struct RenderScenesCommand<Catalog: SceneCatalog>: ParsableCommand {
  /// The command's name and help.
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "render",
      abstract:
        "Render scenes to PNG files, previews and videos under the output folder (all scenes when none is named).",
      discussion: """
        What is written under the --out folder, for each scene <id>:
          <id>.png                  a still scene, or --still TIME: one picture
          <id>/frame_00000.png …    an animated scene: one file per frame, frame i
                                    at i / fps seconds, up to and including the
                                    scene's last moment
          <id>.apng                 with --apng: the animation as one looping
                                    animated PNG (opens in browsers)
          <id>-contact-sheet.png    with --contact-sheet: a grid of every Nth
                                    frame with frame numbers and times
        and with --video PATH a video of the one scene named: .mp4 (H.264), \
        .webm (VP9), .gif or .mov (ProRes 4444 with alpha), encoded by ffmpeg.

        --frames A..B renders frames A to B (both included; A.. and ..B leave an \
        end open), numbered and drawn exactly as in a full render. --shard I/N \
        renders the I-th of N even parts (I from 0) so that N processes or \
        machines share a render; --shard auto/N takes I from JOB_COMPLETION_INDEX \
        (Kubernetes Indexed Job) or SLURM_ARRAY_TASK_ID (Slurm job array). \
        Shards may write into one folder; merge the folders of separate machines \
        and run `assemble` for previews and videos.

        Every file is written under a temporary name and renamed, so none is ever \
        half-written, even when the process is killed. A folder that already holds \
        frames of the range is left alone unless --overwrite (remove them first) or \
        --resume (keep the valid ones, render the missing ones) is given.

        Exit status: 0 when everything was written; 1 when rendering, writing or \
        ffmpeg failed (the complete frames before the failure are kept); 2 for bad \
        input: an unknown scene or option, an out-of-range value, frame or shard.

        Examples:
          render intro --apng --contact-sheet
          render intro --frames 120.. --out /tmp/frames
          render intro --shard auto/8 --out /shared/frames --resume
          render intro --video intro.mp4 --no-frames
          render intro --still 1.5 --scale 2
        """)
  }

  /// Creates the command (ArgumentParser does).
  public init() {}

  @Argument(help: "Identifiers of the scenes to render (see `list`); all when omitted.")
  var ids: [String] = []

  @Option(help: "The folder to write into; created when missing.")
  var out: String = "Output"

  @Option(help: "Frames per second of scene time (animated scenes).")
  var fps: Double = Catalog.framesPerSecond

  @Option(help: "Pixels per point: 1 for the scene's size in pixels, 2 or 3 for sharper output (up to 4).")
  var scale: Double = 1

  @Option(
    help:
      "Only frames A..B (both included; also A.. and ..B, or one frame N), numbered as in the full render.")
  var frames: String?

  @Option(
    help:
      "Render the I-th of N even parts of the frames (I from 0), or auto/N to take I from the environment.")
  var shard: String?

  @Option(help: "Render one PNG, <id>.png, at this time in seconds (the frame nearest to it at --fps).")
  var still: Double?

  @Option(help: "Draw the scene over this colour instead of its own background: RRGGBB, RRGGBBAA or RGB hex.")
  var background: String?

  @Flag(help: "Draw the scene over nothing: transparent pixels where it paints nothing.")
  var transparent = false

  @OptionGroup(title: "Video")
  var videoOptions: VideoOptions

  @Flag(help: "With --video, write only the video, no PNG frames.")
  var noFrames = false

  @Flag(help: "Also write each animated scene as an animated PNG, <id>.apng.")
  var apng = false

  @Flag(help: "Also write a contact sheet of each animated scene, <id>-contact-sheet.png.")
  var contactSheet = false

  @Flag(help: "Replace frames and previews left by an earlier run instead of stopping.")
  var overwrite = false

  @Flag(help: "Keep the valid frames of an earlier, interrupted run and render only the missing ones.")
  var resume = false

  @Flag(help: "Compress frames as quickly as possible (zlib level 1 instead of 3): files slightly larger.")
  var fast = false

  @Flag(help: "Compress frames harder (zlib level 6 instead of 3): files about a fifth smaller, slower.")
  var compact = false

  @Option(help: "Worker threads that draw and encode frames (default: one per processor).")
  var jobs: Int?

  @Flag(help: "Show no progress bar and print no summary; errors only.")
  var quiet = false

  /// Checks the options that do not depend on a scene.
  public func validate() throws {
    for id in ids where Catalog.scene(id: id) == nil {
      throw ValidationError("No scene named '\(id)'. Run `\(Catalog.commandName) list` to see the scenes.")
    }
    guard scale.isFinite, (1...4).contains(scale) else {
      throw ValidationError("--scale must be between 1 and 4; got \(scale).")
    }
    guard fps.isFinite, fps > 0, fps <= 1000 else {
      throw ValidationError("--fps must be greater than 0 and at most 1000; got \(fps).")
    }
    if fast && compact { throw ValidationError("--fast and --compact cannot be used together; choose one.") }
    if overwrite && resume {
      throw ValidationError(
        "--overwrite and --resume cannot be used together: one removes the old frames, one keeps them.")
    }
    if let jobs, !(1...256).contains(jobs) {
      throw ValidationError("--jobs must be between 1 and 256; got \(jobs).")
    }
    if let frames, FrameSelection(frames) == nil {
      throw ValidationError("--frames must be A..B, A.., ..B or N with whole numbers A ≤ B; got '\(frames)'.")
    }
    if let shard {
      guard let parsed = Shard(shard) else {
        throw ValidationError(
          "--shard must be I/N or auto/N with whole numbers, such as 0/4; got '\(shard)'.")
      }
      do { _ = try parsed.resolved() } catch { throw ValidationError("--shard \(shard): \(error).") }
    }
    if let still {
      guard still.isFinite, still >= 0 else {
        throw ValidationError("--still must be a time of 0 seconds or more; got \(still).")
      }
      if frames != nil || shard != nil || videoOptions.video != nil || apng || contactSheet || resume {
        throw ValidationError(
          "--still renders one picture; it takes none of --frames, --shard, --video, --apng, --contact-sheet, --resume."
        )
      }
    }
    if let background, Color(hexString: background) == nil {
      throw ValidationError(
        "--background must be a hex colour such as ff8800, ff880080 or f80; got '\(background)'.")
    }
    if background != nil && transparent {
      throw ValidationError("--background and --transparent cannot be used together; choose one.")
    }
    if videoOptions.video != nil {
      if shard != nil {
        throw ValidationError(
          "--video cannot be split into shards: render the shards' frames, then `assemble --video`.")
      }
      if renderedScenes.count != 1 {
        throw ValidationError("--video writes the video of one scene; name exactly one scene.")
      }
      if renderedScenes[0].duration <= 0 {
        throw ValidationError("--video needs an animated scene; '\(renderedScenes[0].id)' is a still.")
      }
    } else if noFrames {
      throw ValidationError("--no-frames goes with --video: without it nothing would be written.")
    }
    if noFrames && resume { throw ValidationError("--no-frames and --resume cannot be used together.") }
  }

  private var renderedScenes: [any RunnableScene] {
    ids.isEmpty ? Catalog.scenes : ids.compactMap(Catalog.scene(id:))
  }

  /// One scene's part of the render, checked before anything is written.
  private struct Job {
    var scene: any RunnableScene
    var frames: Range<Int>?  // nil for a still picture
    var stillFrame: Int?
  }

  /// Renders.
  public func run() throws {
    let jobs = try plan()
    let folder = URL(fileURLWithPath: out)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw RuntimeError("Cannot create the output folder \(folder.path): \(error.localizedDescription)")
    }
    let bar = ProgressBar(enabled: !quiet && ProgressBar.standardErrorIsTerminal)
    for job in jobs {
      let scene: Scene
      do {
        scene = try job.scene.makeScene(scale: CGFloat(scale))
      } catch {
        throw RuntimeError("\(job.scene.id): the scene could not be built: \(error)")
      }
      if let background { scene.backgroundColor = Color(hexString: background) }
      if transparent { scene.backgroundColor = nil }
      if let index = job.stillFrame {
        try renderStill(scene, frame: index, id: job.scene.id, in: folder)
      } else if let frames = job.frames {
        try renderSequence(scene, frames: frames, of: job.scene, in: folder, bar: bar)
      } else {
        let url = folder.appendingPathComponent("\(job.scene.id).png")
        do {
          try scene.writePNG(to: url)
        } catch {
          throw RuntimeError("\(job.scene.id): \(error)")
        }
        if !quiet { print("wrote \(url.path)") }
      }
    }
  }

  /// Every scene's frames, or exit status 2 naming the valid range. A still scene is frame 0 of
  /// one, rendered by the first of the shards.
  private func plan() throws -> [Job] {
    let selection = frames.flatMap(FrameSelection.init)
    let shard = try self.shard.flatMap(Shard.init)?.resolved()
    return try renderedScenes.compactMap { scene in
      let count = scene.frameCount(framesPerSecond: fps)
      let valid =
        scene.duration > 0
        ? "\(scene.id) has frames 0…\(count - 1) (\(scene.duration) s at \(Self.format(fps)) fps)"
        : "\(scene.id) is a still, frame 0 only"
      if let still {
        let index = Int((still * fps).rounded())
        guard index < count else {
          throw ValidationError(
            "--still \(still) is past the end: \(valid), the last at \(scene.duration) s.")
        }
        return Job(scene: scene, stillFrame: index)
      }
      var range = 0..<count
      if let selection {
        guard let selected = selection.range(in: count) else {
          throw ValidationError("--frames \(selection) is out of range: \(valid).")
        }
        range = selected
      }
      // A still is one picture: the first shard renders it, the others leave it.
      guard scene.duration > 0 else { return shard.map { $0.index == 0 } ?? true ? Job(scene: scene) : nil }
      if let shard {
        guard let part = shard.frames(of: range) else {
          throw ValidationError(
            "--shard \(shard): \(range.count) frame\(range.count == 1 ? "" : "s") cannot be split into \(shard.count) "
              + "shards; use at most \(range.count) (\(valid)).")
        }
        range = part
      }
      return Job(scene: scene, frames: range)
    }
  }

  private func sequenceOptions(for scene: any RunnableScene, frames: Range<Int>, in folder: URL)
    -> SequenceOptions
  {
    var options = encodingPreset
    options.framesPerSecond = fps
    options.length = .duration(scene.duration)
    // A full render looks at every frame file of the folder; a partial one only at its own.
    options.frameRange = frames == 0..<scene.frameCount(framesPerSecond: fps) ? nil : frames
    options.workerCount = jobs
    options.overwrite = overwrite ? .replace : resume ? .resume : .refuse
    options.writesFrameFiles = !noFrames
    if apng { options.animatedPNG = folder.appendingPathComponent("\(scene.id).apng") }
    if contactSheet {
      options.contactSheet = ContactSheetOptions(
        url: folder.appendingPathComponent("\(scene.id)-contact-sheet.png"), title: scene.title)
    }
    return options
  }

  private var encodingPreset: SequenceOptions {
    fast ? .fast : compact ? .compact : .standard
  }

  private func renderSequence(
    _ scene: Scene, frames: Range<Int>, of entry: any RunnableScene, in folder: URL, bar: ProgressBar
  ) throws {
    let options = sequenceOptions(for: entry, frames: frames, in: folder)
    let frameFolder = folder.appendingPathComponent(entry.id)
    var encoder: VideoEncoder?
    if let video = videoOptions.video {
      do {
        encoder = try VideoEncoder(
          url: URL(fileURLWithPath: video), width: scene.pixelWidth, height: scene.pixelHeight,
          framesPerSecond: fps, quality: videoOptions.quality, crf: videoOptions.crf, alpha: transparent)
      } catch {
        throw RuntimeError("\(entry.id): \(error)")
      }
    }
    let result: SequenceResult
    do {
      result = try SequenceRecorder(options: options).record(
        scene, to: frameFolder, consumer: encoder, progress: { bar.update(label: entry.id, progress: $0) })
      try encoder?.finish()
    } catch {
      bar.end()
      encoder?.abandon()
      if noFrames { rmdir(frameFolder.path) }
      throw RuntimeError("\(entry.id): \(error)")
    }
    bar.end()
    if noFrames { rmdir(frameFolder.path) }
    guard !quiet else { return }
    let written = result.frames.count - result.framesKept
    var line =
      noFrames
      ? "rendered \(result.frames.count) frames"
      : "wrote \(written) frame\(written == 1 ? "" : "s") in \(frameFolder.path)"
    if result.framesKept > 0 { line += ", kept \(result.framesKept)" }
    if result.frames.count < frames.count || frames != 0..<entry.frameCount(framesPerSecond: fps) {
      line += " (frames \(frames.lowerBound)…\(frames.upperBound - 1))"
    }
    line += String(format: " in %.2f s, %.1f fps", result.elapsed, result.framesPerSecond)
    for file in [result.animatedPNG, result.contactSheet, encoder?.url].compactMap({ $0 }) {
      line += "; \(file.path)"
    }
    print(line)
  }

  private func renderStill(_ scene: Scene, frame index: Int, id: String, in folder: URL) throws {
    let url = folder.appendingPathComponent("\(id).png")
    do {
      scene.clock = try Clock(framesPerSecond: fps, origin: scene.clock.origin)
      if index > 0 { try scene.advance(toFrame: index - 1) }
      let snapshot = try scene.frame(at: index)
      let renderer = try Renderer(pixelWidth: snapshot.pixelWidth, pixelHeight: snapshot.pixelHeight)
      renderer.draw(snapshot)
      try renderer.writePNG(to: url, options: encodingPreset.encoding)
    } catch {
      throw RuntimeError("\(id): \(error)")
    }
    if !quiet { print("wrote \(url.path) (frame \(index), \(Self.format(Double(index) / fps)) s)") }
  }

  static func format(_ value: Double) -> String {
    value.rounded() == value ? String(Int(value)) : String(format: "%g", value)
  }
}
