import Foundation

/// A slider (UIKit's `UISlider`) drawn as iOS 17 draws it: a 4-point rounded track, the part
/// below the value in the tint colour and the rest in ``Color/systemFill``, and a white 28-point
/// thumb with a soft shadow.
///
/// The slider is as wide as layout makes it and ``intrinsicContentSize`` is (no metric, 31): its
/// height is fixed, its width is not, as `UISlider`'s. The track runs the full width, centred
/// vertically; the thumb's centre travels from 14 points in from the left edge (at
/// ``minimumValue``) to 14 points in from the right edge (at ``maximumValue``), so the thumb stays
/// inside the bounds. Nothing drags it (Diorama has no touches); set ``value`` or call
/// ``setValue(_:animated:)``, then send ``Control/Event/valueChanged`` if actions should run.
open class Slider: Control {
  /// The slider's height, 31 points.
  public static let height: CGFloat = 31
  /// The track's height, 4 points.
  public static let trackHeight: CGFloat = 4
  /// The thumb's diameter, 28 points.
  public static let thumbDiameter: CGFloat = 28
  /// How long an animated ``setValue(_:animated:)`` takes, in seconds.
  public static let animationDuration: TimeInterval = 0.25

  private let content = View()
  private let maximumTrack = View()
  private let minimumTrack = View()
  private let thumb = View()

  private var storedValue: Float = 0
  private var storedMinimum: Float = 0
  private var storedMaximum: Float = 1

  /// The value, kept within ``minimumValue``…``maximumValue``; 0 by default. A value outside the
  /// range is clamped silently, as UIKit does; NaN is ignored with a
  /// ``Warning/Kind/valueClamped`` warning, and ±∞ clamps to the nearer end with one.
  open var value: Float {
    get { storedValue }
    set { setValue(newValue, animated: false) }
  }

  /// The value at the left end; 0 by default. A minimum above ``maximumValue`` raises the
  /// maximum to it (with a ``Warning/Kind/valueClamped`` warning); a non-finite one is ignored
  /// with a warning.
  open var minimumValue: Float {
    get { storedMinimum }
    set {
      guard newValue.isFinite else {
        return Slider.warn("minimumValue = \(newValue) is not finite; ignored.")
      }
      if newValue > storedMaximum {
        Slider.warn(
          "minimumValue = \(newValue) is above maximumValue = \(storedMaximum); the maximum is raised to it.")
        storedMaximum = newValue
      }
      storedMinimum = newValue
      rangeDidChange()
    }
  }

  /// The value at the right end; 1 by default. A maximum below ``minimumValue`` lowers the
  /// minimum to it (with a ``Warning/Kind/valueClamped`` warning); a non-finite one is ignored
  /// with a warning.
  open var maximumValue: Float {
    get { storedMaximum }
    set {
      guard newValue.isFinite else {
        return Slider.warn("maximumValue = \(newValue) is not finite; ignored.")
      }
      if newValue < storedMinimum {
        Slider.warn(
          "maximumValue = \(newValue) is below minimumValue = \(storedMinimum); the minimum is lowered to it."
        )
        storedMinimum = newValue
      }
      storedMaximum = newValue
      rangeDidChange()
    }
  }

  /// The colour of the track below the value; `nil` (the default) draws the tint colour.
  open var minimumTrackTintColor: Color? {
    didSet { updateColors() }
  }

  /// The colour of the track above the value; `nil` (the default) draws ``Color/systemFill``.
  open var maximumTrackTintColor: Color? {
    didSet { updateColors() }
  }

  /// The thumb's colour; `nil` (the default) draws white.
  open var thumbTintColor: Color? {
    didSet { updateColors() }
  }

  /// Creates a slider at 0 in the range 0…1.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    maximumTrack.layer.cornerRadius = Slider.trackHeight / 2
    minimumTrack.layer.cornerRadius = Slider.trackHeight / 2
    thumb.layer.cornerRadius = Slider.thumbDiameter / 2
    thumb.layer.shadowColor = .black
    thumb.layer.shadowOpacity = 0.15
    thumb.layer.shadowOffset = CGSize(width: 0, height: 3)
    thumb.layer.shadowRadius = 4
    thumb.layer.shadowPath = Path(
      ellipseIn: CGRect(x: 0, y: 0, width: Slider.thumbDiameter, height: Slider.thumbDiameter))
    for part in [maximumTrack, minimumTrack, thumb] { content.addSubview(part) }
    addSubview(content)
    updateColors()
    layoutParts()
  }

  /// Creates a slider with a zero frame.
  public convenience init() { self.init(frame: .zero) }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: Slider.height)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width.isFinite && size.width > 0 ? size.width : 0, height: Slider.height)
  }

  /// The thumb's centre, in the slider's coordinates, for a value in a slider of a given size:
  /// `x = 14 + (width − 28) · (value − min) / (max − min)`, `y = height / 2`.
  open func thumbCenter(forValue value: Float) -> CGPoint {
    let span = storedMaximum - storedMinimum
    let fraction =
      span > 0 ? CGFloat((min(max(value, storedMinimum), storedMaximum) - storedMinimum) / span) : 0
    let radius = Slider.thumbDiameter / 2
    let travel = max(0, bounds.width - Slider.thumbDiameter)
    return CGPoint(x: radius + travel * fraction, y: bounds.height / 2)
  }

  /// Sets the value (clamped to the range); with `animated`, the thumb and the filled track move
  /// over ``animationDuration`` on the scene clock. Fires no event.
  open func setValue(_ value: Float, animated: Bool) {
    guard !value.isNaN else {
      return Slider.warn("value = nan is not a number; the value stays \(storedValue).")
    }
    if value.isInfinite { Slider.warn("value = \(value) is infinite; it is clamped to the range.") }
    let clamped = min(max(value, storedMinimum), storedMaximum)
    guard clamped != storedValue else { return }
    storedValue = clamped
    if animated {
      View.animate(withDuration: Slider.animationDuration, delay: 0, options: .curveEaseInOut) {
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

  override func stateDidChange() {
    View.performWithoutAnimation { updateColors() }
  }

  private func rangeDidChange() {
    storedValue = min(max(storedValue, storedMinimum), storedMaximum)
    View.performWithoutAnimation { layoutParts() }
  }

  private func layoutParts() {
    let size = bounds.size
    content.frame = CGRect(origin: .zero, size: size)
    let trackY = (size.height - Slider.trackHeight) / 2
    let centre = thumbCenter(forValue: storedValue)
    maximumTrack.frame = CGRect(x: 0, y: trackY, width: size.width, height: Slider.trackHeight)
    minimumTrack.frame = CGRect(x: 0, y: trackY, width: centre.x, height: Slider.trackHeight)
    let radius = Slider.thumbDiameter / 2
    thumb.frame = CGRect(
      x: centre.x - radius, y: centre.y - radius, width: Slider.thumbDiameter, height: Slider.thumbDiameter)
  }

  private func updateColors() {
    minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
    maximumTrack.backgroundColor = maximumTrackTintColor ?? .systemFill
    thumb.backgroundColor = thumbTintColor ?? .white
    content.alpha = isEnabled ? 1 : 0.5
  }

  static func warn(_ message: String) {
    Diagnostics.report(Warning(.valueClamped, "Slider: " + message))
  }

  open override var description: String {
    String(super.description.dropLast()) + "; value = \(storedValue)>"
  }
}
