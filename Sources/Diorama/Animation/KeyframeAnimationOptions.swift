extension View {
  /// Options for ``View/animateKeyframes(withDuration:delay:options:animations:completion:)``
  /// (UIKit's `UIView.KeyframeAnimationOptions`, same raw values).
  ///
  /// The calculation mode says how values move between keyframes. The curve of the whole
  /// animation is ease-in-out unless the raw value carries one of ``View/AnimationOptions``'
  /// curve bits, which UIKit honours too:
  /// `KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)`.
  public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lay out the views changed in each keyframe inside it, so their layout animates too.
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    /// Ignored: a rendered scene has no input.
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    /// Start from what is on screen instead of the model value before the block.
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Repeat forever.
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    /// Play forward, then backward.
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    /// Do not inherit the duration of an enclosing block.
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    /// Do not inherit the repeat and autoreverse options of an enclosing block.
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
    /// Straight lines between keyframes (the default).
    public static let calculationModeLinear = KeyframeAnimationOptions([])
    /// No interpolation: each value shows from its key time until the next.
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// Constant speed through the values; the keyframes' times are ignored.
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// A smooth (Catmull-Rom) curve through the values at the keyframes' times.
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    /// A smooth curve through the values at constant speed; the keyframes' times are ignored.
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

    /// The calculation mode the mode bits select (linear for an unknown value).
    var calculationMode: CalculationMode {
      switch (rawValue >> 10) & 0x7 {
      case 1: .discrete
      case 2: .paced
      case 3: .cubic
      case 4: .cubicPaced
      default: .linear
      }
    }

    /// The options of a view animation block that apply to the whole keyframe animation: the
    /// curve bits and the shared flags.
    var blockOptions: AnimationOptions {
      AnimationOptions(rawValue: rawValue & ~(0x7 << 10))
    }
  }
}
