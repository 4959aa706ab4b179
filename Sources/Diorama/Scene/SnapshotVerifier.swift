import Foundation

/// Checks an incremental snapshot against one built whole from the model: a layer that changed
/// without marking itself (see ``Layer/setNeedsSnapshot()``) would otherwise draw a stale frame.
///
/// The tests compare every frame of every demo this way. In a debug build, setting the
/// environment variable `DIORAMA_VERIFY_SNAPSHOTS=1` makes every ``Scene/snapshot()`` build both
/// (twice the cost) and report a ``Warning/Kind/staleSnapshot`` warning naming the first
/// difference, then use the snapshot built whole.
enum SnapshotVerifier {
  /// Whether ``Scene/snapshot()`` verifies every snapshot (debug builds with
  /// `DIORAMA_VERIFY_SNAPSHOTS=1`).
  static let isEnabled: Bool = {
    #if DEBUG
      ProcessInfo.processInfo.environment["DIORAMA_VERIFY_SNAPSHOTS"] == "1"
    #else
      false
    #endif
  }()

  /// `incremental` when it draws as `whole` does; otherwise `whole`, after a warning.
  static func checked(_ incremental: LayerSnapshot, against whole: LayerSnapshot) -> LayerSnapshot {
    guard let difference = difference(incremental, whole) else { return incremental }
    Diagnostics.report(
      Warning(.staleSnapshot, "The incremental snapshot differs from the whole one at \(difference)."))
    return whole
  }

  /// Where two snapshot trees draw differently: a path of sublayer indices from the root and the
  /// first property that differs, or `nil` when they draw alike (see
  /// ``LayerSnapshot/drawsTreeLike(_:)``).
  static func difference(_ a: LayerSnapshot, _ b: LayerSnapshot, at path: String = "root") -> String? {
    if !a.drawsLike(b) {
      let properties: [(String, Bool)] = [
        ("bounds", a.bounds == b.bounds), ("position", a.position == b.position),
        ("anchorPoint", a.anchorPoint == b.anchorPoint), ("transform", a.transform == b.transform),
        ("opacity", a.opacity == b.opacity), ("backgroundColor", a.backgroundColor == b.backgroundColor),
        ("cornerRadius", a.cornerRadius == b.cornerRadius),
        ("maskedCorners", a.maskedCorners == b.maskedCorners),
        ("cornerCurve", a.cornerCurve == b.cornerCurve), ("borderWidth", a.borderWidth == b.borderWidth),
        ("borderColor", a.borderColor == b.borderColor),
        ("masksToBounds", a.masksToBounds == b.masksToBounds),
        ("shadow", a.shadow == b.shadow), ("contents", Image.areSame(a.contents, b.contents)),
        ("contentsGravity", a.contentsGravity == b.contentsGravity),
        ("contentsCenter", a.contentsCenter == b.contentsCenter),
        ("contentsTintColor", a.contentsTintColor == b.contentsTintColor),
        ("sublayers.count", a.sublayers.count == b.sublayers.count),
      ]
      let name = properties.first { !$0.1 }?.0 ?? "content or depth"
      return "\(path).\(name)"
    }
    if let x = a.depth?.mask, let y = b.depth?.mask, let found = difference(x, y, at: "\(path).mask") {
      return found
    }
    for (index, (x, y)) in zip(a.sublayers, b.sublayers).enumerated() {
      if let found = difference(x, y, at: "\(path)[\(index)]") { return found }
    }
    return nil
  }
}
