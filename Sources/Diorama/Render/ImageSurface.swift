import CCairo
import Foundation

/// Cairo surfaces of ``Image``s (straight-alpha RGBA) and images of Cairo surfaces.
enum ImageSurface {
  /// A new surface showing `image`, premultiplied, that the caller must destroy, or `nil` when
  /// Cairo cannot allocate it. It is only read from: no pixel is converted for a drawing or for
  /// an image painted recently (see ``ImageSurfaceCache``).
  static func make(_ image: Image) -> OpaquePointer? {
    image.premultiplied?.makeSurface()
  }

  /// The pixels of an ARGB32 image surface as an ``Image`` (straight-alpha RGBA),
  /// un-premultiplying each pixel.
  /// - Complexity: O(pixels); allocates the image.
  static func makeImage(from surface: OpaquePointer, scale: CGFloat) -> Image {
    Image(
      validatedWidth: Int(cairo_image_surface_get_width(surface)),
      height: Int(cairo_image_surface_get_height(surface)),
      pixels: PremultipliedPixels.straightRGBA(of: surface),
      scale: scale)
  }
}
