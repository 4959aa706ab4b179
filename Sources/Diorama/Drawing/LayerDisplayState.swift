import Foundation

/// A layer's custom-drawing state: whether it must draw again, and at what scale.
struct LayerDisplayState {
  /// Whether the next display pass draws the layer.
  var needsDisplay = false
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
