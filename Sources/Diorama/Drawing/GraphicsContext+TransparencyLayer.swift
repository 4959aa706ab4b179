import CCairo
import Foundation

extension GraphicsContext {
  /// A transparency layer begun and not yet ended: the graphics state to composite it with and
  /// the depth of the state stack when it began.
  struct TransparencyLayer {
    var state: State
    var savedStateCount: Int
  }

  /// Begins a transparency layer: until ``endTransparencyLayer()``, drawing goes into a fully
  /// transparent offscreen buffer, which is then composited into the context as one image with
  /// the alpha, blend mode and shadow in effect now. Inside the layer these start over (alpha 1,
  /// normal blending, no shadow); the other settings, the clip and the transform carry on.
  ///
  /// It is how overlapping shapes share one shadow, or fade as a group rather than each on its
  /// own. Layers nest. `auxiliaryInfo` is accepted for Core Graphics' signature and not used.
  public func beginTransparencyLayer(auxiliaryInfo: [AnyHashable: Any]? = nil) {
    beginTransparencyLayer(clip: nil)
  }

  /// Begins a transparency layer whose drawing is limited to `rect` (in user space); see
  /// ``beginTransparencyLayer(auxiliaryInfo:)``. A rectangle that is not finite is ignored with a
  /// warning, and the layer is not limited.
  public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: [AnyHashable: Any]? = nil) {
    beginTransparencyLayer(
      clip: accept(rect.isFiniteRect, "beginTransparencyLayer(in: \(rect))") ? rect : nil)
  }

  private func beginTransparencyLayer(clip: CGRect?) {
    transparencyLayers.append(TransparencyLayer(state: state, savedStateCount: savedStates.count))
    cairo_push_group(cr)
    if let clip {
      let r = clip.standardized
      cairo_new_path(cr)
      cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
      cairo_clip(cr)
    }
    state.alpha = 1
    state.blendMode = .normal
    state.shadow = nil
  }

  /// Ends the transparency layer begun last and composites what was drawn in it with the alpha,
  /// blend mode and shadow of the state it began in. States saved inside the layer and not
  /// restored are restored first, with a warning; without a layer the call is ignored with an
  /// ``Warning/Kind/unbalancedGraphicsState`` warning.
  public func endTransparencyLayer() {
    guard let layer = transparencyLayers.last else {
      Diagnostics.report(
        Warning(
          .unbalancedGraphicsState,
          "\(owner): endTransparencyLayer() without a matching beginTransparencyLayer(); the call was ignored."
        ))
      return
    }
    if savedStates.count > layer.savedStateCount {
      Diagnostics.report(
        Warning(
          .unbalancedGraphicsState,
          "\(owner): \(savedStates.count - layer.savedStateCount) saveGState() call(s) inside a transparency"
            + " layer had no matching restoreGState(); they were restored when the layer ended."))
      while savedStates.count > layer.savedStateCount { restoreGState() }
    }
    transparencyLayers.removeLast()
    let group = cairo_pop_group(cr)!
    defer { cairo_pattern_destroy(group) }
    state = layer.state
    composite {
      cairo_set_source(cr, group)
      cairo_paint(cr)
    }
  }
}
