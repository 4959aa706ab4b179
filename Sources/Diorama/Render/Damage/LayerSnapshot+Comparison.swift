import Foundation

extension LayerSnapshot {
  /// Whether the layer draws the same thing as `other` when their sublayers do: every property
  /// the painter reads but the sublayers compared. Images compare by their storage (see
  /// ``Image/areSame(_:_:)``), text by its cached layout.
  func drawsLike(_ other: LayerSnapshot) -> Bool {
    guard bounds == other.bounds, position == other.position, anchorPoint == other.anchorPoint,
      transform == other.transform, opacity == other.opacity, backgroundColor == other.backgroundColor,
      cornerRadius == other.cornerRadius, maskedCorners == other.maskedCorners,
      cornerCurve == other.cornerCurve, borderWidth == other.borderWidth, borderColor == other.borderColor,
      masksToBounds == other.masksToBounds, shadow == other.shadow, contentsGravity == other.contentsGravity,
      contentsCenter == other.contentsCenter, contentsTintColor == other.contentsTintColor,
      Image.areSame(contents, other.contents), sublayers.count == other.sublayers.count
    else { return false }
    return content.drawsLike(other.content) && Depth.drawLike(depth, other.depth)
  }

  /// Whether the whole subtree draws the same thing as `other`'s.
  func drawsTreeLike(_ other: LayerSnapshot) -> Bool {
    guard drawsLike(other) else { return false }
    return zip(sublayers, other.sublayers).allSatisfy { $0.drawsTreeLike($1) }
  }
}

extension LayerSnapshot.Content {
  fileprivate func drawsLike(_ other: LayerSnapshot.Content) -> Bool {
    switch (self, other) {
    case (.none, .none): true
    case (.shape(let a), .shape(let b)): a == b
    case (.gradient(let a), .gradient(let b)): a == b
    case (.text(let a), .text(let b)): a == b
    case (.particles(let a), .particles(let b)):
      a.isAdditive == b.isAdditive && a.particles == b.particles && a.images.count == b.images.count
        && zip(a.images, b.images).allSatisfy { Image.areSame($0, $1) }
    default: false
    }
  }
}

extension LayerSnapshot.Depth {
  fileprivate static func drawLike(_ a: Self?, _ b: Self?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    guard a.zPosition == b.zPosition, a.anchorPointZ == b.anchorPointZ,
      a.sublayerTransform == b.sublayerTransform, a.isDoubleSided == b.isDoubleSided,
      a.preservesDepth == b.preservesDepth, a.blendMode == b.blendMode, a.blurRadius == b.blurRadius,
      a.backgroundBlurRadius == b.backgroundBlurRadius
    else { return false }
    switch (a.mask, b.mask) {
    case (nil, nil): return true
    case (let x?, let y?): return x.drawsTreeLike(y)
    default: return false
    }
  }
}

extension Image {
  /// Whether two optional images are copies of one image with the same drawing attributes: O(1),
  /// never reading pixels (a new drawing with the same pixels counts as a change, which only
  /// repaints it).
  static func areSame(_ a: Image?, _ b: Image?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    return a.storage === b.storage && a.width == b.width && a.height == b.height && a.scale == b.scale
      && a.renderingMode == b.renderingMode && a.isResizable == b.isResizable && a.capInsets == b.capInsets
      && a.resizingMode == b.resizingMode
  }
}
