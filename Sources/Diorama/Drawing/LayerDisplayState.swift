import Foundation

/// A layer's custom-drawing state: whether it must draw again, and at what scale.
struct LayerDisplayState {
  /// Whether the next display pass draws the layer.
  var needsDisplay = false
  /// Whether the next display pass must visit the layer: it or a layer in its subtree may need
  /// display, or joined the tree since the last pass.
  ///
  /// Invariant: a layer with this flag set has it set on its superlayer, and so on up to the
  /// root, so a pass that finds it clear skips the subtree.
  var subtreeNeedsVisit = true
  /// The scale of the last display pass that visited the layer; a pass at another scale visits
  /// the whole subtree to give view layers its scale.
  var visitedScale: CGFloat?
  /// Whether a bounds size change marks the layer for display.
  var needsDisplayOnBoundsChange = false
  /// Pixels per point of the drawn contents.
  var contentsScale: CGFloat = 1
  /// Whether the current contents came from the layer's own drawing.
  var ownsContents = false
  /// Whether the backing store is opaque: a drawing starts on black where nothing else is set.
  var isOpaque = false
  /// Whether a view's drawing starts on its background colour (UIKit's
  /// `clearsContextBeforeDrawing`).
  var clearsContextBeforeDrawing = true
}
