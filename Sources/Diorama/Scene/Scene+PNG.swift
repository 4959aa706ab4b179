import Foundation

extension Scene {
  /// Lays out and renders the scene, and returns it as a PNG encoded straight from the frame
  /// buffer (no intermediate image; see ``Renderer/pngData(options:)``).
  ///
  /// Each call makes a renderer, whose frame buffer costs page faults (a few milliseconds at
  /// 1280×720); to render many scenes of one size, keep a ``Renderer`` (or a
  /// ``RenderService``) and draw ``snapshot()``s into it.
  /// - Throws: ``SceneError`` for an invalid scene, ``ImageError`` when the options are invalid
  ///   or encoding fails.
  public func pngData(options: PNGEncodingOptions = .default) throws -> Data {
    let renderer = try makeRenderer()
    renderer.draw(snapshot())
    return try renderer.pngData(options: options)
  }

  /// Lays out and renders the scene into a PNG file, written atomically.
  /// - Throws: ``SceneError`` for an invalid scene, ``ImageError`` when the file cannot be
  ///   written (no partial file is left behind).
  public func writePNG(to url: URL, options: PNGEncodingOptions = .default) throws {
    try AtomicFileWriter.write(pngData(options: options), to: url)
  }
}
