/// The range of frame rates a ``DisplayLink`` asks for (Core Animation's `CAFrameRateRange`).
///
/// A display link runs on frames of its scene's clock; at a rate below the clock's, it skips
/// frames (see ``DisplayLink/preferredFrameRateRange``).
public struct FrameRateRange: Sendable, Hashable, CustomStringConvertible {
  /// The lowest acceptable rate, in frames per second; 0 for no lower bound.
  public var minimum: Float
  /// The highest acceptable rate, in frames per second; 0 for no upper bound.
  public var maximum: Float
  /// The rate wanted, in frames per second; 0 for the highest acceptable one.
  public var preferred: Float?

  /// A range of rates; `preferred` must lie between `minimum` and `maximum` (checked when the
  /// range is given to a display link).
  public init(minimum: Float, maximum: Float, preferred: Float?) {
    self.minimum = minimum
    self.maximum = maximum
    self.preferred = preferred
  }

  /// No preference: every frame of the clock (Core Animation's `CAFrameRateRange.default`).
  public static let `default` = FrameRateRange(minimum: 0, maximum: 0, preferred: 0)

  /// Whether the bounds are finite, not negative, ordered, and hold the preferred rate.
  var isValid: Bool {
    let preferred = preferred ?? 0
    guard minimum.isFinite, maximum.isFinite, preferred.isFinite, minimum >= 0, maximum >= 0, preferred >= 0
    else { return false }
    if maximum > 0 && minimum > maximum { return false }
    if preferred > 0 && (preferred < minimum || (maximum > 0 && preferred > maximum)) { return false }
    return true
  }

  /// How many frames of a clock at `framesPerSecond` lie between two callbacks: the whole
  /// divisor `k` whose rate `framesPerSecond / k` is inside the range and nearest the preferred
  /// rate (the highest rate inside the range when none is preferred), as a display picks among
  /// the rates it supports; the rate nearest the range when none is inside.
  func frameInterval(framesPerSecond: Double) -> Int {
    let lowest = Double(minimum)
    let highest = maximum > 0 ? Double(maximum) : framesPerSecond
    let wanted = (preferred ?? 0) > 0 ? Double(preferred ?? 0) : highest
    // Rates below 1 frame a second are not worth more divisors.
    let candidates = 1...max(1, Int(framesPerSecond.rounded(.up)))
    func distanceFromRange(_ rate: Double) -> Double {
      rate > highest + 1e-9 ? rate - highest : (rate < lowest - 1e-9 ? lowest - rate : 0)
    }
    return candidates.min { a, b in
      let rateA = framesPerSecond / Double(a)
      let rateB = framesPerSecond / Double(b)
      let keyA = (distanceFromRange(rateA), abs(rateA - wanted))
      let keyB = (distanceFromRange(rateB), abs(rateB - wanted))
      return keyA < keyB
    } ?? 1
  }

  /// The three rates.
  public var description: String {
    "FrameRateRange(minimum: \(minimum), maximum: \(maximum), preferred: \(preferred.map { "\($0)" } ?? "nil"))"
  }
}
