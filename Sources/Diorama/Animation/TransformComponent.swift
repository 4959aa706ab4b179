/// A scalar component of a transform addressed by a `transform.…` key path.
///
/// Animating a component interpolates the scalar itself and rebuilds the matrix from it, so angles
/// are not wrapped: `transform.rotation.z` from 0 to 2π spins a full turn.
public enum TransformComponent: String, Sendable, Equatable, Hashable, CaseIterable {
  /// `transform.rotation.z` (also `transform.rotation`).
  case rotation
  /// `transform.rotation.x`: a turn about the x axis (tilting toward or away from the eye).
  case rotationX
  /// `transform.rotation.y`: a turn about the y axis (a card flip).
  case rotationY
  /// `transform.scale`: both scales at once.
  case scale
  /// `transform.scale.x`.
  case scaleX
  /// `transform.scale.y`.
  case scaleY
  /// `transform.translation.x`.
  case translationX
  /// `transform.translation.y`.
  case translationY
  /// `transform.scale.z`.
  case scaleZ
  /// `transform.translation.z`.
  case translationZ

  /// Whether the component exists only in 3-D (it needs a ``Transform3DDecomposition``).
  var isThreeDimensional: Bool { [.rotationX, .rotationY, .scaleZ, .translationZ].contains(self) }

  /// Parses a key path such as `transform.rotation.z` or `sublayerTransform.scale`.
  ///
  /// - Throws: ``AnimationError/notAnimatable(keyPath:)`` for a key path that does not name one of
  ///   these components.
  public init(keyPath: String) throws(AnimationError) {
    let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 2, parts[0] == "transform" || parts[0] == "sublayerTransform" else {
      throw .notAnimatable(keyPath: keyPath)
    }
    switch parts.dropFirst().joined(separator: ".") {
    case "rotation", "rotation.z": self = .rotation
    case "scale": self = .scale
    case "scale.x": self = .scaleX
    case "scale.y": self = .scaleY
    case "translation.x": self = .translationX
    case "translation.y": self = .translationY
    case "rotation.x": self = .rotationX
    case "rotation.y": self = .rotationY
    case "scale.z": self = .scaleZ
    case "translation.z": self = .translationZ
    default: throw .notAnimatable(keyPath: keyPath)
    }
  }
}
