import ArgumentParser
import Demos
import Diorama
import Foundation

/// `diorama demos`: list and render the demos.
struct DemosCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demos", abstract: "List or render the demo scenes.",
    discussion: """
      `diorama demos` alone lists the demos. `diorama demos render` renders them: a still demo \
      becomes one PNG, an animated demo a folder of numbered frames, optionally with an \
      animated PNG and a contact sheet. See `diorama demos render --help`.
      """,
    subcommands: [List.self, Render.self], defaultSubcommand: List.self)

  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the demos with a one-line summary.")

    func run() {
      for demo in DemoCatalog.all {
        let kind = demo.duration > 0 ? String(format: "%.1f s", demo.duration) : "still"
        print(
          "\(demo.id.padding(toLength: 18, withPad: " ", startingAt: 0)) \(kind.padding(toLength: 6, withPad: " ", startingAt: 0)) "
            + "\(demo.title) — \(demo.summary)")
      }
    }
  }

  struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Render demos to PNG files under the output folder (all demos when none is named).",
      discussion: """
        What is written under the --out folder, for each demo <id>:
          <id>.png                  a still demo: one picture
          <id>/frame_00000.png …    an animated demo: one file per frame, frame i
                                    at i / fps seconds, up to and including the
                                    demo's last moment
          <id>.apng                 with --apng: the whole animation as one
                                    looping animated PNG (opens in browsers)
          <id>-contact-sheet.png    with --contact-sheet: a grid of every Nth
                                    frame with frame numbers and times

        Every file is written under a temporary name and renamed, so none is \
        ever half-written. A folder that already holds frames is left alone \
        unless --overwrite is given; then the old frames are removed before \
        the new ones are written, never mixed.

        Exit status: 0 when everything was written; 1 when rendering or \
        writing failed (the message names the frame and the cause; the \
        complete frames before it are kept); 2 for bad input, such as an \
        unknown demo or an out-of-range option.

        Examples:
          diorama demos render                   # every demo into Output/
          diorama demos render card-transition --apng --contact-sheet
          diorama demos render card-transition --fps 30 --scale 2 \\
              --out /tmp/frames --overwrite
          diorama demos render --fast --jobs 2   # quickest, on 2 threads
        """)

    @Argument(help: "Identifiers of the demos to render (see `diorama demos list`); all when omitted.")
    var ids: [String] = []

    @Option(help: "The folder to write into; created when missing.")
    var out: String = "Output"

    @Option(help: "Frames per second of animation time (animated demos).")
    var fps: Double = DemoCatalog.framesPerSecond

    @Option(help: "Pixels per point: 1 for the demo's size in pixels, 2 or 3 for sharper output (up to 4).")
    var scale: Double = 1

    @Flag(help: "Also write each animated demo as an animated PNG, <id>.apng.")
    var apng = false

    @Flag(help: "Also write a contact sheet of each animated demo, <id>-contact-sheet.png.")
    var contactSheet = false

    @Flag(help: "Replace frames and previews left by an earlier run instead of stopping.")
    var overwrite = false

    @Flag(help: "Compress frames as quickly as possible (zlib level 1 instead of 3): files slightly larger.")
    var fast = false

    @Flag(help: "Compress frames harder (zlib level 6 instead of 3): files about a fifth smaller, slower.")
    var compact = false

    @Option(help: "Worker threads that draw and encode frames (default: one per processor).")
    var jobs: Int?

    @Flag(help: "Show no progress bar.")
    var quiet = false

    func validate() throws {
      for id in ids where DemoCatalog.demo(id: id) == nil {
        throw ValidationError("No demo named '\(id)'. Run `diorama demos list` to see the demos.")
      }
      guard scale.isFinite, (1...4).contains(scale) else {
        throw ValidationError("--scale must be between 1 and 4; got \(scale).")
      }
      guard fps.isFinite, fps > 0, fps <= 1000 else {
        throw ValidationError("--fps must be greater than 0 and at most 1000; got \(fps).")
      }
      if fast && compact {
        throw ValidationError("--fast and --compact cannot be used together; choose one.")
      }
      if let jobs, !(1...256).contains(jobs) {
        throw ValidationError("--jobs must be between 1 and 256; got \(jobs).")
      }
    }

    func run() throws {
      let demos = ids.isEmpty ? DemoCatalog.all : ids.compactMap(DemoCatalog.demo(id:))
      let folder = URL(fileURLWithPath: out)
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      } catch {
        throw RuntimeError("Cannot create the output folder \(folder.path): \(error.localizedDescription)")
      }
      let bar = ProgressBar(enabled: !quiet && ProgressBar.standardErrorIsTerminal)
      for demo in demos {
        let scene = try demo.makeScene(scale: CGFloat(scale))
        guard demo.duration > 0 else {
          let url = folder.appendingPathComponent("\(demo.id).png")
          try scene.writePNG(to: url)
          print("wrote \(url.path)")
          continue
        }
        let options = sequenceOptions(for: demo, in: folder)
        let result: SequenceResult
        do {
          result = try scene.recordSequence(
            to: folder.appendingPathComponent(demo.id), options: options,
            progress: { bar.update(label: demo.id, progress: $0) })
        } catch {
          bar.end()
          throw RuntimeError("\(demo.id): \(error)")
        }
        bar.end()
        var line = "wrote \(result)"
        for preview in [result.animatedPNG, result.contactSheet].compactMap({ $0 }) {
          line += ", \(preview.path)"
        }
        print(line)
      }
    }

    private func sequenceOptions(for demo: any Demo, in folder: URL) -> SequenceOptions {
      var options = fast ? SequenceOptions.fast : compact ? SequenceOptions.compact : SequenceOptions.standard
      options.framesPerSecond = fps
      options.length = .duration(demo.duration)
      options.workerCount = jobs
      options.overwrite = overwrite ? .replace : .refuse
      if apng { options.animatedPNG = folder.appendingPathComponent("\(demo.id).apng") }
      if contactSheet {
        options.contactSheet = ContactSheetOptions(
          url: folder.appendingPathComponent("\(demo.id)-contact-sheet.png"), title: demo.title)
      }
      return options
    }
  }
}

/// An error whose message is printed as is, with exit status 1.
struct RuntimeError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
