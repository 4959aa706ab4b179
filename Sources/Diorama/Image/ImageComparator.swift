import Dispatch
import Foundation

/// Compares two images pixel by pixel with a perceptual colour distance and
/// anti-aliasing detection, for frame-diff tests.
///
/// The method follows pixelmatch (Kotsarenko and Ramos' YIQ colour difference,
/// and Vyšniauskas' anti-aliased pixel detector): semi-transparent pixels are
/// first blended over white; two pixels differ when their weighted YIQ distance
/// exceeds ``threshold``; a differing pixel that looks like an anti-aliased edge
/// in either image (it sits on a brightness slope between two flat regions) is
/// counted in ``ImageDifference/antiAliasedPixelCount`` instead, so a shape
/// shifted by a sub-pixel amount still matches.
///
/// Cost: identical rows are skipped with one `memcmp` each and only differing
/// pixels go through the colour maths. For 1280×720: about 1 ms for two
/// identical images (mostly drawing the faded diff image), about 7 ms for two
/// consecutive frames of an animation with 96k changed pixels. Decoding two
/// PNGs (about 10 ms each) dominates ``compare(pngAt:pngAt:)``, which decodes
/// them concurrently.
public struct ImageComparator: Sendable, Hashable {
  /// The largest perceptual difference still treated as equal, 0…1, on the
  /// scale of ``ImageDifference/worstDelta``: 0 counts every change, 1 accepts
  /// any. Default 0.1, which ignores rounding noise and faint tints but catches
  /// any visible change (black against white is about 0.97).
  public var threshold: Double
  /// When true (default), differing pixels judged anti-aliased edges are
  /// counted separately and never fail the comparison.
  public var detectsAntiAliasing: Bool
  /// The fraction of pixels, 0…1, allowed to differ with the images still
  /// matching. Default 0: any differing pixel fails.
  public var allowedDifferingFraction: Double
  /// How strongly the first image shows through in the diff image, 0 (white)
  /// … 1 (full brightness). Default 0.1.
  public var diffImageFade: Double

  /// Creates a comparator; the defaults suit rendered frames.
  public init(
    threshold: Double = 0.1, detectsAntiAliasing: Bool = true,
    allowedDifferingFraction: Double = 0, diffImageFade: Double = 0.1
  ) {
    self.threshold = threshold
    self.detectsAntiAliasing = detectsAntiAliasing
    self.allowedDifferingFraction = allowedDifferingFraction
    self.diffImageFade = diffImageFade
  }

  /// Compares `a` (the reference, drawn faded in the diff image) with `b`.
  ///
  /// The scales are not compared, only pixels.
  ///
  /// - Throws: ``ImageError/sizeMismatch(width:height:otherWidth:otherHeight:)``
  ///   when the pixel sizes differ; ``ImageError/invalidArgument(_:)`` when an
  ///   option is outside 0…1.
  public func compare(_ a: Image, _ b: Image) throws -> ImageDifference {
    for (name, value) in [
      ("threshold", threshold), ("allowedDifferingFraction", allowedDifferingFraction),
      ("diffImageFade", diffImageFade),
    ] where !(value >= 0 && value <= 1) {
      throw ImageError.invalidArgument("\(name) is \(value); it must be in 0…1")
    }
    guard a.width == b.width, a.height == b.height else {
      throw ImageError.sizeMismatch(
        width: a.width, height: a.height, otherWidth: b.width, otherHeight: b.height)
    }
    var pass = ComparisonPass(
      width: a.width, height: a.height, maxDelta: YIQ.maximumDelta * threshold * threshold,
      detectsAntiAliasing: detectsAntiAliasing, fade: diffImageFade)
    let count = a.width * a.height * 4
    let diffPixels = [UInt8](unsafeUninitializedCapacity: count) { output, initialized in
      a.pixels.withUnsafeBytes { first in
        b.pixels.withUnsafeBytes { second in
          pass.run(first.baseAddress!, second.baseAddress!, UnsafeMutableRawPointer(output.baseAddress!))
        }
      }
      initialized = count
    }
    let total = a.width * a.height
    return ImageDifference(
      differingPixelCount: pass.differing, antiAliasedPixelCount: pass.antiAliased,
      worstDelta: min(1, (pass.worst / YIQ.maximumDelta).squareRoot()),
      boundingBox: pass.differing == 0
        ? nil
        : CGRect(
          x: pass.minX, y: pass.minY, width: pass.maxX - pass.minX + 1,
          height: pass.maxY - pass.minY + 1),
      totalPixelCount: total,
      matches: Double(pass.differing) <= allowedDifferingFraction * Double(total),
      diffImage: Image(validatedWidth: a.width, height: a.height, pixels: diffPixels, scale: 1))
  }

  /// Loads two PNG files, decoding them concurrently, and compares them.
  ///
  /// - Throws: the loading errors of ``Image/init(contentsOf:)`` (the first
  ///   file's error when both fail) and the errors of ``compare(_:_:)``.
  public func compare(pngAt a: URL, pngAt b: URL) throws -> ImageDifference {
    let slots = DecodeSlots()
    let urls = [a, b]
    DispatchQueue.concurrentPerform(iterations: 2) { index in
      let result = Result { try Image(contentsOf: urls[index]) }
      if index == 0 { slots.first = result } else { slots.second = result }
    }
    return try compare(slots.first!.get(), slots.second!.get())
  }
}

/// Results of the two concurrent decodes. Each slot is written by exactly one
/// iteration and read only after `concurrentPerform` returns, which orders the
/// accesses; hence the unchecked conformance.
private final class DecodeSlots: @unchecked Sendable {
  var first: Result<Image, any Error>?
  var second: Result<Image, any Error>?
}
