import Foundation

/// An affine transform split into primitive components. Recomposition applies, to a row vector,
/// scale, then skew, then rotation, then translation:
///
/// ```
/// M = Scale(scaleX, scaleY) · Skew(skew) · Rotation(rotation) · Translation(tx, ty)
/// ```
///
/// where `Skew` adds `skew` times the x row to the y row, and a positive `rotation` turns the x
/// axis toward the y axis (`CGAffineTransform(rotationAngle:)`).
public struct AffineDecomposition: Sendable, Equatable, Hashable {
  /// Translation along x.
  public var translationX: Double
  /// Translation along y.
  public var translationY: Double
  /// Scale along x; negative for a mirror image.
  public var scaleX: Double
  /// Scale along y.
  public var scaleY: Double
  /// The xy shear factor.
  public var skew: Double
  /// The rotation angle in radians. Decomposition returns it in `(−π, π]`; key-path animations
  /// may set any angle (so `transform.rotation.z` 0 → 2π spins a full turn).
  public var rotation: Double

  /// Creates a decomposition; the defaults are those of the identity transform.
  public init(
    translationX: Double = 0, translationY: Double = 0, scaleX: Double = 1, scaleY: Double = 1,
    skew: Double = 0, rotation: Double = 0
  ) {
    self.translationX = translationX
    self.translationY = translationY
    self.scaleX = scaleX
    self.scaleY = scaleY
    self.skew = skew
    self.rotation = rotation
  }

  /// Rebuilds the matrix.
  public func recomposed() -> AffineComponents {
    let cosine = cos(rotation)
    let sine = sin(rotation)
    return AffineComponents(
      a: scaleX * cosine, b: scaleX * sine,
      c: scaleY * (skew * cosine - sine), d: scaleY * (skew * sine + cosine),
      tx: translationX, ty: translationY)
  }

  /// The current value of a key-path component (for `transform.scale`, the mean of the x and y
  /// scales). The 3-D components read as the identity's: 0, and 1 for `scale.z`.
  public func value(of component: TransformComponent) -> Double {
    switch component {
    case .rotation: return rotation
    case .scale: return (scaleX + scaleY) / 2
    case .scaleX: return scaleX
    case .scaleY: return scaleY
    case .translationX: return translationX
    case .translationY: return translationY
    case .rotationX, .rotationY, .translationZ: return 0
    case .scaleZ: return 1
    }
  }

  /// Replaces one key-path component (`transform.scale` sets both scales). The 3-D components
  /// cannot be set on an affine transform (a ``Transform3DDecomposition`` can).
  public mutating func set(_ component: TransformComponent, to value: Double) {
    switch component {
    case .rotation: rotation = value
    case .scale:
      scaleX = value
      scaleY = value
    case .scaleX: scaleX = value
    case .scaleY: scaleY = value
    case .translationX: translationX = value
    case .translationY: translationY = value
    case .rotationX, .rotationY, .scaleZ, .translationZ: break
    }
  }

  /// Adds to one key-path component, as an additive key-path animation does. Scale components
  /// add too (Core Animation adds, it does not multiply).
  public mutating func add(_ value: Double, to component: TransformComponent) {
    switch component {
    case .scale:
      scaleX += value
      scaleY += value
    default: set(component, to: self.value(of: component) + value)
    }
  }
}
