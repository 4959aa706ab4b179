import ArgumentParser
import Demos
import Diorama
import Foundation

/// `diorama demos`: list and render the demos.
struct DemosCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demos", abstract: "List or render the demo scenes.",
    subcommands: [List.self, Render.self], defaultSubcommand: List.self)

  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the demos with a one-line summary.")

    func run() {
      for demo in DemoCatalog.all {
        print("\(demo.id.padding(toLength: 18, withPad: " ", startingAt: 0)) \(demo.title) — \(demo.summary)")
      }
    }
  }

  struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Render demos to PNG files under the output folder (all demos when none is named).")

    @Argument(help: "Identifiers of the demos to render (see `diorama demos list`).")
    var ids: [String] = []

    @Option(help: "The folder to write into; created when missing.")
    var out: String = "Output"

    @Option(help: "Pixels per point: 1, 2 or 3.")
    var scale: Double = 1

    func validate() throws {
      for id in ids where DemoCatalog.demo(id: id) == nil {
        throw ValidationError("No demo named '\(id)'. Run `diorama demos list` to see the demos.")
      }
      guard scale.isFinite, (1...4).contains(scale) else {
        throw ValidationError("--scale must be between 1 and 4; got \(scale).")
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
      for demo in demos {
        let scene = try demo.makeScene(scale: CGFloat(scale))
        let url = folder.appendingPathComponent("\(demo.id).png")
        try scene.writePNG(to: url)
        print("wrote \(url.path)")
      }
    }
  }
}

/// An error whose message is printed as is, with exit status 1.
struct RuntimeError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
