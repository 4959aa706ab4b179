import Synchronization

/// The pixels an ``Image`` shares with its copies, in the form they were made in: straight-alpha
/// RGBA bytes (a decoded file, an image made from bytes) or premultiplied pixels ready to paint
/// (a drawing). Each form is made from the other the first time it is asked for.
///
/// A drawing keeps its RGBA bytes once they have been asked for (reading ``Image/pixels``). An
/// image made from bytes gets its premultiplied pixels from ``ImageSurfaceCache``, which keeps
/// them within a budget of bytes, so painting the same picture frame after frame converts it
/// once.
final class ImageStorage: Sendable {
  /// The bytes the image was made from, if it was made from bytes.
  private let rgba: [UInt8]?
  /// The pixels of a drawing, if it was made from one.
  private let drawing: PremultipliedPixels?
  /// A drawing's RGBA bytes, once asked for.
  private let derivedRGBA = Mutex<[UInt8]?>(nil)
  /// Whether ``ImageSurfaceCache`` may hold this storage's premultiplied pixels.
  private let isCached = Atomic<Bool>(false)

  init(rgba: [UInt8]) {
    self.rgba = rgba
    drawing = nil
  }

  init(drawing: PremultipliedPixels) {
    rgba = nil
    self.drawing = drawing
  }

  deinit {
    if isCached.load(ordering: .acquiring) { ImageSurfaceCache.shared.forget(ObjectIdentifier(self)) }
  }

  /// Straight-alpha RGBA bytes, row-major, no padding.
  /// - Complexity: O(1), or one pass over the pixels the first time for a drawing.
  var pixels: [UInt8] {
    if let rgba { return rgba }
    return derivedRGBA.withLock { derived in
      if let derived { return derived }
      let pixels = drawing!.straightRGBA()
      derived = pixels
      return pixels
    }
  }

  /// The pixels premultiplied, ready to paint; `nil` when Cairo cannot allocate them.
  /// - Complexity: O(1) when the pixels are a drawing or are in the cache; otherwise one pass
  ///   over the pixels.
  func premultiplied(width: Int, height: Int) -> PremultipliedPixels? {
    if let drawing { return drawing }
    isCached.store(true, ordering: .releasing)
    return ImageSurfaceCache.shared.pixels(for: ObjectIdentifier(self)) {
      PremultipliedPixels(rgba: rgba!, width: width, height: height)
    }
  }
}
