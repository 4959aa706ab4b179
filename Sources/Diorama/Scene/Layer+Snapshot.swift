import Foundation

/// Snapshots built incrementally: every model setter that changes what a layer draws marks it
/// (``Layer/setNeedsSnapshot()``) and its ancestors; a snapshot reuses the previous one of each
/// layer nothing marked, shared copy on write, so a frame in which one layer changed builds that
/// layer and gathers the sublayers of its ancestors, and the renderer skips the reused subtrees
/// by identity.
extension Layer {
  /// An immutable value describing this layer and its visible sublayers for the renderer: the
  /// presentation at the current time of the scene's clock (model values with the animations
  /// folded in; plain model values when nothing animates).
  ///
  /// Cost: what changed since the last snapshot of the layer. Layers whose drawn properties and
  /// subtrees did not change, and that no animation runs on, give the value they gave before.
  public func snapshot() -> LayerSnapshot {
    snapshot(atLocalTime: currentLocalTime, reusing: TextLayoutCache.shared.epoch)
  }

  /// The snapshot built whole from the model, reusing nothing and leaving the kept state as it
  /// is: what an incremental ``snapshot()`` must equal (see ``SnapshotVerifier``).
  func wholeSnapshot() -> LayerSnapshot { snapshot(atLocalTime: currentLocalTime, reusing: nil) }

  /// Marks the layer's own drawing as changed: its next snapshot is built anew, and its
  /// ancestors gather their sublayers anew. Every setter of a drawn property calls it.
  /// - Complexity: O(1) amortised: it climbs only to the first ancestor already marked.
  final func setNeedsSnapshot() {
    snapshotState.ownChanged = true
    if let parent = superlayerReference {
      Self.markSublayersChanged(from: parent)
    } else if let masked = maskedLayer {
      Self.markSublayersChanged(from: Unmanaged.passUnretained(masked))
    }
  }

  /// Marks the layer's sublayers as changed (one of them, their order or their membership): its
  /// next snapshot gathers them anew, reusing its own values.
  final func setSublayersNeedSnapshot() { Self.markSublayersChanged(from: Unmanaged.passUnretained(self)) }

  /// Marks `start` and its ancestors (through superlayers, and from a mask to the layer it
  /// masks) up to the first one already marked. Every layout pass calls this for every layer
  /// it moves, so the walk borrows the layers instead of retaining each one.
  private static func markSublayersChanged(from start: Unmanaged<Layer>) {
    var node: Unmanaged<Layer>? = start
    while let current = node {
      node = current._withUnsafeGuaranteedRef { layer -> Unmanaged<Layer>? in
        guard !layer.snapshotState.subtreeChanged else { return nil }
        layer.snapshotState.subtreeChanged = true
        if let parent = layer.superlayerReference { return parent }
        return layer.maskedLayer.map { Unmanaged.passUnretained($0) }
      }
    }
  }

  /// The snapshot at this layer's local time `time`. With an `epoch` (the text layout cache's
  /// current one), unchanged layers give their last snapshot and what is built is kept for the
  /// next time; with `nil`, everything is built from the model and nothing kept is read or
  /// written.
  func snapshot(atLocalTime time: Double, reusing epoch: Int?) -> LayerSnapshot {
    guard let epoch else { return build(atLocalTime: time, reusingOwn: nil, epoch: nil) }
    let isCurrent = snapshotState.epoch == epoch
    if isCurrent, !snapshotState.ownChanged, let last = snapshotState.last {
      if !snapshotState.subtreeChanged { return last }
      // Only sublayers changed: keep the layer's own values (unless its group opacity was folded
      // into the colours of its whole subtree).
      if allowsGroupOpacity || opacity >= 1 {
        return keep(build(atLocalTime: time, reusingOwn: last, epoch: epoch), epoch: epoch)
      }
    }
    return keep(build(atLocalTime: time, reusingOwn: nil, epoch: epoch), epoch: epoch)
  }

  /// Keeps a snapshot just built for the next time, and clears the marks of what no longer
  /// needs building: a layer an animation runs on, or whose content depends on the time, stays
  /// marked, and so do its ancestors.
  private func keep(_ snapshot: LayerSnapshot, epoch: Int) -> LayerSnapshot {
    snapshotState.ownChanged = !animationState.records.isEmpty || hasTimedContent
    var subtree = mask?.needsSnapshotWhenVisible ?? false
    if !subtree, let sublayers {
      for sublayer in sublayers where sublayer.needsSnapshotWhenVisible {
        subtree = true
        break
      }
    }
    snapshotState.subtreeChanged = subtree
    snapshotState.last = snapshot
    snapshotState.epoch = epoch
    return snapshot
  }

  /// Whether the layer must be built again the next time its superlayer is: it is marked, and
  /// visible or animated (a hidden layer's changes need nothing until it shows, and showing it
  /// marks its superlayer).
  private var needsSnapshotWhenVisible: Bool {
    snapshotState.isFlagged && (!isHidden || !animationState.records.isEmpty)
  }

  /// Builds the snapshot: the layer's own values (`own` when they are reused), the sublayers and
  /// the mask.
  private func build(atLocalTime time: Double, reusingOwn own: LayerSnapshot?, epoch: Int?) -> LayerSnapshot {
    var snapshot = own ?? ownSnapshot(atLocalTime: time)
    snapshot.sublayers = Self.depthOrdered(sublayerSnapshots(atLocalTime: time, reusing: epoch))
    if own == nil, !allowsGroupOpacity, snapshot.opacity < 1 {
      let alpha = snapshot.opacity
      snapshot.opacity = 1
      snapshot = snapshot.multiplyingColors(by: Color(red: 1, green: 1, blue: 1, alpha: alpha))
    }
    if let mask, snapshot.depth != nil {
      snapshot.depth?.mask = mask.visibleSnapshot(atParentTime: time, reusing: epoch)
    }
    return snapshot
  }

  /// The layer's own values at local time `time`, without sublayers or mask.
  private func ownSnapshot(atLocalTime time: Double) -> LayerSnapshot {
    let source = presentationSource(atLocalTime: time)
    var snapshot = LayerSnapshot(
      bounds: source.bounds, position: source.position, anchorPoint: source.anchorPoint,
      transform: source.transform, opacity: CGFloat(source.opacity), backgroundColor: source.backgroundColor,
      cornerRadius: source.cornerRadius, borderWidth: source.borderWidth, borderColor: source.borderColor,
      masksToBounds: source.masksToBounds, shadow: source.shadowSnapshot(), contents: source.contents,
      contentsGravity: source.contentsGravity, contentsCenter: source.contentsCenter,
      contentsTintColor: source.contentsTintColor,
      content: makeTimedContent(atLocalTime: time) ?? source.makeContent(), sublayers: [])
    snapshot.maskedCorners = maskedCorners
    snapshot.cornerCurve = cornerCurve
    if let image = snapshot.contents, source.contentsRect != CGRect(x: 0, y: 0, width: 1, height: 1) {
      snapshot.contents = croppedContents(image, to: source.contentsRect)
    }
    if source.zPosition != 0 || source.anchorPointZ != 0 || !source.sublayerTransform.isIdentity
      || !source.isDoubleSided || mask != nil || compositingFilter != nil || self is TransformLayer
      || filters?.isEmpty == false || backgroundFilters?.isEmpty == false
    {
      snapshot.depth = LayerSnapshot.Depth(
        zPosition: source.zPosition, anchorPointZ: source.anchorPointZ,
        sublayerTransform: source.sublayerTransform, isDoubleSided: source.isDoubleSided,
        preservesDepth: self is TransformLayer, mask: nil, blendMode: compositingFilter?.blendMode,
        blurRadius: filters?.combinedBlurRadius, backgroundBlurRadius: backgroundFilters?.combinedBlurRadius)
    }
    return snapshot
  }

  /// `image` cut to `rect` (unit coordinates), the same value as last time when nothing changed.
  private func croppedContents(_ image: Image, to rect: CGRect) -> Image? {
    if let lastCrop = snapshotState.lastCrop, lastCrop.rect == rect, Image.areSame(lastCrop.source, image) {
      return lastCrop.cropped
    }
    let cropped = image.cropped(toUnitRect: rect)
    snapshotState.lastCrop = (image, rect, cropped)
    return cropped
  }

  /// Sublayers in drawing order: by ``zPosition`` (back to front), the sublayer order among
  /// equal positions.
  private static func depthOrdered(_ layers: [LayerSnapshot]) -> [LayerSnapshot] {
    guard layers.contains(where: { $0.zPosition != 0 }) else { return layers }
    return layers.enumerated().sorted {
      ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset)
    }
    .map(\.element)
  }

  /// The snapshot of the layer as a sublayer (or mask) of a layer at local time `time`; `nil`
  /// when it is hidden.
  func visibleSnapshot(atParentTime time: Double, reusing epoch: Int?) -> LayerSnapshot? {
    let local = localTime(forParentTime: time)
    if animationState.records.isEmpty ? isHidden : presentationSource(atLocalTime: local).isHidden {
      return nil
    }
    return snapshot(atLocalTime: local, reusing: epoch)
  }

  private func shadowSnapshot() -> LayerSnapshot.Shadow? {
    guard shadowOpacity > 0, let color = shadowColor, color.alpha > 0 else { return nil }
    return LayerSnapshot.Shadow(
      color: color.withAlphaComponent(color.alpha * CGFloat(min(shadowOpacity, 1))),
      offset: shadowOffset, radius: max(0, shadowRadius), path: shadowPath)
  }
}
