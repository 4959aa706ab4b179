import CCairo
import Foundation

/// Paints a ``LayerSnapshot`` tree on a Cairo context, in Core Animation's order: shadow,
/// background, contents, class content (shape, gradient, text), sublayers, then the border on
/// top; group opacity applies to all of it together.
struct LayerPainter {
  let cr: OpaquePointer
  /// The device rectangle being repainted, when only part of the frame is: flat layers whose
  /// extent (see ``PaintExtent``) lies outside it are skipped.
  var cull: CGRect? = nil
  /// Where large gradients that do not change keep their pixels between frames.
  var gradientCache: GradientSurfaceCache? = nil

  /// Paints a root layer (or any layer in its parent's coordinates), with the extents of its
  /// subtree when the painter culls.
  func paint(_ layer: LayerSnapshot, extent: PaintExtent? = nil) {
    paint(layer, parentSublayer: nil, chain: nil, extent: extent)
  }

  /// Paints `layer` in its parent's plane. `parentSublayer` is the parent's sublayer transform
  /// about its anchor point; `chain` carries the 3-D transforms of enclosing
  /// ``TransformLayer``s, which are not flattened.
  func paint(
    _ layer: LayerSnapshot, parentSublayer: Transform3D?, chain: Transform3D?, extent: PaintExtent? = nil
  ) {
    // Outside the region repainted: skipped before its transform is even composed.
    if let cull, parentSublayer == nil, chain == nil, let placed = extent?.placedRect,
      !deviceBox(of: placed, through: .identity).intersects(cull)
    {
      return
    }
    var toPlane = layer.transformToParent3D
    if let parentSublayer { toPlane = toPlane.concatenating(parentSublayer) }
    if let chain { toPlane = toPlane.concatenating(chain) }
    if layer.depth?.preservesDepth == true {
      paintPreservingDepth(layer, toPlane: toPlane)
      return
    }
    guard layer.opacity > 0 else { return }
    if toPlane.isAffine {
      let affine = toPlane.affineTransform
      if layer.depth?.isDoubleSided == false, affine.determinant < 0 { return }
      if let cull, let rect = extent?.rect, !deviceBox(of: rect, through: affine).intersects(cull) { return }
      // Only the transform is restored: what paints a layer leaves no other state behind
      // (each part that clips or groups saves and restores the context itself).
      var outer = cairo_matrix_t()
      cairo_get_matrix(cr, &outer)
      defer { cairo_set_matrix(cr, &outer) }
      var matrix = Self.cairoMatrix(affine)
      cairo_transform(cr, &matrix)
      paintFlat(layer, extent: extent)
    } else {
      ProjectedLayer(layer: layer, toPlane: toPlane).paint(in: cr)
    }
  }

  /// A ``TransformLayer``: its sublayers keep their 3-D transforms, composed with its own, and
  /// are drawn far to near by the depth of their centres.
  private func paintPreservingDepth(_ layer: LayerSnapshot, toPlane: Transform3D) {
    let sublayerTransform = layer.sublayerTransformAboutAnchor
    let ordered = layer.sublayers.map { sublayer -> (depth: Double, layer: LayerSnapshot) in
      var total = sublayer.transformToParent3D
      if let sublayerTransform { total = total.concatenating(sublayerTransform) }
      total = total.concatenating(toPlane)
      let c = CGPoint(x: sublayer.bounds.midX, y: sublayer.bounds.midY)
      let z = Double(c.x * total.m13 + c.y * total.m23 + total.m43)
      let w = Double(c.x * total.m14 + c.y * total.m24 + total.m44)
      return (w > 0 ? z / w : -.infinity, sublayer)
    }
    for item in ordered.enumerated().sorted(by: {
      ($0.element.depth, $0.offset) < ($1.element.depth, $1.offset)
    }) {
      paint(item.element.layer, parentSublayer: sublayerTransform, chain: toPlane)
    }
  }

  /// Paints the layer in its own coordinates (the transform is already applied): the
  /// background blur, then shadow, body and sublayers, then the content blur, group opacity, the
  /// mask and the blend mode over all of it.
  func paintFlat(_ layer: LayerSnapshot, extent: PaintExtent? = nil) {
    if let radius = layer.depth?.backgroundBlurRadius { paintBackgroundBlur(layer, radius: radius) }
    let mask = layer.depth?.mask
    let blend = layer.depth?.blendMode.flatMap { $0 == .normal ? nil : $0 }
    let blur = layer.depth?.blurRadius
    let isGroup = layer.opacity < 1 || mask != nil || blend != nil || blur != nil
    // A group clips, pushes and sets an operator: its state is restored after it.
    if isGroup { cairo_save(cr) }
    defer { if isGroup { cairo_restore(cr) } }
    if let blur {
      // The group only needs the layer's extent and the blur's reach: clip it there.
      let extent = layer.drawingExtent.insetBy(dx: -3 * blur - 2, dy: -3 * blur - 2)
      cairo_rectangle(cr, extent.minX, extent.minY, extent.width, extent.height)
      cairo_clip(cr)
    } else if isGroup, let rect = extent?.rect {
      // Nothing in the subtree reaches past its extent: the group needs no more than that.
      clipToDevicePixels(around: rect)
    }
    if isGroup { cairo_push_group(cr) }
    if let shadow = layer.shadow {
      paintWithShadow(layer, shadow, extent: extent)
    } else {
      paintBody(layer, extent: extent)
    }
    guard isGroup else { return }
    var content = cairo_pop_group(cr)!
    defer { cairo_pattern_destroy(content) }
    if let blur {
      var surface: OpaquePointer?
      if cairo_pattern_get_surface(content, &surface) == CAIRO_STATUS_SUCCESS, let surface,
        cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE
      {
        GaussianBlur.blurSurface(surface, sigma: Double(blur * deviceScale))
      }
    }
    guard let mask else {
      if let blend { cairo_set_operator(cr, blend.cairoOperator) }
      cairo_set_source(cr, content)
      cairo_paint_with_alpha(cr, layer.opacity)
      return
    }
    cairo_push_group(cr)
    paint(mask)
    let alpha = cairo_pop_group(cr)!
    defer { cairo_pattern_destroy(alpha) }
    if layer.opacity < 1 {
      cairo_push_group(cr)
      cairo_set_source(cr, content)
      cairo_paint_with_alpha(cr, layer.opacity)
      cairo_pattern_destroy(content)
      content = cairo_pop_group(cr)!
    }
    if let blend { cairo_set_operator(cr, blend.cairoOperator) }
    cairo_set_source(cr, content)
    cairo_mask(cr, alpha)
  }

  /// The scale from user space to device pixels.
  private var deviceScale: CGFloat {
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    return abs(m.xx * m.yy - m.xy * m.yx).squareRoot()
  }

  /// Replaces what is drawn behind the layer's rounded bounds with its Gaussian blur: the pixels
  /// under the bounds (and the blur's reach around them) are copied from the surface being drawn
  /// on, blurred, and put back inside the bounds.
  private func paintBackgroundBlur(_ layer: LayerSnapshot, radius: CGFloat) {
    let sigma = Double(radius * deviceScale)
    guard sigma > 0.2, sigma.isFinite, let target = cairo_get_group_target(cr) else { return }
    let b = layer.bounds
    var xs: [Double] = []
    var ys: [Double] = []
    for (x, y) in [(b.minX, b.minY), (b.maxX, b.minY), (b.maxX, b.maxY), (b.minX, b.maxY)] {
      var px = Double(x)
      var py = Double(y)
      cairo_user_to_device(cr, &px, &py)
      xs.append(px)
      ys.append(py)
    }
    var clip = (x0: 0.0, y0: 0.0, x1: 0.0, y1: 0.0)
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_clip_extents(cr, &clip.x0, &clip.y0, &clip.x1, &clip.y1)
    cairo_restore(cr)
    // The visible part of the bounds, and around it the blur's reach; beyond the surface's
    // edge the backdrop continues with its edge pixels (as a blur behind a bar at the top of the
    // screen does not darken toward the edge).
    let margin = (3 * sigma).rounded(.up) + 2
    let x0 = max(floor(xs.min()!), floor(clip.x0)) - margin
    let y0 = max(floor(ys.min()!), floor(clip.y0)) - margin
    let x1 = min(ceil(xs.max()!), ceil(clip.x1)) + margin
    let y1 = min(ceil(ys.max()!), ceil(clip.y1)) + margin
    guard x1 - x0 > 2 * margin, y1 - y0 > 2 * margin, (x1 - x0) * (y1 - y0) < 64_000_000 else { return }
    let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(x1 - x0), Int32(y1 - y0))!
    defer { cairo_surface_destroy(copy) }
    guard cairo_surface_status(copy) == CAIRO_STATUS_SUCCESS else { return }
    let copier = cairo_create(copy)!
    cairo_set_source_surface(copier, target, -x0, -y0)
    cairo_pattern_set_extend(cairo_get_source(copier), CAIRO_EXTEND_PAD)
    cairo_set_operator(copier, CAIRO_OPERATOR_SOURCE)
    cairo_paint(copier)
    cairo_destroy(copier)
    GaussianBlur.blurSurface(copy, sigma: sigma)
    cairo_save(cr)
    CairoPath.addRoundedRect(
      b, radius: layer.cornerRadius, corners: layer.maskedCorners, curve: layer.cornerCurve, to: cr)
    cairo_clip(cr)
    cairo_identity_matrix(cr)
    cairo_set_source_surface(cr, copy, x0, y0)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_paint(cr)
    cairo_restore(cr)
  }

  // MARK: Body

  private func paintBody(_ layer: LayerSnapshot, extent: PaintExtent? = nil) {
    let bounds = layer.bounds
    if let color = layer.backgroundColor, color.alpha > 0 {
      CairoPath.addRoundedRect(
        bounds, radius: layer.cornerRadius, corners: layer.maskedCorners, curve: layer.cornerCurve, to: cr)
      setSource(color)
      cairo_fill(cr)
    }
    if layer.masksToBounds {
      cairo_save(cr)
      CairoPath.addRoundedRect(
        bounds, radius: layer.cornerRadius, corners: layer.maskedCorners, curve: layer.cornerCurve, to: cr)
      cairo_clip(cr)
    }
    if let image = layer.contents {
      paintContents(image, of: layer)
    }
    switch layer.content {
    case .none: break
    case .shape(let shape): paintShape(shape)
    case .gradient(let gradient): paintGradient(gradient, of: layer)
    case .text(let text): paintText(text, within: bounds)
    case .particles(let particles): paintParticles(particles)
    }
    let sublayerTransform = layer.sublayerTransformAboutAnchor
    for (index, sublayer) in layer.sublayers.enumerated() {
      paint(sublayer, parentSublayer: sublayerTransform, chain: nil, extent: extent?.sublayers[index])
    }
    if layer.masksToBounds { cairo_restore(cr) }
    if layer.borderWidth > 0, let color = layer.borderColor, color.alpha > 0 {
      paintBorder(layer, width: layer.borderWidth, color: color)
    }
  }

  private func paintBorder(_ layer: LayerSnapshot, width: CGFloat, color: Color) {
    // The border lies inside the bounds: the ring between the rounded bounds and the same
    // shape inset by the width, filled even-odd so its inner corners stay concentric.
    let (bounds, radius) = (layer.bounds, layer.cornerRadius)
    CairoPath.addRoundedRect(
      bounds, radius: radius, corners: layer.maskedCorners, curve: layer.cornerCurve, to: cr)
    let inner = bounds.insetBy(dx: width, dy: width)
    if inner.width > 0, inner.height > 0 {
      CairoPath.addRoundedRect(
        inner, radius: max(0, radius - width), corners: layer.maskedCorners, curve: layer.cornerCurve, to: cr)
    }
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
    setSource(color)
    cairo_fill(cr)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
  }

  private func paintShape(_ shape: LayerSnapshot.Shape) {
    if let fill = shape.fillColor, fill.alpha > 0 {
      CairoPath.add(shape.path, to: cr)
      cairo_set_fill_rule(cr, shape.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      setSource(fill)
      cairo_fill(cr)
      cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }
    guard let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0,
      shape.strokeEnd > shape.strokeStart
    else { return }
    CairoPath.add(shape.path, to: cr)
    if shape.strokeStart > 0 || shape.strokeEnd < 1 {
      CairoPath.trimCurrentPath(cr, start: shape.strokeStart, end: shape.strokeEnd)
    }
    cairo_set_line_width(cr, shape.lineWidth)
    let cap: cairo_line_cap_t =
      switch shape.lineCap {
      case .butt: CAIRO_LINE_CAP_BUTT
      case .round: CAIRO_LINE_CAP_ROUND
      case .square: CAIRO_LINE_CAP_SQUARE
      }
    let join: cairo_line_join_t =
      switch shape.lineJoin {
      case .miter: CAIRO_LINE_JOIN_MITER
      case .round: CAIRO_LINE_JOIN_ROUND
      case .bevel: CAIRO_LINE_JOIN_BEVEL
      }
    cairo_set_line_cap(cr, cap)
    cairo_set_line_join(cr, join)
    cairo_set_miter_limit(cr, shape.miterLimit)
    if !shape.lineDashPattern.isEmpty {
      shape.lineDashPattern.map(Double.init).withUnsafeBufferPointer { dashes in
        cairo_set_dash(cr, dashes.baseAddress, Int32(dashes.count), shape.lineDashPhase)
      }
    }
    setSource(stroke)
    cairo_stroke(cr)
    cairo_set_dash(cr, nil, 0, 0)
  }

  private func paintGradient(_ gradient: LayerSnapshot.Gradient, of layer: LayerSnapshot) {
    let bounds = layer.bounds
    func point(_ unit: CGPoint) -> CGPoint {
      CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
    }
    let start = point(gradient.startPoint)
    let end = point(gradient.endPoint)
    if gradient.type == .conic {
      paintConicGradient(gradient, of: layer, center: start, toward: end)
      return
    }
    if let gradientCache, let found = cachedGradientBox(of: layer) {
      let (box, m) = (found.box, found.matrix)
      let key = GradientSurfaceCache.Key(
        gradient: gradient, bounds: bounds, cornerRadius: layer.cornerRadius,
        maskedCorners: layer.maskedCorners, cornerCurve: layer.cornerCurve,
        matrix: [m.xx, m.yx, m.xy, m.yy, m.x0, m.y0])
      let painted = gradientCache.paint(key, deviceBox: box, on: cr) { target in
        Self.fillGradient(gradient, of: layer, from: start, to: end, on: target)
      }
      if painted { return }
    }
    Self.fillGradient(gradient, of: layer, from: start, to: end, on: cr)
  }

  /// The device box of a gradient layer's bounds, and the user-to-device matrix, when its
  /// pixels may come from
  /// ``gradientCache``: large, axis-aligned, right of and below the device origin, and clipped
  /// (if at all) to whole device pixels, where copied pixels equal filled ones.
  private func cachedGradientBox(of layer: LayerSnapshot) -> (box: CGRect, matrix: cairo_matrix_t)? {
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    guard m.xy == 0, m.yx == 0 else { return nil }
    let box = deviceBox(of: layer.bounds, through: .identity).insetBy(dx: 2, dy: 2)
    // Its pixels are kept from the device origin on (see GradientSurfaceCache): none may lie
    // left of or above it, where a group (a shadow's) may still draw.
    guard box.isFiniteRect, box.minX >= 0, box.minY >= 0,
      box.width * box.height >= Double(GradientSurfaceCache.minimumPixels), box.maxX * box.maxY <= 64_000_000
    else { return nil }
    let clip = cairo_copy_clip_rectangle_list(cr)!
    defer { cairo_rectangle_list_destroy(clip) }
    return clip.pointee.status == CAIRO_STATUS_SUCCESS ? (box, m) : nil
  }

  /// Fills the layer's rounded bounds with an axial or radial gradient on `cr`.
  private static func fillGradient(
    _ gradient: LayerSnapshot.Gradient, of layer: LayerSnapshot, from start: CGPoint, to end: CGPoint,
    on cr: OpaquePointer
  ) {
    let bounds = layer.bounds
    let pattern: OpaquePointer
    switch gradient.type {
    case .conic: return
    case .axial:
      pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
    case .radial:
      // A unit circle stretched to the ellipse whose radii reach the end point.
      pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
      let rx = max(abs(end.x - start.x), 1e-6)
      let ry = max(abs(end.y - start.y), 1e-6)
      var matrix = cairo_matrix_t()
      cairo_matrix_init_scale(&matrix, 1 / rx, 1 / ry)
      cairo_matrix_translate(&matrix, -start.x, -start.y)
      cairo_pattern_set_matrix(pattern, &matrix)
    }
    defer { cairo_pattern_destroy(pattern) }
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    for (color, location) in zip(gradient.colors, gradient.locations) {
      cairo_pattern_add_color_stop_rgba(
        pattern, min(max(location, 0), 1), color.red, color.green, color.blue, color.alpha)
    }
    CairoPath.addRoundedRect(
      bounds, radius: layer.cornerRadius, corners: layer.maskedCorners, curve: layer.cornerCurve, to: cr)
    cairo_set_source(cr, pattern)
    cairo_fill(cr)
  }

  /// A conic gradient as a Cairo mesh: thin wedges round the centre, each coloured at its two
  /// angles, so the colour varies with the angle only.
  private func paintConicGradient(
    _ gradient: LayerSnapshot.Gradient, of layer: LayerSnapshot, center: CGPoint, toward end: CGPoint
  ) {
    let bounds = layer.bounds
    let start = atan2(end.y - center.y, end.x - center.x)
    let corners = [
      CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
      CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY),
    ]
    let reach = corners.map { hypot($0.x - center.x, $0.y - center.y) }.max()! * 1.5 + 1
    guard reach.isFinite else { return }
    func color(at fraction: CGFloat) -> (Double, Double, Double, Double) {
      let stops = Array(zip(gradient.locations.map { min(max($0, 0), 1) }, gradient.colors))
      guard let first = stops.first, let last = stops.last else { return (0, 0, 0, 0) }
      if fraction <= first.0 { return (first.1.red, first.1.green, first.1.blue, first.1.alpha) }
      if fraction >= last.0 { return (last.1.red, last.1.green, last.1.blue, last.1.alpha) }
      for (a, b) in zip(stops, stops.dropFirst()) where fraction <= b.0 {
        let t = b.0 > a.0 ? (fraction - a.0) / (b.0 - a.0) : 1
        func mix(_ x: CGFloat, _ y: CGFloat) -> Double { Double(x + (y - x) * t) }
        return (
          mix(a.1.red, b.1.red), mix(a.1.green, b.1.green), mix(a.1.blue, b.1.blue), mix(a.1.alpha, b.1.alpha)
        )
      }
      return (last.1.red, last.1.green, last.1.blue, last.1.alpha)
    }
    let wedges = 256
    let mesh = cairo_pattern_create_mesh()!
    defer { cairo_pattern_destroy(mesh) }
    for i in 0..<wedges {
      let f0 = CGFloat(i) / CGFloat(wedges)
      let f1 = CGFloat(i + 1) / CGFloat(wedges)
      let a0 = start + f0 * 2 * .pi
      let a1 = start + f1 * 2 * .pi
      let c0 = color(at: f0)
      let c1 = color(at: f1)
      cairo_mesh_pattern_begin_patch(mesh)
      cairo_mesh_pattern_move_to(mesh, center.x, center.y)
      cairo_mesh_pattern_line_to(mesh, center.x + reach * cos(a0), center.y + reach * sin(a0))
      cairo_mesh_pattern_line_to(mesh, center.x + reach * cos(a1), center.y + reach * sin(a1))
      cairo_mesh_pattern_line_to(mesh, center.x, center.y)
      cairo_mesh_pattern_set_corner_color_rgba(mesh, 0, c0.0, c0.1, c0.2, c0.3)
      cairo_mesh_pattern_set_corner_color_rgba(mesh, 1, c0.0, c0.1, c0.2, c0.3)
      cairo_mesh_pattern_set_corner_color_rgba(mesh, 2, c1.0, c1.1, c1.2, c1.3)
      cairo_mesh_pattern_set_corner_color_rgba(mesh, 3, c1.0, c1.1, c1.2, c1.3)
      cairo_mesh_pattern_end_patch(mesh)
    }
    CairoPath.addRoundedRect(
      bounds, radius: layer.cornerRadius, corners: layer.maskedCorners, curve: layer.cornerCurve, to: cr)
    cairo_set_source(cr, mesh)
    cairo_fill(cr)
  }

  /// Draws the text clipped to the layer's bounds: `CATextLayer` and `UILabel` draw their text
  /// into a backing store the size of the bounds, so nothing shows past them (a zero-width label
  /// shows nothing; a line taller than its label is cut).
  ///
  /// The clip is left out when it would change nothing: no shadow, and every pixel the glyphs
  /// touch (their ink, rounded out to whole device pixels) inside the bounds.
  private func paintText(_ text: LayerSnapshot.Text, within bounds: CGRect) {
    guard bounds.width > 0, bounds.height > 0 else { return }
    let ink = text.layout.inkBounds.offsetBy(dx: text.origin.x, dy: text.origin.y)
    let clips = text.layout.shadow != nil || ink.isNull || !Self.covers(bounds, ink, cr: cr)
    if clips {
      cairo_save(cr)
      cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
      cairo_clip(cr)
    }
    defer { if clips { cairo_restore(cr) } }
    if let shadow = text.layout.shadow {
      // NSShadow: the casting runs' glyphs, blurred with σ = blurRadius / 2 as UIKit's text
      // shadows are, under the text.
      cairo_push_group(cr)
      text.layout.drawShadowCaster(in: cr, at: text.origin)
      let caster = cairo_pop_group(cr)!
      defer { cairo_pattern_destroy(caster) }
      var userToDevice = cairo_matrix_t()
      cairo_get_matrix(cr, &userToDevice)
      let deviceScale = abs(userToDevice.xx * userToDevice.yy - userToDevice.xy * userToDevice.yx)
        .squareRoot()
      paintShadow(
        of: caster, sigma: shadow.blurRadius / 2 * deviceScale, offset: shadow.offset, color: shadow.color)
    }
    setSource(text.color)
    text.layout.draw(in: cr, at: text.origin)
  }

  /// Draws the contents image where its gravity puts it: whole, or nine-sliced (see
  /// ``NineSlice``); as it is, or — a template image with a tint colour — as the tint colour
  /// through the image's alpha.
  private func paintContents(_ image: Image, of layer: LayerSnapshot) {
    let rect = layer.contentsGravity.rect(for: image.size, in: layer.bounds)
    guard image.width > 0, image.height > 0, rect.width > 0, rect.height > 0,
      let surface = ImageSurface.make(image)
    else { return }
    defer { cairo_surface_destroy(surface) }
    let tint = image.renderingMode == .alwaysTemplate ? layer.contentsTintColor : nil
    guard let slices = NineSlice(image: image, contentsCenter: layer.contentsCenter, in: rect) else {
      let whole = NineSlice.Span(sourceStart: 0, sourceLength: 0, start: 0, length: 0, isMiddle: false)
      var column = whole
      column.sourceLength = image.width
      column.start = rect.minX
      column.length = rect.width
      var row = whole
      row.sourceLength = image.height
      row.start = rect.minY
      row.length = rect.height
      paintCell(surface, column: column, row: row, tiles: false, scale: image.scale, tint: tint)
      return
    }
    for row in slices.rows where row.length > 0 && row.sourceLength > 0 {
      for column in slices.columns where column.length > 0 && column.sourceLength > 0 {
        paintCell(surface, column: column, row: row, tiles: slices.tiles, scale: image.scale, tint: tint)
      }
    }
  }

  /// Fills one destination cell with its source pixels: stretched to fit, or, for a middle span
  /// of a tiling image, repeated at the image's scale from the cell's top-left corner. The
  /// source is a sub-surface padded at its edges, so no pixel of a neighbouring cell bleeds in.
  private func paintCell(
    _ surface: OpaquePointer, column: NineSlice.Span, row: NineSlice.Span, tiles: Bool, scale: CGFloat,
    tint: Color?
  ) {
    let isWhole =
      column.sourceStart == 0 && row.sourceStart == 0
      && column.sourceLength == Int(cairo_image_surface_get_width(surface))
      && row.sourceLength == Int(cairo_image_surface_get_height(surface))
    let source =
      isWhole
      ? cairo_surface_reference(surface)!
      : cairo_surface_create_for_rectangle(
        surface, Double(column.sourceStart), Double(row.sourceStart), Double(column.sourceLength),
        Double(row.sourceLength))!
    defer { cairo_surface_destroy(source) }
    let pattern = cairo_pattern_create_for_surface(source)!
    defer { cairo_pattern_destroy(pattern) }
    let tileColumn = tiles && column.isMiddle
    let tileRow = tiles && row.isMiddle
    // User space → source pixels: pixels per point along each axis.
    let sx = tileColumn ? scale : CGFloat(column.sourceLength) / column.length
    let sy = tileRow ? scale : CGFloat(row.sourceLength) / row.length
    var matrix = cairo_matrix_t()
    cairo_matrix_init_scale(&matrix, sx, sy)
    cairo_matrix_translate(&matrix, -column.start, -row.start)
    cairo_pattern_set_matrix(pattern, &matrix)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
    cairo_pattern_set_extend(pattern, tileColumn || tileRow ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
    cairo_save(cr)
    cairo_rectangle(cr, column.start, row.start, column.length, row.length)
    cairo_clip(cr)
    if let tint {
      setSource(tint)
      cairo_mask(cr, pattern)
    } else {
      cairo_set_source(cr, pattern)
      cairo_paint(cr)
    }
    cairo_restore(cr)
  }

  // MARK: Particles

  /// Draws each particle's image centred on its position, turned and scaled, multiplied by its
  /// colour: a white colour draws the image as it is (with the colour's alpha), any other fills
  /// the image's alpha with the colour.
  private func paintParticles(_ system: LayerSnapshot.Particles) {
    let surfaces = system.images.map { ImageSurface.make($0) }
    defer { for surface in surfaces { if let surface { cairo_surface_destroy(surface) } } }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    if system.isAdditive { cairo_set_operator(cr, CAIRO_OPERATOR_ADD) }
    for particle in system.particles {
      guard let surface = surfaces[particle.imageIndex] else { continue }
      let image = system.images[particle.imageIndex]
      let size = image.size
      cairo_save(cr)
      cairo_translate(cr, particle.position.x, particle.position.y)
      cairo_rotate(cr, particle.rotation)
      cairo_scale(cr, particle.scale, particle.scale)
      cairo_translate(cr, -size.width / 2, -size.height / 2)
      let pattern = cairo_pattern_create_for_surface(surface)!
      var matrix = cairo_matrix_t()
      cairo_matrix_init_scale(&matrix, image.scale, image.scale)
      cairo_pattern_set_matrix(pattern, &matrix)
      cairo_rectangle(cr, 0, 0, size.width, size.height)
      cairo_clip(cr)
      let color = particle.color
      if color.red >= 1, color.green >= 1, color.blue >= 1 {
        cairo_set_source(cr, pattern)
        cairo_paint_with_alpha(cr, color.alpha)
      } else {
        setSource(color)
        cairo_mask(cr, pattern)
      }
      cairo_pattern_destroy(pattern)
      cairo_restore(cr)
    }
  }

  // MARK: Shadow

  /// Paints the layer over its blurred shadow. The shadow's shape is the shadow path when set,
  /// else the alpha of the layer as composited (body, sublayers and border), as in Core
  /// Animation; it is blurred in device pixels with a Gaussian of σ = shadowRadius. Blurs wider
  /// than ``ShadowMask/fullResolutionSigma`` are computed at reduced resolution, with a warning.
  private func paintWithShadow(
    _ layer: LayerSnapshot, _ shadow: LayerSnapshot.Shadow, extent paintExtent: PaintExtent?
  ) {
    var userToDevice = cairo_matrix_t()
    cairo_get_matrix(cr, &userToDevice)
    let deviceScale = abs(userToDevice.xx * userToDevice.yy - userToDevice.xy * userToDevice.yx).squareRoot()
    let sigma = shadow.radius * deviceScale
    let resolution = ShadowMask.resolution(forSigma: sigma)
    if resolution < 1 {
      Self.warnReducedResolution(layer, shadow: shadow, sigma: sigma, resolution: resolution)
    }

    // Render what casts the shadow into a group no larger than its extent, so the blur
    // works on the layer's pixels only, not on the whole frame.
    let extent = (shadow.path?.boundingBox ?? layer.drawingExtent).insetBy(dx: -2, dy: -2)
    cairo_save(cr)
    cairo_rectangle(cr, extent.minX, extent.minY, extent.width, extent.height)
    cairo_clip(cr)
    cairo_push_group(cr)
    if let path = shadow.path {
      CairoPath.add(path, to: cr)
      cairo_set_source_rgba(cr, 0, 0, 0, 1)
      cairo_fill(cr)
    } else {
      paintBody(layer, extent: paintExtent)
    }
    let caster = cairo_pop_group(cr)!
    cairo_restore(cr)
    defer { cairo_pattern_destroy(caster) }

    paintShadow(of: caster, sigma: sigma, offset: shadow.offset, color: shadow.color)
    if shadow.path != nil {
      paintBody(layer, extent: paintExtent)
    } else {
      cairo_set_source(cr, caster)
      cairo_paint(cr)
    }
  }

  /// Fills `color` through the blurred alpha of `caster` (a group pattern), moved by `offset`
  /// points.
  private func paintShadow(of caster: OpaquePointer, sigma: CGFloat, offset: CGSize, color: Color) {
    guard let mask = ShadowMask(pattern: caster, sigma: sigma) else { return }
    defer { cairo_surface_destroy(mask.surface) }
    var dx = Double(offset.width)
    var dy = Double(offset.height)
    cairo_user_to_device_distance(cr, &dx, &dy)
    cairo_save(cr)
    cairo_identity_matrix(cr)
    setSource(color)
    mask.paint(in: cr, dx: dx, dy: dy)
    cairo_restore(cr)
  }

  private static func warnReducedResolution(
    _ layer: LayerSnapshot, shadow: LayerSnapshot.Shadow, sigma: CGFloat, resolution: CGFloat
  ) {
    let limit = Int(ShadowMask.fullResolutionSigma)
    let detail =
      sigma.isFinite
      ? "is blurred at \(resolution) of full resolution (blurs up to \(limit) device pixels are exact)"
      : "is not drawn: its blur is not finite in device pixels"
    Diagnostics.report(
      Warning(
        .valueClamped,
        "The layer with bounds \(layer.bounds): shadowRadius = \(shadow.radius) is a blur of \(sigma) device pixels; the shadow \(detail)."
      ))
  }

  // MARK: Helpers

  /// Whether `outer` covers every device pixel that glyphs inked in `inner` may touch, under an
  /// axis-aligned matrix: Cairo places glyphs on whole pixels, so they may move by half a pixel
  /// from where Pango's ink rectangle says.
  ///
  /// A glyph whose ink spans `[g₀, g₁]` from an origin `x` is drawn on whole pixels from
  /// `round(x) + floor(g₀)` to `round(x) + ceil(g₁)`; with `|round(x) − x| ≤ ½` those lie within
  /// `floor(x + g₀ − ½)` and `ceil(x + g₁ + ½)`. So the ink grown by half a pixel and rounded
  /// out to whole pixels is every pixel the glyphs touch. (A margin of a whole pixel clipped most
  /// labels whose text starts at their edge, and a clip sends Cairo's glyphs through a mask.)
  private static func covers(_ outer: CGRect, _ inner: CGRect, cr: OpaquePointer) -> Bool {
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    guard m.xy == 0, m.yx == 0 else { return false }
    let toDevice = Transform(a: m.xx, b: 0, c: 0, d: m.yy, tx: m.x0, ty: m.y0)
    let o = outer.applying(toDevice)
    let i = inner.applying(toDevice).insetBy(dx: -0.5, dy: -0.5)
    return o.minX <= i.minX.rounded(.down) && o.minY <= i.minY.rounded(.down)
      && o.maxX >= i.maxX.rounded(.up) && o.maxY >= i.maxY.rounded(.up)
  }

  /// Clips to the device pixels from the origin to one past `rect` (user space) right and
  /// below: a clip that only removes pixels nothing is drawn in, and keeps Cairo's groups and
  /// composites there. It is a pixel region, so it changes no pixel inside it; and it starts at
  /// the device origin because pixman steps pattern coordinates from where a group's surface
  /// starts, so a group starting elsewhere would sample images and gradients a rounding step
  /// apart.
  private func clipToDevicePixels(around rect: CGRect) {
    let box = deviceBox(of: rect, through: .identity)
    guard box.isFiniteRect, !box.isNull, box.maxX > -1, box.maxY > -1 else { return }
    let x0 = min(0, (box.minX - 1).rounded(.down))
    let y0 = min(0, (box.minY - 1).rounded(.down))
    let x1 = (box.maxX + 1).rounded(.up)
    let y1 = (box.maxY + 1).rounded(.up)
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    cairo_identity_matrix(cr)
    cairo_rectangle(cr, x0, y0, x1 - x0, y1 - y0)
    cairo_clip(cr)
    cairo_set_matrix(cr, &matrix)
  }

  /// The device pixels `rect` may touch: its device box grown by two pixels. `rect` is given in
  /// a layer's coordinates that `toUser` maps to the current user space (the layer is culled
  /// before its transform is applied, saving the context's state for the layers outside).
  private func deviceBox(of rect: CGRect, through toUser: Transform) -> CGRect {
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    let toDevice = Transform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    return rect.applying(toUser.concatenating(toDevice)).insetBy(dx: -2, dy: -2)
  }

  private func setSource(_ color: Color) {
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
  }

  static func cairoMatrix(_ t: Transform) -> cairo_matrix_t {
    cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
  }
}
