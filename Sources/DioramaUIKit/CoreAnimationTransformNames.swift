import Diorama
import Foundation

// Core Animation's 3-D transform type and functions, over Diorama's `Transform3D`. The
// conventions are Core Animation's: row vectors, `CATransform3DConcat(a, b)` applies `a` first,
// and `CATransform3DRotate(t, …)` is `rotation · t`.

/// Core Animation's name for Diorama's `Transform3D`.
public typealias CATransform3D = Transform3D
/// Core Animation's name for Diorama's `TransformLayer`.
public typealias CATransformLayer = TransformLayer

/// The identity transform.
public let CATransform3DIdentity = Transform3D.identity

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t.isIdentity }

/// Whether `a` and `b` are equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A translation by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
  Transform3D(translationX: tx, y: ty, z: tz)
}

/// A scale by `(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  Transform3D(scaleX: sx, y: sy, z: sz)
}

/// A rotation by `angle` radians about the axis `(x, y, z)`; the identity for a zero axis.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
  -> CATransform3D
{
  Transform3D(rotationAngle: angle, x: x, y: y, z: z)
}

/// `t` preceded by a translation: `translation · t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
  -> CATransform3D
{
  t.translatedBy(x: tx, y: ty, z: tz)
}

/// `t` preceded by a scale: `scale · t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat)
  -> CATransform3D
{
  t.scaledBy(x: sx, y: sy, z: sz)
}

/// `t` preceded by a rotation: `rotation · t`.
public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  t.rotated(by: angle, x: x, y: y, z: z)
}

/// `a` then `b`: the product `a · b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  a.concatenating(b)
}

/// The inverse of `t`, or `t` unchanged when it has none.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D { t.inverted() }

/// The 3-D transform that acts as `m` in the plane z = 0.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D { Transform3D(m) }

/// Whether `t` acts affinely in the plane (no z terms, no perspective).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.isAffine }

/// The affine part of `t`.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { t.affineTransform }
/// Core Animation's name for Diorama's `ReplicatorLayer`.
public typealias CAReplicatorLayer = ReplicatorLayer
/// Core Animation's name for Diorama's `EmitterLayer`.
public typealias CAEmitterLayer = EmitterLayer
/// Core Animation's name for Diorama's `EmitterCell`.
public typealias CAEmitterCell = EmitterCell
/// Core Animation's name for Diorama's `CornerMask`.
public typealias CACornerMask = CornerMask
/// Core Animation's name for Diorama's `CornerCurve`.
public typealias CALayerCornerCurve = CornerCurve
/// UIKit's name for Diorama's `VisualEffectView`.
public typealias UIVisualEffectView = VisualEffectView
/// UIKit's name for Diorama's `BlurEffect`.
public typealias UIBlurEffect = BlurEffect
