import Foundation

/// A callback on every frame of a scene's clock (Core Animation's `CADisplayLink`): the way a
/// view drives its own per-frame animation — a ticker, a physics toy — deterministically.
///
/// The link runs in the events phase of each frame (after the events scheduled with
/// ``Scene/schedule(at:_:)``, in the order links were added), before layout and the commit, so
/// whatever it changes shows in that frame. It reads the scene's clock, never the wall clock:
/// ``targetTimestamp`` is the time of the frame being prepared, so a position computed from it is
/// the same in every run and at every frame rate.
///
/// ```swift
/// let link = DisplayLink { link in
///   ticker.frame.origin.x = 300 - CGFloat(link.targetTimestamp * 80).truncatingRemainder(dividingBy: 400)
/// }
/// link.add(to: scene)
/// ```
///
/// A link keeps its handler (and the target of `init(target:selector:)`) until
/// ``invalidate()`` is called, as `CADisplayLink` retains its target; the scene keeps the link.
/// While a link is added and not paused, the scene renders every frame one by one (a far frame
/// costs every frame before it).
public final class DisplayLink {
  private var handler: ((DisplayLink) -> Void)?
  /// The scene the link runs in, once it is added.
  private(set) weak var scene: Scene?
  /// The frame the link first ran on since it was added or resumed.
  private var phaseFrame: Int?
  /// The first frame the link may run on: the one after the frame in which it was added.
  private var firstFrame = 0

  /// Creates a link that calls `handler` with itself on each frame.
  public init(_ handler: @escaping (DisplayLink) -> Void) {
    self.handler = handler
  }

  /// Creates a link that calls a method of `target` with the link, as `CADisplayLink(target:selector:)`
  /// does: pass the method unapplied, `DisplayLink(target: self, selector: Ticker.step)`. The
  /// target is kept until ``invalidate()``.
  public convenience init<Target: AnyObject>(
    target: Target, selector: @escaping (Target) -> (DisplayLink) -> Void
  ) {
    self.init { link in selector(target)(link) }
  }

  /// Creates a link that calls a method of `target` without arguments on each frame.
  public convenience init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> () -> Void) {
    self.init { _ in selector(target)() }
  }

  /// The time of the frame before ``targetTimestamp`` at the link's rate, in seconds of the
  /// scene's clock (`targetTimestamp − frameInterval / fps`); 0 before the first callback.
  public private(set) var timestamp: Double = 0

  /// The time of the frame the callback prepares, in seconds of the scene's clock; 0 before the
  /// first callback. Compute what to show from it.
  public private(set) var targetTimestamp: Double = 0

  /// The time between two frames of the scene's clock (`1 / fps`); 0 before the link is added.
  /// Like `CADisplayLink.duration`, it does not depend on the preferred rate: the time between
  /// two callbacks is `targetTimestamp − timestamp`.
  public private(set) var duration: Double = 0

  /// Whether callbacks are suspended. A resumed link runs on the next frame.
  public var isPaused = false {
    didSet { if !isPaused { phaseFrame = nil } }
  }

  /// The rates the link asks for: on a 60 fps clock, a preferred 30 runs it on every other frame.
  /// Of the rates `fps / k` (k = 1, 2, 3 …) the link takes the one inside the range nearest the
  /// preferred rate. An invalid range (negative, not finite, `minimum > maximum`, or a preferred
  /// rate outside it) is ignored with an ``Warning/Kind/invalidAnimation`` warning; Core
  /// Animation raises an exception.
  public var preferredFrameRateRange = FrameRateRange.default {
    didSet {
      guard preferredFrameRateRange.isValid else {
        Diagnostics.report(
          Warning(
            .invalidAnimation,
            "DisplayLink.preferredFrameRateRange = \(preferredFrameRateRange): the rates must be finite, not"
              + " negative, with minimum ≤ preferred ≤ maximum; the range was ignored."))
        preferredFrameRateRange = oldValue
        return
      }
      phaseFrame = nil
    }
  }

  /// The preferred rate in frames per second (`CADisplayLink.preferredFramesPerSecond`); 0, the
  /// default, runs on every frame. Setting it sets ``preferredFrameRateRange`` to that one rate;
  /// a negative value counts as 0, with a warning.
  public var preferredFramesPerSecond: Int {
    get { Int((preferredFrameRateRange.preferred ?? 0).rounded()) }
    set {
      var rate = newValue
      if rate < 0 {
        Diagnostics.report(
          Warning(
            .invalidAnimation,
            "DisplayLink.preferredFramesPerSecond = \(newValue): the rate cannot be negative; using 0."
          ))
        rate = 0
      }
      preferredFrameRateRange =
        rate == 0
        ? .default : FrameRateRange(minimum: Float(rate), maximum: Float(rate), preferred: Float(rate))
    }
  }

  /// Whether ``invalidate()`` has been called.
  public private(set) var isInvalidated = false

  /// Adds the link to `scene`: it runs from the scene's next frame on.
  ///
  /// Adding an invalidated link, or a link already added to another scene, does nothing but
  /// report an ``Warning/Kind/invalidAnimation`` warning.
  public func add(to scene: Scene) {
    guard canBeAdded(to: scene) else { return }
    self.scene = scene
    firstFrame = (scene.clock.frameIndex ?? -1) + 1
    scene.timeline.displayLinks.append(self)
  }

  /// Adds the link to the run loop, as UIKit code does with `link.add(to: .main, forMode: .common)`:
  /// a scene has no run loop, so the link runs in the next scene that renders a frame on this
  /// thread (the scene rendering now, from its next frame), and stays with it. The run loop and
  /// the mode are not consulted.
  public func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
    guard canBeAdded(to: nil) else { return }
    let stack = TransactionStack.current
    if !stack.pendingDisplayLinks.contains(where: { $0 === self }) { stack.pendingDisplayLinks.append(self) }
  }

  /// Removes the link from `scene` (`CADisplayLink.remove(from:forMode:)`); it can be added again.
  public func remove(from scene: Scene) {
    guard self.scene === scene else { return }
    scene.timeline.displayLinks.removeAll { $0 === self }
    self.scene = nil
    phaseFrame = nil
  }

  /// Removes the link from the scene it runs in (or from the links waiting for a scene), as
  /// UIKit code does with `link.remove(from: .main, forMode: .common)`.
  public func remove(from runLoop: RunLoop, forMode mode: RunLoop.Mode) {
    if let scene { remove(from: scene) }
    TransactionStack.current.pendingDisplayLinks.removeAll { $0 === self }
  }

  /// Removes the link from its scene for good and releases its handler and target. Calling it
  /// again does nothing.
  public func invalidate() {
    isInvalidated = true
    handler = nil
    remove(from: RunLoop.main, forMode: .common)
  }

  private func canBeAdded(to target: Scene?) -> Bool {
    if !isInvalidated && scene == nil { return true }
    if let scene, scene === target { return false }
    let problem =
      isInvalidated ? "the link was invalidated" : "the link runs in a scene already; remove it first"
    Diagnostics.report(Warning(.invalidAnimation, "DisplayLink.add(to:): \(problem); the call was ignored."))
    return false
  }

  /// Whether the link will run on some frame: added, not paused, not invalidated.
  var isActive: Bool { !isPaused && !isInvalidated && handler != nil }

  /// Runs the callback if frame `index` of `clock` is one of the link's frames.
  func fire(frame index: Int, clock: Clock) {
    guard isActive, index >= firstFrame, let handler else { return }
    let phase = phaseFrame ?? index
    phaseFrame = phase
    let interval = preferredFrameRateRange.frameInterval(framesPerSecond: clock.framesPerSecond)
    guard (index - phase) % interval == 0 else { return }
    duration = 1 / clock.framesPerSecond
    targetTimestamp = clock.time
    timestamp = targetTimestamp - Double(interval) / clock.framesPerSecond
    handler(self)
  }
}
