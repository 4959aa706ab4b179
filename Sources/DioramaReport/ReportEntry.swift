import Foundation

/// A failure as stored in a report folder (`<entry>/entry.json`, beside its PNG files): what
/// the page is written from.
public struct ReportEntry: Codable, Sendable, Equatable {
  /// The entry's folder name inside the report folder; the page links the images through it.
  public var folder: String
  /// The order in which failures were added (the page lists them in this order).
  public var sequence: Int
  /// The run that added the entry; a new run replaces the entries of earlier ones.
  public var run: String
  /// The test's name.
  public var test: String
  /// Why the comparison failed.
  public var kind: ReportFailure.Kind
  /// The failure message.
  public var message: String
  /// Pixels over the threshold that are not anti-aliased edges, when the images were compared.
  public var differingPixelCount: Int?
  /// Pixels judged anti-aliased edges, when the images were compared.
  public var antiAliasedPixelCount: Int?
  /// Pixels compared, when the images were compared.
  public var totalPixelCount: Int?
  /// The per-pixel perceptual threshold, 0…1.
  public var threshold: Double?
  /// The fraction of pixels allowed to differ, 0…1.
  public var allowedDifferingFraction: Double?
  /// The reference's pixel size `[width, height]`, when it could be read.
  public var expectedSize: [Int]?
  /// The actual image's pixel size `[width, height]`.
  public var actualSize: [Int]
  /// The reference file's path, if known.
  public var reference: String?
  /// The reference's file name inside ``folder``, when one could be read.
  public var expectedFile: String?
  /// The actual image's file name inside ``folder``.
  public var actualFile: String
  /// The diff image's file name inside ``folder``, when the images were compared.
  public var diffFile: String?

  /// Creates an entry (``FailureReport/add(_:)`` makes them; tests and tools may too).
  public init(
    folder: String, sequence: Int, run: String, test: String, kind: ReportFailure.Kind, message: String,
    differingPixelCount: Int? = nil, antiAliasedPixelCount: Int? = nil, totalPixelCount: Int? = nil,
    threshold: Double? = nil, allowedDifferingFraction: Double? = nil, expectedSize: [Int]? = nil,
    actualSize: [Int],
    reference: String? = nil, expectedFile: String? = nil, actualFile: String, diffFile: String? = nil
  ) {
    self.folder = folder
    self.sequence = sequence
    self.run = run
    self.test = test
    self.kind = kind
    self.message = message
    self.differingPixelCount = differingPixelCount
    self.antiAliasedPixelCount = antiAliasedPixelCount
    self.totalPixelCount = totalPixelCount
    self.threshold = threshold
    self.allowedDifferingFraction = allowedDifferingFraction
    self.expectedSize = expectedSize
    self.actualSize = actualSize
    self.reference = reference
    self.expectedFile = expectedFile
    self.actualFile = actualFile
    self.diffFile = diffFile
  }
}
