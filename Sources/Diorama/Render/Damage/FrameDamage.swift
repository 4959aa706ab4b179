import Foundation

/// The pixels of a frame that differ from the frame drawn before it: the union of what each
/// changed layer covered before and covers now, in device pixels, as a few rectangles.
///
/// Two snapshots are walked side by side; a subtree the new snapshot reused from the old one
/// (see ``LayerSnapshot/isIdentical(to:)``) is not compared, only visited for its effects when
/// it has any. A layer whose own drawing changed (any property the
/// renderer reads) damages its whole subtree's extent, old and new. A layer whose pixels depend
/// on its whole subtree — a shadow cast by its composited content, a blur, a 3-D projection,
/// sublayers kept in 3-D — damages its whole extent when anything in it changed. Effects that
/// read pixels around them (blurs, shadows, background blurs, which read what lies behind the
/// layer) are repainted whole when damage touches them, so a repaint inside the rectangles gives
/// the same bytes as a full one.
struct FrameDamage {
  /// The rectangles to repaint, in device pixels: disjoint bands of whole rows of the frame.
  private(set) var rectangles: [CGRect] = []

  private let frame: CGRect
  private var damaged: [CGRect] = []
  /// Device rectangles repainted whole whenever damage touches them.
  private var effects: [CGRect] = []

  /// The most rectangles kept apart; more are merged into their bounding box.
  static let maximumRectangles = 8

  /// The damage between two frames' roots (`scale` pixels per point, a frame of `pixelWidth` ×
  /// `pixelHeight` pixels) with their extent trees.
  init(
    from old: LayerSnapshot, _ oldExtent: PaintExtent, to new: LayerSnapshot, _ newExtent: PaintExtent,
    scale: CGFloat, pixelWidth: Int, pixelHeight: Int
  ) {
    frame = CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
    let toDevice = Transform(scaleX: scale, y: scale)
    compare(old, oldExtent, new, newExtent, parentSublayer: nil, toDevice: toDevice)
    spreadThroughEffects()
    rectangles = Self.merged(damaged.map { $0.intersection(frame) }, within: frame)
  }

  /// The share of the frame's pixels the rectangles cover.
  var coverage: Double {
    let area = rectangles.reduce(0) { $0 + $1.width * $1.height }
    return Double(area / (frame.width * frame.height))
  }

  // MARK: Walking

  private mutating func compare(
    _ old: LayerSnapshot, _ oldExtent: PaintExtent, _ new: LayerSnapshot, _ newExtent: PaintExtent,
    parentSublayer: Transform3D?, toDevice: Transform
  ) {
    // Unchanged, flat, without effects and under no sublayer transform: nothing to record.
    if parentSublayer == nil, !newExtent.containsEffects, old.isIdentical(to: new) { return }
    var toPlane = new.transformToParent3D
    if let parentSublayer { toPlane = toPlane.concatenating(parentSublayer) }
    if old.isIdentical(to: new) {
      // Unchanged, and so are the transforms above it: its effects are where they were.
      collectEffects(new, newExtent, toPlane: toPlane, toDevice: toDevice)
      return
    }
    guard old.drawsLike(new) else {
      var oldToPlane = old.transformToParent3D
      if let parentSublayer { oldToPlane = oldToPlane.concatenating(parentSublayer) }
      damage(oldExtent, oldToPlane, toDevice)
      damage(newExtent, toPlane, toDevice)
      collectEffects(new, newExtent, toPlane: toPlane, toDevice: toDevice)
      return
    }
    // The same own drawing: the same transform, so the sublayers' planes are the same too.
    if Self.dependsOnWholeSubtree(new, toPlane: toPlane) {
      let same = zip(old.sublayers, new.sublayers).allSatisfy { $0.drawsTreeLike($1) }
      if !same {
        damage(oldExtent, toPlane, toDevice)
        damage(newExtent, toPlane, toDevice)
      }
      effects.append(deviceRect(newExtent.rect, toPlane, toDevice))
      return
    }
    let device = toPlane.affineTransform.concatenating(toDevice)
    addOwnEffects(new, device: device)
    let sublayerTransform = new.sublayerTransformAboutAnchor
    for index in new.sublayers.indices {
      compare(
        old.sublayers[index], oldExtent.sublayers[index], new.sublayers[index], newExtent.sublayers[index],
        parentSublayer: sublayerTransform, toDevice: device)
    }
  }

  /// Records the effects in a subtree damaged whole, whose reach may pass its extent.
  private mutating func collectEffects(
    _ layer: LayerSnapshot, _ extent: PaintExtent, toPlane: Transform3D, toDevice: Transform
  ) {
    guard extent.containsEffects || !toPlane.isAffine else { return }
    if Self.dependsOnWholeSubtree(layer, toPlane: toPlane) {
      effects.append(deviceRect(extent.rect, toPlane, toDevice))
      return
    }
    let device = toPlane.affineTransform.concatenating(toDevice)
    addOwnEffects(layer, device: device)
    let sublayerTransform = layer.sublayerTransformAboutAnchor
    for (sublayer, subextent) in zip(layer.sublayers, extent.sublayers) {
      var childToPlane = sublayer.transformToParent3D
      if let sublayerTransform { childToPlane = childToPlane.concatenating(sublayerTransform) }
      collectEffects(sublayer, subextent, toPlane: childToPlane, toDevice: device)
    }
  }

  /// Whether a change anywhere in the layer's subtree may change any of its pixels: a shadow
  /// of its composited content, a blur, a projection into its parent's plane, sublayers in 3-D.
  private static func dependsOnWholeSubtree(_ layer: LayerSnapshot, toPlane: Transform3D) -> Bool {
    !toPlane.isAffine || layer.depth?.preservesDepth == true || layer.depth?.blurRadius != nil
      || layer.depth?.mask != nil || (layer.shadow != nil && layer.shadow?.path == nil)
  }

  /// The effects of a flat layer of its own: a shadow (its blur is computed from a group cut to
  /// what is repainted), a background blur (it reads what lies around its bounds) and text
  /// shadows.
  private mutating func addOwnEffects(_ layer: LayerSnapshot, device: Transform) {
    if let shadow = layer.shadow, let path = shadow.path {
      let reach = PaintExtent.reach(ofBlur: shadow.radius)
      let cast = path.boundingBox.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
        .insetBy(dx: -reach, dy: -reach).union(path.boundingBox.insetBy(dx: -2, dy: -2))
      effects.append(cast.applying(device).insetBy(dx: -2, dy: -2))
    }
    if let radius = layer.depth?.backgroundBlurRadius {
      let reach = PaintExtent.reach(ofBlur: radius)
      effects.append(layer.bounds.insetBy(dx: -reach, dy: -reach).applying(device).insetBy(dx: -2, dy: -2))
    }
    if case .text(let text) = layer.content, text.layout.shadow != nil {
      effects.append(layer.bounds.applying(device).insetBy(dx: -2, dy: -2))
    }
  }

  private mutating func damage(_ extent: PaintExtent, _ toPlane: Transform3D, _ toDevice: Transform) {
    addDamage(deviceRect(extent.rect, toPlane, toDevice))
  }

  /// Damages the rows `rect` spans, across the whole frame (see ``merged(_:within:)``).
  private mutating func addDamage(_ rect: CGRect) {
    guard !rect.isNull, !rect.isEmpty else { return }
    damaged.append(CGRect(x: frame.minX, y: rect.minY, width: frame.width, height: rect.height))
  }

  /// A local extent in device pixels, with a margin for antialiasing; the whole frame when it
  /// has no bound.
  private func deviceRect(_ rect: CGRect?, _ toPlane: Transform3D, _ toDevice: Transform) -> CGRect {
    guard let rect, let mapped = PaintExtent.map(rect, through: toPlane, then: toDevice), mapped.isFiniteRect
    else { return frame }
    return mapped.insetBy(dx: -2, dy: -2)
  }

  // MARK: Rectangles

  /// Adds every effect that damage touches, whole, until no more do.
  private mutating func spreadThroughEffects() {
    var pending = effects.filter { !$0.isNull && $0.intersects(frame) }
    var grew = true
    while grew {
      grew = false
      pending.removeAll { effect in
        guard damaged.contains(where: { $0.intersects(effect) }) else { return false }
        addDamage(effect)
        grew = true
        return true
      }
    }
  }

  /// Bands of whole rows of the frame covering `rects`, overlapping ones merged, at most
  /// ``maximumRectangles``.
  ///
  /// Whole rows, because pixman composites a row in runs of several pixels at once and the
  /// pixels before and after them one by one, with a rounding that may differ by one step: a
  /// run cut where a rectangle starts would round some pixels differently from a full redraw.
  /// Cutting between rows changes nothing.
  private static func merged(_ rects: [CGRect], within frame: CGRect) -> [CGRect] {
    var result: [CGRect] = []
    for rect in rects where !rect.isNull && !rect.isEmpty {
      let top = rect.minY.rounded(.down)
      var box = CGRect(x: frame.minX, y: top, width: frame.width, height: rect.maxY.rounded(.up) - top)
      box = box.intersection(frame)
      guard !box.isEmpty else { continue }
      // Merge with everything it touches, repeatedly, so the result stays disjoint.
      var merging = true
      while merging {
        merging = false
        if let index = result.firstIndex(where: { $0.intersects(box) }) {
          box = box.union(result.remove(at: index))
          merging = true
        }
      }
      result.append(box)
    }
    if result.count > maximumRectangles {
      return [result.dropFirst().reduce(result[0]) { $0.union($1) }]
    }
    return result
  }
}
