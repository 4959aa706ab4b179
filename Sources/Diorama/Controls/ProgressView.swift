import Foundation

/// A progress bar (UIKit's `UIProgressView`) drawn as iOS 17 draws the default style: a 4-point
/// rounded track in ``Color/systemFill`` with the completed part in the tint colour.
///
/// ``intrinsicContentSize`` is (no metric, 4): the bar is as wide as layout makes it.
/// ``setProgress(_:animated:)`` grows the bar on the scene clock.
open class ProgressView: View {
  /// The bar's height, 4 points.
  public static let height: CGFloat = 4
  /// How long an animated ``setProgress(_:animated:)`` takes, in seconds.
  public static let animationDuration: TimeInterval = 0.25

  private let track = View()
  private let bar = View()
  private var storedProgress: Float = 0

  /// The progress, 0…1; 0 by default. Values outside 0…1 are clamped (silently, as UIKit does;
  /// ±∞ with a ``Warning/Kind/valueClamped`` warning); NaN is ignored with a warning.
  open var progress: Float {
    get { storedProgress }
    set { setProgress(newValue, animated: false) }
  }

  /// The colour of the completed part; `nil` (the default) draws the tint colour.
  open var progressTintColor: Color? {
    didSet { updateColors() }
  }

  /// The colour of the track; `nil` (the default) draws ``Color/systemFill``.
  open var trackTintColor: Color? {
    didSet { updateColors() }
  }

  /// Creates a progress view at 0.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    track.layer.cornerRadius = ProgressView.height / 2
    track.clipsToBounds = true
    bar.layer.cornerRadius = ProgressView.height / 2
    track.addSubview(bar)
    addSubview(track)
    updateColors()
    layoutParts()
  }

  /// Creates a progress view with a zero frame.
  public convenience init() { self.init(frame: .zero) }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: ProgressView.height)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width.isFinite && size.width > 0 ? size.width : 0, height: ProgressView.height)
  }

  /// Sets the progress (clamped to 0…1); with `animated`, the bar grows or shrinks over
  /// ``animationDuration`` on the scene clock.
  open func setProgress(_ progress: Float, animated: Bool) {
    guard !progress.isNaN else {
      return ProgressView.warn("progress = nan is not a number; the progress stays \(storedProgress).")
    }
    if progress.isInfinite { ProgressView.warn("progress = \(progress) is infinite; it is clamped to 0…1.") }
    let clamped = min(max(progress, 0), 1)
    guard clamped != storedProgress else { return }
    storedProgress = clamped
    if animated {
      View.animate(withDuration: ProgressView.animationDuration, delay: 0, options: .curveEaseInOut) {
        self.layoutParts()
      }
    } else {
      View.performWithoutAnimation { layoutParts() }
    }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutParts()
  }

  open override func tintColorDidChange() { updateColors() }

  private func layoutParts() {
    let size = bounds.size
    track.frame = CGRect(
      x: 0, y: (size.height - ProgressView.height) / 2, width: size.width, height: ProgressView.height)
    bar.frame = CGRect(x: 0, y: 0, width: size.width * CGFloat(storedProgress), height: ProgressView.height)
  }

  private func updateColors() {
    track.backgroundColor = trackTintColor ?? .systemFill
    bar.backgroundColor = progressTintColor ?? tintColor
  }

  static func warn(_ message: String) {
    Diagnostics.report(Warning(.valueClamped, "ProgressView: " + message))
  }

  open override var description: String {
    String(super.description.dropLast()) + "; progress = \(storedProgress)>"
  }
}
