import Foundation

/// What a layer keeps of its last snapshot so that the next one costs what changed: whether
/// anything it reads changed since, and the snapshot itself (shared, copy on write).
///
/// Kept apart from layout's dirty flags: these say what must be *drawn* again.
struct LayerSnapshotState {
  /// Whether a property the layer's own snapshot reads changed since it was built, or the layer
  /// depends on the time (an attached animation, particles): then it is built anew.
  var ownChanged = true
  /// Whether something in the subtree — a sublayer's drawing, the sublayers' order or
  /// membership, the mask — changed since the last build, or depends on the time: then the
  /// sublayers are gathered anew (reusing the unchanged ones).
  ///
  /// Invariant: a layer with either flag set has this flag set on its superlayer (or on the layer
  /// it masks), and so on up to the root, so a build that finds it clear skips the subtree.
  var subtreeChanged = true
  /// The last snapshot built, valid while neither flag is set and the text layouts are of
  /// ``epoch``.
  var last: LayerSnapshot?
  /// The text layout cache's epoch ``last`` was built in (see ``TextLayoutCache/epoch``): fonts
  /// registered since change every text's layout.
  var epoch = -1
  /// The part of the contents the last snapshot showed: a frame that shows the same part of the
  /// same image reuses it (one crop, and one image the renderer already knows).
  var lastCrop: (source: Image, rect: CGRect, cropped: Image?)?

  /// Whether either flag is set.
  var isFlagged: Bool { ownChanged || subtreeChanged }
}
