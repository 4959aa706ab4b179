import Foundation

/// The kind of gradient a ``GradientLayer`` draws (Core Animation's `CAGradientLayerType`).
public enum GradientType: Sendable, Hashable {
  /// Colours vary along the line from the start point to the end point.
  case axial
  /// Colours vary along an ellipse centred on the start point whose radii reach the end point.
  case radial
  /// Colours sweep once round the start point, starting in the direction of the end point and
  /// turning clockwise on screen (Core Animation's `conic`): locations are fractions of a turn.
  case conic
}

/// A layer filled with a colour gradient (Core Animation's `CAGradientLayer`).
open class GradientLayer: Layer {
  /// The colour stops' colours; no gradient is drawn when `nil` or empty.
  public var colors: [Color]? {
    didSet {
      if colors != oldValue {
        modelDidChange("colors", from: .colors((oldValue ?? []).map(ColorComponents.init)))
      }
    }
  }
  /// The stops' locations, 0…1 and increasing; `nil` spaces them evenly.
  public var locations: [CGFloat]? {
    didSet {
      if locations != oldValue {
        modelDidChange("locations", from: .numbers((oldValue ?? []).map(Double.init)))
      }
    }
  }
  /// The start point in unit coordinates of the bounds; (0.5, 0) by default.
  public var startPoint = CGPoint(x: 0.5, y: 0) {
    didSet { if startPoint != oldValue { modelDidChange("startPoint", from: .point(oldValue)) } }
  }
  /// The end point in unit coordinates of the bounds; (0.5, 1) by default.
  public var endPoint = CGPoint(x: 0.5, y: 1) {
    didSet { if endPoint != oldValue { modelDidChange("endPoint", from: .point(oldValue)) } }
  }
  /// The kind of gradient.
  public var type: GradientType = .axial {
    didSet { if type != oldValue { setNeedsSnapshot() } }
  }

  /// Creates a gradient layer with no colours.
  public required init() { super.init() }

  override func makeContent() -> LayerSnapshot.Content {
    guard let colors, !colors.isEmpty, startPoint.isFinite, endPoint.isFinite else { return .none }
    let evenly = colors.count == 1 ? [0] : (0..<colors.count).map { CGFloat($0) / CGFloat(colors.count - 1) }
    var stops = evenly
    // Locations that do not match the colours one to one are ignored, as Core Animation does.
    if let locations, locations.count == colors.count, locations.allSatisfy(\.isFinite) {
      stops = locations
    }
    return .gradient(
      LayerSnapshot.Gradient(
        type: type, colors: colors, locations: stops, startPoint: startPoint, endPoint: endPoint))
  }
}
