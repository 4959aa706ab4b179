import Diorama
import SnapshotTesting

extension Snapshotting where Value == Image, Format == Image {
  /// An image compared exactly with its reference PNG.
  public static var image: Snapshotting<Image, Image> { .image() }

  /// An image compared with its reference PNG by `image(precision:perceptualPrecision:)`.
  public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting<Image, Image>
  {
    Snapshotting(
      pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)
    ) { image in
      SnapshotTracker.didSnapshot(image)
      return image
    }
  }

  /// A strategy that renders values with `render`; a render error fails the test with its
  /// message and yields a 1×1 transparent image in its place.
  static func rendering<V>(
    precision: Float, perceptualPrecision: Float, what: String, _ render: @escaping (V) throws -> Image
  ) -> Snapshotting<V, Image> {
    Snapshotting<V, Image>(
      pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)
    ) { value in
      let image: Image
      do {
        image = try render(value)
      } catch {
        SnapshotTracker.fail("Could not render \(what): \(error)")
        image = Diffing<Image>.placeholder
      }
      SnapshotTracker.didSnapshot(image)
      return image
    }
  }
}
