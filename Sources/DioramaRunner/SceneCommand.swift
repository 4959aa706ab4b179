import ArgumentParser
import Foundation

/// The command line of a ``SceneCatalog``: `list` (the default), `render` and `assemble`.
///
/// A catalog marked `@main` runs it as the executable's root command; a bigger tool can list it
/// among its subcommands (`diorama demos` is `SceneCommand` over Diorama's demos).
public struct SceneCommand<Catalog: SceneCatalog>: ParsableCommand {
  /// The command's name, help and subcommands.
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: Catalog.commandName, abstract: Catalog.abstract,
      discussion: """
        `list` names the scenes; `render` renders them to PNG frames, previews and videos; \
        `assemble` builds previews and videos from a folder of frames (for instance the merged \
        folders of a render split with --shard). See `render --help`.

        Exit status: 0 success, 1 a failure (rendering, writing, ffmpeg), 2 bad input \
        (an unknown option or scene, an invalid value, an out-of-range frame or shard).
        """,
      version: Catalog.version,
      subcommands: [
        ListScenesCommand<Catalog>.self, RenderScenesCommand<Catalog>.self, AssembleCommand.self,
      ],
      defaultSubcommand: ListScenesCommand<Catalog>.self)
  }

  /// Creates the command (ArgumentParser does).
  public init() {}
}

/// `list`: one line per scene with its length and summary.
public struct ListScenesCommand<Catalog: SceneCatalog>: ParsableCommand {
  /// The command's name and help.
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "list", abstract: "List the scenes with their length and a one-line summary.")
  }

  /// Creates the command (ArgumentParser does).
  public init() {}

  /// Prints the list.
  public func run() {
    let width = max(18, (Catalog.scenes.map(\.id.count).max() ?? 0) + 1)
    for scene in Catalog.scenes {
      let kind = scene.duration > 0 ? String(format: "%.1f s", scene.duration) : "still"
      var line =
        "\(scene.id.padding(toLength: width, withPad: " ", startingAt: 0)) "
        + "\(kind.padding(toLength: 6, withPad: " ", startingAt: 0)) \(scene.title)"
      if !scene.summary.isEmpty { line += " — \(scene.summary)" }
      print(line)
    }
  }
}
