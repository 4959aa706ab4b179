import Diorama

/// A view drawn by a ``GradientLayer``. A view's own layer takes its frame from the view without
/// an implicit animation, as in UIKit, so layout can move it freely.
final class GradientView: View {
  override class var layerClass: Layer.Type { GradientLayer.self }

  /// The view's layer, as the gradient it is.
  var gradient: GradientLayer { layer as! GradientLayer }

  /// A gradient through `colors` from `start` to `end`, in the unit square of the view's bounds.
  init(colors: [Color], from start: CGPoint, to end: CGPoint) {
    super.init(frame: .zero)
    gradient.colors = colors
    gradient.startPoint = start
    gradient.endPoint = end
  }
}
