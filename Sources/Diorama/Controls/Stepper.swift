import Foundation

/// A control with a minus and a plus button that steps a value (UIKit's `UIStepper`), drawn as
/// iOS 13 and later draw it: a 94×32-point grey rounded track (``Color/tertiarySystemFill``), a
/// minus and a plus in ``Color/label`` and a thin divider between them. A button that cannot step
/// further — minus at ``minimumValue``, plus at ``maximumValue``, unless ``wraps`` — is dimmed.
///
/// Its size is fixed, as `UIStepper`'s is: ``intrinsicContentSize`` and ``sizeThatFits(_:)`` are
/// 94×32. Nothing taps it (Diorama has no touches): set ``value`` and send
/// ``Control/Event/valueChanged``, or call ``stepUp()`` / ``stepDown()``, which do what a tap on
/// plus or minus does. ``autorepeat`` and ``isContinuous`` are kept for source compatibility
/// (there is no touch to hold).
open class Stepper: Control {
  /// The stepper's size, 94×32 points.
  public static let size = CGSize(width: 94, height: 32)
  /// The track's corner radius, 8 points.
  public static let cornerRadius: CGFloat = 8
  /// The length of the minus and plus strokes, 14 points.
  public static let glyphLength: CGFloat = 14
  /// The divider's size, 1×18 points.
  public static let dividerSize = CGSize(width: 1, height: 18)

  private let content = View()
  private let divider = View()
  private let minus = ShapeLayer()
  private let plus = ShapeLayer()

  private var storedValue: Double = 0
  private var storedMinimum: Double = 0
  private var storedMaximum: Double = 100
  private var storedStep: Double = 1

  /// The value, kept within ``minimumValue``…``maximumValue``; 0 by default. A value outside the
  /// range is clamped silently, as UIKit does; NaN is ignored with a ``Warning/Kind/valueClamped``
  /// warning.
  open var value: Double {
    get { storedValue }
    set {
      guard !newValue.isNaN else {
        return Stepper.warn("value = nan is not a number; the value stays \(storedValue).")
      }
      storedValue = min(max(newValue, storedMinimum), storedMaximum)
      updateAppearance()
    }
  }

  /// The lowest value; 0 by default. UIKit raises an exception for a minimum at or above
  /// ``maximumValue``; this ignores it with a ``Warning/Kind/valueClamped`` warning (and a
  /// non-finite one likewise).
  open var minimumValue: Double {
    get { storedMinimum }
    set {
      guard newValue.isFinite, newValue < storedMaximum else {
        return Stepper.warn(
          "minimumValue = \(newValue) must be finite and below maximumValue = \(storedMaximum); ignored.")
      }
      storedMinimum = newValue
      rangeDidChange()
    }
  }

  /// The highest value; 100 by default. A maximum at or below ``minimumValue`` (or not finite) is
  /// ignored with a ``Warning/Kind/valueClamped`` warning, where UIKit raises an exception.
  open var maximumValue: Double {
    get { storedMaximum }
    set {
      guard newValue.isFinite, newValue > storedMinimum else {
        return Stepper.warn(
          "maximumValue = \(newValue) must be finite and above minimumValue = \(storedMinimum); ignored.")
      }
      storedMaximum = newValue
      rangeDidChange()
    }
  }

  /// How much a tap changes the value; 1 by default. A step that is not above 0 (or not finite)
  /// is ignored with a ``Warning/Kind/valueClamped`` warning, where UIKit raises an exception.
  open var stepValue: Double {
    get { storedStep }
    set {
      guard newValue.isFinite, newValue > 0 else {
        return Stepper.warn("stepValue = \(newValue) must be finite and above 0; ignored.")
      }
      storedStep = newValue
    }
  }

  /// Whether stepping past one end continues from the other; `false` by default.
  open var wraps = false {
    didSet { updateAppearance() }
  }

  /// Whether holding a button repeats it; `true` by default. Kept: nothing is held.
  open var autorepeat = true
  /// Whether every change is reported while a button is held; `true` by default. Kept.
  open var isContinuous = true

  /// Creates a stepper at 0 in the range 0…100, stepping by 1, at a frame's origin; the size is
  /// always 94×32.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: Stepper.size))
    content.frame = CGRect(origin: .zero, size: Stepper.size)
    content.backgroundColor = .tertiarySystemFill
    content.layer.cornerRadius = Stepper.cornerRadius
    divider.backgroundColor = .systemGray3
    let half = Stepper.size.width / 2
    divider.frame = CGRect(
      x: half - Stepper.dividerSize.width / 2, y: (Stepper.size.height - Stepper.dividerSize.height) / 2,
      width: Stepper.dividerSize.width, height: Stepper.dividerSize.height)
    let length = Stepper.glyphLength
    let midY = Stepper.size.height / 2
    for (glyph, centreX) in [(minus, half / 2), (plus, half + half / 2)] {
      glyph.frame = CGRect(origin: .zero, size: Stepper.size)
      glyph.fillColor = nil
      glyph.lineWidth = 2
      glyph.lineCap = .round
      var path = Path()
      path.move(to: CGPoint(x: centreX - length / 2, y: midY))
      path.addLine(to: CGPoint(x: centreX + length / 2, y: midY))
      if glyph === plus {
        path.move(to: CGPoint(x: centreX, y: midY - length / 2))
        path.addLine(to: CGPoint(x: centreX, y: midY + length / 2))
      }
      glyph.path = path
      content.layer.addSublayer(glyph)
    }
    content.addSubview(divider)
    addSubview(content)
    setContentHuggingPriority(.defaultHigh, for: .horizontal)
    setContentHuggingPriority(.defaultHigh, for: .vertical)
    updateAppearance()
  }

  /// Creates a stepper at the origin.
  public convenience init() { self.init(frame: .zero) }

  open override var intrinsicContentSize: CGSize { Stepper.size }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { Stepper.size }

  /// Whether a tap on minus would change the value (always, when the stepper ``wraps``).
  public var canStepDown: Bool { isEnabled && (wraps || storedValue > storedMinimum) }
  /// Whether a tap on plus would change the value (always, when the stepper ``wraps``).
  public var canStepUp: Bool { isEnabled && (wraps || storedValue < storedMaximum) }

  /// Does what a tap on plus does: adds ``stepValue`` (clamped to ``maximumValue``, or — when
  /// the stepper ``wraps`` — going to ``minimumValue`` past it) and sends ``Control/Event/valueChanged`` if the value changed.
  public func stepUp() { step(by: storedStep) }

  /// Does what a tap on minus does: subtracts ``stepValue`` (clamped to ``minimumValue``, or —
  /// when the stepper ``wraps`` — going to ``maximumValue`` past it) and sends ``Control/Event/valueChanged`` if the value changed.
  public func stepDown() { step(by: -storedStep) }

  private func step(by delta: Double) {
    guard isEnabled else { return }
    let old = storedValue
    var next = old + delta
    if wraps {
      if next > storedMaximum { next = storedMinimum }
      if next < storedMinimum { next = storedMaximum }
    }
    value = next
    if storedValue != old { sendActions(for: .valueChanged) }
  }

  override func stateDidChange() {
    View.performWithoutAnimation { updateAppearance() }
  }

  private func rangeDidChange() {
    storedValue = min(max(storedValue, storedMinimum), storedMaximum)
    updateAppearance()
  }

  private func updateAppearance() {
    minus.strokeColor = wraps || storedValue > storedMinimum ? Color.label : Color.tertiaryLabel
    plus.strokeColor = wraps || storedValue < storedMaximum ? Color.label : Color.tertiaryLabel
    content.alpha = isEnabled ? 1 : 0.5
  }

  static func warn(_ message: String) {
    Diagnostics.report(Warning(.valueClamped, "Stepper: " + message))
  }

  open override var description: String {
    String(super.description.dropLast()) + "; value = \(storedValue)>"
  }
}
