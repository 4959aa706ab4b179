import Foundation

/// The region a ``TextView`` lays its text out in (TextKit's `NSTextContainer`, the part a text
/// view uses): padding at the ends of each line, a line limit and how the last line breaks.
///
/// A text view's container spans the view's width less its ``TextView/textContainerInset``;
/// the text starts ``lineFragmentPadding`` in from each side of it.
public final class TextContainer {
  /// The space at each end of every line, 5 points by default (TextKit's documented default).
  /// Negative or non-finite values are ignored with a ``Warning/Kind/invalidGeometry`` warning.
  public var lineFragmentPadding: CGFloat = 5 {
    didSet {
      guard lineFragmentPadding.isFinite, lineFragmentPadding >= 0 else {
        Diagnostics.report(
          Warning(
            .invalidGeometry,
            "TextContainer.lineFragmentPadding = \(lineFragmentPadding) ignored: it must be finite and not negative"
          ))
        lineFragmentPadding = oldValue
        return
      }
      if lineFragmentPadding != oldValue { owner?.textContainerDidChange() }
    }
  }

  /// The most lines shown; 0 (the default) for no limit. Negative values count as 0.
  public var maximumNumberOfLines = 0 {
    didSet {
      if maximumNumberOfLines < 0 { maximumNumberOfLines = 0 }
      if maximumNumberOfLines != oldValue { owner?.textContainerDidChange() }
    }
  }

  /// How lines break and the last shown line ends; `.byWordWrapping` by default.
  public var lineBreakMode: LineBreakMode = .byWordWrapping {
    didSet { if lineBreakMode != oldValue { owner?.textContainerDidChange() } }
  }

  /// Whether the container follows its text view's width; `true`, as in a text view.
  public var widthTracksTextView = true

  /// The text view the container belongs to.
  weak var owner: TextView?

  /// Creates a container with TextKit's defaults.
  public init() {}
}
