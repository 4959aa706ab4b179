// Core Animation's names for Diorama's layers, animations and their option types. Core Animation's
// string-backed option types (`CAMediaTimingFillMode`, `CAShapeLayerLineCap`, …) are enums in
// Diorama with the same case names, so `.forwards` or `.round` reads the same under both names.

/// Core Animation's name for Diorama's `Layer`.
public typealias CALayer = Layer
/// Core Animation's name for Diorama's `ShapeLayer`.
public typealias CAShapeLayer = ShapeLayer
/// Core Animation's name for Diorama's `GradientLayer`.
public typealias CAGradientLayer = GradientLayer
/// Core Animation's name for Diorama's `TextLayer`.
public typealias CATextLayer = TextLayer
/// Core Animation's name for Diorama's `Animation`.
public typealias CAAnimation = Animation
/// Core Animation's name for Diorama's `PropertyAnimation`.
public typealias CAPropertyAnimation = PropertyAnimation
/// Core Animation's name for Diorama's `BasicAnimation`.
public typealias CABasicAnimation = BasicAnimation
/// Core Animation's name for Diorama's `KeyframeAnimation`.
public typealias CAKeyframeAnimation = KeyframeAnimation
/// Core Animation's name for Diorama's `SpringAnimation`.
public typealias CASpringAnimation = SpringAnimation
/// Core Animation's name for Diorama's `AnimationGroup`.
public typealias CAAnimationGroup = AnimationGroup
/// Core Animation's name for Diorama's `AnimationDelegate`.
public typealias CAAnimationDelegate = AnimationDelegate
/// Core Animation's name for Diorama's `Action`.
public typealias CAAction = Action
/// Core Animation's name for Diorama's `Transaction`.
public typealias CATransaction = Transaction
/// Core Animation's name for Diorama's `TimingFunction`.
public typealias CAMediaTimingFunction = TimingFunction
/// Core Animation's name for Diorama's `TimingFunction.Name`.
public typealias CAMediaTimingFunctionName = TimingFunction.Name
/// Core Animation's name for Diorama's `FillMode`.
public typealias CAMediaTimingFillMode = FillMode
/// Core Animation's name for Diorama's `CalculationMode`.
public typealias CAAnimationCalculationMode = CalculationMode
/// Core Animation's name for Diorama's `ContentsGravity`.
public typealias CALayerContentsGravity = ContentsGravity
/// Core Animation's name for Diorama's `FillRule`.
public typealias CAShapeLayerFillRule = FillRule
/// Core Animation's name for Diorama's `LineCap`.
public typealias CAShapeLayerLineCap = LineCap
/// Core Animation's name for Diorama's `LineJoin`.
public typealias CAShapeLayerLineJoin = LineJoin
/// Core Animation's name for Diorama's `GradientType`.
public typealias CAGradientLayerType = GradientType
/// Core Animation's name for Diorama's `TextLayer.TruncationMode`.
public typealias CATextLayerTruncationMode = TextLayer.TruncationMode
/// Core Animation's name for Diorama's `TextLayer.AlignmentMode`.
public typealias CATextLayerAlignmentMode = TextLayer.AlignmentMode
