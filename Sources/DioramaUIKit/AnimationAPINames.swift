// UIKit's and Core Animation's names for Diorama's property animators, timing parameters,
// keyframe and transition options (nested in `View`, so `UIView.KeyframeAnimationOptions` and
// `UIView.AnimationCurve` read as in UIKit) and display links. A display link is added to a
// scene, or with `add(to: .main, forMode: .common)` to the next scene rendered on the thread;
// `CADisplayLink(target:selector:)` takes the method itself (`Ticker.step`), not a `#selector`.

/// UIKit's name for Diorama's `ViewPropertyAnimator`.
public typealias UIViewPropertyAnimator = ViewPropertyAnimator
/// UIKit's name for Diorama's `CubicTimingParameters`.
public typealias UICubicTimingParameters = CubicTimingParameters
/// UIKit's name for Diorama's `SpringTimingParameters`.
public typealias UISpringTimingParameters = SpringTimingParameters
/// UIKit's name for Diorama's `TimingCurveProvider`.
public typealias UITimingCurveProvider = TimingCurveProvider
/// UIKit's name for Diorama's `TimingCurveType`.
public typealias UITimingCurveType = TimingCurveType
/// UIKit's name for Diorama's `ViewAnimatingPosition`.
public typealias UIViewAnimatingPosition = ViewAnimatingPosition
/// UIKit's name for Diorama's `ViewAnimatingState`.
public typealias UIViewAnimatingState = ViewAnimatingState
/// Core Animation's name for Diorama's `DisplayLink`.
public typealias CADisplayLink = DisplayLink
/// Core Animation's name for Diorama's `FrameRateRange`.
public typealias CAFrameRateRange = FrameRateRange
/// Core Foundation's name for a time in seconds, the type of `CADisplayLink`'s timestamps.
public typealias CFTimeInterval = Double
