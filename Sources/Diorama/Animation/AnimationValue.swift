import Foundation

/// A value of an animatable layer property, typed by the property's ``AnimatableValueKind``: what
/// animations interpolate and what ``Layer/value(forKeyPath:)`` returns.
///
/// Animations accept their `fromValue`, `toValue`, `byValue` and keyframe `values` as plain Swift
/// values (`CGFloat`, `CGPoint`, `Color`, `Transform`, …), as Core Animation accepts `Any`; they are
/// converted to this type once, when the animation is added to a layer.
///
/// Arithmetic is component-wise for numbers, points, sizes, rectangles, colours and arrays of equal
/// count. Transforms add by concatenation (the added value is applied first), and interpolate
/// through their decomposition. Paths interpolate point-wise when their elements match; paths,
/// booleans and images do not add (the added value replaces the one below) and switch at progress
/// 0.5 otherwise.
public enum AnimationValue: Sendable, Equatable {
  /// A number (opacity, corner radius, `position.x`, `transform.rotation.z`, …).
  case scalar(Double)
  /// A point (position, anchor point, gradient start and end points).
  case point(CGPoint)
  /// A size (`bounds.size`, shadow offset).
  case size(CGSize)
  /// A rectangle (bounds).
  case rect(CGRect)
  /// A colour; a missing colour (`nil`) reads as transparent black.
  case color(ColorComponents)
  /// A transform (3-D; an affine transform is one with ``Transform3D/isAffine``).
  case transform(Transform3D)
  /// A path, or `nil` for none.
  case path(Path?)
  /// Image contents, or `nil` for none.
  case image(Image?)
  /// A flag (`isHidden`, `masksToBounds`).
  case boolean(Bool)
  /// Gradient colours.
  case colors([ColorComponents])
  /// Gradient locations.
  case numbers([Double])

  /// The kind of this value.
  public var kind: AnimatableValueKind {
    switch self {
    case .scalar: .scalar
    case .point: .point
    case .size: .size
    case .rect: .rect
    case .color: .color
    case .transform: .transform
    case .path: .path
    case .image: .image
    case .boolean: .boolean
    case .colors: .colorArray
    case .numbers: .numberArray
    }
  }

  /// The number, if this is a scalar.
  public var scalar: Double? { if case .scalar(let value) = self { value } else { nil } }
  /// The point, if this is one.
  public var point: CGPoint? { if case .point(let value) = self { value } else { nil } }
  /// The size, if this is one.
  public var size: CGSize? { if case .size(let value) = self { value } else { nil } }
  /// The rectangle, if this is one.
  public var rect: CGRect? { if case .rect(let value) = self { value } else { nil } }
  /// The colour components, if this is a colour.
  public var color: ColorComponents? { if case .color(let value) = self { value } else { nil } }
  /// The matrix, if this is a transform.
  public var transform: Transform3D? { if case .transform(let value) = self { value } else { nil } }

  /// An affine transform value: the 3-D transform that acts as `matrix` in the plane z = 0.
  public static func transform(_ matrix: AffineComponents) -> AnimationValue {
    .transform(Transform3D(Transform(matrix)))
  }

  /// Converts a value given to an animation (`fromValue`, `toValue`, `byValue`, keyframe values)
  /// to the kind a key path needs, or returns `nil` when the types do not match.
  ///
  /// Numbers may be `Double`, `CGFloat`, `Float` or `Int`; colours `Color` or ``ColorComponents``;
  /// transforms ``Transform3D``, `Transform` or ``AffineComponents``; gradient colours `[Color]`; locations any array
  /// of numbers.
  public init?(_ value: Any, as kind: AnimatableValueKind) {
    if let value = value as? AnimationValue {
      guard value.kind == kind else { return nil }
      self = value
      return
    }
    switch kind {
    case .scalar:
      guard let number = Self.number(value) else { return nil }
      self = .scalar(number)
    case .point:
      guard let point = value as? CGPoint else { return nil }
      self = .point(point)
    case .size:
      guard let size = value as? CGSize else { return nil }
      self = .size(size)
    case .rect:
      guard let rect = value as? CGRect else { return nil }
      self = .rect(rect)
    case .color:
      if let color = value as? Color {
        self = .color(ColorComponents(color))
      } else if let components = value as? ColorComponents {
        self = .color(components)
      } else {
        return nil
      }
    case .transform:
      if let transform = value as? Transform3D {
        self = .transform(transform)
      } else if let transform = value as? Transform {
        self = .transform(Transform3D(transform))
      } else if let matrix = value as? AffineComponents {
        self = .transform(matrix)
      } else {
        return nil
      }
    case .path:
      guard let path = value as? Path else { return nil }
      self = .path(path)
    case .image:
      guard let image = value as? Image else { return nil }
      self = .image(image)
    case .boolean:
      guard let flag = value as? Bool else { return nil }
      self = .boolean(flag)
    case .colorArray:
      if let colors = value as? [Color] {
        self = .colors(colors.map(ColorComponents.init))
      } else if let colors = value as? [ColorComponents] {
        self = .colors(colors)
      } else {
        return nil
      }
    case .numberArray:
      guard let list = value as? [Any] else { return nil }
      let numbers = list.compactMap(Self.number)
      guard numbers.count == list.count else { return nil }
      self = .numbers(numbers)
    }
  }

  private static func number(_ value: Any) -> Double? {
    switch value {
    case let number as Double: number
    case let number as CGFloat: Double(number)
    case let number as Float: Double(number)
    case let number as Int: Double(number)
    default: nil
    }
  }

  /// Whether every number in the value is finite (non-numeric kinds always are).
  var isFinite: Bool {
    switch self {
    case .scalar(let v): v.isFinite
    case .point(let p): p.x.isFinite && p.y.isFinite
    case .size(let s): s.width.isFinite && s.height.isFinite
    case .rect(let r): r.origin.x.isFinite && r.origin.y.isFinite && r.width.isFinite && r.height.isFinite
    case .color(let c): c.red.isFinite && c.green.isFinite && c.blue.isFinite && c.alpha.isFinite
    case .transform(let m): m.isFinite
    case .path(let path): path?.isFinite ?? true
    case .colors(let list): list.allSatisfy { AnimationValue.color($0).isFinite }
    case .numbers(let list): list.allSatisfy(\.isFinite)
    case .image, .boolean: true
    }
  }

  /// Whether paced and cubic keyframes can use values of this kind (they need vector arithmetic).
  var supportsVectorArithmetic: Bool {
    switch kind {
    case .scalar, .point, .size, .rect, .color, .colorArray, .numberArray: true
    case .transform, .path, .image, .boolean: false
    }
  }
}

extension AnimationValue: AdditiveInterpolatable {
  /// The scalar zero. Additive animations start from the zero of their own kind, which the runtime
  /// derives from their values; this requirement only exists for the protocol.
  public static var zero: AnimationValue { .scalar(0) }

  /// Interpolates values of the same kind (see the type's description); values of different kinds
  /// switch at progress 0.5.
  public func interpolated(to other: AnimationValue, progress: Double) -> AnimationValue {
    switch (self, other) {
    case (.scalar(let a), .scalar(let b)): return .scalar(a.interpolated(to: b, progress: progress))
    case (.point(let a), .point(let b)): return .point(a.interpolated(to: b, progress: progress))
    case (.size(let a), .size(let b)): return .size(a.interpolated(to: b, progress: progress))
    case (.rect(let a), .rect(let b)): return .rect(a.interpolated(to: b, progress: progress))
    case (.color(let a), .color(let b)): return .color(a.interpolated(to: b, progress: progress))
    case (.transform(let a), .transform(let b)): return .transform(a.interpolated(to: b, progress: progress))
    case (.colors(let a), .colors(let b)): return .colors(a.interpolated(to: b, progress: progress))
    case (.numbers(let a), .numbers(let b)): return .numbers(a.interpolated(to: b, progress: progress))
    case (.path(let a?), .path(let b?)):
      if let path = a.interpolated(to: b, progress: progress) { return .path(path) }
      return progress >= 0.5 ? other : self
    default: return progress >= 0.5 ? other : self
    }
  }

  /// Component-wise sum; for transforms `other` applied first, then `self`
  /// (`CATransform3DConcat(other, self)`); for paths, images and booleans `other`.
  public func adding(_ other: AnimationValue) -> AnimationValue {
    switch (self, other) {
    case (.scalar(let a), .scalar(let b)): return .scalar(a + b)
    case (.point(let a), .point(let b)): return .point(a.adding(b))
    case (.size(let a), .size(let b)): return .size(a.adding(b))
    case (.rect(let a), .rect(let b)): return .rect(a.adding(b))
    case (.color(let a), .color(let b)): return .color(a.adding(b))
    case (.transform(let a), .transform(let b)): return .transform(b.concatenating(a))
    case (.colors(let a), .colors(let b)) where a.count == b.count:
      return .colors(zip(a, b).map { $0.adding($1) })
    case (.numbers(let a), .numbers(let b)) where a.count == b.count:
      return .numbers(zip(a, b).map { $0 + $1 })
    default: return other
    }
  }

  /// Component-wise difference, the inverse of ``adding(_:)``.
  public func subtracting(_ other: AnimationValue) -> AnimationValue {
    switch (self, other) {
    case (.scalar(let a), .scalar(let b)): return .scalar(a - b)
    case (.point(let a), .point(let b)): return .point(a.subtracting(b))
    case (.size(let a), .size(let b)): return .size(a.subtracting(b))
    case (.rect(let a), .rect(let b)): return .rect(a.subtracting(b))
    case (.color(let a), .color(let b)): return .color(a.subtracting(b))
    case (.transform(let a), .transform(let b)):
      return .transform(b.inverted().concatenating(a))
    case (.colors(let a), .colors(let b)) where a.count == b.count:
      return .colors(zip(a, b).map { $0.subtracting($1) })
    case (.numbers(let a), .numbers(let b)) where a.count == b.count:
      return .numbers(zip(a, b).map { $0 - $1 })
    default: return self
    }
  }

  /// Every component multiplied by `factor`; a transform is concatenated with itself
  /// `factor` times (rounded, as a cumulative animation needs), other kinds are unchanged.
  public func scaled(by factor: Double) -> AnimationValue {
    switch self {
    case .scalar(let a): return .scalar(a * factor)
    case .point(let a): return .point(a.scaled(by: factor))
    case .size(let a): return .size(a.scaled(by: factor))
    case .rect(let a): return .rect(a.scaled(by: factor))
    case .color(let a): return .color(a.scaled(by: factor))
    case .colors(let a): return .colors(a.map { $0.scaled(by: factor) })
    case .numbers(let a): return .numbers(a.map { $0 * factor })
    case .transform(let a):
      let count = Int(min(max(factor.rounded(), 0), 10_000))
      var result = Transform3D.identity
      for _ in 0..<count { result = result.concatenating(a) }
      return .transform(result)
    case .path, .image, .boolean: return self
    }
  }

  /// The Euclidean norm of the components (0 for kinds without components).
  public var euclideanNorm: Double {
    switch self {
    case .scalar(let a): abs(a)
    case .point(let a): a.euclideanNorm
    case .size(let a): a.euclideanNorm
    case .rect(let a): a.euclideanNorm
    case .color(let a): a.euclideanNorm
    case .colors(let a): a.reduce(0) { $0 + $1.euclideanNorm * $1.euclideanNorm }.squareRoot()
    case .numbers(let a): a.reduce(0) { $0 + $1 * $1 }.squareRoot()
    case .transform, .path, .image, .boolean: 0
    }
  }

  /// The additive identity of this value's kind (identity for transforms).
  var zeroOfKind: AnimationValue {
    switch self {
    case .scalar: .scalar(0)
    case .point: .point(.zero)
    case .size: .size(.zero)
    case .rect: .rect(.zero)
    case .color: .color(.zero)
    case .transform: .transform(Transform3D.identity)
    case .colors(let a): .colors(Array(repeating: .zero, count: a.count))
    case .numbers(let a): .numbers(Array(repeating: 0, count: a.count))
    case .path, .image, .boolean: self
    }
  }
}
