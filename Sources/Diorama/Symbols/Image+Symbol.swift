import Foundation

/// The symbol a symbol image was drawn from: its name and configuration, so that another
/// configuration can draw it again.
struct SymbolSource: Hashable, Sendable {
  var name: String
  var configuration: Image.SymbolConfiguration
}

extension Image {
  /// A symbol image by its SF Symbols name (UIKit's `UIImage(systemName:withConfiguration:)`),
  /// drawn from the stand-in symbol set (see <doc:SymbolImages>), or `nil` — with an
  /// ``Warning/Kind/unknownSymbol`` warning naming it — for a name the set does not map, as
  /// UIKit returns `nil` for a name it does not know.
  ///
  /// The image is a template (``RenderingMode-swift.enum/alwaysTemplate``): a view draws it in
  /// its tint colour. With hierarchical or palette colours in the configuration it is drawn in
  /// the first colour instead (``RenderingMode-swift.enum/alwaysOriginal``). Without a
  /// configuration it goes with 17-point body text at medium scale.
  ///
  /// ```swift
  /// let gear = Image(systemName: "gearshape.fill")
  /// let big = Image(systemName: "heart", withConfiguration: .init(pointSize: 34, weight: .bold))
  /// ```
  ///
  /// Cost: one glyph drawn through Pango into a 3× bitmap, about a millisecond.
  public init?(systemName name: String, withConfiguration configuration: SymbolConfiguration? = nil) {
    let configuration = configuration ?? .unspecified
    guard let glyph = SymbolCatalog.glyphs[name] else {
      Diagnostics.report(
        Warning(
          .unknownSymbol, "Image(systemName: \"\(name)\"): no such symbol in the stand-in set; nil returned.")
      )
      return nil
    }
    guard SymbolRenderer.isAvailable else {
      Diagnostics.report(
        Warning(
          .unknownSymbol,
          "Image(systemName: \"\(name)\"): the symbol font (\(SymbolRenderer.family), Debian's"
            + " fonts-material-design-icons-iconfont) is not installed; nil returned."))
      return nil
    }
    guard var image = SymbolRenderer.image(codepoint: glyph.codepoint, configuration: configuration) else {
      return nil
    }
    image.renderingMode = configuration.colors == nil ? .alwaysTemplate : .alwaysOriginal
    image.symbol = SymbolSource(name: name, configuration: configuration)
    self = image
  }

  /// The SF Symbols names ``init(systemName:withConfiguration:)`` draws, sorted.
  public static var systemSymbolNames: [String] { SymbolCatalog.glyphs.keys.sorted() }

  /// Whether the image was made by ``init(systemName:withConfiguration:)`` (UIKit's
  /// `isSymbolImage`).
  public var isSymbolImage: Bool { symbol != nil }

  /// The configuration a symbol image was drawn with; `nil` for other images.
  public var symbolConfiguration: SymbolConfiguration? { symbol?.configuration }

  /// Whether the image has a baseline to align with text (UIKit's `hasBaseline`): symbol images
  /// do.
  public var hasBaseline: Bool { baselineOffsetFromBottom != nil }

  /// The symbol drawn again with `configuration` laid over its own (UIKit's
  /// `withConfiguration(_:)`); other images are returned unchanged.
  public func withConfiguration(_ configuration: SymbolConfiguration) -> Image {
    applyingSymbolConfiguration(configuration) ?? self
  }

  /// The symbol drawn again with `configuration` laid over its own (UIKit's
  /// `applyingSymbolConfiguration(_:)`); `nil` for an image that is not a symbol.
  public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> Image? {
    guard let symbol else { return nil }
    let combined = symbol.configuration.applying(configuration)
    guard var image = Image(systemName: symbol.name, withConfiguration: combined) else { return nil }
    if combined.colors == nil { image.renderingMode = renderingMode }
    return image
  }

  /// The width lists reserve for a symbol image so that texts line up: a full-size symbol at
  /// its configuration, with room for the heaviest weight and the pixel rounding, in whole
  /// points; 0 for other images.
  var symbolColumnWidth: CGFloat {
    guard let symbol else { return 0 }
    let full = SymbolRenderer.emSize(for: symbol.configuration) / SymbolRenderer.emOverLiveArea
    return (full + 2 / SymbolRenderer.displayScale).rounded(.up)
  }

  /// The symbol drawn again with `defaults` under its own configuration (what a bar or a tab
  /// bar gives the symbols it shows); other images unchanged.
  func withDefaultSymbolConfiguration(_ defaults: SymbolConfiguration) -> Image {
    guard let symbol else { return self }
    let combined = defaults.applying(symbol.configuration)
    guard combined != symbol.configuration,
      var image = Image(systemName: symbol.name, withConfiguration: combined)
    else { return self }
    if combined.colors == nil { image.renderingMode = renderingMode }
    return image
  }
}
