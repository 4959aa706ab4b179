import Foundation
import Testing

@testable import Diorama

/// Symbol images drawn from the stand-in set. Expected sizes come from Apple's published
/// numbers, not from the renderer: the Human Interface Guidelines give bar icons a 24 × 24-point
/// target (what a large-scale symbol for 17-point text fills), and the symbol scales are about
/// 0.78 (small) and 1.29 (large) of medium; SF Symbols are centred on the cap height of the text
/// they sit with, measured here from the font. Images are whole pixels at 3×, so each side may
/// grow by up to a third of a point.
@Suite struct SymbolImageTests {
  /// `circle.fill` is a full-size disc: its image is the symbol's full height.
  static func disc(_ configuration: Image.SymbolConfiguration? = nil) throws -> Image {
    try #require(Image(systemName: "circle.fill", withConfiguration: configuration))
  }

  @Test func aLargeSymbolFor17PointTextFillsTheBarIconTarget() throws {
    let large = try Self.disc(.init(pointSize: 17, weight: .regular, scale: .large))
    #expect(abs(large.size.height - 24) <= 2 / 3, "\(large.size)")
    #expect(abs(large.size.width - large.size.height) <= 1 / 3)
  }

  @Test func scalesAreFixedRatiosOfMedium() throws {
    let medium = try Self.disc(.init(pointSize: 34)).size.height
    let small = try Self.disc(.init(pointSize: 34, weight: .regular, scale: .small)).size.height
    let large = try Self.disc(.init(pointSize: 34, weight: .regular, scale: .large)).size.height
    #expect(abs(small / medium - 0.78) < 0.02, "\(small) / \(medium)")
    #expect(abs(large / medium - 1.29) < 0.02, "\(large) / \(medium)")
  }

  @Test func sizesFollowThePointSize() throws {
    let body = try Self.disc().size.height
    #expect(try Self.disc(.init(pointSize: 17)).size.height == body)
    let double = try Self.disc(.init(pointSize: 34)).size.height
    #expect(abs(double - 2 * body) <= 2 / 3)
    // A text style stands for its size: the large title is 34 points.
    #expect(try Self.disc(.init(textStyle: .largeTitle)).size.height == double)
    #expect(try Self.disc(.init(font: .systemFont(ofSize: 34))).size.height == double)
  }

  @Test func aSymbolIsCentredOnTheCapHeight() throws {
    for size in [CGFloat(17), 34] {
      let disc = try Self.disc(.init(pointSize: size))
      let capHeight = Font.systemFont(ofSize: size).capHeight
      let baseline = try #require(disc.baselineOffsetFromBottom)
      // The disc's middle, half its height up, sits half a cap height above the baseline.
      #expect(abs((disc.size.height / 2 - baseline) - capHeight / 2) <= 1 / 3, "\(size): \(baseline)")
      #expect(disc.hasBaseline && disc.isSymbolImage)
    }
  }

  @Test func heavierWeightsDrawMoreInk() throws {
    func ink(_ weight: Image.SymbolWeight) throws -> Int {
      let image = try #require(
        Image(systemName: "heart", withConfiguration: .init(pointSize: 40, weight: weight)))
      return stride(from: 3, to: image.pixels.count, by: 4).reduce(0) { $0 + Int(image.pixels[$1]) }
    }
    let light = try ink(.ultraLight)
    let regular = try ink(.regular)
    let black = try ink(.black)
    #expect(light < regular && regular < black, "\(light) \(regular) \(black)")
    // Unspecified is regular; a bold font makes a bold symbol.
    #expect(try ink(.unspecified) == regular)
    let bold = try #require(
      Image(systemName: "heart", withConfiguration: .init(font: .boldSystemFont(ofSize: 40))))
    let boldAgain = try #require(
      Image(systemName: "heart", withConfiguration: .init(pointSize: 40, weight: .bold)))
    #expect(bold == boldAgain)
  }

  @Test func symbolsAreTemplatesUnlessColoured() throws {
    let plain = try #require(Image(systemName: "star.fill"))
    #expect(plain.renderingMode == .alwaysTemplate)
    let palette = try #require(
      Image(systemName: "star.fill", withConfiguration: .init(paletteColors: [.systemPink, .systemBlue])))
    #expect(palette.renderingMode == .alwaysOriginal)
    // The centre of the star is drawn in the first palette colour.
    let centre = try #require(palette.pixel(x: palette.width / 2, y: palette.height / 2))
    let pink = Color.systemPink.rgba8
    #expect(centre == RGBA8(r: pink.r, g: pink.g, b: pink.b, a: 255))
    let hierarchical = try #require(
      Image(systemName: "star.fill", withConfiguration: .init(hierarchicalColor: .systemGreen)))
    #expect(hierarchical.renderingMode == .alwaysOriginal)
  }

  @Test func anImageViewTintsASymbol() throws {
    let view = ImageView(image: Image(systemName: "circle.fill"))
    view.frame = CGRect(origin: .zero, size: view.image!.size)
    view.tintColor = Color(red: 0, green: 0, blue: 1)
    let image = try view.layer.renderImage(scale: 3)
    let centre = try #require(image.pixel(x: image.width / 2, y: image.height / 2))
    #expect(centre == RGBA8(r: 0, g: 0, b: 255, a: 255))
  }

  @Test func unknownNamesReturnNilWithAWarningNamingThem() {
    let (image, warnings) = Diagnostics.capture { Image(systemName: "gear.badge.fantasy") }
    #expect(image == nil)
    #expect(warnings.map(\.kind) == [.unknownSymbol])
    #expect(warnings.first?.message.contains("gear.badge.fantasy") == true)
  }

  @Test func badPointSizesAreIgnoredOrClampedWithAWarning() throws {
    let (nan, nanWarnings) = Diagnostics.capture { Image.SymbolConfiguration(pointSize: .nan) }
    #expect(nanWarnings.map(\.kind) == [.valueClamped] && nan.pointSize == nil)
    #expect(try Self.disc(nan) == Self.disc())
    let (negative, _) = Diagnostics.capture { Image.SymbolConfiguration(pointSize: -4, weight: .bold) }
    #expect(negative.pointSize == nil && negative.weight == .bold)
    let (huge, hugeWarnings) = Diagnostics.capture { Image.SymbolConfiguration(pointSize: .infinity) }
    #expect(hugeWarnings.map(\.kind) == [.valueClamped])
    #expect(huge.pointSize == nil)
    let (big, _) = Diagnostics.capture { Image.SymbolConfiguration(pointSize: 1e9) }
    #expect(big.pointSize == Image.SymbolConfiguration.maximumPointSize)
  }

  @Test func configurationsLayOverEachOther() {
    let base = Image.SymbolConfiguration(pointSize: 20, weight: .light)
    let combined = base.applying(.init(scale: .large)).applying(.init(weight: .heavy))
    #expect(combined.pointSize == 20 && combined.weight == .heavy && combined.scale == .large)
    let restyled = combined.applying(.init(textStyle: .title1))
    #expect(restyled.pointSize == nil && restyled.textStyle == .title1 && restyled.weight == .heavy)
    #expect(base.applying(nil) == base)
  }

  @Test func reconfiguringASymbolDrawsItAgain() throws {
    let symbol = try #require(Image(systemName: "heart.fill"))
    let bigger = symbol.withConfiguration(.init(pointSize: 34))
    #expect(bigger.size.height > symbol.size.height * 1.8)
    #expect(bigger.symbolConfiguration?.pointSize == 34)
    let picture = try Image(width: 4, height: 4, fill: .clear)
    #expect(picture.withConfiguration(.init(pointSize: 34)) == picture)
    #expect(picture.applyingSymbolConfiguration(.init(pointSize: 34)) == nil)
    #expect(!picture.isSymbolImage && !picture.hasBaseline)
  }

  @Test func everyMappedNameDraws() {
    let names = Image.systemSymbolNames
    #expect(names.count >= 150)
    for name in [
      "gear", "gearshape", "person", "person.crop.circle", "house", "magnifyingglass", "heart", "heart.fill",
      "star", "star.fill", "plus", "minus", "xmark", "checkmark", "chevron.left", "chevron.right",
      "chevron.up",
      "chevron.down", "ellipsis", "bell", "envelope", "paperplane", "trash", "square.and.arrow.up", "photo",
      "camera", "bookmark", "folder", "doc", "calendar", "clock", "map", "location", "lock", "cart", "bag",
      "creditcard", "play.fill", "pause.fill", "info.circle", "exclamationmark.triangle",
      "questionmark.circle",
      "arrow.clockwise", "line.3.horizontal", "square.grid.2x2", "list.bullet", "slider.horizontal.3",
    ] {
      #expect(names.contains(name), "\(name)")
    }
    let warnings = Diagnostics.capture {
      for name in names {
        let image = Image(systemName: name)
        #expect(image.map { !$0.isOpaque && $0.pixels.contains { $0 != 0 } } == true, "\(name)")
      }
    }
    #expect(warnings.isEmpty)
  }

  @Test func outlinedAndFilledVariantsDiffer() throws {
    for name in ["heart", "star", "bookmark", "bell", "trash", "lock", "person"] {
      let outline = try #require(Image(systemName: name))
      let filled = try #require(Image(systemName: name + ".fill"))
      #expect(outline != filled, "\(name)")
    }
  }

  @Test func barsShowSystemItemsAsSymbols() throws {
    let add = BarButtonItem(barButtonSystemItem: .add)
    #expect(add.title == nil && add.image?.isSymbolImage == true)
    #expect(BarButtonItem(barButtonSystemItem: .done).title == "Done")
    let favourites = TabBarItem(tabBarSystemItem: .favorites, tag: 0)
    #expect(favourites.shownImage?.isSymbolImage == true && favourites.image == nil)
  }

  @Test func aTintedSymbolKeepsItsColourInAnyView() throws {
    let red = try #require(Image(systemName: "circle.fill")).withTintColor(Color(red: 1, green: 0, blue: 0))
    #expect(red.renderingMode == .alwaysOriginal && red.isSymbolImage)
    let view = ImageView(image: red)
    view.tintColor = .systemBlue
    let image = try view.layer.renderImage(scale: 3)
    #expect(image.pixel(x: image.width / 2, y: image.height / 2) == RGBA8(r: 255, g: 0, b: 0, a: 255))
    // Half-transparent colours halve each pixel's opacity.
    let faint = red.withTintColor(Color(white: 0, alpha: 0.5), renderingMode: .alwaysTemplate)
    #expect(faint.renderingMode == .alwaysTemplate)
    #expect(faint.pixel(x: faint.width / 2, y: faint.height / 2)?.a == 128)
  }

  @Test func anImageViewsPreferredConfigurationRedrawsItsSymbol() throws {
    let view = ImageView(image: Image(systemName: "circle.fill"))
    let body = view.intrinsicContentSize
    view.preferredSymbolConfiguration = .init(pointSize: 34)
    // Twice the point size: twice the height, within the pixel rounding.
    #expect(abs(view.intrinsicContentSize.height - 2 * body.height) <= 2 / 3)
    #expect(view.image?.symbolConfiguration?.pointSize == nil, "the image set is kept as it was")
    view.preferredSymbolConfiguration = nil
    #expect(view.intrinsicContentSize == body)
  }
}
