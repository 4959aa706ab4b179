/// The eleven identifiers of the constraints a ``StackView`` generates (UIKit uses the same
/// names with `UISV-`).
enum StackConstraintIdentifier: UInt8, Hashable, CaseIterable {
  case canvasConnection, canvasFit, spacing, distributingEdge, fillEqually, fillProportionally, hiding
  case alignment, spanningBoundary, spanningFit, ambiguitySuppression

  /// The identifier as constraints carry it, e.g. `ASV-canvas-connection`.
  var name: String {
    switch self {
    case .canvasConnection: "ASV-canvas-connection"
    case .canvasFit: "ASV-canvas-fit"
    case .spacing: "ASV-spacing"
    case .distributingEdge: "ASV-distributing-edge"
    case .fillEqually: "ASV-fill-equally"
    case .fillProportionally: "ASV-fill-proportionally"
    case .hiding: "ASV-hiding"
    case .alignment: "ASV-alignment"
    case .spanningBoundary: "ASV-spanning-boundary"
    case .spanningFit: "ASV-spanning-fit"
    case .ambiguitySuppression: "ASV-ambiguity-suppression"
    }
  }
}
