import Foundation

// PinLayout's warning sentences, word for word, reported through ``PinWarnings``.
extension PinLayout {
  func warn(_ kind: Warning.Kind, _ text: String) {
    guard configuration.logWarnings else { return }
    PinWarnings.report(
      kind, "PinLayout Warning: \(text)", node: node.layoutable, keepTransform: keepTransform)
  }

  func warnWontBeApplied(_ kind: Warning.Kind, _ text: String, _ context: Context) {
    warn(kind, "\(context()) won't be applied, \(text)")
  }

  func warnPropertyAlreadySet(_ value: CGFloat, _ context: Context) {
    guard configuration.logWarnings else { return }
    PinWarnings.report(
      .pinConflict,
      "PinLayout Conflict: \(context()) won't be applied since it value has already been set to "
        + "\(PinWarnings.value(value)).", node: node.layoutable, keepTransform: keepTransform)
  }

  func warnConflict(_ context: Context, _ property: String, _ value: CGFloat) {
    guard configuration.logWarnings else { return }
    PinWarnings.report(
      .pinConflict,
      "PinLayout Conflict: \(context()) won't be applied since it conflicts with the following already set "
        + "properties:\n \(property): \(PinWarnings.value(value))", node: node.layoutable,
      keepTransform: keepTransform)
  }

  /// `(BasicView, Frame: (40.0, 100.0, 200.0, 100.0))` for a reference node.
  func describe(_ node: any Layoutable) -> String {
    PinWarnings.describe(node, keepTransform: keepTransform)
  }

  func describe(_ node: PinNode) -> String { describe(node.layoutable) }

  /// The justify/align warnings, emitted when the builder is applied.
  func displayLayoutWarnings() {
    if let justify {
      func context() -> String { "justify(.\(justify))" }
      let pinsHorizontally =
        (_left != nil && _right != nil)
        || (shouldPinEdges && width != nil && (_left != nil || _right != nil || _hCenter != nil))
      if !pinsHorizontally {
        warnWontBeApplied(
          .pinIneffective, "the left and right coordinates must be set to justify the view horizontally.",
          context)
      }
      if _hCenter != nil {
        warnWontBeApplied(
          .pinIneffective,
          "justification is not applied when hCenter has been set. By default the view will be centered "
            + "around the hCenter.", context)
      }
    }
    if let align {
      func context() -> String { "align(.\(align))" }
      let pinsVertically =
        (_top != nil && _bottom != nil)
        || (shouldPinEdges && height != nil && (_top != nil || _bottom != nil || _vCenter != nil))
      if !pinsVertically {
        warnWontBeApplied(
          .pinIneffective, "the top and bottom coordinates must be set to align the view vertically.", context
        )
      }
      if _vCenter != nil {
        warnWontBeApplied(
          .pinIneffective,
          "alignment is not applied when vCenter has been set. By default the view will be centered around "
            + "the specified vCenter.", context)
      }
    }
  }
}
