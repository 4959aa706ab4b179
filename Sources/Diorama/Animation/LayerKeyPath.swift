import Foundation

/// An animatable key path checked against one layer class: the property exists on that class,
/// and the members after it (`position.x`, `bounds.size.width`, `transform.rotation.z`) are split
/// out for reading and writing values.
struct LayerKeyPath: Sendable, Hashable {
  /// The key path as given.
  let keyPath: String
  /// The layer property it starts with.
  let property: String
  /// The struct members after the property (`["size", "width"]` for `bounds.size.width`).
  let members: [String]
  /// The transform component, for `transform.…` key paths.
  let transformComponent: TransformComponent?
  /// The kind of the addressed value.
  let kind: AnimatableValueKind

  /// Checks `keyPath` against the animatable properties of `layer`'s class.
  ///
  /// - Throws: ``AnimationError/notAnimatable(keyPath:)`` when the key path is not animatable or
  ///   the layer's class has no such property.
  init(_ keyPath: String, on layer: Layer) throws(AnimationError) {
    let checked = try AnimatableKeyPath(keyPath)
    guard layer.animatableValue(ofProperty: checked.property) != nil else {
      throw .notAnimatable(keyPath: keyPath)
    }
    let parts = keyPath.split(separator: ".").map(String.init)
    self.keyPath = keyPath
    property = checked.property
    members = Array(parts.dropFirst())
    kind = checked.kind
    transformComponent =
      checked.property == "transform" && parts.count > 1 ? try TransformComponent(keyPath: keyPath) : nil
  }

  /// Reads the addressed value from `layer`.
  func value(in layer: Layer) -> AnimationValue? {
    guard let whole = layer.animatableValue(ofProperty: property) else { return nil }
    if let transformComponent {
      guard let matrix = whole.transform else { return nil }
      if matrix.isAffine && !transformComponent.isThreeDimensional {
        guard let parts = AffineComponents(matrix.affineTransform).decomposed() else { return nil }
        return .scalar(parts.value(of: transformComponent))
      }
      guard let parts = Transform3DDecomposition(matrix) else { return nil }
      return .scalar(parts.value(of: transformComponent))
    }
    return whole.member(members[...])
  }

  /// Writes the addressed value into `layer`.
  func setValue(_ value: AnimationValue, in layer: Layer) {
    guard !members.isEmpty else {
      layer.setAnimatableValue(value, ofProperty: property)
      return
    }
    guard let whole = layer.animatableValue(ofProperty: property) else { return }
    if let transformComponent {
      guard let matrix = whole.transform, let scalar = value.scalar else { return }
      if matrix.isAffine && !transformComponent.isThreeDimensional {
        guard var parts = AffineComponents(matrix.affineTransform).decomposed() else { return }
        parts.set(transformComponent, to: scalar)
        layer.setAnimatableValue(.transform(parts.recomposed()), ofProperty: property)
      } else {
        guard var parts = Transform3DDecomposition(matrix) else { return }
        parts.set(transformComponent, to: scalar)
        layer.setAnimatableValue(.transform(parts.recomposed()), ofProperty: property)
      }
      return
    }
    guard let updated = whole.replacingMember(members[...], with: value) else { return }
    layer.setAnimatableValue(updated, ofProperty: property)
  }
}

extension AnimationValue {
  /// The member at `path` (`x`, `size.width`, …), or the value itself for an empty path.
  func member(_ path: ArraySlice<String>) -> AnimationValue? {
    guard let name = path.first else { return self }
    let rest = path.dropFirst()
    switch (self, name) {
    case (.point(let p), "x"): return .scalar(Double(p.x))
    case (.point(let p), "y"): return .scalar(Double(p.y))
    case (.size(let s), "width"): return .scalar(Double(s.width))
    case (.size(let s), "height"): return .scalar(Double(s.height))
    case (.rect(let r), "origin"): return AnimationValue.point(r.origin).member(rest)
    case (.rect(let r), "size"): return AnimationValue.size(r.size).member(rest)
    default: return nil
    }
  }

  /// The value with the member at `path` replaced by `value`.
  func replacingMember(_ path: ArraySlice<String>, with value: AnimationValue) -> AnimationValue? {
    guard let name = path.first else { return value }
    let rest = path.dropFirst()
    switch (self, name) {
    case (.point(var p), "x"):
      guard let v = value.scalar else { return nil }
      p.x = CGFloat(v)
      return .point(p)
    case (.point(var p), "y"):
      guard let v = value.scalar else { return nil }
      p.y = CGFloat(v)
      return .point(p)
    case (.size(var s), "width"):
      guard let v = value.scalar else { return nil }
      s.width = CGFloat(v)
      return .size(s)
    case (.size(var s), "height"):
      guard let v = value.scalar else { return nil }
      s.height = CGFloat(v)
      return .size(s)
    case (.rect(var r), "origin"):
      guard let origin = AnimationValue.point(r.origin).replacingMember(rest, with: value)?.point else {
        return nil
      }
      r.origin = origin
      return .rect(r)
    case (.rect(var r), "size"):
      guard let size = AnimationValue.size(r.size).replacingMember(rest, with: value)?.size else {
        return nil
      }
      r.size = size
      return .rect(r)
    default: return nil
    }
  }
}
