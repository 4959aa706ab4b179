import DioramaUIKit
import Testing

/// Core Animation 3-D code as it is written on iOS: a card flip set up with the CATransform3D
/// functions, a transform layer, a mask and a blend-mode filter, compiled through the aliases.
@Suite struct CoreAnimation3DNamesTests {
  @Test func flipCodeWrittenForCoreAnimationCompilesAndFollowsItsConventions() {
    var perspective = CATransform3DIdentity
    perspective.m34 = -1.0 / 500
    let container = CALayer()
    container.sublayerTransform = perspective
    let card = CATransformLayer()
    let back = CALayer()
    back.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
    back.isDoubleSided = false
    card.addSublayer(back)
    container.addSublayer(card)
    #expect(!CATransform3DIsAffine(back.transform))

    // CATransform3DTranslate(t, …) applies the translation first: scale 2, then move 10 → 20.
    let moved = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
    #expect(moved.m41 == 20)
    let turned = CATransform3DRotate(CATransform3DIdentity, .pi / 2, 0, 0, 1)
    let affine = CATransform3DGetAffineTransform(turned)
    #expect(abs(affine.b - 1) < 1e-12 && abs(affine.c + 1) < 1e-12)
    #expect(CATransform3DEqualToTransform(moved, moved) && !CATransform3DEqualToTransform(moved, turned))
    let product = CATransform3DConcat(moved, CATransform3DInvert(moved))
    #expect(abs(product.m11 - 1) < 1e-12 && abs(product.m41) < 1e-12)
    #expect(CATransform3DIsIdentity(CATransform3DMakeAffineTransform(.identity)))

    let view = UIView()
    view.layer.transform = CATransform3DMakeScale(1, 1, 1)
    view.transform3D = CATransform3DMakeTranslation(0, 0, 10)
    let shape = CAShapeLayer()
    view.layer.mask = shape
    view.layer.compositingFilter = "multiplyBlendMode"
    #expect(view.layer.mask === shape)
    #expect(view.layer.compositingFilter?.blendMode == .multiply)
  }
}
