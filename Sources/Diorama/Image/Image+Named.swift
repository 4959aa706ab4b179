import Foundation

extension Image {
  /// UIKit's `UIImage(named:in:compatibleWith:)`: the image resource called `name` in a bundle
  /// (the main bundle when `nil`; `Bundle.module` for a SwiftPM target's resources), or `nil`
  /// when there is none.
  ///
  /// `name` may carry an extension (`"photo.jpg"`); without one, `.png`, `.jpg` and `.jpeg` are
  /// tried. `@2x` and `@3x` variants are picked for `displayScale` (the scale of the scene that
  /// will show the image; UIKit uses the screen's): the exact scale first, then larger ones,
  /// then smaller ones; the image's ``scale`` is the variant's. A name may include a folder
  /// inside the bundle's resources (`"Icons/star"`).
  ///
  /// A file that exists but cannot be decoded is skipped with a
  /// ``Warning/Kind/imageNotLoaded`` warning, and the search goes on.
  ///
  /// ```swift
  /// let avatar = Image(named: "avatar", in: .module, displayScale: 2)  // avatar@2x.png
  /// ```
  public init?(named name: String, in bundle: Bundle? = nil, displayScale: CGFloat = 1) {
    let bundle = bundle ?? .main
    guard let folder = bundle.resourceURL ?? Optional(bundle.bundleURL) else { return nil }
    self.init(named: name, in: folder, displayScale: displayScale)
  }

  /// The image resource called `name` in a resources folder, or `nil` when there is none;
  /// names are looked up as in a bundle (the initializer above).
  public init?(named name: String, in folder: URL, displayScale: CGFloat = 1) {
    guard !name.isEmpty else { return nil }
    for candidate in ImageResourceName.candidates(for: name, displayScale: displayScale) {
      let url = folder.appendingPathComponent(candidate.path)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue
      else { continue }
      do {
        var image = try Image(contentsOf: url)
        try image.setScale(candidate.scale)
        self = image
        return
      } catch {
        Diagnostics.report(
          Warning(.imageNotLoaded, "Image(named: \"\(name)\"): \(url.path) was skipped: \(error)"))
      }
    }
    return nil
  }
}
