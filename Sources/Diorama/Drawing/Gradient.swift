import Foundation

/// Colours at locations along a line, for ``GraphicsContext/drawLinearGradient(_:start:end:options:)``
/// and ``GraphicsContext/drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)``
/// (Core Graphics' `CGGradient`).
public struct Gradient: Sendable, Hashable {
  /// What a gradient draws beyond its ends (Core Graphics' `CGGradientDrawingOptions`).
  public struct DrawingOptions: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public var rawValue: UInt32
    /// Creates options from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Extends the start colour before the start.
    public static let drawsBeforeStartLocation = DrawingOptions(rawValue: 1)
    /// Extends the end colour past the end.
    public static let drawsAfterEndLocation = DrawingOptions(rawValue: 2)
  }

  /// The colours.
  public let colors: [Color]
  /// The locations of the colours, 0…1, one per colour, ascending.
  public let locations: [CGFloat]

  /// A gradient of `colors` at `locations` (evenly spaced from 0 to 1 when `nil`), or `nil`
  /// when there are no colours, the counts differ or a location is not finite.
  public init?(colors: [Color], locations: [CGFloat]? = nil) {
    guard !colors.isEmpty else { return nil }
    let spread =
      colors.count == 1 ? [0] : (0..<colors.count).map { CGFloat($0) / CGFloat(colors.count - 1) }
    let locations = locations ?? spread
    guard locations.count == colors.count, locations.allSatisfy(\.isFinite) else { return nil }
    self.colors = colors
    self.locations = locations.map { min(max($0, 0), 1) }
  }
}
