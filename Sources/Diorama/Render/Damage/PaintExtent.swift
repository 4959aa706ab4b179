import Foundation

/// Where a layer subtree can change pixels, in the layer's own coordinates: its bounds, placed
/// contents, stroke, particles and sublayers, grown by its shadow and blur. A tree of these,
/// built for each frame, lets the renderer skip layers outside the region it repaints and tell
/// the region a change covers. A frame's tree reuses the previous frame's nodes for the subtrees
/// its snapshot reused (see ``LayerSnapshot/isIdentical(to:)``), so building it costs what
/// changed.
final class PaintExtent {
  /// The rectangle outside which the subtree changes no pixel; `nil` when it cannot be bounded
  /// in the layer's plane (sublayers kept in 3-D, or reaching behind the eye).
  let rect: CGRect?
  /// ``rect`` in the superlayer's plane, through the layer's own transform (not the
  /// superlayer's sublayer transform); `nil` when that transform is not affine or ``rect`` is
  /// `nil`. Kept so that a wide layer unions, and the painter culls, its reused sublayers
  /// without transforming them again.
  let placedRect: CGRect?
  /// The extents of the sublayers, in the order of the snapshot's sublayers.
  let sublayers: [PaintExtent]
  /// Whether the subtree has a layer with effects that damage may spread through (shadows,
  /// blurs, masks, 3-D, text shadows; see ``FrameDamage``): a subtree without any, unchanged,
  /// needs no visit.
  let containsEffects: Bool

  /// The extents of `layer` and its subtree.
  /// - Complexity: O(layers in the subtree).
  convenience init(_ layer: LayerSnapshot) { self.init(layer, reusing: nil) }

  /// The extents of `layer` and its subtree, reusing those of `previous` (a snapshot and its
  /// extents) for the subtrees `layer` shares with it.
  /// - Complexity: O(layers built anew since `previous`, and their siblings).
  init(_ layer: LayerSnapshot, reusing previous: (snapshot: LayerSnapshot, extent: PaintExtent)?) {
    let old = previous.map { Self.sublayerPairs($0.snapshot, $0.extent, for: layer) }
    var sublayers: [PaintExtent] = []
    sublayers.reserveCapacity(layer.sublayers.count)
    var containsEffects = Self.hasEffects(layer)
    for (index, sublayer) in layer.sublayers.enumerated() {
      let extent: PaintExtent
      if let match = old?(index, sublayer) {
        extent =
          sublayer.isIdentical(to: match.snapshot) ? match.extent : PaintExtent(sublayer, reusing: match)
      } else {
        extent = PaintExtent(sublayer, reusing: nil)
      }
      containsEffects = containsEffects || extent.containsEffects
      sublayers.append(extent)
    }
    self.sublayers = sublayers
    self.containsEffects = containsEffects
    rect = Self.extent(of: layer, sublayers: sublayers)
    let toParent = layer.transformToParent3D
    placedRect = toParent.isAffine ? rect.flatMap { Self.map($0, through: toParent, then: .identity) } : nil
  }

  /// How to find the previous snapshot and extents of each of `layer`'s sublayers: the one at the
  /// same index when the counts agree, else the one with the same identity.
  private static func sublayerPairs(
    _ previous: LayerSnapshot, _ extent: PaintExtent, for layer: LayerSnapshot
  ) -> (Int, LayerSnapshot) -> (snapshot: LayerSnapshot, extent: PaintExtent)? {
    let old = previous.sublayers
    if old.count == layer.sublayers.count { return { index, _ in (old[index], extent.sublayers[index]) } }
    var byIdentity: [ObjectIdentifier: Int] = [:]
    for (index, sublayer) in old.enumerated() { byIdentity[sublayer.identity] = index }
    return { _, sublayer in byIdentity[sublayer.identity].map { (old[$0], extent.sublayers[$0]) } }
  }

  /// Whether the layer has an effect of its own that ``FrameDamage`` records.
  private static func hasEffects(_ layer: LayerSnapshot) -> Bool {
    if layer.shadow != nil || layer.depth != nil || !layer.transform.isAffine { return true }
    if case .text(let text) = layer.content, text.layout.shadow != nil { return true }
    return false
  }

  /// How far a Gaussian of `radius` points reaches beyond what it blurs (3σ, and a margin for
  /// reduced-resolution shadows and rounding).
  static func reach(ofBlur radius: CGFloat) -> CGFloat { 3 * max(0, radius) + 4 }

  private static func extent(of layer: LayerSnapshot, sublayers: [PaintExtent]) -> CGRect? {
    if layer.depth?.preservesDepth == true { return nil }
    let bounds = layer.bounds
    var rect = bounds
    if let image = layer.contents {
      let placed = layer.contentsGravity.rect(for: image.size, in: bounds)
      rect = rect.union(layer.masksToBounds ? placed.intersection(bounds) : placed)
    }
    switch layer.content {
    case .shape(let shape):
      let box = shape.path.boundingBox
      if !box.isNull {
        let outset = shape.strokeColor == nil ? 0 : shape.lineWidth * max(1, shape.miterLimit / 2)
        let stroked = box.insetBy(dx: -outset, dy: -outset)
        rect = rect.union(layer.masksToBounds ? stroked.intersection(bounds) : stroked)
      }
    case .particles(let system):
      for particle in system.particles where system.images.indices.contains(particle.imageIndex) {
        let size = system.images[particle.imageIndex].size
        let radius = hypot(size.width, size.height) / 2 * abs(particle.scale) + 1
        let drawn = CGRect(
          x: particle.position.x - radius, y: particle.position.y - radius, width: 2 * radius,
          height: 2 * radius)
        rect = rect.union(layer.masksToBounds ? drawn.intersection(bounds) : drawn)
      }
    case .none, .gradient, .text: break
    }
    let sublayerTransform = layer.sublayerTransformAboutAnchor
    var children: CGRect? = .null
    for (sublayer, extent) in zip(layer.sublayers, sublayers) {
      if sublayerTransform == nil, let placed = extent.placedRect {
        children = children?.union(placed)
        continue
      }
      var toPlane = sublayer.transformToParent3D
      if let sublayerTransform { toPlane = toPlane.concatenating(sublayerTransform) }
      guard let local = extent.rect, let mapped = Self.map(local, through: toPlane, then: .identity) else {
        children = nil
        break
      }
      children = children?.union(mapped)
    }
    if layer.masksToBounds { children = (children ?? bounds).intersection(bounds) }
    guard let children else { return nil }
    if !children.isNull { rect = rect.union(children) }
    if let shadow = layer.shadow {
      let reach = reach(ofBlur: shadow.radius)
      let cast = (shadow.path?.boundingBox ?? rect).offsetBy(
        dx: shadow.offset.width, dy: shadow.offset.height
      )
      .insetBy(dx: -reach, dy: -reach)
      if cast.isFiniteRect { rect = rect.union(cast) }
    }
    if let blur = layer.depth?.blurRadius {
      let reach = reach(ofBlur: blur)
      rect = rect.insetBy(dx: -reach, dy: -reach)
    }
    return rect.isFiniteRect ? rect : nil
  }

  /// The bounding box of `rect` mapped through `toPlane` (a layer's transform into its parent's
  /// plane) and then the affine `then`, or `nil` when a corner lies behind the eye.
  static func map(_ rect: CGRect, through toPlane: Transform3D, then: Transform) -> CGRect? {
    if rect.isNull { return .null }
    if toPlane.isAffine { return rect.applying(toPlane.affineTransform.concatenating(then)) }
    let homography = Homography(toPlane).concatenating(
      Homography(xx: then.a, yx: then.b, xy: then.c, yy: then.d, x0: then.tx, y0: then.ty))
    var box = CGRect.null
    for (x, y) in [
      (rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.maxX, rect.maxY), (rect.minX, rect.maxY),
    ] {
      let p = homography.homogeneous(Double(x), Double(y))
      guard p.w > 1e-9, (p.x / p.w).isFinite, (p.y / p.w).isFinite else { return nil }
      box = box.union(CGRect(x: p.x / p.w, y: p.y / p.w, width: 0, height: 0))
    }
    return box
  }
}
