import ArgumentParser
import Diorama
import Foundation

/// `assemble FOLDER`: builds an animated PNG, a contact sheet or a video from a folder of frames,
/// such as the merged folders of a render split with `--shard`.
public struct AssembleCommand: ParsableCommand {
  /// The command's name and help.
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "assemble",
      abstract: "Build an animated PNG, a contact sheet or a video from a folder of frames.",
      discussion: """
        The folder holds frame_NNNNN.png files numbered without a gap, as `render` writes them \
        (the merged folders of a sharded render, for instance). Every output is written under \
        a temporary name and renamed.

        Examples:
          assemble Output/intro --video intro.mp4
          assemble Output/intro --apng intro.apng --contact-sheet intro-sheet.png --fps 30
        """)
  }

  /// Creates the command (ArgumentParser does).
  public init() {}

  @Argument(help: "The folder of frame_NNNNN.png files.")
  var folder: String

  @Option(help: "Write the frames as a looping animated PNG here.")
  var apng: String?

  @Option(help: "Write a contact sheet (a grid of every Nth frame) here.")
  var contactSheet: String?

  @OptionGroup(title: "Video")
  var videoOptions: VideoOptions

  @Option(help: "Frames per second the frames were rendered at.")
  var fps: Double = 60

  @Option(help: "The contact sheet's title.")
  var title: String?

  @Flag(help: "Print nothing but errors.")
  var quiet = false

  /// Checks the options.
  public func validate() throws {
    guard fps.isFinite, fps > 0, fps <= 1000 else {
      throw ValidationError("--fps must be greater than 0 and at most 1000; got \(fps).")
    }
    if apng == nil && contactSheet == nil && videoOptions.video == nil {
      throw ValidationError("Nothing to assemble: give --apng, --contact-sheet or --video.")
    }
  }

  /// Assembles.
  public func run() throws {
    let assembler: SequenceAssembler
    do {
      assembler = try SequenceAssembler(folder: URL(fileURLWithPath: folder))
    } catch {
      throw RuntimeError("\(error)")
    }
    var written: [String] = []
    do {
      if let apng {
        try assembler.writeAnimatedPNG(to: URL(fileURLWithPath: apng), framesPerSecond: fps)
        written.append(apng)
      }
      if let contactSheet {
        try assembler.writeContactSheet(
          ContactSheetOptions(url: URL(fileURLWithPath: contactSheet), title: title), framesPerSecond: fps)
        written.append(contactSheet)
      }
      if let video = videoOptions.video {
        try encodeVideo(assembler, to: URL(fileURLWithPath: video))
        written.append(video)
      }
    } catch let error as RuntimeError {
      throw error
    } catch {
      throw RuntimeError("\(error)")
    }
    if !quiet {
      print(
        "assembled \(assembler.frames.count) frames (\(assembler.frames.lowerBound)…\(assembler.frames.upperBound - 1)): "
          + written.joined(separator: ", "))
    }
  }

  private func encodeVideo(_ assembler: SequenceAssembler, to url: URL) throws {
    var encoder: VideoEncoder?
    do {
      for (index, frame) in zip(assembler.frames, assembler.frameURLs) {
        let image = try Image(contentsOf: frame)
        if encoder == nil {
          encoder = try VideoEncoder(
            url: url, width: image.width, height: image.height, framesPerSecond: fps,
            quality: videoOptions.quality, crf: videoOptions.crf, alpha: !image.isOpaque)
        }
        try encoder?.consume(frame: index, image: image)
      }
      try encoder?.finish()
    } catch {
      encoder?.abandon()
      throw RuntimeError("\(error)")
    }
  }
}
