import Foundation

/// A 3-D transform split into primitive components, the way transform animations interpolate
/// it (the "unmatrix" decomposition of Graphics Gems II, which CSS Transforms also uses).
/// Recomposition applies, to a row vector, scale, then skew, then rotation, then translation,
/// then perspective:
///
/// ```
/// M = Scale · Skew · Rotation(quaternion) · Translation · Perspective
/// ```
///
/// Interpolating the components keeps a rotating card rigid: translation, scale, skew and
/// perspective move linearly and the rotation turns along the shorter great-circle arc of its
/// quaternions.
public struct Transform3DDecomposition: Sendable, Equatable, Hashable {
  /// Translation along x, y, z.
  public var translation: [Double]
  /// Scale along x, y, z; negative for a mirror image.
  public var scale: [Double]
  /// The shear factors xy, xz, yz.
  public var skew: [Double]
  /// The perspective row (the matrix's fourth column), `[0, 0, 0, 1]` for none.
  public var perspective: [Double]
  /// The rotation as a unit quaternion `[x, y, z, w]`: a turn of θ about the unit axis `u` is
  /// `[u·sin(θ/2), cos(θ/2)]`.
  public var quaternion: [Double]

  /// Creates a decomposition; the defaults are those of the identity transform.
  public init(
    translation: [Double] = [0, 0, 0], scale: [Double] = [1, 1, 1], skew: [Double] = [0, 0, 0],
    perspective: [Double] = [0, 0, 0, 1], quaternion: [Double] = [0, 0, 0, 1]
  ) {
    self.translation = translation
    self.scale = scale
    self.skew = skew
    self.perspective = perspective
    self.quaternion = quaternion
  }

  /// Splits `transform`, or returns `nil` when it cannot be decomposed (`m44 = 0`, a singular
  /// linear part, a non-finite entry).
  public init?(_ transform: Transform3D) {
    guard transform.isFinite, transform.m44 != 0 else { return nil }
    let m = transform.rows.map { $0.map { Double($0) / Double(transform.m44) } }
    var linear = m
    for i in 0..<3 { linear[i][3] = 0 }
    linear[3][3] = 1
    guard let inverse = Transform3D.inverse(linear) else { return nil }
    // M = N · P with N affine: the perspective column p solves N · p = M's fourth column.
    let column = [m[0][3], m[1][3], m[2][3], m[3][3]]
    perspective = (0..<4).map { i in (0..<4).reduce(0) { $0 + inverse[i][$1] * column[$1] } }
    translation = [m[3][0], m[3][1], m[3][2]]
    var rows = (0..<3).map { [m[$0][0], m[$0][1], m[$0][2]] }
    var sc = [0.0, 0.0, 0.0]
    var sk = [0.0, 0.0, 0.0]
    sc[0] = Self.length(rows[0])
    rows[0] = rows[0].map { $0 / sc[0] }
    sk[0] = Self.dot(rows[0], rows[1])
    rows[1] = zip(rows[1], rows[0]).map { $0 - sk[0] * $1 }
    sc[1] = Self.length(rows[1])
    rows[1] = rows[1].map { $0 / sc[1] }
    sk[0] /= sc[1]
    sk[1] = Self.dot(rows[0], rows[2])
    rows[2] = zip(rows[2], rows[0]).map { $0 - sk[1] * $1 }
    sk[2] = Self.dot(rows[1], rows[2])
    rows[2] = zip(rows[2], rows[1]).map { $0 - sk[2] * $1 }
    sc[2] = Self.length(rows[2])
    rows[2] = rows[2].map { $0 / sc[2] }
    sk[1] /= sc[2]
    sk[2] /= sc[2]
    if Self.dot(rows[0], Self.cross(rows[1], rows[2])) < 0 {
      sc = sc.map { -$0 }
      rows = rows.map { $0.map { -$0 } }
    }
    scale = sc
    skew = sk
    quaternion = Self.quaternion(rotationRows: rows)
    guard (scale + skew + perspective + quaternion).allSatisfy(\.isFinite) else { return nil }
  }

  /// Rebuilds the matrix.
  public func recomposed() -> Transform3D {
    let r = Self.rotationRows(quaternion)
    // Rows of Scale · Skew · Rotation.
    let row0 = r[0].map { $0 * scale[0] }
    let row1 = (0..<3).map { (skew[0] * r[0][$0] + r[1][$0]) * scale[1] }
    let row2 = (0..<3).map { (skew[1] * r[0][$0] + skew[2] * r[1][$0] + r[2][$0]) * scale[2] }
    let n: [[Double]] = [row0 + [0], row1 + [0], row2 + [0], translation + [1]]
    // · Perspective: the identity with p as its fourth column.
    var m = n
    for i in 0..<4 {
      m[i][3] = (0..<4).reduce(0) { $0 + n[i][$1] * perspective[$1] }
    }
    return Transform3D(rows: m.map { $0.map { CGFloat($0) } })
  }

  /// The rotation as Euler angles `[x, y, z]` in radians, for `R = Rx · Ry · Rz` (row vectors:
  /// about x first): what `transform.rotation.x/.y/.z` read.
  public var eulerAngles: [Double] {
    let r = Self.rotationRows(quaternion)
    let sineY = min(max(-r[0][2], -1), 1)
    let y = asin(sineY)
    if abs(cos(y)) > 1e-9 {
      // Two triples give the same rotation: (x, y, z) and (x + π, π − y, z + π). The one that
      // turns least is taken, so a half turn about y reads as y = π, not as x = z = π.
      let first = [atan2(r[1][2], r[2][2]), y, atan2(r[0][1], r[0][0])]
      let second = [Self.wrapped(first[0] + .pi), Self.wrapped(.pi - y), Self.wrapped(first[2] + .pi)]
      func size(_ a: [Double]) -> Double { a.reduce(0) { $0 + abs($1) } }
      return size(second) < size(first) - 1e-9 ? second : first
    }
    // Gimbal lock: only x ± z is determined; z is taken as 0.
    return [atan2(r[1][0] * sineY, r[1][1]), y, 0]
  }

  /// Replaces the rotation with Euler angles `[x, y, z]` (see ``eulerAngles``).
  public mutating func setEulerAngles(_ angles: [Double]) {
    let rx = Transform3D(rotationAngle: CGFloat(angles[0]), x: 1, y: 0, z: 0)
    let ry = Transform3D(rotationAngle: CGFloat(angles[1]), x: 0, y: 1, z: 0)
    let rz = Transform3D(rotationAngle: CGFloat(angles[2]), x: 0, y: 0, z: 1)
    let rows = rx.concatenating(ry).concatenating(rz).rows
    quaternion = Self.quaternion(rotationRows: (0..<3).map { i in (0..<3).map { Double(rows[i][$0]) } })
  }

  /// The current value of a key-path component: `transform.scale` is the mean of the three
  /// scales, rotations are Euler angles.
  public func value(of component: TransformComponent) -> Double {
    switch component {
    case .rotationX: eulerAngles[0]
    case .rotationY: eulerAngles[1]
    case .rotation: eulerAngles[2]
    case .scale: (scale[0] + scale[1] + scale[2]) / 3
    case .scaleX: scale[0]
    case .scaleY: scale[1]
    case .scaleZ: scale[2]
    case .translationX: translation[0]
    case .translationY: translation[1]
    case .translationZ: translation[2]
    }
  }

  /// Replaces one key-path component (`transform.scale` sets all three scales).
  public mutating func set(_ component: TransformComponent, to value: Double) {
    switch component {
    case .rotationX, .rotationY, .rotation:
      var angles = eulerAngles
      angles[component == .rotationX ? 0 : component == .rotationY ? 1 : 2] = value
      setEulerAngles(angles)
    case .scale: scale = [value, value, value]
    case .scaleX: scale[0] = value
    case .scaleY: scale[1] = value
    case .scaleZ: scale[2] = value
    case .translationX: translation[0] = value
    case .translationY: translation[1] = value
    case .translationZ: translation[2] = value
    }
  }

  /// Adds to one key-path component, as an additive key-path animation does.
  public mutating func add(_ value: Double, to component: TransformComponent) {
    if component == .scale {
      scale = scale.map { $0 + value }
    } else {
      set(component, to: self.value(of: component) + value)
    }
  }

  /// Interpolates the components; the rotation by spherical linear interpolation along the
  /// shorter arc.
  public func interpolated(to other: Transform3DDecomposition, progress t: Double) -> Transform3DDecomposition
  {
    func mix(_ a: [Double], _ b: [Double]) -> [Double] { zip(a, b).map { $0 + ($1 - $0) * t } }
    var qb = other.quaternion
    var product = Self.dot(quaternion, qb)
    if product < 0 {
      qb = qb.map { -$0 }
      product = -product
    }
    let q: [Double]
    if product >= 1 - 1e-12 {
      q = mix(quaternion, qb)
    } else {
      let theta = acos(product)
      let wa = sin((1 - t) * theta) / sin(theta)
      let wb = sin(t * theta) / sin(theta)
      q = zip(quaternion, qb).map { wa * $0 + wb * $1 }
    }
    let norm = Self.length(q)
    return Transform3DDecomposition(
      translation: mix(translation, other.translation), scale: mix(scale, other.scale),
      skew: mix(skew, other.skew), perspective: mix(perspective, other.perspective),
      quaternion: norm > 0 ? q.map { $0 / norm } : [0, 0, 0, 1])
  }

  // MARK: Rotation

  /// The rotation matrix's rows for a unit quaternion, matching
  /// ``Transform3D/init(rotationAngle:x:y:z:)``.
  static func rotationRows(_ q: [Double]) -> [[Double]] {
    let (x, y, z, w) = (q[0], q[1], q[2], q[3])
    return [
      [1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)],
      [2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)],
      [2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)],
    ]
  }

  /// The unit quaternion of a rotation matrix (Shepperd's method: the largest of the four
  /// candidates is computed from the diagonal, the others from it, for accuracy at any angle).
  static func quaternion(rotationRows m: [[Double]]) -> [Double] {
    let trace = m[0][0] + m[1][1] + m[2][2]
    var q: [Double]
    if trace > 0 {
      let s = (trace + 1).squareRoot() * 2
      q = [(m[1][2] - m[2][1]) / s, (m[2][0] - m[0][2]) / s, (m[0][1] - m[1][0]) / s, s / 4]
    } else if m[0][0] > m[1][1] && m[0][0] > m[2][2] {
      let s = (1 + m[0][0] - m[1][1] - m[2][2]).squareRoot() * 2
      q = [s / 4, (m[0][1] + m[1][0]) / s, (m[2][0] + m[0][2]) / s, (m[1][2] - m[2][1]) / s]
    } else if m[1][1] > m[2][2] {
      let s = (1 + m[1][1] - m[0][0] - m[2][2]).squareRoot() * 2
      q = [(m[0][1] + m[1][0]) / s, s / 4, (m[1][2] + m[2][1]) / s, (m[2][0] - m[0][2]) / s]
    } else {
      let s = (1 + m[2][2] - m[0][0] - m[1][1]).squareRoot() * 2
      q = [(m[2][0] + m[0][2]) / s, (m[1][2] + m[2][1]) / s, s / 4, (m[0][1] - m[1][0]) / s]
    }
    if q[3] < 0 { q = q.map { -$0 } }
    let norm = length(q)
    return norm > 0 ? q.map { $0 / norm } : [0, 0, 0, 1]
  }

  /// An angle in (−π, π].
  static func wrapped(_ angle: Double) -> Double {
    var a = angle.truncatingRemainder(dividingBy: 2 * .pi)
    if a > .pi { a -= 2 * .pi }
    if a <= -.pi { a += 2 * .pi }
    return a
  }

  static func dot(_ a: [Double], _ b: [Double]) -> Double { zip(a, b).reduce(0) { $0 + $1.0 * $1.1 } }
  static func length(_ a: [Double]) -> Double { dot(a, a).squareRoot() }
  static func cross(_ a: [Double], _ b: [Double]) -> [Double] {
    [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
  }
}

extension Transform3D: Interpolatable {
  /// Interpolates as Core Animation does: two affine transforms through their
  /// ``AffineDecomposition`` (so 2-D animations are unchanged), any other pair through their
  /// ``Transform3DDecomposition``. If either cannot be decomposed the value switches at
  /// `progress ≥ 0.5`.
  public func interpolated(to other: Transform3D, progress: Double) -> Transform3D {
    if isAffine && other.isAffine {
      let value = AffineComponents(affineTransform).interpolated(
        to: AffineComponents(other.affineTransform), progress: progress)
      return Transform3D(Transform(value))
    }
    guard let from = Transform3DDecomposition(self), let to = Transform3DDecomposition(other) else {
      return progress >= 0.5 ? other : self
    }
    return from.interpolated(to: to, progress: progress).recomposed()
  }
}
