import Diorama
import Foundation

/// One failed image comparison, as handed to ``FailureReport/add(_:)``: the images and the
/// numbers the report page shows.
public struct ReportFailure: Sendable {
  /// Why the comparison failed.
  public enum Kind: String, Codable, Sendable, CaseIterable {
    /// The images have the same size and too many pixels differ.
    case mismatch
    /// The images have different pixel sizes.
    case sizeMismatch
    /// There was no reference; the actual image may have been recorded as the new one.
    case missingReference
    /// The reference exists but is not a readable image.
    case unreadableReference
    /// The reference was re-recorded on request (a recording run), so nothing was compared.
    case recorded

    /// The label the report page shows.
    public var title: String {
      switch self {
      case .mismatch: "Images differ"
      case .sizeMismatch: "Sizes differ"
      case .missingReference: "No reference"
      case .unreadableReference: "Unreadable reference"
      case .recorded: "Recorded"
      }
    }
  }

  /// The test's name, as the page lists it (for example `Suite/test()` or `test/name`).
  public var test: String
  /// Why the comparison failed.
  public var kind: Kind
  /// The failure message the test reported.
  public var message: String
  /// The reference image, when one could be read.
  public var expected: Image?
  /// The image the test produced.
  public var actual: Image
  /// The comparison, when the images could be compared (same size).
  public var difference: ImageDifference?
  /// The per-pixel perceptual threshold the comparison used (0…1), if any.
  public var threshold: Double?
  /// The fraction of pixels allowed to differ (0…1), if any.
  public var allowedDifferingFraction: Double?
  /// Where the reference file is (or was expected), if known.
  public var reference: URL?

  /// Creates a failure record.
  public init(
    test: String, kind: Kind, message: String, expected: Image?, actual: Image,
    difference: ImageDifference? = nil,
    threshold: Double? = nil, allowedDifferingFraction: Double? = nil, reference: URL? = nil
  ) {
    self.test = test
    self.kind = kind
    self.message = message
    self.expected = expected
    self.actual = actual
    self.difference = difference
    self.threshold = threshold
    self.allowedDifferingFraction = allowedDifferingFraction
    self.reference = reference
  }
}
