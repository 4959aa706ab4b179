import CCairo
import Foundation

/// A layer whose transform into its parent's plane is projective (3-D terms or perspective):
/// the layer is painted flat into an offscreen surface at the density it shows at, then warped
/// onto the frame with the exact projective map (see ``ProjectiveWarp``).
struct ProjectedLayer {
  let layer: LayerSnapshot
  /// The layer's bounds coordinates to its parent's plane.
  let toPlane: Transform3D

  /// The largest offscreen surface, in pixels; denser warps are drawn at a lower density.
  static let maximumPixels = 4096 * 4096

  func paint(in cr: OpaquePointer) {
    var ctm = cairo_matrix_t()
    cairo_get_matrix(cr, &ctm)
    let toDevice = Homography(toPlane).concatenating(
      Homography(xx: ctm.xx, yx: ctm.yx, xy: ctm.xy, yy: ctm.yy, x0: ctm.x0, y0: ctm.y0))
    let extent = paintedExtent
    guard !extent.isNull, extent.width > 0, extent.height > 0, extent.isFiniteRect else { return }
    let localCorners = [
      (Double(extent.minX), Double(extent.minY)), (Double(extent.maxX), Double(extent.minY)),
      (Double(extent.maxX), Double(extent.maxY)), (Double(extent.minX), Double(extent.maxY)),
    ]
    let projected = localCorners.map { toDevice.homogeneous($0.0, $0.1) }
    guard projected.allSatisfy({ $0.w > 1e-9 && $0.x.isFinite && $0.y.isFinite }) else {
      // A singular transform (m44 = 0, a plane seen edge-on) shows nothing; a layer reaching
      // behind the eye is not drawn (Core Animation clips it).
      if toPlane.m44 != 0, projected.contains(where: { $0.w <= 1e-9 }) { warnBehindEye() }
      return
    }
    let points = projected.map { (x: $0.x / $0.w, y: $0.y / $0.w) }
    var area = 0.0
    for i in 0..<4 {
      let (p, q) = (points[i], points[(i + 1) % 4])
      area += p.x * q.y - q.x * p.y
    }
    if layer.depth?.isDoubleSided == false, area < 0 { return }
    guard abs(area) > 1e-6 else { return }

    // The density the layer shows at: the longest stretch of any edge.
    var density = 0.0
    for i in 0..<4 {
      let (a, b) = (localCorners[i], localCorners[(i + 1) % 4])
      let local = ((b.0 - a.0) * (b.0 - a.0) + (b.1 - a.1) * (b.1 - a.1)).squareRoot()
      let (p, q) = (points[i], points[(i + 1) % 4])
      let shown = ((q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y)).squareRoot()
      if local > 0 { density = max(density, shown / local) }
    }
    density = min(max(density, 1.0 / 64), 64)
    let area2 = Double(extent.width * extent.height) * density * density
    if area2 > Double(Self.maximumPixels) { density *= (Double(Self.maximumPixels) / area2).squareRoot() }

    // Where it lands on the device, cut to the clip.
    var clip = (x0: 0.0, y0: 0.0, x1: 0.0, y1: 0.0)
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_clip_extents(cr, &clip.x0, &clip.y0, &clip.x1, &clip.y1)
    cairo_restore(cr)
    let minX = max(floor(points.map(\.x).min()!) - 1, clip.x0.rounded(.down))
    let minY = max(floor(points.map(\.y).min()!) - 1, clip.y0.rounded(.down))
    let maxX = min(ceil(points.map(\.x).max()!) + 1, clip.x1.rounded(.up))
    let maxY = min(ceil(points.map(\.y).max()!) + 1, clip.y1.rounded(.up))
    guard maxX > minX, maxY > minY, maxX - minX < 32768, maxY - minY < 32768 else { return }

    let sourceWidth = Int32(max(1, (Double(extent.width) * density).rounded(.up)))
    let sourceHeight = Int32(max(1, (Double(extent.height) * density).rounded(.up)))
    let source = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, sourceWidth, sourceHeight)!
    defer { cairo_surface_destroy(source) }
    let destination = cairo_image_surface_create(
      CAIRO_FORMAT_ARGB32, Int32(maxX - minX), Int32(maxY - minY))!
    defer { cairo_surface_destroy(destination) }
    guard cairo_surface_status(source) == CAIRO_STATUS_SUCCESS,
      cairo_surface_status(destination) == CAIRO_STATUS_SUCCESS
    else { return }

    let flat = cairo_create(source)!
    cairo_set_font_options(flat, FontLibrary.shared.fontOptions)
    cairo_scale(flat, density, density)
    cairo_translate(flat, -Double(extent.minX), -Double(extent.minY))
    LayerPainter(cr: flat).paintFlat(layer)
    cairo_destroy(flat)

    // Destination pixels → device → layer → source pixels.
    guard let deviceToLayer = toDevice.inverted() else { return }
    let map = Homography(xx: 1, yx: 0, xy: 0, yy: 1, x0: minX, y0: minY)
      .concatenating(deviceToLayer)
      .concatenating(
        Homography(
          xx: density, yx: 0, xy: 0, yy: density, x0: -Double(extent.minX) * density,
          y0: -Double(extent.minY) * density))
    ProjectiveWarp.warp(source, into: destination, destinationToSource: map)

    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_set_source_surface(cr, destination, minX, minY)
    cairo_paint(cr)
    cairo_restore(cr)
  }

  /// What the layer paints, in its coordinates: its drawing extent and its shadow.
  private var paintedExtent: CGRect {
    var extent = layer.drawingExtent
    if let shadow = layer.shadow {
      let cast = (shadow.path?.boundingBox ?? extent).offsetBy(
        dx: shadow.offset.width, dy: shadow.offset.height
      )
      .insetBy(dx: -3 * shadow.radius - 2, dy: -3 * shadow.radius - 2)
      if cast.isFiniteRect { extent = extent.union(cast) }
    }
    return extent
  }

  private func warnBehindEye() {
    Diagnostics.report(
      Warning(
        .invalidGeometry,
        "The layer with bounds \(layer.bounds) reaches behind the eye under its transform \(toPlane) (w ≤ 0); it is not drawn."
      ))
  }
}
