import ArgumentParser
import Diorama
import Foundation
import Hummingbird

/// Serves share cards rendered by Diorama: `GET /card?title=…&author=…&size=…` answers a
/// 1200×630 PNG, `GET /health` answers "ok" even while every rendering thread is busy.
@main
struct CardServer: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "card-server",
    abstract: "Serves 1200×630 share cards rendered by Diorama.")

  @Option(help: "The address to listen on.")
  var hostname = "127.0.0.1"

  @Option(help: "The port to listen on; 0 takes a free one. The address is printed once listening.")
  var port = 8080

  @Option(help: "The PNG preset: \(PNGPreset.allCases.map(\.rawValue).joined(separator: ", ")).")
  var png = PNGPreset.fast

  @Option(help: "Rendering threads (one per core unless given).")
  var threads: Int?

  @Option(help: "Renders that may wait for a thread; past them a request is answered 503.")
  var queue = 64

  func run() async throws {
    let renders = RenderService(
      threadCount: threads ?? ProcessInfo.processInfo.activeProcessorCount, queueLimit: queue,
      overflow: .reject)
    let router = Router()
    CardRoutes(renders: renders, options: png.options).add(to: router)
    let app = Application(
      router: router,
      configuration: .init(address: .hostname(hostname, port: port), serverName: "CardServer"),
      onServerRunning: { channel in
        // One line on standard output, unbuffered, that scripts wait for: the port actually bound.
        let address = "\(channel.localAddress?.ipAddress ?? hostname):\(channel.localAddress?.port ?? port)"
        FileHandle.standardOutput.write(Data("listening on \(address)\n".utf8))
      })
    try await app.runService()
  }
}
