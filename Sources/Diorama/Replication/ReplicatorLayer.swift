import Foundation

/// A layer that draws its sublayers several times (Core Animation's `CAReplicatorLayer`): each
/// copy moved by one more ``instanceTransform``, started ``instanceDelay`` later, and tinted by
/// ``instanceColor`` shifted by the colour offsets once more per copy. Replicator loaders,
/// dot rings and mirrored rows are built this way.
///
/// The copies are drawn in order, the original (copy 0) first. The instance transform acts about
/// the replicator's anchor point, so a rotation arranges copies round its centre. The tint
/// multiplies the copies' colours — backgrounds, borders, shadows, shape fills and strokes,
/// gradient stops and text — as Core Animation does for flat colours; images are not tinted.
///
/// Copies are bounded: at most ``maximumInstanceCount`` copies, and at most
/// ``maximumReplicatedLayers`` layers in all; a larger ``instanceCount`` draws that many with a
/// warning.
open class ReplicatorLayer: Layer {
  /// The most copies drawn.
  public static let maximumInstanceCount = 10_000
  /// The most layers all copies together may hold.
  public static let maximumReplicatedLayers = 200_000

  /// How many copies of the sublayers are drawn, the original included; 1 by default.
  public var instanceCount = 1 {
    didSet { if instanceCount != oldValue { setNeedsSnapshot() } }
  }

  /// The transform from one copy to the next, about the anchor point; identity by default.
  public var instanceTransform: Transform3D = .identity {
    didSet {
      if !Self.accept(instanceTransform.isFinite, "instanceTransform", instanceTransform, self) {
        instanceTransform = oldValue
      }
      if instanceTransform != oldValue { setNeedsSnapshot() }
    }
  }

  /// How much later each copy's time runs, in seconds; 0 by default. Copy `k` shows its sublayers'
  /// animations as they were `k × instanceDelay` earlier.
  public var instanceDelay: Double = 0 {
    didSet {
      if !instanceDelay.isFinite { instanceDelay = oldValue }
      if instanceDelay != oldValue { setNeedsSnapshot() }
    }
  }

  /// The colour the first copy is multiplied by; opaque white (no change) by default.
  public var instanceColor: Color? = .white {
    didSet { if instanceColor != oldValue { setNeedsSnapshot() } }
  }

  /// Added to the red component of the tint once per copy.
  public var instanceRedOffset: Float = 0 {
    didSet { if instanceRedOffset != oldValue { setNeedsSnapshot() } }
  }
  /// Added to the green component of the tint once per copy.
  public var instanceGreenOffset: Float = 0 {
    didSet { if instanceGreenOffset != oldValue { setNeedsSnapshot() } }
  }
  /// Added to the blue component of the tint once per copy.
  public var instanceBlueOffset: Float = 0 {
    didSet { if instanceBlueOffset != oldValue { setNeedsSnapshot() } }
  }
  /// Added to the alpha component of the tint once per copy.
  public var instanceAlphaOffset: Float = 0 {
    didSet { if instanceAlphaOffset != oldValue { setNeedsSnapshot() } }
  }

  /// Whether the copies keep their 3-D positions, as in a ``TransformLayer``; `false` flattens
  /// them into the replicator's plane.
  public var preservesDepth = false {
    didSet { if preservesDepth != oldValue { setNeedsSnapshot() } }
  }

  /// Creates a replicator layer.
  public required init() { super.init() }

  override func sublayerSnapshots(atLocalTime time: Double, reusing epoch: Int?) -> [LayerSnapshot] {
    let originals = sublayers ?? []
    guard !originals.isEmpty else { return [] }
    var count = max(0, instanceCount)
    let limit = min(Self.maximumInstanceCount, max(1, Self.maximumReplicatedLayers / max(1, subtreeSize)))
    if count > limit {
      Diagnostics.report(
        Warning(
          .valueClamped,
          "\(self): instanceCount = \(instanceCount) copies of \(subtreeSize) layers; \(limit) are drawn."))
      count = limit
    }
    let base = ColorComponents(instanceColor ?? .white)
    let anchor = CGPoint(
      x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    var step = Transform3D.identity
    var copies: [LayerSnapshot] = []
    copies.reserveCapacity(count)
    for k in 0..<count {
      let t = time - Double(k) * instanceDelay
      var instances = originals.compactMap { $0.visibleSnapshot(atParentTime: t, reusing: epoch) }
      let tint = ColorComponents(
        red: base.red + Double(k) * Double(instanceRedOffset),
        green: base.green + Double(k) * Double(instanceGreenOffset),
        blue: base.blue + Double(k) * Double(instanceBlueOffset),
        alpha: base.alpha + Double(k) * Double(instanceAlphaOffset))
      if tint != ColorComponents(red: 1, green: 1, blue: 1, alpha: 1) {
        let clamped = Color(
          red: min(max(tint.red, 0), 1), green: min(max(tint.green, 0), 1), blue: min(max(tint.blue, 0), 1),
          alpha: min(max(tint.alpha, 0), 1))
        instances = instances.map { $0.multiplyingColors(by: clamped) }
      }
      if k == 0 {
        copies.append(contentsOf: instances)
      } else {
        // A transparent holder the size of the replicator, pivoting on its anchor point, carries
        // the copy's accumulated transform.
        var holder = LayerSnapshot(
          bounds: bounds, position: anchor, anchorPoint: anchorPoint, transform: step, opacity: 1,
          backgroundColor: nil, cornerRadius: 0, borderWidth: 0, borderColor: nil, masksToBounds: false,
          shadow: nil, contents: nil, contentsGravity: .resize,
          contentsCenter: CGRect(x: 0, y: 0, width: 1, height: 1),
          contentsTintColor: nil, content: .none, sublayers: instances)
        if preservesDepth {
          holder.depth = LayerSnapshot.Depth(
            zPosition: 0, anchorPointZ: 0, sublayerTransform: .identity, isDoubleSided: true,
            preservesDepth: true, mask: nil, blendMode: nil)
        }
        copies.append(holder)
      }
      step = step.concatenating(instanceTransform)
    }
    return copies
  }

  /// The number of layers under this one (sublayers and theirs).
  private var subtreeSize: Int {
    var count = 0
    var stack = sublayers ?? []
    while let layer = stack.popLast() {
      count += 1
      stack.append(contentsOf: layer.sublayers ?? [])
    }
    return count
  }
}
