import Foundation

extension Scene {
  /// Lays out and renders the scene into a PNG file, written atomically.
  /// - Throws: ``SceneError`` for an invalid scene, ``ImageError`` when the file cannot be
  ///   written (no partial file is left behind).
  public func writePNG(to url: URL, options: PNGEncodingOptions = .default) throws {
    let renderer = try makeRenderer()
    renderer.draw(snapshot())
    try renderer.writePNG(to: url, options: options)
  }
}
