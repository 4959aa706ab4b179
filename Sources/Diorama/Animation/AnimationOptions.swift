import Foundation

extension View {
  /// Options for ``View/animate(withDuration:delay:options:animations:completion:)`` (UIKit's
  /// `UIView.AnimationOptions`, same raw values).
  ///
  /// Interaction options are accepted and ignored: a rendered scene has no input.
  public struct AnimationOptions: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lay out the views changed in the block inside the block, so their layout animates too.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Ignored.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Absolute (non-additive) properties start from what is on screen instead of the old model
    /// value; no effect on position and bounds, which animate additively.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat forever (the completion then never runs unless the animation is removed).
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Play forward, then backward.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Do not inherit the duration of an enclosing block.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// Do not inherit the curve of an enclosing block.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// In a transition, animate the changes of the block with the transition's timing and show
    /// the view live instead of a snapshot of its final state (see
    /// ``View/transition(with:duration:options:animations:completion:)``).
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// In ``View/transition(from:to:duration:options:completion:)``, hide the from-view and show
    /// the to-view instead of removing one and adding the other.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// Do not inherit the repeat and autoreverse options of an enclosing block.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    /// Ease in and out (the default curve).
    public static let curveEaseInOut = AnimationOptions([])
    /// Ease in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Constant speed.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    /// No transition: the changes of a transition block apply at once.
    public static let transitionNone = AnimationOptions([])
    /// Flip about the vertical axis, the left edge coming toward the viewer.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// Flip about the vertical axis, the right edge coming toward the viewer.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// UIKit's page curl up; not drawn by Diorama, which cross-dissolves instead, with a warning.
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// UIKit's page curl down; not drawn by Diorama, which cross-dissolves instead, with a warning.
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// Fade from the old content to the new.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// Flip about the horizontal axis, the top edge coming toward the viewer.
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// Flip about the horizontal axis, the bottom edge coming toward the viewer.
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    /// Also animate the layer properties UIKit leaves alone in view blocks (border and shadow
    /// properties, …); without it a view block animates position, bounds, transform, opacity,
    /// background colour and corner radius only.
    public static let animatesAllLayerProperties = AnimationOptions(rawValue: 1 << 32)

    /// The timing function the curve bits select.
    var curve: TimingFunction {
      switch (rawValue >> 16) & 0xF {
      case 1: .easeIn
      case 2: .easeOut
      case 3: .linear
      default: .easeInEaseOut
      }
    }

    /// Whether the curve bits were set explicitly.
    var hasExplicitCurve: Bool { (rawValue >> 16) & 0xF != 0 }
  }
}
