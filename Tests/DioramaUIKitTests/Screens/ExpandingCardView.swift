import DioramaUIKit

// A card written for iOS that a pan gesture expands: a paused UIViewPropertyAnimator the
// gesture scrubs and then finishes with a spring, a keyframe wiggle of its badge, a
// cross-dissolve of the badge's text, and a running animator that collapses it again.

final class ExpandingCardView: UIView {
  let card = UIView()
  let badge = UILabel()
  private(set) var animator: UIViewPropertyAnimator?
  private(set) var finalPosition: UIViewAnimatingPosition?

  static let collapsedFrame = CGRect(x: 20, y: 280, width: 160, height: 100)
  static let expandedFrame = CGRect(x: 20, y: 40, width: 280, height: 340)

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemGroupedBackground
    card.frame = ExpandingCardView.collapsedFrame
    card.backgroundColor = .systemBlue
    card.layer.cornerRadius = 16
    addSubview(card)
    badge.text = "NEW"
    badge.font = .boldSystemFont(ofSize: 13)
    badge.textColor = .white
    badge.textAlignment = .center
    badge.backgroundColor = .systemRed
    badge.layer.cornerRadius = 10
    badge.clipsToBounds = true
    badge.frame = CGRect(x: 12, y: 12, width: 48, height: 20)
    card.addSubview(badge)
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  // The pan gesture began: prepare the expansion, paused, for the gesture to scrub.
  func beginExpanding() {
    let animator = UIViewPropertyAnimator(duration: 0.6, curve: .easeInOut) {
      self.card.frame = ExpandingCardView.expandedFrame
      self.card.layer.cornerRadius = 28
      self.card.backgroundColor = .systemIndigo
    }
    animator.addCompletion { position in
      self.finalPosition = position
    }
    animator.pauseAnimation()
    self.animator = animator
  }

  // The pan gesture moved.
  func updateExpansion(to fraction: CGFloat) {
    animator?.fractionComplete = fraction
  }

  // The pan gesture ended: let a spring carry the card the rest of the way.
  func finishExpansion() {
    let timing = UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 0.5, dy: 0))
    animator?.continueAnimation(withTimingParameters: timing, durationFactor: 0)
  }

  func wiggleBadge() {
    UIView.animateKeyframes(
      withDuration: 0.6, delay: 0, options: [.calculationModeLinear],
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) {
          self.badge.transform = CGAffineTransform(rotationAngle: -.pi / 12)
        }
        UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) {
          self.badge.transform = CGAffineTransform(rotationAngle: .pi / 12)
        }
        UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) {
          self.badge.transform = .identity
        }
      }, completion: nil)
  }

  func showBadge(_ text: String) {
    UIView.transition(
      with: badge, duration: 0.3, options: .transitionCrossDissolve,
      animations: {
        self.badge.text = text
      }, completion: nil)
  }

  func collapse() {
    UIViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 0.4, delay: 0, options: [.curveEaseIn],
      animations: {
        self.card.frame = ExpandingCardView.collapsedFrame
        self.card.layer.cornerRadius = 16
        self.card.backgroundColor = .systemBlue
      }, completion: nil)
  }
}
