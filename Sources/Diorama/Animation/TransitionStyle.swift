import Foundation

/// The transition a view transition draws, from the transition bits of its options.
enum TransitionStyle: Equatable {
  case none
  case crossDissolve
  /// A flip about the y axis (`vertical`) or the x axis, turning by `angle` (±π).
  case flip(aboutVerticalAxis: Bool, angle: Double)

  /// The style the options ask for; the curls, which Diorama does not draw, cross-dissolve.
  init(_ options: View.AnimationOptions, call: String) {
    switch (options.rawValue >> 20) & 0xF {
    case 0: self = .none
    // In Core Animation's convention (+z toward the viewer), turning by +θ about y brings the
    // left edge forward, and turning by −θ about x brings the top edge forward.
    case 1: self = .flip(aboutVerticalAxis: true, angle: .pi)
    case 2: self = .flip(aboutVerticalAxis: true, angle: -.pi)
    case 6: self = .flip(aboutVerticalAxis: false, angle: -.pi)
    case 7: self = .flip(aboutVerticalAxis: false, angle: .pi)
    case 3, 4:
      Diagnostics.report(
        Warning(
          .invalidAnimation, "\(call): Diorama does not draw page curls; the views cross-dissolve instead."))
      self = .crossDissolve
    default:
      self = .crossDissolve
    }
  }
}
