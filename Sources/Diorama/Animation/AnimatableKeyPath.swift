/// A key path checked against the table of animatable layer properties, with the kind of value it
/// addresses.
///
/// Struct members may be addressed (`position.x`, `bounds.size.width`, `shadowOffset.height`,
/// `transform.rotation.z`, …); the kind is then that of the member. `frame` is not animatable: it
/// is derived from position, anchor point, bounds and transform.
///
/// ```swift
/// try AnimatableKeyPath("bounds.size").kind   // .size
/// try AnimatableKeyPath("frame")              // throws .notAnimatable(keyPath: "frame")
/// ```
public struct AnimatableKeyPath: Sendable, Equatable, Hashable {
  /// The key path as given.
  public let keyPath: String
  /// The layer property the key path starts with (`position` for `position.x`).
  public let property: String
  /// The kind of the addressed value.
  public let kind: AnimatableValueKind
  /// Whether changing the property runs an implicit animation by default (booleans never do).
  public let animatesImplicitly: Bool

  /// Looks the key path up.
  ///
  /// - Throws: ``AnimationError/notAnimatable(keyPath:)`` if the property is not in the table or
  ///   the member path does not exist on its type.
  public init(_ keyPath: String) throws(AnimationError) {
    let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard let property = parts.first, let rootKind = Self.properties[property] else {
      throw .notAnimatable(keyPath: keyPath)
    }
    let members = parts.dropFirst()
    let kind: AnimatableValueKind
    if members.isEmpty {
      kind = rootKind
    } else if rootKind == .transform {
      _ = try TransformComponent(keyPath: keyPath)
      kind = .scalar
    } else {
      guard let memberKind = Self.member(Array(members), of: rootKind) else {
        throw .notAnimatable(keyPath: keyPath)
      }
      kind = memberKind
    }
    self.keyPath = keyPath
    self.property = property
    self.kind = kind
    self.animatesImplicitly = rootKind != .boolean
  }

  private static func member(_ path: [String], of kind: AnimatableValueKind) -> AnimatableValueKind? {
    guard let first = path.first else { return kind }
    let rest = Array(path.dropFirst())
    switch (kind, first) {
    case (.point, "x"), (.point, "y"), (.size, "width"), (.size, "height"):
      return rest.isEmpty ? .scalar : nil
    case (.rect, "origin"): return member(rest, of: .point)
    case (.rect, "size"): return member(rest, of: .size)
    default: return nil
    }
  }

  /// The animatable layer, shape-layer, gradient-layer and text-layer properties.
  private static let properties: [String: AnimatableValueKind] = [
    "position": .point, "anchorPoint": .point, "bounds": .rect,
    "zPosition": .scalar, "anchorPointZ": .scalar, "opacity": .scalar,
    "backgroundColor": .color, "borderColor": .color, "shadowColor": .color,
    "cornerRadius": .scalar, "borderWidth": .scalar, "shadowOpacity": .scalar, "shadowRadius": .scalar,
    "shadowOffset": .size, "shadowPath": .path, "transform": .transform, "sublayerTransform": .transform,
    "contentsRect": .rect, "contentsCenter": .rect, "contents": .image, "contentsTintColor": .color,
    "masksToBounds": .boolean, "isHidden": .boolean, "isDoubleSided": .boolean,
    "path": .path, "fillColor": .color, "strokeColor": .color,
    "lineWidth": .scalar, "miterLimit": .scalar, "lineDashPhase": .scalar, "strokeStart": .scalar,
    "strokeEnd": .scalar,
    "colors": .colorArray, "locations": .numberArray, "startPoint": .point, "endPoint": .point,
    "fontSize": .scalar, "foregroundColor": .color,
  ]
}
