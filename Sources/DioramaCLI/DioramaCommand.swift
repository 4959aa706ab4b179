import ArgumentParser
import DioramaRunner
import Foundation

/// The `diorama` command-line tool.
///
/// Exit codes: 0 success (for `diff`: the images match), 1 a failure or a difference, 2 bad
/// input (unknown options, unreadable files, invalid values).
@main
struct DioramaCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diorama",
    abstract: "Render Diorama's demo scenes to PNG files and compare images.",
    discussion: """
      Diorama is a scene graph with Auto Layout, stack views and an animation runtime, \
      rendered with Cairo. This tool renders its demos — stills to one PNG, animations to a \
      folder of numbered frames with an optional animated PNG and contact sheet — and compares \
      images the way Diorama's frame-diff tests do.

      Examples:
        diorama demos list
        diorama demos render --out Output --apng --contact-sheet
        diorama demos render card --scale 2 --out Output
        diorama diff expected.png actual.png --out diff.png

      Exit status: 0 success (for diff: the images match), 1 a failure or a difference, \
      2 bad input (unknown option or demo, invalid value, unreadable file).
      """,
    version: DioramaVersion.current,
    subcommands: [DemosCommand.self, DiffCommand.self, ReportCommand.self])

  /// Runs the tool, mapping usage errors to exit status 2 so scripts can tell bad input from
  /// a real difference or failure.
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch let code as ExitCode {
      Foundation.exit(code.rawValue)
    } catch {
      let status = exitCode(for: error)
      if status == .success { Self.exit(withError: error) }
      FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
      Foundation.exit(status == .validationFailure ? 2 : 1)
    }
  }
}
