import ArgumentParser
import Diorama
import Foundation

/// A list of scenes that becomes a complete command-line tool: mark a type conforming to it
/// `@main` and the executable has `list`, `render` and `assemble` subcommands (see
/// ``SceneCommand``).
///
/// ```swift
/// @main struct MyScenes: SceneCatalog {
///   static let scenes: [any RunnableScene] = [Intro(), Outro()]
/// }
/// ```
public protocol SceneCatalog {
  /// The scenes, in the order `list` shows them.
  static var scenes: [any RunnableScene] { get }
  /// The frame rate of renders unless `--fps` says otherwise; 60 by default.
  static var framesPerSecond: Double { get }
  /// The command's name in help and messages; the executable's file name by default.
  static var commandName: String { get }
  /// One line on what the tool does, for `--help`.
  static var abstract: String { get }
  /// What `--version` prints; Diorama's version by default.
  static var version: String { get }
}

extension SceneCatalog {
  /// 60 frames per second.
  public static var framesPerSecond: Double { 60 }
  /// The executable's file name.
  public static var commandName: String {
    URL(fileURLWithPath: CommandLine.arguments.first ?? "scenes").lastPathComponent
  }
  /// "List and render scenes."
  public static var abstract: String { "List and render scenes." }
  /// ``DioramaVersion/current``.
  public static var version: String { DioramaVersion.current }

  /// The scene with an identifier, if any.
  public static func scene(id: String) -> (any RunnableScene)? { scenes.first { $0.id == id } }

  /// Runs ``SceneCommand`` for this catalog with the process's arguments, and exits: what makes
  /// `@main` work on a catalog.
  public static func main() {
    CommandRunner.main(SceneCommand<Self>.self)
  }
}

/// The version of Diorama this runner is part of.
public enum DioramaVersion {
  /// The version string printed by `--version`.
  public static let current = "0.1.0"
}
