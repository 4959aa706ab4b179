import ArgumentParser
import Diorama
import Foundation

/// `diorama diff a.png b.png`: compares two images the way the frame-diff tests do.
struct DiffCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Compare two PNG images; exit 0 when they match, 1 when they differ, 2 on bad input.",
    discussion: """
      Pixels are compared in a perceptual colour space (YIQ); anti-aliased edge pixels are \
      detected and do not count as differences. With --out, a diff image is written: \
      differences in red, anti-aliased pixels in yellow, over a faded copy of the first image.
      """)

  @Argument(help: "The expected (reference) image.")
  var expected: String

  @Argument(help: "The actual image.")
  var actual: String

  @Option(help: "Per-pixel perceptual threshold, 0…1 (0 counts any change).")
  var threshold: Double = 0.1

  @Option(help: "Fraction of pixels, 0…1, allowed to differ while still matching.")
  var allowedFraction: Double = 0

  @Flag(help: "Count anti-aliased edge pixels as differences too.")
  var strictEdges = false

  @Option(help: "Write the diff image to this PNG file.")
  var out: String?

  func validate() throws {
    guard threshold.isFinite, (0...1).contains(threshold) else {
      throw ValidationError("--threshold must be between 0 and 1; got \(threshold).")
    }
    guard allowedFraction.isFinite, (0...1).contains(allowedFraction) else {
      throw ValidationError("--allowed-fraction must be between 0 and 1; got \(allowedFraction).")
    }
  }

  func run() throws {
    let comparator = ImageComparator(
      threshold: threshold, detectsAntiAliasing: !strictEdges, allowedDifferingFraction: allowedFraction)
    let difference: ImageDifference
    do {
      difference = try comparator.compare(
        pngAt: URL(fileURLWithPath: expected), pngAt: URL(fileURLWithPath: actual))
      if let out { try difference.diffImage.write(to: URL(fileURLWithPath: out)) }
    } catch {
      FileHandle.standardError.write(Data("diorama diff: \(error)\n".utf8))
      throw ExitCode(2)
    }
    print(difference)
    if !difference.matches { throw ExitCode(1) }
  }
}
