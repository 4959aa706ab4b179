import Diorama
import Foundation

extension Image {
  /// Rasterises an SVG document with librsvg (GNOME's SVG renderer) into an image of `size`
  /// points at `scale` pixels per point, transparent where the SVG draws nothing.
  ///
  /// The document is fitted into the size as its `viewBox` and `preserveAspectRatio` say (as a
  /// browser fits it into an `<img>` of that size); without a size, its own `width` and `height`
  /// in pixels are used. The result is a plain image: make it a template with
  /// `withRenderingMode(.alwaysTemplate)` to draw an icon in a view's tint colour.
  ///
  /// The SVG never loads anything from outside its own bytes: `<image>`, `<use>` and XInclude
  /// references to files or the network are ignored (`data:` URLs still work).
  ///
  /// ```swift
  /// let star = try Image(svgData: Data(svg.utf8), size: CGSize(width: 24, height: 24), scale: 2)
  ///   .withRenderingMode(.alwaysTemplate)
  /// ```
  ///
  /// - Throws: ``SVGError/invalidSVG(reason:)`` for data librsvg cannot parse,
  ///   ``SVGError/noIntrinsicSize`` when no size is given and the SVG has none,
  ///   ``SVGError/invalidDimensions(width:height:)`` when the pixel size would be zero or absurd
  ///   (checked before any pixel memory is allocated), ``SVGError/invalidArgument(_:)`` for a
  ///   size or scale that is not finite and positive, ``SVGError/renderingFailed(reason:)``.
  public init(svgData: Data, size: CGSize? = nil, scale: CGFloat = 1) throws {
    self = try SVGRasterizer.image(svg: svgData, size: size, scale: scale)
  }

  /// Reads an SVG file and rasterises it as ``init(svgData:size:scale:)`` does. Resources next
  /// to the file are not loaded either: the file's folder is not a base for references.
  ///
  /// - Throws: ``SVGError/fileNotFound(_:)``, ``SVGError/unreadable(_:reason:)`` (a folder, no
  ///   permission), and the errors of ``init(svgData:size:scale:)``.
  public init(contentsOfSVGFile url: URL, size: CGSize? = nil, scale: CGFloat = 1) throws {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      throw SVGError.fileNotFound(url)
    }
    guard !isFolder.boolValue else { throw SVGError.unreadable(url, reason: "it is a folder") }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw SVGError.unreadable(url, reason: error.localizedDescription)
    }
    self = try SVGRasterizer.image(svg: data, size: size, scale: scale)
  }
}
