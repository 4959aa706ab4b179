import Foundation

extension Image {
  /// A symbol's weight (UIKit's `UIImage.SymbolWeight`): the system font's weights, plus
  /// `unspecified` (the font's or the text style's, regular by default).
  public enum SymbolWeight: Int, Sendable, Hashable, CaseIterable {
    /// Not set: the configuration's font or text style decides, else regular.
    case unspecified = 0
    /// The lightest.
    case ultraLight = 1
    /// Thin.
    case thin = 2
    /// Light.
    case light = 3
    /// Regular.
    case regular = 4
    /// Medium.
    case medium = 5
    /// Semibold.
    case semibold = 6
    /// Bold.
    case bold = 7
    /// Heavy.
    case heavy = 8
    /// The heaviest.
    case black = 9

    /// Steps from regular: −3 for ultra light … +5 for black.
    var stepsFromRegular: Int { rawValue - SymbolWeight.regular.rawValue }

    /// The symbol weight matching a font weight.
    init(_ weight: Font.Weight) {
      self = SymbolWeight(rawValue: weight.rawValue + 1) ?? .regular
    }
  }

  /// A symbol's size relative to the font it goes with (UIKit's `UIImage.SymbolScale`).
  public enum SymbolScale: Int, Sendable, Hashable, CaseIterable {
    /// The default: medium.
    case `default` = -1
    /// Not set: medium unless another configuration says.
    case unspecified = 0
    /// About 0.78 of medium.
    case small = 1
    /// The size that matches the text it sits with.
    case medium = 2
    /// About 1.29 of medium: tab bars and toolbars use it.
    case large = 3
  }

  /// How a symbol image is drawn (UIKit's `UIImage.SymbolConfiguration`): its point size (or
  /// the font or text style it goes with), weight and scale, and the colours of hierarchical or
  /// palette rendering.
  ///
  /// ```swift
  /// let config = Image.SymbolConfiguration(pointSize: 24, weight: .semibold, scale: .large)
  /// let gear = Image(systemName: "gear", withConfiguration: config)
  /// ```
  ///
  /// A point size that is not finite, or not positive, is ignored with a
  /// ``Warning/Kind/valueClamped`` warning; one above ``maximumPointSize`` is clamped to it.
  public struct SymbolConfiguration: Hashable, Sendable, CustomStringConvertible {
    /// The size of the text the symbol goes with, in points; `nil` for the font's, the text
    /// style's or 17 (the body style).
    public private(set) var pointSize: CGFloat?
    /// The weight.
    public private(set) var weight: SymbolWeight = .unspecified
    /// The scale.
    public private(set) var scale: SymbolScale = .unspecified
    /// The text style the symbol goes with, if one was given.
    public private(set) var textStyle: Font.TextStyle?
    /// The font the symbol goes with, if one was given.
    public private(set) var font: Font?
    /// The colours of hierarchical (one colour) or palette (up to three) rendering; `nil` for a
    /// template image drawn in the tint colour.
    public private(set) var colors: [Color]?

    /// The largest point size a symbol is drawn at.
    public static let maximumPointSize: CGFloat = 2_000

    /// A configuration that sets nothing (UIKit's `unspecified`).
    public static let unspecified = SymbolConfiguration()

    private init() {}

    /// A configuration for text of `pointSize` points.
    public init(pointSize: CGFloat) {
      self.pointSize = Self.checked(pointSize)
    }

    /// A configuration for text of `pointSize` points, drawn at `weight`.
    public init(pointSize: CGFloat, weight: SymbolWeight) {
      self.init(pointSize: pointSize)
      self.weight = weight
    }

    /// A configuration for text of `pointSize` points, drawn at `weight` and `scale`.
    public init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
      self.init(pointSize: pointSize, weight: weight)
      self.scale = scale
    }

    /// A configuration for text of a text style (its size and weight).
    public init(textStyle: Font.TextStyle) {
      self.textStyle = textStyle
    }

    /// A configuration for text of a text style, at `scale`.
    public init(textStyle: Font.TextStyle, scale: SymbolScale) {
      self.textStyle = textStyle
      self.scale = scale
    }

    /// A configuration for text in `font` (its size and weight).
    public init(font: Font) {
      self.font = font
    }

    /// A configuration for text in `font`, at `scale`.
    public init(font: Font, scale: SymbolScale) {
      self.font = font
      self.scale = scale
    }

    /// A configuration that sets only the weight.
    public init(weight: SymbolWeight) {
      self.weight = weight
    }

    /// A configuration that sets only the scale.
    public init(scale: SymbolScale) {
      self.scale = scale
    }

    /// Hierarchical rendering in `color` (UIKit's `init(hierarchicalColor:)`). The stand-in
    /// symbols have one layer: they are drawn in `color`, not tinted.
    public init(hierarchicalColor color: Color) {
      colors = [color]
    }

    /// Palette rendering in `colors` (UIKit's `init(paletteColors:)`). The stand-in symbols have
    /// one layer: they are drawn in the first colour, not tinted. An empty palette sets nothing.
    public init(paletteColors: [Color]) {
      colors = paletteColors.isEmpty ? nil : paletteColors
    }

    /// The configuration with what `other` sets laid over it (UIKit's `applying(_:)`); `nil`
    /// changes nothing. A size from a point size, a font or a text style replaces the others.
    public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
      guard let other else { return self }
      var result = self
      if other.pointSize != nil || other.font != nil || other.textStyle != nil {
        result.pointSize = other.pointSize
        result.font = other.font
        result.textStyle = other.textStyle
      }
      if other.weight != .unspecified { result.weight = other.weight }
      if other.scale != .unspecified { result.scale = other.scale }
      if let colors = other.colors { result.colors = colors }
      return result
    }

    /// The size of the text the symbol goes with: the point size, else the font's, the text
    /// style's, else 17.
    var resolvedPointSize: CGFloat {
      pointSize ?? font?.pointSize ?? textStyle?.pointSize ?? Font.TextStyle.body.pointSize
    }

    /// The weight drawn: the weight set, else the font's or the text style's, else regular.
    var resolvedWeight: SymbolWeight {
      if weight != .unspecified { return weight }
      if let font { return SymbolWeight(font.weight) }
      if let textStyle { return SymbolWeight(textStyle.weight) }
      return .regular
    }

    /// The scale drawn: the scale set, else medium.
    var resolvedScale: SymbolScale {
      scale == .small || scale == .large ? scale : .medium
    }

    public var description: String {
      var parts: [String] = []
      if let pointSize { parts.append("pointSize \(pointSize)") }
      if let font { parts.append("font \(font)") }
      if let textStyle { parts.append("textStyle \(textStyle)") }
      if weight != .unspecified { parts.append("weight \(weight)") }
      if scale != .unspecified { parts.append("scale \(scale)") }
      if let colors { parts.append("colors \(colors)") }
      return "SymbolConfiguration(\(parts.joined(separator: ", ")))"
    }

    /// `size` if it can be drawn; `nil` (with a warning) or the maximum otherwise.
    private static func checked(_ size: CGFloat) -> CGFloat? {
      guard size.isFinite, size > 0 else {
        Diagnostics.report(
          Warning(
            .valueClamped,
            "Image.SymbolConfiguration: point size \(size) is not a positive finite number; it is ignored."))
        return nil
      }
      guard size <= maximumPointSize else {
        Diagnostics.report(
          Warning(
            .valueClamped,
            "Image.SymbolConfiguration: point size \(size) is above \(maximumPointSize); using \(maximumPointSize)."
          ))
        return maximumPointSize
      }
      return size
    }
  }
}
