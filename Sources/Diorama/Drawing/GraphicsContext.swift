import CCairo
import Foundation

/// A drawing destination with Core Graphics' API (`CGContext`), over a Cairo image surface.
///
/// Coordinates grow downward, as in the context UIKit hands to `draw(_:)`: the origin is the
/// top-left corner and one unit is one point; the context's ``scale`` maps points to pixels.
/// The context keeps a current path, built with ``move(to:)``, ``addLine(to:)`` and their
/// kin, which ``fillPath(using:)``, ``strokePath()`` and ``clip(using:)`` consume, and a
/// graphics state (colours, line settings, clip, transform, alpha, blend mode and shadow)
/// saved and restored with ``saveGState()`` and ``restoreGState()``.
///
/// You get a context from a drawing pass (``View/draw(_:)``, ``Layer/draw(in:)``, a
/// ``LayerDelegate``) or from ``GraphicsGetCurrentContext()`` inside one. Bad input never
/// breaks the context: non-finite coordinates, a restore without a save and invalid dash
/// patterns are ignored with a ``Warning``.
public final class GraphicsContext {
  /// The graphics state Core Graphics keeps beside Cairo's own (colours, alpha, blend, shadow).
  struct State {
    var fillColor = Color.black
    var strokeColor = Color.black
    var alpha: CGFloat = 1
    var blendMode = BlendMode.normal
    var shadow: Shadow?
  }

  /// A shadow set with ``setShadow(offset:blur:color:)``.
  struct Shadow {
    var offset: CGSize
    var blur: CGFloat
    var color: Color
  }

  let surface: OpaquePointer  // cairo_surface_t
  let cr: OpaquePointer  // cairo_t
  var state = State()
  var savedStates: [State] = []
  /// The transparency layers begun and not yet ended, innermost last.
  var transparencyLayers: [TransparencyLayer] = []
  /// Whether a default (not overridden) drawing method was reached: the drawing pass uses it,
  /// with ``operationCount``, to tell a class that draws nothing from one that does.
  var defaultDrawingReached = false
  /// How many drawing operations touched the pixels.
  var operationCount = 0
  /// Who draws, for warnings.
  var owner = "GraphicsContext"

  /// Pixels per point.
  public let scale: CGFloat
  /// The width of the pixel buffer.
  public let pixelWidth: Int
  /// The height of the pixel buffer.
  public let pixelHeight: Int
  /// The drawing area in points (pixels divided by ``scale``).
  public var size: CGSize { CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale) }

  /// A transparent context of `pixelWidth`×`pixelHeight` pixels drawing at `scale` pixels per
  /// point, or `nil` when a side is outside 1…``Scene/maximumPixelSide`` or Cairo cannot
  /// allocate the buffer.
  init?(pixelWidth: Int, pixelHeight: Int, scale: CGFloat) {
    guard (1...Scene.maximumPixelSide).contains(pixelWidth),
      (1...Scene.maximumPixelSide).contains(pixelHeight),
      scale.isFinite, scale > 0
    else { return nil }
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      return nil
    }
    self.surface = surface
    cr = cairo_create(surface)
    cairo_set_font_options(cr, FontLibrary.shared.fontOptions)
    cairo_scale(cr, scale, scale)
    cairo_set_line_width(cr, 1)  // Core Graphics' default; Cairo's is 2.
    self.scale = scale
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
  }

  deinit {
    cairo_destroy(cr)
    cairo_surface_destroy(surface)
  }

  /// The pixels drawn so far, as an image at the context's scale: a copy of the buffer, kept
  /// premultiplied (the image makes its RGBA bytes when they are first read).
  func snapshotImage() -> Image {
    guard let pixels = PremultipliedPixels(copying: surface) else {
      return ImageSurface.makeImage(from: surface, scale: scale)
    }
    return Image(drawing: pixels, scale: scale)
  }

  /// The pixels drawn, as an image that takes the buffer over without copying it. Only for the
  /// end of a context's life: nothing may draw into it afterwards (the caller checks that it
  /// holds the only reference).
  func imageTakingBuffer() -> Image {
    Image(drawing: PremultipliedPixels(adopting: cairo_surface_reference(surface)), scale: scale)
  }

  /// The pixels drawn so far, as a ``Bitmap`` (Core Graphics' `makeImage()`).
  public func makeImage() -> Bitmap? { snapshotImage().bitmap }

  /// Sets every pixel of the buffer to `color`, replacing what is there (not a drawing
  /// operation: the state, path and operation count are untouched).
  func fillBuffer(with color: Color) {
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_reset_clip(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    setSource(color)
    cairo_paint(cr)
    cairo_restore(cr)
  }

  /// Sets the buffer's pixels to an image of the same pixel size, replacing what is there.
  func fillBuffer(with image: Image) {
    guard let source = ImageSurface.make(image) else { return }
    defer { cairo_surface_destroy(source) }
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_reset_clip(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_surface(cr, source, 0, 0)
    cairo_paint(cr)
    cairo_restore(cr)
  }

  /// Ends a drawing pass: ends every transparency layer and restores every state saved and not
  /// ended or restored, with a warning.
  func finishPass() {
    if !transparencyLayers.isEmpty {
      Diagnostics.report(
        Warning(
          .unbalancedGraphicsState,
          "\(owner): \(transparencyLayers.count) beginTransparencyLayer() call(s) had no matching"
            + " endTransparencyLayer(); the layers were ended at the end of the drawing pass."))
      while !transparencyLayers.isEmpty { endTransparencyLayer() }
    }
    guard !savedStates.isEmpty else { return }
    Diagnostics.report(
      Warning(
        .unbalancedGraphicsState,
        "\(owner): \(savedStates.count) saveGState() call(s) had no matching restoreGState(); the state was"
          + " restored at the end of the drawing pass."))
    while !savedStates.isEmpty { restoreGState() }
  }

  // MARK: Graphics state

  /// Pushes a copy of the graphics state (colours, line settings, clip, transform, alpha,
  /// blend mode, shadow) onto the state stack.
  public func saveGState() {
    cairo_save(cr)
    savedStates.append(state)
  }

  /// Restores the graphics state saved last. Without a saved state the call is ignored with an
  /// ``Warning/Kind/unbalancedGraphicsState`` warning.
  public func restoreGState() {
    if let layer = transparencyLayers.last, savedStates.count <= layer.savedStateCount {
      Diagnostics.report(
        Warning(
          .unbalancedGraphicsState,
          "\(owner): restoreGState() would restore a state saved before the current transparency layer"
            + " began; the call was ignored (end the layer first)."))
      return
    }
    guard let saved = savedStates.popLast() else {
      Diagnostics.report(
        Warning(
          .unbalancedGraphicsState,
          "\(owner): restoreGState() without a matching saveGState(); the call was ignored."))
      return
    }
    cairo_restore(cr)
    state = saved
  }

  /// Sets the colour ``fillPath(using:)`` and the other fills use.
  public func setFillColor(_ color: Color) { state.fillColor = color }

  /// Sets the fill colour from components, 0…1.
  public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.fillColor = Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Sets the colour ``strokePath()`` and the other strokes use.
  public func setStrokeColor(_ color: Color) { state.strokeColor = color }

  /// Sets the stroke colour from components, 0…1.
  public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.strokeColor = Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Sets the line width of strokes, in user-space units at the time of stroking. Negative and
  /// non-finite widths are ignored with a warning.
  public func setLineWidth(_ width: CGFloat) {
    guard accept(width.isFinite && width >= 0, "setLineWidth(\(width))") else { return }
    cairo_set_line_width(cr, width)
  }

  /// Sets how open ends of strokes look.
  public func setLineCap(_ cap: LineCap) {
    let value: cairo_line_cap_t =
      switch cap {
      case .butt: CAIRO_LINE_CAP_BUTT
      case .round: CAIRO_LINE_CAP_ROUND
      case .square: CAIRO_LINE_CAP_SQUARE
      }
    cairo_set_line_cap(cr, value)
  }

  /// Sets how corners of strokes look.
  public func setLineJoin(_ join: LineJoin) {
    let value: cairo_line_join_t =
      switch join {
      case .miter: CAIRO_LINE_JOIN_MITER
      case .round: CAIRO_LINE_JOIN_ROUND
      case .bevel: CAIRO_LINE_JOIN_BEVEL
      }
    cairo_set_line_join(cr, value)
  }

  /// Sets the limit on the ratio of a miter join's length to the line width (10 by default).
  public func setMiterLimit(_ limit: CGFloat) {
    guard accept(limit.isFinite, "setMiterLimit(\(limit))") else { return }
    cairo_set_miter_limit(cr, max(1, limit))
  }

  /// The most dash lengths a pattern may have; longer patterns are cut to this many.
  public static let maximumDashCount = 1024

  /// Sets the dash pattern of strokes: alternating painted and unpainted lengths, starting
  /// `phase` units into the pattern. An empty array draws solid lines.
  ///
  /// Lengths that are negative or not finite, or that are all zero, draw solid lines with a
  /// warning; a pattern longer than ``maximumDashCount`` is cut with a warning.
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
    var lengths = lengths
    if lengths.count > Self.maximumDashCount {
      Diagnostics.report(
        Warning(
          .valueClamped,
          "\(owner): setLineDash has \(lengths.count) lengths; only the first \(Self.maximumDashCount) are used."
        ))
      lengths.removeLast(lengths.count - Self.maximumDashCount)
    }
    let valid =
      phase.isFinite && lengths.allSatisfy { $0.isFinite && $0 >= 0 }
      && (lengths.isEmpty || lengths.contains { $0 > 0 })
    guard accept(valid, "setLineDash(phase: \(phase), lengths: \(lengths.prefix(8))…)") else {
      cairo_set_dash(cr, nil, 0, 0)
      return
    }
    lengths.map(Double.init).withUnsafeBufferPointer { dashes in
      cairo_set_dash(cr, dashes.baseAddress, Int32(dashes.count), phase)
    }
  }

  /// Sets the opacity every later drawing operation is composited with, 0…1.
  public func setAlpha(_ alpha: CGFloat) {
    guard accept(alpha.isFinite, "setAlpha(\(alpha))") else { return }
    state.alpha = min(max(alpha, 0), 1)
  }

  /// Sets how later drawing combines with what is already drawn.
  public func setBlendMode(_ mode: BlendMode) { state.blendMode = mode }

  /// Makes later drawing cast a shadow: its alpha, blurred, moved by `offset` points (positive
  /// height is down, as in UIKit's contexts; the offset ignores the transform), filled with
  /// `color`. A `nil` or clear colour turns the shadow off. The blur is a Gaussian of standard
  /// deviation `blur / 2`, as UIKit's shadows are.
  public func setShadow(offset: CGSize, blur: CGFloat, color: Color?) {
    guard
      accept(
        offset.width.isFinite && offset.height.isFinite && blur.isFinite,
        "setShadow(offset: \(offset), blur: \(blur))")
    else { return }
    guard let color, color.alpha > 0 else {
      state.shadow = nil
      return
    }
    state.shadow = Shadow(offset: offset, blur: max(0, blur), color: color)
  }

  /// Makes later drawing cast a shadow of black at one-third opacity (Core Graphics' default).
  public func setShadow(offset: CGSize, blur: CGFloat) {
    setShadow(offset: offset, blur: blur, color: Color(white: 0, alpha: 1.0 / 3.0))
  }

  // MARK: Transform

  /// The current transformation matrix: from user space (points, y down) to the pixels of the
  /// buffer (y down too).
  public var ctm: Transform {
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    return Transform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
  }

  /// Moves the origin of user space.
  public func translateBy(x: CGFloat, y: CGFloat) {
    concatenate(Transform(translationX: x, y: y))
  }

  /// Scales user space. A zero or non-finite factor is ignored with a warning.
  public func scaleBy(x: CGFloat, y: CGFloat) {
    concatenate(Transform(scaleX: x, y: y))
  }

  /// Rotates user space by `angle` radians (clockwise on screen for a positive angle).
  public func rotate(by angle: CGFloat) {
    concatenate(Transform(rotationAngle: angle))
  }

  /// Applies `transform` to user space before the current transform. A transform that is not
  /// finite or not invertible is ignored with a warning.
  public func concatenate(_ transform: Transform) {
    let det = transform.a * transform.d - transform.b * transform.c
    guard accept(transform.isFinite && det != 0 && det.isFinite, "concatenate(\(transform))") else { return }
    var matrix = LayerPainter.cairoMatrix(transform)
    cairo_transform(cr, &matrix)
  }

  // MARK: Validation

  func accept(_ isValid: Bool, _ call: @autoclosure () -> String) -> Bool {
    if !isValid {
      Diagnostics.report(
        Warning(
          .invalidGeometry,
          "\(owner): \(call()) is not valid (NaN, infinite or out of range); the call was ignored."))
    }
    return isValid
  }

  func accept(_ points: CGPoint..., call: @autoclosure () -> String) -> Bool {
    accept(points.allSatisfy { $0.x.isFinite && $0.y.isFinite }, call())
  }
}
