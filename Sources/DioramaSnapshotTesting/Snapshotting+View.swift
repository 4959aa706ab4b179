import Diorama
import SnapshotTesting

extension Snapshotting where Value == View, Format == Image {
  /// The view rendered alone at its own size and scale 1, compared exactly.
  public static var image: Snapshotting<View, Image> { .image() }

  /// The view rendered alone (untransformed, on a transparent background, as UIKit's strategy
  /// draws it), laid out at its own size or at `size`.
  ///
  /// - Parameters:
  ///   - precision: the fraction of pixels that must match (see
  ///     `image(precision:perceptualPrecision:)`).
  ///   - perceptualPrecision: how closely a pixel must match to count as matching.
  ///   - size: when given, the view's size is set to it before the layout pass; otherwise the
  ///     view keeps its bounds' size. A view without a size fails the test.
  ///   - scale: pixels per point, 1…4.
  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil, scale: CGFloat = 1
  ) -> Snapshotting<View, Image> {
    Snapshotting<Image, Image>.rendering(
      precision: precision, perceptualPrecision: perceptualPrecision, what: "the view"
    ) { (view: View) in
      if let size { view.frame.size = size }
      return try view.renderImage(scale: scale)
    }
  }
}
