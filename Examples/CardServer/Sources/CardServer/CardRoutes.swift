import Diorama
import Foundation
import Hummingbird

/// The server's two endpoints: `GET /card` renders a share card, `GET /health` answers at once.
struct CardRoutes: Sendable {
  /// Where the cards are rendered: threads of its own, so `/health` and every other task keep
  /// Swift's cooperative pool.
  let renders: RenderService
  let options: PNGEncodingOptions

  func add(to router: Router<BasicRequestContext>) {
    router.get("health") { _, _ in "ok" }
    router.get("card") { request, _ in try await card(for: request) }
  }

  /// `GET /card?title=…&author=…&size=…`: the card as a PNG; 400 for a missing title or a query
  /// out of bounds, 503 when the render queue is full.
  private func card(for request: Request) async throws -> Response {
    let query = request.uri.queryParameters
    let card: ShareCard
    do {
      card = try ShareCard(title: query.get("title"), author: query.get("author"), size: query.get("size"))
    } catch {
      throw HTTPError(.badRequest, message: error.message)
    }
    let png: Data
    do {
      let scene = try Scene(size: ShareCard.size, backgroundColor: ShareCardView.Palette.end)
      scene.rootView.addSubview(ShareCardView(card: card))
      png = try await renders.pngData(of: scene, options: options)
    } catch RenderServiceError.busy {
      throw HTTPError(.serviceUnavailable, headers: [.retryAfter: "1"], message: "busy rendering")
    }
    return Response(
      status: .ok,
      headers: [.contentType: "image/png", .cacheControl: "public, max-age=86400"],
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: png)))
  }
}
