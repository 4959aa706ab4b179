import Foundation

/// UIKit's naming of image resources: `name.png`, `name@2x.png`, `name@3x.png`, where the
/// suffix is the scale, and the search order of `UIImage(named:)`.
enum ImageResourceName {
  /// The extensions tried, in order, when a name has none of them.
  static let extensions = ["png", "jpg", "jpeg"]
  /// The scales resources come in.
  static let scales: [Int] = [1, 2, 3]

  /// The scale a file name's `@2x`/`@3x` suffix (before the extension) says; 1 without one.
  static func scale(ofFile fileName: String) -> CGFloat {
    let stem = (fileName as NSString).deletingPathExtension
    return CGFloat(suffixScale(of: stem) ?? 1)
  }

  /// The files to try for `name`, best first, each with the scale its name gives it.
  ///
  /// A name ending in `.png`, `.jpg` or `.jpeg` is tried with that extension only, else each of
  /// ``extensions``. A name with an `@Nx` suffix is tried as it is; otherwise every scale is
  /// tried: `displayScale` first, then the larger scales (smallest first, as downscaling loses
  /// less than upscaling), then the smaller ones (largest first).
  static func candidates(for name: String, displayScale: CGFloat) -> [(path: String, scale: CGFloat)] {
    let givenExtension = (name as NSString).pathExtension.lowercased()
    let hasKnownExtension = extensions.contains(givenExtension)
    let stem = hasKnownExtension ? (name as NSString).deletingPathExtension : name
    let pathExtensions = hasKnownExtension ? [(name as NSString).pathExtension] : extensions
    let variants: [(suffix: String, scale: Int)]
    if let scale = suffixScale(of: stem) {
      variants = [("", scale)]
    } else {
      let preferred = displayScale.isFinite ? Int(displayScale.rounded()) : 1
      let larger = scales.filter { $0 > preferred }
      let smaller = scales.filter { $0 < preferred }.reversed()
      let exact = scales.filter { $0 == preferred }
      variants = (exact + larger + smaller).map { ($0 == 1 ? "" : "@\($0)x", $0) }
    }
    return variants.flatMap { variant in
      pathExtensions.map { ("\(stem)\(variant.suffix).\($0)", CGFloat(variant.scale)) }
    }
  }

  /// The N of a trailing `@Nx`, for N in 1…9.
  private static func suffixScale(of stem: String) -> Int? {
    let characters = Array(stem)
    guard characters.count >= 3, characters[characters.count - 1] == "x",
      characters[characters.count - 3] == "@", let digit = characters[characters.count - 2].wholeNumberValue,
      digit >= 1
    else { return nil }
    return digit
  }
}
