import Diorama
import SnapshotTesting

extension Snapshotting where Value == Layer, Format == Image {
  /// The layer rendered alone at its own size and scale 1, compared exactly.
  public static var image: Snapshotting<Layer, Image> { .image() }

  /// The layer and its sublayers rendered alone (untransformed, on a transparent background),
  /// at its bounds' size or at `size`.
  ///
  /// - Parameters:
  ///   - precision: the fraction of pixels that must match (see
  ///     `image(precision:perceptualPrecision:)`).
  ///   - perceptualPrecision: how closely a pixel must match to count as matching.
  ///   - size: when given, the layer's bounds get this size first.
  ///   - scale: pixels per point, 1…4.
  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil, scale: CGFloat = 1
  ) -> Snapshotting<Layer, Image> {
    Snapshotting<Image, Image>.rendering(
      precision: precision, perceptualPrecision: perceptualPrecision, what: "the layer"
    ) { (layer: Layer) in
      if let size { layer.bounds.size = size }
      return try layer.renderImage(scale: scale)
    }
  }
}
