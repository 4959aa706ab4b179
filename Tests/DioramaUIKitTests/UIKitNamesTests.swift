import DioramaUIKit
import Testing

/// UIKit's names are Diorama's types, nested names and option cases included.
@Suite struct UIKitNamesTests {
  @Test func nestedNamesReadAsInUIKit() {
    let mode: UIView.ContentMode = .scaleAspectFit
    let weight: UIFont.Weight = .semibold
    let distribution: UIStackView.Distribution = .equalSpacing
    let alignment: UIStackView.Alignment = .top
    let axis: NSLayoutConstraint.Axis = .vertical
    let attribute: NSLayoutConstraint.Attribute = .centerX
    let relation: NSLayoutConstraint.Relation = .greaterThanOrEqual
    let options: UIView.AnimationOptions = [.curveEaseOut, .beginFromCurrentState]
    let stack = UIStackView()
    stack.axis = axis
    stack.distribution = distribution
    stack.alignment = alignment
    let image = UIImageView()
    image.contentMode = mode
    #expect(stack.alignment == .leading)  // UIKit's `.top` is `.leading`, raw value 1 in both
    #expect(image.contentMode.rawValue == 1)  // UIView.ContentMode.scaleAspectFit
    #expect(UIFont.systemFont(ofSize: 17, weight: weight).weight == .semibold)
    #expect(attribute.rawValue == 9 && relation.rawValue == 1)  // NSLayoutAttributeCenterX, ≥
    #expect(options.contains(.beginFromCurrentState))
  }

  @Test func optionEnumsHaveUIKitsRawValues() {
    // UIKit's raw values (NSTextAlignment on iOS, NSLineBreakMode, UIView.ContentMode).
    #expect(NSTextAlignment.center.rawValue == 1 && NSTextAlignment.natural.rawValue == 4)
    #expect(NSLineBreakMode.byTruncatingTail.rawValue == 4)
    #expect(UIView.ContentMode.bottomRight.rawValue == 12)
    #expect(UILayoutPriority.defaultHigh == UILayoutPriority(rawValue: 750))
  }

  @Test func animationOptionsHaveUIKitsRawValues() {
    // UIViewAnimationOptions, UIViewKeyframeAnimationOptions, UIViewAnimationCurve,
    // UIViewAnimatingState/Position and UITimingCurveType as UIKit's headers number them.
    #expect(UIView.AnimationOptions.transitionFlipFromLeft.rawValue == 1 << 20)
    #expect(UIView.AnimationOptions.transitionCrossDissolve.rawValue == 5 << 20)
    #expect(UIView.AnimationOptions.transitionFlipFromBottom.rawValue == 7 << 20)
    #expect(UIView.AnimationOptions.showHideTransitionViews.rawValue == 1 << 8)
    #expect(UIView.KeyframeAnimationOptions.calculationModeCubicPaced.rawValue == 4 << 10)
    #expect(UIView.KeyframeAnimationOptions.overrideInheritedOptions.rawValue == 1 << 9)
    #expect(UIView.AnimationCurve.linear.rawValue == 3)
    #expect(UIViewAnimatingState.stopped.rawValue == 2 && UIViewAnimatingPosition.current.rawValue == 2)
    #expect(UITimingCurveType.composed.rawValue == 3)
    let timing: UITimingCurveProvider = UICubicTimingParameters(animationCurve: .easeOut)
    #expect(timing.cubicTimingParameters?.controlPoint2 == CGPoint(x: 0.58, y: 1))
    #expect(CAFrameRateRange.default.preferred == 0)
  }

  @Test func edgeInsetsMakeIsUIEdgeInsets() {
    #expect(UIEdgeInsetsMake(1, 2, 3, 4) == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(directional.resolved(for: .rightToLeft) == UIEdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
  }

  @Test func coreAnimationNamesBuildAnimations() {
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1.0
    fade.toValue = 0.0
    fade.duration = 0.3
    fade.fillMode = .forwards
    fade.isRemovedOnCompletion = false
    fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    let group = CAAnimationGroup()
    group.animations = [fade]
    let layer = CALayer()
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    layer.add(group, forKey: "fade")
    CATransaction.commit()
    #expect(layer.animation(forKey: "fade") != nil)
    #expect(fade.timingFunction == CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeInEaseOut))
    #expect(fade.fillMode == CAMediaTimingFillMode.forwards)
  }

  @Test func appColoursDeclaredInAnExtensionAreUIKitStyle() {
    #expect(UIColor.brand == UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1))
    #expect(UIColor.accent.cgColor == CGColor(red: 1, green: 0.5, blue: 0, alpha: 1))
    #expect(UIColor.brand(alpha: 0.5).alpha == 0.5)
    let view = UIView()
    view.backgroundColor = .brand
    #expect(view.backgroundColor == .brand)
  }
}
