import Diorama
import SnapshotTesting

extension Snapshotting where Value == Scene, Format == Image {
  /// The scene as it is now (its size, scale and background), compared exactly.
  public static var image: Snapshotting<Scene, Image> { .image() }

  /// The scene as it is now, at its own size and scale (a scene's size is fixed when it is
  /// made, so there is no `size` or `scale` here).
  ///
  /// - Parameters:
  ///   - precision: the fraction of pixels that must match (see
  ///     `image(precision:perceptualPrecision:)`).
  ///   - perceptualPrecision: how closely a pixel must match to count as matching.
  public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting<Scene, Image>
  {
    Snapshotting<Image, Image>.rendering(
      precision: precision, perceptualPrecision: perceptualPrecision, what: "the scene"
    ) { (scene: Scene) in try scene.renderImage() }
  }

  /// The scene's frame at `time` seconds of its clock: the frame
  /// `round((time − origin) × framesPerSecond)`, with every frame before it run as
  /// `frame(at:)` runs them.
  ///
  /// Time only moves forward: a time before the scene's last rendered frame fails the test
  /// (render several times with `images(at:precision:perceptualPrecision:)`, which
  /// renders them in order).
  public static func image(at time: Double, precision: Float = 1, perceptualPrecision: Float = 1)
    -> Snapshotting<Scene, Image>
  {
    Snapshotting<Image, Image>.rendering(
      precision: precision, perceptualPrecision: perceptualPrecision, what: "the scene at \(time) s"
    ) { (scene: Scene) in try SceneFrames.render(scene, at: time) }
  }

  /// One image of the scene's frames at `times`, in a grid with each frame's time under it:
  /// an animation reviewed, and stored, as a single reference.
  ///
  /// - Parameters:
  ///   - times: the times in seconds, rendered in increasing order; at least one.
  ///   - columns: the number of columns of the grid.
  ///   - thumbnailWidth: the width of each frame in the grid, in pixels; `nil` keeps the frames'
  ///     own width.
  ///   - precision: the fraction of pixels that must match.
  ///   - perceptualPrecision: how closely a pixel must match to count as matching.
  public static func contactSheet(
    times: [Double], columns: Int = 4, thumbnailWidth: Int? = nil, precision: Float = 1,
    perceptualPrecision: Float = 1
  ) -> Snapshotting<Scene, Image> {
    Snapshotting<Image, Image>.rendering(
      precision: precision, perceptualPrecision: perceptualPrecision, what: "the contact sheet"
    ) { (scene: Scene) in
      let frames = try SceneFrames(times: times).images(of: scene)
      return try ContactSheetImage(
        frames: zip(times, frames).map { ($0, $1) }, columns: columns, width: thumbnailWidth
      )
      .render()
    }
  }
}

extension Array where Element == Snapshotting<Scene, Image> {
  /// One strategy per time, for `assertSnapshots(of: scene, as: .images(at: [0, 0.25, 0.5]))`:
  /// one reference per time (`<test>.1.png`, `<test>.2.png`, …, in the order of `times`).
  ///
  /// The strategies share their frames: the first one used renders every time in increasing
  /// order, so the order in which swift-snapshot-testing asks does not matter.
  public static func images(at times: [Double], precision: Float = 1, perceptualPrecision: Float = 1) -> Self
  {
    let frames = SceneFrames(times: times)
    return times.indices.map { index in
      Snapshotting<Image, Image>.rendering(
        precision: precision, perceptualPrecision: perceptualPrecision, what: "the scene at \(times[index]) s"
      ) { (scene: Scene) in try frames.images(of: scene)[index] }
    }
  }
}
