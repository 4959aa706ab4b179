/// A layer that keeps its sublayers in 3-D (Core Animation's `CATransformLayer`).
///
/// An ordinary layer flattens its sublayers into its own plane. A transform layer does not: its
/// transform and sublayer transform carry on into each sublayer's 3-D transform, so sublayers at
/// different depths keep them — the faces of a cube, or a card's front and back placed back to
/// back. Its sublayers are drawn far to near, by the depth of their centres.
///
/// Only the sublayers are drawn: the transform layer's own background, border, contents,
/// shadow, opacity and mask are ignored, as in Core Animation.
open class TransformLayer: Layer {
  /// Creates a transform layer.
  public required init() { super.init() }
}
