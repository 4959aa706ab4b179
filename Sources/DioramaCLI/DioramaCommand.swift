import ArgumentParser

/// The `diorama` command-line tool.
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
      """,
    subcommands: [DemosCommand.self])
}
