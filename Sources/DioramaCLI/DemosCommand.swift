import Demos
import Diorama
import DioramaRunner
import Foundation

/// `diorama demos`: the runner's command line (`list`, `render`, `assemble`) over the demos.
typealias DemosCommand = SceneCommand<DemoScenes>

/// The demos as a runner catalog.
enum DemoScenes: SceneCatalog {
  static let scenes: [any RunnableScene] = DemoCatalog.all.map(DemoScene.init)
  static var framesPerSecond: Double { DemoCatalog.framesPerSecond }
  static var commandName: String { "demos" }
  static var abstract: String { "List or render the demo scenes." }
}

/// A demo seen as a runnable scene.
struct DemoScene: RunnableScene {
  let demo: any Demo
  var id: String { demo.id }
  var title: String { demo.title }
  var summary: String { demo.summary }
  var duration: Double { demo.duration }
  func makeScene(scale: CGFloat) throws -> Scene { try demo.makeScene(scale: scale) }
}

/// An error whose message is printed as is, with exit status 1.
struct RuntimeError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
