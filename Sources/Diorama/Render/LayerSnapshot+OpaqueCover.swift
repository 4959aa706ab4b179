import Foundation

extension LayerSnapshot {
  /// Whether painting this root layer leaves every pixel of `area` fully opaque whatever was
  /// under it: the layer or one of its first four sublayers paints an opaque, square-cornered
  /// rectangle over all of it. The renderer then skips clearing `area` to the background colour first.
  /// - Parameters:
  ///   - area: device pixels, whole ones.
  ///   - toDevice: from the root's parent's coordinates to device pixels.
  func coversOpaquely(_ area: CGRect, toDevice: Transform) -> Bool {
    guard opacity >= 1, depth == nil, transform.isAffine else { return false }
    let rootToDevice = transformToParent.concatenating(toDevice)
    if paintsOpaqueRectangle(covering: area, toDevice: rootToDevice) { return true }
    if masksToBounds, !Self.contains(bounds, area, through: rootToDevice) { return false }
    // A background is one of the first sublayers; looking further would visit every layer of a
    // wide root each frame.
    return sublayers.prefix(4).contains { sublayer in
      sublayer.transform.isAffine
        && sublayer.paintsOpaqueRectangle(
          covering: area, toDevice: sublayer.transformToParent.concatenating(rootToDevice))
    }
  }

  /// Whether the layer's own body (background or gradient) is an opaque rectangle that
  /// contains `area` once mapped to the device; effects, group opacity and rounded corners
  /// answer `false`.
  private func paintsOpaqueRectangle(covering area: CGRect, toDevice: Transform) -> Bool {
    guard opacity >= 1, depth == nil, cornerRadius <= 0 || maskedCorners.isEmpty,
      Self.contains(bounds, area, through: toDevice)
    else { return false }
    if let backgroundColor, backgroundColor.alpha >= 1 { return true }
    guard case .gradient(let gradient) = content, gradient.type != .conic else { return false }
    // Cairo's gradients pad with their end colours, so opaque stops paint every pixel opaque.
    let stops = zip(gradient.colors, gradient.locations)
    return stops.contains { _ in true } && stops.allSatisfy { $0.0.alpha >= 1 }
  }

  /// Whether `rect` mapped through the axis-aligned `toDevice` contains `area`.
  private static func contains(_ rect: CGRect, _ area: CGRect, through toDevice: Transform) -> Bool {
    guard toDevice.b == 0, toDevice.c == 0 else { return false }
    let box = rect.applying(toDevice)
    return box.isFiniteRect && box.minX <= area.minX && box.minY <= area.minY && box.maxX >= area.maxX
      && box.maxY >= area.maxY
  }
}
