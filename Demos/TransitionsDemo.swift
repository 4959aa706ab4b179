import Diorama
import Foundation

/// UIKit's animation APIs side by side: a keyframe choreography, a cross-dissolve and a flip
/// between two cards, a property animator scrubbed along its timeline and finished with a
/// spring, and display-link animations (a ticker, a stopwatch, a bouncing ball).
public struct TransitionsDemo: Demo {
  public init() {}
  public var id: String { "transitions" }
  public var title: String { "Keyframes, transitions, property animators, display links" }
  public var summary: String {
    "A square flies a keyframe path (cubic through its waypoints, turning and changing colour in linear"
      + " keyframes); two cards cross-dissolve, then flip back in perspective; a property animator is scrubbed"
      + " forward and back by a display link, then finished with a spring; a display link runs a news ticker,"
      + " a stopwatch and a bouncing ball."
  }
  public var size: CGSize { CGSize(width: 720, height: 480) }
  public var duration: Double { 4.5 }

  public func makeScene(scale: CGFloat) throws -> Scene {
    let scene = try Scene(size: size, scale: scale, backgroundColor: Color(hex: 0xEEF1F6))
    let panels = [
      ("View.animateKeyframes", CGPoint(x: 12, y: 12)), ("View.transition", CGPoint(x: 368, y: 12)),
      ("ViewPropertyAnimator", CGPoint(x: 12, y: 248)), ("DisplayLink", CGPoint(x: 368, y: 248)),
    ].map { title, origin in Self.panel(title, at: origin, in: scene.rootView) }
    try keyframes(in: panels[0], scene: scene)
    try cards(in: panels[1], scene: scene)
    try scrubbedAnimator(in: panels[2], scene: scene)
    ticker(in: panels[3], scene: scene)
    scene.layoutIfNeeded()
    return scene
  }

  /// A white rounded panel with a title.
  private static func panel(_ title: String, at origin: CGPoint, in root: View) -> View {
    let panel = View(frame: CGRect(origin: origin, size: CGSize(width: 340, height: 220)))
    panel.backgroundColor = .white
    panel.layer.cornerRadius = 16
    panel.clipsToBounds = true
    let label = Label(text: title, font: .monospacedSystemFont(ofSize: 13, weight: .semibold))
    label.textColor = .secondaryLabel
    label.frame = CGRect(x: 16, y: 12, width: 300, height: 18)
    panel.addSubview(label)
    root.addSubview(panel)
    return panel
  }

  // MARK: Keyframes

  private static let waypoints = [
    CGPoint(x: 40, y: 170), CGPoint(x: 110, y: 70), CGPoint(x: 190, y: 150), CGPoint(x: 260, y: 70),
    CGPoint(x: 300, y: 170),
  ]

  private func keyframes(in panel: View, scene: Scene) throws {
    for point in Self.waypoints {
      let dot = View(frame: CGRect(x: point.x - 4, y: point.y - 4, width: 8, height: 8))
      dot.backgroundColor = .systemGray4
      dot.layer.cornerRadius = 4
      panel.addSubview(dot)
    }
    let square = View(frame: CGRect(x: 0, y: 0, width: 36, height: 36))
    square.center = Self.waypoints[0]
    square.backgroundColor = .systemIndigo
    square.layer.cornerRadius = 8
    panel.addSubview(square)
    try scene.schedule(at: 0.3) {
      // The path: a smooth curve through the waypoints, a quarter of the time to each.
      View.animateKeyframes(withDuration: 2.6, delay: 0, options: .calculationModeCubic) {
        for (index, point) in Self.waypoints.dropFirst().enumerated() {
          View.addKeyframe(withRelativeStartTime: Double(index) / 4, relativeDuration: 0.25) {
            square.center = point
          }
        }
      }
      // Turns and colours in linear keyframes with gaps: held between the keyframes.
      View.animateKeyframes(withDuration: 2.6, delay: 0, options: .calculationModeLinear) {
        View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.2) {
          square.transform = Transform(rotationAngle: -.pi / 4)
        }
        View.addKeyframe(withRelativeStartTime: 0.3, relativeDuration: 0.3) {
          square.transform = Transform(rotationAngle: .pi / 2).scaledBy(x: 1.4, y: 1.4)
          square.backgroundColor = .systemPink
        }
        View.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) {
          square.transform = .identity
          square.backgroundColor = .systemOrange
          square.layer.cornerRadius = 18
        }
      }
    }
  }

  // MARK: Transitions

  private func cards(in panel: View, scene: Scene) throws {
    let holder = View(frame: CGRect(x: 106, y: 44, width: 128, height: 156))
    panel.addSubview(holder)
    let front = Self.card("A", subtitle: "cross-dissolve", color: .systemBlue, in: holder)
    let back = Self.card("B", subtitle: "flip from left", color: .systemOrange, in: holder)
    back.isHidden = true
    try scene.schedule(at: 0.4) {
      View.transition(
        from: front, to: back, duration: 0.9, options: [.transitionCrossDissolve, .showHideTransitionViews])
    }
    try scene.schedule(at: 2.0) {
      View.transition(
        from: back, to: front, duration: 1.2, options: [.transitionFlipFromLeft, .showHideTransitionViews])
    }
  }

  private static func card(_ letter: String, subtitle: String, color: Color, in holder: View) -> View {
    let card = View(frame: holder.bounds)
    card.backgroundColor = color
    card.layer.cornerRadius = 16
    let big = Label(text: letter, font: .boldSystemFont(ofSize: 64))
    big.textColor = .white
    big.textAlignment = .center
    big.frame = CGRect(x: 0, y: 30, width: card.bounds.width, height: 76)
    card.addSubview(big)
    let small = Label(text: subtitle, font: .systemFont(ofSize: 13, weight: .medium))
    small.textColor = Color(white: 1, alpha: 0.85)
    small.textAlignment = .center
    small.frame = CGRect(x: 0, y: 112, width: card.bounds.width, height: 18)
    card.addSubview(small)
    holder.addSubview(card)
    return card
  }

  // MARK: Property animator

  private func scrubbedAnimator(in panel: View, scene: Scene) throws {
    let track = View(frame: CGRect(x: 30, y: 96, width: 280, height: 8))
    track.backgroundColor = .systemGray5
    track.layer.cornerRadius = 4
    panel.addSubview(track)
    let knob = View(frame: CGRect(x: 30, y: 76, width: 48, height: 48))
    knob.backgroundColor = .systemTeal
    knob.layer.cornerRadius = 10
    panel.addSubview(knob)
    // The timeline under it: a playhead at fractionComplete.
    let timeline = View(frame: CGRect(x: 30, y: 168, width: 280, height: 4))
    timeline.backgroundColor = .systemGray5
    timeline.layer.cornerRadius = 2
    panel.addSubview(timeline)
    let playhead = View(frame: CGRect(x: 27, y: 162, width: 6, height: 16))
    playhead.backgroundColor = .systemIndigo
    playhead.layer.cornerRadius = 3
    panel.addSubview(playhead)
    let readout = Label(
      text: "fractionComplete 0.00", font: .monospacedDigitSystemFont(ofSize: 12, weight: .regular))
    readout.textColor = .secondaryLabel
    readout.frame = CGRect(x: 30, y: 184, width: 280, height: 16)
    panel.addSubview(readout)

    let animator = ViewPropertyAnimator(duration: 1, curve: .easeInOut) {
      knob.center.x = 270
      knob.backgroundColor = .systemGreen
      knob.layer.cornerRadius = 24
      knob.transform = Transform(rotationAngle: .pi / 2)
    }
    animator.pauseAnimation()
    // Scrubbed as a finger would: forward to 0.85 over a second, back to 0.3, then released.
    let link = DisplayLink { link in
      let t = link.targetTimestamp
      if t >= 0.3 && t <= 2.1 {
        animator.fractionComplete = CGFloat(t <= 1.3 ? 0.85 * (t - 0.3) : 0.85 - 0.55 * (t - 1.3) / 0.8)
      }
      let fraction = animator.state == .inactive ? 1 : animator.fractionComplete
      playhead.center.x = 30 + 280 * fraction
      readout.text = String(format: "fractionComplete %.2f", Double(fraction))
    }
    link.add(to: scene)
    try scene.schedule(at: 2.4) {
      animator.continueAnimation(
        withTimingParameters: SpringTimingParameters(dampingRatio: 0.5), durationFactor: 1.2)
    }
    animator.addCompletion { _ in
      link.invalidate()
      readout.text = "finished at .end"
    }
  }

  // MARK: Display link

  private func ticker(in panel: View, scene: Scene) {
    let strip = View(frame: CGRect(x: 16, y: 44, width: 308, height: 30))
    strip.backgroundColor = Color(hex: 0x1C1C2E)
    strip.layer.cornerRadius = 6
    strip.clipsToBounds = true
    panel.addSubview(strip)
    let news = Label(
      text: "DIORAMA 1.0 ▲ 2.4%   ·   KEYFRAMES ▲ 5.1%   ·   SPRINGS ▼ 0.3%   ·   FLIPS ▲ 3.6%",
      font: .monospacedSystemFont(ofSize: 13, weight: .semibold))
    news.textColor = Color(hex: 0x30D158)
    let width = news.intrinsicContentSize.width
    news.frame = CGRect(x: 308, y: 6, width: width, height: 18)
    strip.addSubview(news)
    let clock = Label(text: "t = 0.00 s", font: .monospacedDigitSystemFont(ofSize: 22, weight: .medium))
    clock.textColor = .label
    clock.frame = CGRect(x: 16, y: 92, width: 160, height: 28)
    panel.addSubview(clock)
    let floor = View(frame: CGRect(x: 196, y: 196, width: 128, height: 2))
    floor.backgroundColor = .systemGray3
    panel.addSubview(floor)
    let ball = View(frame: CGRect(x: 248, y: 90, width: 24, height: 24))
    ball.backgroundColor = .systemRed
    ball.layer.cornerRadius = 12
    panel.addSubview(ball)
    // A ball dropped from rest, integrated once a frame, bouncing with 80 % of its speed.
    var velocity: CGFloat = 0
    DisplayLink { link in
      let t = link.targetTimestamp
      news.frame.origin.x = 308 - CGFloat((t * 90).truncatingRemainder(dividingBy: Double(308 + width)))
      clock.text = String(format: "t = %.2f s", t)
      let dt = CGFloat(link.targetTimestamp - link.timestamp)
      velocity += 900 * dt
      var bottom = ball.frame.maxY + velocity * dt
      if bottom > floor.frame.minY {
        bottom = floor.frame.minY - (bottom - floor.frame.minY)
        velocity = -0.8 * velocity
      }
      ball.frame.origin.y = bottom - ball.frame.height
    }.add(to: scene)
  }
}
