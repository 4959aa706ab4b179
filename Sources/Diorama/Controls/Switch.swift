import Foundation

/// An on/off switch (UIKit's `UISwitch`) drawn as iOS 17 draws it: a 51×31-point capsule, green
/// (``Color/systemGreen``) when on and a light grey fill when off, with a white 27-point knob
/// that casts a soft shadow.
///
/// Its size is fixed, as `UISwitch`'s is: ``intrinsicContentSize`` and ``sizeThatFits(_:)`` are
/// 51×31 whatever it is given, and it draws at that size from its top-left corner.
/// ``setOn(_:animated:)`` slides the knob and fades the colour on the scene clock.
/// Nothing toggles it by itself (Diorama has no touches); send
/// ``Control/Event/valueChanged`` with ``Control/sendActions(for:)`` after changing it, as
/// UIKit does after a tap.
open class Switch: Control {
  /// The switch's size, 51×31 points.
  public static let size = CGSize(width: 51, height: 31)
  /// The knob's diameter, 27 points: the track's height less a 2-point inset on each side.
  public static let knobDiameter: CGFloat = 27
  /// The knob's inset from the track's edge, 2 points.
  public static let knobInset: CGFloat = 2
  /// The track's colour when off: iOS's secondary system fill (120 120 128 at 16 %).
  public static let offTrackColor = Color.secondarySystemFill
  /// How long ``setOn(_:animated:)`` takes, in seconds.
  public static let animationDuration: TimeInterval = 0.25

  private let content = View()
  private let track = View()
  private let knob = View()

  /// Whether the switch is on; `false` by default. Setting it does not animate (see
  /// ``setOn(_:animated:)``) and fires no event.
  open var isOn: Bool {
    get { on }
    set { setOn(newValue, animated: false) }
  }
  private var on = false

  /// The track's colour when on; `nil` (the default) draws ``Color/systemGreen``, as iOS does.
  /// (UIKit's switch does not follow the tint colour.)
  open var onTintColor: Color? {
    didSet { updateAppearance() }
  }

  /// The knob's colour; `nil` (the default) draws white.
  open var thumbTintColor: Color? {
    didSet { updateAppearance() }
  }

  /// Creates a switch, off, at a frame's origin; the size is always 51×31.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: Switch.size))
    track.layer.cornerRadius = Switch.size.height / 2
    track.frame = CGRect(origin: .zero, size: Switch.size)
    knob.layer.cornerRadius = Switch.knobDiameter / 2
    knob.layer.shadowColor = .black
    knob.layer.shadowOpacity = 0.15
    knob.layer.shadowOffset = CGSize(width: 0, height: 3)
    knob.layer.shadowRadius = 4
    knob.layer.shadowPath = Path(
      ellipseIn: CGRect(x: 0, y: 0, width: Switch.knobDiameter, height: Switch.knobDiameter))
    content.frame = CGRect(origin: .zero, size: Switch.size)
    content.addSubview(track)
    content.addSubview(knob)
    addSubview(content)
    // UISwitch hugs its fixed size harder than a label does (750, UIKit's defaultHigh), so a
    // row of a label and a switch is unambiguous.
    setContentHuggingPriority(.defaultHigh, for: .horizontal)
    setContentHuggingPriority(.defaultHigh, for: .vertical)
    updateAppearance()
  }

  /// Creates a switch, off, at the origin.
  public convenience init() { self.init(frame: .zero) }

  open override var intrinsicContentSize: CGSize { Switch.size }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { Switch.size }

  /// The knob's frame, in the switch's coordinates, for an on or off switch.
  public static func knobFrame(isOn: Bool) -> CGRect {
    let x = isOn ? size.width - knobInset - knobDiameter : knobInset
    return CGRect(x: x, y: knobInset, width: knobDiameter, height: knobDiameter)
  }

  /// Turns the switch on or off; with `animated`, the knob slides and the track's colour fades
  /// over ``animationDuration`` on the scene clock (ease in-out). Fires no event.
  open func setOn(_ on: Bool, animated: Bool) {
    guard on != self.on else { return }
    self.on = on
    if animated {
      View.animate(withDuration: Switch.animationDuration, delay: 0, options: .curveEaseInOut) {
        self.updateAppearance()
      }
    } else {
      View.performWithoutAnimation { updateAppearance() }
    }
  }

  override func stateDidChange() {
    View.performWithoutAnimation { updateAppearance() }
  }

  private func updateAppearance() {
    track.backgroundColor = on ? (onTintColor ?? .systemGreen) : Switch.offTrackColor
    knob.backgroundColor = thumbTintColor ?? .white
    knob.frame = Switch.knobFrame(isOn: on)
    // A disabled UIKit switch draws at half opacity.
    content.alpha = isEnabled ? 1 : 0.5
  }

  open override var description: String {
    String(super.description.dropLast()) + "; on = \(on ? "YES" : "NO")>"
  }
}
