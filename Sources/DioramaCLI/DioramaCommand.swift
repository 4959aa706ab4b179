import ArgumentParser
import Foundation

/// The `diorama` command-line tool.
///
/// Exit codes: 0 success (for `diff`: the images match), 1 a failure or a difference, 2 bad
/// input (unknown options, unreadable files, invalid values).
@main
struct DioramaCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diorama",
    abstract: "Render Diorama's demo scenes to PNG.",
    discussion: """
      Diorama is a scene graph with Auto Layout, stack views and an animation runtime, \
      rendered with Cairo. This tool renders its demos.

      Examples:
        diorama demos list
        diorama demos render --out Output
        diorama demos render card --scale 2 --out Output
        diorama diff expected.png actual.png --out diff.png
      """,
    subcommands: [DemosCommand.self, DiffCommand.self])

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
