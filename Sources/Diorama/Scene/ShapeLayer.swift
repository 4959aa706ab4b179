import Foundation

/// How the inside of a path is decided (Core Animation's `CAShapeLayerFillRule`).
public enum FillRule: Sendable, Hashable {
  /// A point is inside when the path winds around it a non-zero number of times.
  case nonZero
  /// A point is inside when a ray from it crosses the path an odd number of times.
  case evenOdd
}

/// How open ends of strokes are drawn.
public enum LineCap: Sendable, Hashable {
  /// Flat, ending exactly at the end point.
  case butt
  /// A half-circle beyond the end point.
  case round
  /// A half-square beyond the end point.
  case square
}

/// How stroke corners are drawn.
public enum LineJoin: Sendable, Hashable {
  /// Sharp corners (up to the miter limit).
  case miter
  /// Rounded corners.
  case round
  /// Cut-off corners.
  case bevel
}

/// A layer that draws a path (Core Animation's `CAShapeLayer`), with a fill, a stroke, dashes,
/// and ``strokeStart``/``strokeEnd`` for strokes that draw themselves.
open class ShapeLayer: Layer {
  /// The outline, in the layer's coordinates.
  ///
  /// A path with a NaN or infinite coordinate is kept but not drawn (neither filled nor
  /// stroked), and the assignment reports an ``Warning/Kind/invalidGeometry`` warning.
  public var path: Path? {
    didSet {
      if let path, !path.isFinite {
        Diagnostics.report(
          Warning(
            .invalidGeometry,
            "\(self): path has a coordinate that is not finite (bounding box \(path.boundingBox)); the shape is"
              + " not drawn."))
      }
      if path != oldValue { modelDidChange("path", from: .path(oldValue)) }
    }
  }
  /// The fill colour; opaque black by default, `nil` for no fill.
  public var fillColor: Color? = .black {
    didSet {
      if fillColor != oldValue {
        modelDidChange("fillColor", from: .color(ColorComponents(orClear: oldValue)))
      }
    }
  }
  /// The rule that decides the inside of the path.
  public var fillRule: FillRule = .nonZero {
    didSet { if fillRule != oldValue { setNeedsSnapshot() } }
  }
  /// The stroke colour; `nil` (no stroke) by default.
  public var strokeColor: Color? {
    didSet {
      if strokeColor != oldValue {
        modelDidChange("strokeColor", from: .color(ColorComponents(orClear: oldValue)))
      }
    }
  }
  /// The stroke width; 1 by default.
  public var lineWidth: CGFloat = 1 {
    didSet { if lineWidth != oldValue { modelDidChange("lineWidth", from: .scalar(Double(oldValue))) } }
  }
  /// The shape of open stroke ends.
  public var lineCap: LineCap = .butt {
    didSet { if lineCap != oldValue { setNeedsSnapshot() } }
  }
  /// The shape of stroke corners.
  public var lineJoin: LineJoin = .miter {
    didSet { if lineJoin != oldValue { setNeedsSnapshot() } }
  }
  /// The miter limit; 10 by default.
  public var miterLimit: CGFloat = 10 {
    didSet { if miterLimit != oldValue { modelDidChange("miterLimit", from: .scalar(Double(oldValue))) } }
  }
  /// Alternating dash and gap lengths; `nil` for a solid stroke.
  public var lineDashPattern: [CGFloat]? {
    didSet { if lineDashPattern != oldValue { setNeedsSnapshot() } }
  }
  /// How far into the dash pattern the stroke starts.
  public var lineDashPhase: CGFloat = 0 {
    didSet {
      if lineDashPhase != oldValue { modelDidChange("lineDashPhase", from: .scalar(Double(oldValue))) }
    }
  }
  /// Where along the path the stroke starts, as a fraction of its length (0…1).
  ///
  /// Values outside 0…1 (infinities included) draw as the nearest end; NaN draws as the default
  /// 0 and reports an ``Warning/Kind/invalidGeometry`` warning.
  public var strokeStart: CGFloat = 0 {
    didSet {
      if strokeStart.isNaN { warnNaN("strokeStart", drawnAs: 0) }
      if strokeStart != oldValue { modelDidChange("strokeStart", from: .scalar(Double(oldValue))) }
    }
  }
  /// Where along the path the stroke ends, as a fraction of its length (0…1).
  ///
  /// Values outside 0…1 (infinities included) draw as the nearest end; NaN draws as the default
  /// 1 and reports an ``Warning/Kind/invalidGeometry`` warning.
  public var strokeEnd: CGFloat = 1 {
    didSet {
      if strokeEnd.isNaN { warnNaN("strokeEnd", drawnAs: 1) }
      if strokeEnd != oldValue { modelDidChange("strokeEnd", from: .scalar(Double(oldValue))) }
    }
  }

  private func warnNaN(_ property: String, drawnAs fallback: CGFloat) {
    Diagnostics.report(
      Warning(.invalidGeometry, "\(self): \(property) = nan is not a number; it is drawn as \(fallback)."))
  }

  /// Creates an empty shape layer.
  public required init() { super.init() }

  override func makeContent() -> LayerSnapshot.Content {
    guard let path, path.isFinite else { return .none }
    let dashes = (lineDashPattern ?? []).filter { $0.isFinite && $0 >= 0 }
    return .shape(
      LayerSnapshot.Shape(
        path: path, fillColor: fillColor, fillRule: fillRule, strokeColor: strokeColor,
        lineWidth: lineWidth.isFinite ? max(0, lineWidth) : 1, lineCap: lineCap, lineJoin: lineJoin,
        miterLimit: miterLimit, lineDashPattern: dashes.contains { $0 > 0 } ? dashes : [],
        lineDashPhase: lineDashPhase.isFinite ? lineDashPhase : 0,
        strokeStart: ShapeLayer.unit(strokeStart, 0), strokeEnd: ShapeLayer.unit(strokeEnd, 1)))
  }

  static func unit(_ value: CGFloat, _ fallback: CGFloat) -> CGFloat {
    value.isNaN ? fallback : min(max(value, 0), 1)
  }
}
