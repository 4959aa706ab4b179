import Diorama
import DioramaReport
import Foundation
import SnapshotTesting
import Testing

extension Diffing where Value == Image {
  /// Compares images exactly (`precision` and `perceptualPrecision` 1), stored as PNG.
  public static var image: Diffing<Image> { .image() }

  /// Compares images with Diorama's perceptual comparator (`ImageComparator`: a YIQ
  /// colour distance per pixel, anti-aliased edge pixels not counted), with
  /// swift-snapshot-testing's meanings of the two precisions.
  ///
  /// - Parameters:
  ///   - precision: the fraction of pixels, 0…1, that must match: at most
  ///     `(1 − precision) × width × height` pixels may differ.
  ///   - perceptualPrecision: how closely, 0…1, a pixel must match its reference pixel to count
  ///     as matching: the comparator's per-pixel threshold is `1 − perceptualPrecision` on its
  ///     0…1 scale (black against white is about 0.97). 1 counts any change; 0.98 to 0.99 ignores
  ///     differences the eye does not see.
  ///
  /// The failure message says how many pixels differ and where; the diff image (differences in
  /// red over a faded copy of the reference) is attached as `difference.png`, recorded as a
  /// Swift Testing attachment, and the failure is added to the `FailureReport`.
  /// A reference that is not a readable PNG, or whose pixel size differs, is a failure that says
  /// so. Values outside 0…1 are clamped.
  public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Diffing<Image> {
    let comparator = ImageComparator(
      threshold: 1 - decimal(perceptualPrecision), detectsAntiAliasing: true,
      allowedDifferingFraction: 1 - decimal(precision))
    return .diff(
      toData: { image in
        SnapshotTracker.willEncode(image)
        return (try? image.pngData()) ?? Data()
      },
      fromData: { data in
        do {
          let image = try Image(pngData: data)
          SnapshotTracker.didReadReference(failure: nil)
          return image
        } catch {
          SnapshotTracker.didReadReference(failure: "\(error)")
          return placeholder
        }
      },
      diffV2: { reference, actual in
        compare(reference, actual, comparator: comparator)
      })
  }

  /// The image `fromData` returns for a reference it cannot decode; the comparison then reports
  /// the decoding error instead of comparing.
  static var placeholder: Image {
    // A 1×1 transparent image is always valid.
    (try? Image(width: 1, height: 1, fill: RGBA8(r: 0, g: 0, b: 0, a: 0)))!
  }

  /// A precision as the decimal number it was written as (`Float(0.99)` is 0.9900000095…), so
  /// that `1 − precision` allows the pixel counts the test's author meant.
  static func decimal(_ value: Float) -> Double {
    let decimal = Double("\(value)") ?? Double(value)
    return decimal.isFinite ? Swift.min(1, Swift.max(0, decimal)) : 1
  }

  static func compare(_ reference: Image, _ actual: Image, comparator: ImageComparator) -> (
    String, [DiffAttachment]
  )? {
    let test = SnapshotTracker.testName
    let actualPNG = (try? actual.pngData()) ?? Data()
    if let reason = SnapshotTracker.takeDecodeFailure() {
      let message =
        "The reference is not a readable PNG image (\(reason)). Delete it and run the test again to record it, "
        + "then look at it."
      let added = FailureReport.standard.add(
        ReportFailure(test: test, kind: .unreadableReference, message: message, expected: nil, actual: actual)
      )
      return (message + reportLine(added), [.data(actualPNG, name: "actual.png")])
    }
    guard reference.width == actual.width, reference.height == actual.height else {
      let message =
        "The snapshot is \(actual.width)×\(actual.height) pixels but the reference is "
        + "\(reference.width)×\(reference.height)."
      let added = FailureReport.standard.add(
        ReportFailure(
          test: test, kind: .sizeMismatch, message: message, expected: reference, actual: actual,
          threshold: comparator.threshold, allowedDifferingFraction: comparator.allowedDifferingFraction))
      return (message + reportLine(added), [.data(actualPNG, name: "actual.png")])
    }
    let difference: ImageDifference
    do {
      difference = try comparator.compare(reference, actual)
    } catch {
      return ("The images could not be compared: \(error)", [])
    }
    // The count `1 − precision` allows, without the binary rounding of `1 − 0.9` (0.0999…).
    let allowed = Int(
      (comparator.allowedDifferingFraction * Double(difference.totalPixelCount) + 1e-6).rounded(.down))
    if difference.differingPixelCount <= allowed { return nil }
    let message =
      "\(difference.differingPixelCount) pixels differ, more than the \(allowed) that precision "
      + "\(formatted(1 - comparator.allowedDifferingFraction)) allows (per-pixel threshold "
      + "\(formatted(comparator.threshold))): \(difference). The diff image is attached as difference.png."
    let added = FailureReport.standard.add(
      ReportFailure(
        test: test, kind: .mismatch, message: message, expected: reference, actual: actual,
        difference: difference,
        threshold: comparator.threshold, allowedDifferingFraction: comparator.allowedDifferingFraction))
    let diffPNG = (try? difference.diffImage.pngData()) ?? Data()
    if Test.current != nil {
      Attachment.record([UInt8](diffPNG), named: "difference.png")
    }
    return (message + reportLine(added), [.data(diffPNG, name: "difference.png")])
  }

  /// " The report: <page>" when the failure was added to the report.
  private static func reportLine(_ added: URL?) -> String {
    added == nil ? "" : " The report: \(FailureReport.standard.pageURL.path)"
  }

  private static func formatted(_ value: Double) -> String {
    var text = String(format: "%.4f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}
