import Foundation

/// A node of the render tree (Core Animation's `CALayer`): geometry, visual properties and an
/// ordered list of sublayers.
///
/// Layers hold *model* values: what code last assigned. What is drawn at a time *t* is a
/// ``LayerSnapshot`` computed from the model (and, once animations run, from them too); the
/// renderer reads only snapshots. Non-finite geometry is ignored with a ``Warning``.
open class Layer: CustomStringConvertible {
  /// Creates a layer with zero bounds at the origin.
  public required init() {}

  deinit {
    for sublayer in sublayers ?? [] where sublayer.superlayer === self { sublayer.superlayer = nil }
    if mask?.maskedLayer === self { mask?.maskedLayer = nil }
  }

  // MARK: Geometry
  //
  // The geometry is read on every layout, hit test and snapshot, several properties at a time.
  // It opts out of Swift's run-time exclusivity checks (a call into the runtime per read): the
  // values are plain structs, an overlapping access can only see an old value, never freed
  // memory, and the compile-time checks still apply.

  /// The layer's own coordinate space: its size, and the coordinate of its top-left corner.
  @exclusivity(unchecked) public var bounds: CGRect = .zero {
    didSet {
      if !Self.accept(bounds.isFiniteRect, "bounds", bounds, self) { bounds = oldValue }
      if bounds != oldValue {
        modelDidChange("bounds", from: .rect(oldValue))
        owningViewReference?._withUnsafeGuaranteedRef { $0.layerGeometryDidChange() }
      }
      if bounds.size != oldValue.size, displayState.needsDisplayOnBoundsChange { setNeedsDisplay() }
    }
  }

  /// Where the ``anchorPoint`` lies in the superlayer's coordinate space.
  @exclusivity(unchecked) public var position: CGPoint = .zero {
    didSet {
      if !Self.accept(position.isFinite, "position", position, self) { position = oldValue }
      if position != oldValue {
        modelDidChange("position", from: .point(oldValue))
        owningViewReference?._withUnsafeGuaranteedRef { $0.layerGeometryDidChange() }
      }
    }
  }

  /// The point, in unit coordinates of the bounds, that ``position`` refers to and that
  /// ``transform`` pivots about. Defaults to the centre, (0.5, 0.5).
  @exclusivity(unchecked) public var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
    didSet {
      if !Self.accept(anchorPoint.isFinite, "anchorPoint", anchorPoint, self) { anchorPoint = oldValue }
      if anchorPoint != oldValue {
        modelDidChange("anchorPoint", from: .point(oldValue))
        owningViewReference?._withUnsafeGuaranteedRef { $0.layerGeometryDidChange() }
      }
    }
  }

  // Stored properties are laid out in the order declared, and a layout pass over thousands of
  // views is bound by the cache lines it touches: what placing a layer reads and writes (the
  // geometry above, the links, the flags its observers check) comes before the transforms and
  // the appearance.

  /// The bytes from the start of a layer that hold the geometry above and the fields below,
  /// down to `animationState`: a layout pass fetches them ahead of placing the layer's view
  /// (see `CMemoryHints`).
  static let prefetchBytes: UInt = 192

  /// The layer this one is a sublayer of.
  ///
  /// Not retained, and not `weak`: a weak reference gives every layer a side table and slows
  /// every retain and release down. A layer clears its sublayers' link when it goes away, so
  /// the link never dangles (UIKit's superview link is likewise non-retaining).
  public internal(set) var superlayer: Layer? {
    get { superlayerReference?.takeUnretainedValue() }
    set { superlayerReference = newValue.map { Unmanaged.passUnretained($0) } }
  }
  /// The view whose backing layer this is, if any.
  /// Not retained (the view owns the layer); the view clears it when it goes away.
  public internal(set) var owningView: View? {
    get { owningViewReference?.takeUnretainedValue() }
    set { owningViewReference = newValue.map { Unmanaged.passUnretained($0) } }
  }
  /// The two links as stored, for the code every geometry change runs: used through
  /// `_withUnsafeGuaranteedRef`, they cost no atomic retain and release of the view or the
  /// superlayer (which, across a pass over thousands of views, each stall on a cold line).
  @exclusivity(unchecked) var superlayerReference: Unmanaged<Layer>?
  @exclusivity(unchecked) var owningViewReference: Unmanaged<View>?
  /// Whether ``transform`` is the identity (most layers' case): reading the frame then needs
  /// none of its sixteen values.
  @exclusivity(unchecked) private(set) var transformIsIdentity = true
  /// Whether this is a presentation copy, whose changes never run actions (every model change
  /// reads it).
  @exclusivity(unchecked) var isPresentation = false
  /// Custom drawing: whether to draw again, and at what scale (see `Layer+Display.swift`).
  @exclusivity(unchecked) var displayState = LayerDisplayState()
  /// What the snapshots keep of their last build (see `Layer+Snapshot.swift`): its two flags,
  /// which every model change sets, come first.
  @exclusivity(unchecked) var snapshotState = LayerSnapshotState()
  /// Animations, layer timing and actions (see `Layer+Animation.swift`).
  @exclusivity(unchecked) var animationState = LayerAnimationState()

  /// The transform applied about the anchor point (Core Animation's `transform`): 3-D, drawn in
  /// true perspective when it has z terms or a perspective row (see ``Transform3D``). A layer is
  /// drawn flat into its superlayer's plane, as in Core Animation; ``TransformLayer`` keeps its
  /// sublayers in 3-D. Non-finite transforms are ignored with a ``Warning``; `m44 = 0` and
  /// singular transforms draw nothing.
  @exclusivity(unchecked) public var transform: Transform3D = .identity {
    didSet {
      if !Self.accept(transform.isFinite, "transform", transform, self) { transform = oldValue }
      transformIsIdentity = transform.isIdentity
      if transform != oldValue {
        modelDidChange("transform", from: .transform(oldValue))
        owningViewReference?._withUnsafeGuaranteedRef { $0.layerGeometryDidChange() }
      }
    }
  }

  /// The transform applied to the sublayers, about this layer's anchor point (Core Animation's
  /// `sublayerTransform`): where a perspective for all sublayers usually goes
  /// (`m34 = −1/d`). Non-finite transforms are ignored with a ``Warning``.
  @exclusivity(unchecked) public var sublayerTransform: Transform3D = .identity {
    didSet {
      if !Self.accept(sublayerTransform.isFinite, "sublayerTransform", sublayerTransform, self) {
        sublayerTransform = oldValue
      }
      if sublayerTransform != oldValue { modelDidChange("sublayerTransform", from: .transform(oldValue)) }
    }
  }

  /// The layer's position on the z axis: it orders siblings (higher is drawn later, in front;
  /// equal positions keep the sublayer order) and, under a perspective, moves the layer toward
  /// the eye. Animatable.
  @exclusivity(unchecked) public var zPosition: CGFloat = 0 {
    didSet {
      if !Self.accept(zPosition.isFinite, "zPosition", zPosition, self) { zPosition = oldValue }
      if zPosition != oldValue { modelDidChange("zPosition", from: .scalar(Double(oldValue))) }
    }
  }

  /// The anchor point's z coordinate, in points: the depth the transform pivots about.
  /// Animatable.
  @exclusivity(unchecked) public var anchorPointZ: CGFloat = 0 {
    didSet {
      if !Self.accept(anchorPointZ.isFinite, "anchorPointZ", anchorPointZ, self) { anchorPointZ = oldValue }
      if anchorPointZ != oldValue { modelDidChange("anchorPointZ", from: .scalar(Double(oldValue))) }
    }
  }

  /// Whether the layer is drawn when it faces away from the viewer; `true` by default. A
  /// single-sided layer turned past 90° (its projected outline wound the other way) is not drawn,
  /// which is how a card's back face is hidden during a flip.
  public var isDoubleSided = true {
    didSet { if isDoubleSided != oldValue { setNeedsSnapshot() } }
  }

  /// A layer whose alpha masks this layer's composited content (Core Animation's `mask`): where
  /// the mask is transparent, this layer and its sublayers do not show. The mask is laid out in
  /// this layer's coordinates and animates like any layer.
  ///
  /// A mask must not be in a layer tree (Core Animation leaves that undefined) and must not
  /// lead back to this layer through its own masks; such a mask is ignored with an
  /// ``Warning/Kind/invalidHierarchy`` warning.
  public var mask: Layer? {
    didSet {
      guard mask !== oldValue else { return }
      if let mask, let problem = Self.maskProblem(mask, for: self) {
        Diagnostics.report(
          Warning(.invalidHierarchy, "\(self): mask = \(mask) \(problem); the assignment was ignored."))
        self.mask = oldValue
        return
      }
      if oldValue?.maskedLayer === self { oldValue?.maskedLayer = nil }
      mask?.maskedLayer = self
      setNeedsSnapshot()
    }
  }

  /// The layer this one masks, if any: a mask lives in its layer's time (not retained; cleared
  /// when the layer goes away or takes another mask).
  unowned(unsafe) var maskedLayer: Layer?

  /// How the layer's composited content combines with what lies behind it (Core Animation's
  /// `compositingFilter` with a blend mode name, such as `"multiplyBlendMode"`); `nil` draws it
  /// normally.
  public var compositingFilter: CompositingFilter? {
    didSet {
      if compositingFilter != oldValue { setNeedsSnapshot() }
      if let compositingFilter, compositingFilter.blendMode == nil {
        Diagnostics.report(
          Warning(
            .valueClamped,
            "\(self): compositingFilter = \"\(compositingFilter.name)\" is not one of Core Animation's blend mode names; the layer draws normally."
          ))
      }
    }
  }

  /// Filters applied to the layer's composited content (Core Animation's `filters`): a
  /// ``LayerFilter/gaussianBlur(radius:)`` blurs the layer and its sublayers. Blurs wider than
  /// 250 points are drawn at 250.
  public var filters: [LayerFilter]? {
    didSet { if filters != oldValue { setNeedsSnapshot() } }
  }

  /// Filters applied to what lies behind the layer, inside its (rounded) bounds, before the layer
  /// draws (Core Animation's `backgroundFilters`): a Gaussian blur gives a frosted panel. It
  /// reads what its superlayer has drawn so far.
  public var backgroundFilters: [LayerFilter]? {
    didSet { if backgroundFilters != oldValue { setNeedsSnapshot() } }
  }

  /// The layer's ``transform`` as an affine transform (`affineTransform()`): exact when the
  /// transform is affine, its plane part otherwise.
  public func affineTransform() -> Transform { transform.affineTransform }

  /// Sets ``transform`` to the 3-D equivalent of an affine transform (`setAffineTransform(_:)`).
  public func setAffineTransform(_ transform: Transform) { self.transform = Transform3D(transform) }

  /// The layer's rectangle in its superlayer's coordinates: the bounds moved to ``position``
  /// and mapped through ``transform``. Setting it changes position and bounds size; with a
  /// non-identity transform the result follows Core Animation and is best avoided.
  public var frame: CGRect {
    get {
      let size = bounds.size
      let local = CGRect(
        x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height,
        width: size.width, height: size.height)
      guard !transformIsIdentity else { return local.offsetBy(dx: position.x, dy: position.y) }
      return local.applying(transform.affineTransform).offsetBy(dx: position.x, dy: position.y)
    }
    set {
      guard Self.accept(newValue.isFiniteRect, "frame", newValue, self) else { return }
      let r = newValue.standardized
      // Each property is written only when it changes: a layout pass assigns every frame,
      // and most frames are the same as before. Skipping them skips the observers too.
      let oldSize = bounds.size
      let size: CGSize
      let newPosition: CGPoint
      if transformIsIdentity {
        let anchor = anchorPoint
        size = r.size
        newPosition = CGPoint(x: r.minX + anchor.x * size.width, y: r.minY + anchor.y * size.height)
      } else {
        size = oldSize
        newPosition = CGPoint(x: r.minX + r.width / 2, y: r.minY + r.height / 2)
      }
      if size != oldSize { bounds.size = size }
      if newPosition != position { position = newPosition }
    }
  }

  // MARK: Appearance

  /// The opacity of the layer and its sublayers as a group, 0…1.
  public var opacity: Float = 1 {
    didSet {
      if opacity.isNaN {
        opacity = oldValue
        Self.warnInvalid("opacity", "nan", self)
      }
      if opacity != oldValue { modelDidChange("opacity", from: .scalar(Double(oldValue))) }
    }
  }
  /// Whether the layer and its sublayers are drawn.
  public var isHidden = false {
    didSet {
      guard isHidden != oldValue else { return }
      setNeedsSnapshot()
      // A hidden layer is skipped with its marks: showing it visits them.
      if !isHidden, displayState.subtreeNeedsVisit { setNeedsDisplayPassVisit() }
    }
  }
  /// The colour that fills the bounds (inside the corner radius) behind the contents.
  public var backgroundColor: Color? {
    didSet {
      if backgroundColor != oldValue {
        modelDidChange("backgroundColor", from: .color(ColorComponents(orClear: oldValue)))
      }
    }
  }
  /// The radius of the rounded corners of the background and border.
  public var cornerRadius: CGFloat = 0 {
    didSet {
      if !Self.accept(cornerRadius.isFinite, "cornerRadius", cornerRadius, self) { cornerRadius = oldValue }
      if cornerRadius != oldValue { modelDidChange("cornerRadius", from: .scalar(Double(oldValue))) }
    }
  }
  /// The part of ``contents`` shown, in unit coordinates of the image (Core Animation's
  /// `contentsRect`): the unit rectangle, by default, shows the whole image; a smaller one shows
  /// a part of it (a frame of a sprite sheet) placed as the whole image would be. It is cut to
  /// the image. Animatable; non-finite values are ignored with a ``Warning``.
  public var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) {
    didSet {
      if !Self.accept(contentsRect.isFiniteRect, "contentsRect", contentsRect, self) {
        contentsRect = oldValue
      }
      if contentsRect != oldValue { modelDidChange("contentsRect", from: .rect(oldValue)) }
    }
  }

  /// Whether ``opacity`` applies to the layer and its sublayers as one group (the default, as on
  /// iOS 7 and later); `false` applies it to each drawing on its own, so overlapping sublayers
  /// show through each other. (Images keep their own alpha in that case.)
  public var allowsGroupOpacity = true {
    didSet { if allowsGroupOpacity != oldValue { setNeedsSnapshot() } }
  }

  /// Accepted for compatibility (Core Animation's `shouldRasterize`): Diorama draws every frame
  /// from its snapshot, so a rasterized layer looks the same as any other.
  public var shouldRasterize = false

  /// Accepted for compatibility with ``shouldRasterize`` (Core Animation's `rasterizationScale`).
  public var rasterizationScale: CGFloat = 1

  /// Which corners ``cornerRadius`` rounds (Core Animation's `maskedCorners`); all four by
  /// default.
  public var maskedCorners: CornerMask = .all {
    didSet { if maskedCorners != oldValue { setNeedsSnapshot() } }
  }

  /// The shape of the rounded corners (Core Animation's `cornerCurve`): quarter circles, or
  /// Apple's continuous corners.
  public var cornerCurve: CornerCurve = .circular {
    didSet { if cornerCurve != oldValue { setNeedsSnapshot() } }
  }

  /// The width of the border, drawn inside the bounds above the contents and sublayers.
  public var borderWidth: CGFloat = 0 {
    didSet {
      if !Self.accept(borderWidth.isFinite, "borderWidth", borderWidth, self) { borderWidth = oldValue }
      if borderWidth != oldValue { modelDidChange("borderWidth", from: .scalar(Double(oldValue))) }
    }
  }
  /// The border's colour; opaque black by default, as in Core Animation.
  public var borderColor: Color? = .black {
    didSet {
      if borderColor != oldValue {
        modelDidChange("borderColor", from: .color(ColorComponents(orClear: oldValue)))
      }
    }
  }
  /// Whether the contents and sublayers are clipped to the (rounded) bounds.
  public var masksToBounds = false {
    didSet { if masksToBounds != oldValue { setNeedsSnapshot() } }
  }

  /// The shadow's colour; opaque black by default.
  public var shadowColor: Color? = .black {
    didSet {
      if shadowColor != oldValue {
        modelDidChange("shadowColor", from: .color(ColorComponents(orClear: oldValue)))
      }
    }
  }
  /// The shadow's opacity, 0…1; 0 (no shadow) by default.
  public var shadowOpacity: Float = 0 {
    didSet {
      if shadowOpacity != oldValue { modelDidChange("shadowOpacity", from: .scalar(Double(oldValue))) }
    }
  }
  /// The shadow's offset; (0, −3) by default, as in Core Animation.
  public var shadowOffset = CGSize(width: 0, height: -3) {
    didSet {
      if !Self.accept(shadowOffset.isFinite, "shadowOffset", shadowOffset, self) { shadowOffset = oldValue }
      if shadowOffset != oldValue { modelDidChange("shadowOffset", from: .size(oldValue)) }
    }
  }
  /// The blur radius of the shadow, in points; 3 by default.
  ///
  /// The shadow is blurred with a Gaussian whose standard deviation is this radius in device
  /// pixels. A negative radius draws as 0 (a sharp shadow); NaN and infinity are ignored with an
  /// ``Warning/Kind/invalidGeometry`` warning. A blur wider than 128 device pixels is nearly
  /// flat: it is computed at reduced resolution, so its cost stays bounded whatever the radius,
  /// and each frame that draws it reports a ``Warning/Kind/valueClamped`` warning.
  public var shadowRadius: CGFloat = 3 {
    didSet {
      if !Self.accept(shadowRadius.isFinite, "shadowRadius", shadowRadius, self) { shadowRadius = oldValue }
      if shadowRadius != oldValue { modelDidChange("shadowRadius", from: .scalar(Double(oldValue))) }
    }
  }
  /// The outline that casts the shadow; `nil` means the layer's own composited shape.
  public var shadowPath: Path? {
    didSet { if shadowPath != oldValue { modelDidChange("shadowPath", from: .path(oldValue)) } }
  }

  /// An image drawn in the bounds, placed by ``contentsGravity``. A resizable image (see
  /// ``Image/resizableImage(withCapInsets:resizingMode:)``) is drawn nine-sliced by its own cap
  /// insets; a template image is filled with ``contentsTintColor`` when one is set.
  public var contents: Image? {
    didSet { setNeedsSnapshot() }
  }
  /// How ``contents`` is placed in the bounds.
  public var contentsGravity: ContentsGravity = .resize {
    didSet { if contentsGravity != oldValue { setNeedsSnapshot() } }
  }
  /// The part of ``contents`` that stretches, in unit coordinates of the image (Core
  /// Animation's `contentsCenter`); the unit rectangle (0, 0, 1, 1), by default, stretches the
  /// whole image.
  ///
  /// Any other rectangle draws the contents nine-sliced: the parts outside it keep their size
  /// in points (pixels divided by the image's scale), the edges between them stretch along one
  /// axis and the centre along both. Drawn smaller than its fixed parts, they shrink in
  /// proportion. A resizable image's cap insets take precedence. Animatable; non-finite values
  /// are ignored with a ``Warning``.
  public var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1) {
    didSet {
      if !Self.accept(contentsCenter.isFiniteRect, "contentsCenter", contentsCenter, self) {
        contentsCenter = oldValue
      }
      if contentsCenter != oldValue { modelDidChange("contentsCenter", from: .rect(oldValue)) }
    }
  }
  /// The colour a template ``contents`` image (rendering mode
  /// ``Image/RenderingMode-swift.enum/alwaysTemplate``) is filled with through its alpha; `nil`
  /// draws it as it is, as Core Animation does. Diorama's own property: ``ImageView`` keeps it
  /// equal to its ``View/tintColor``, as `UIImageView` does privately. Animatable.
  public var contentsTintColor: Color? {
    didSet {
      if contentsTintColor != oldValue {
        modelDidChange("contentsTintColor", from: .color(ColorComponents(orClear: oldValue)))
      }
    }
  }

  /// A name for debugging dumps.
  public var name: String?

  /// The object that draws the layer's contents, if any (not retained).
  public weak var delegate: LayerDelegate?

  // MARK: Drawing

  /// Sets the layer's contents when it is marked for display (see ``setNeedsDisplay()``).
  ///
  /// The default calls the ``delegate``'s ``LayerDelegate/display(_:)`` when there is a
  /// delegate, and otherwise draws: ``draw(in:)`` into a transparent context the size of the
  /// bounds at ``contentsScale``, whose pixels become ``contents``. Override it to set
  /// ``contents`` directly.
  open func display() {
    if let delegate {
      delegate.display(self)
    } else {
      drawBackingStore()
    }
  }

  /// Draws the layer's contents into `ctx`, in the layer's bounds coordinates (y down). It runs
  /// in the display pass, before the snapshot, only when the layer is marked for display; the
  /// result is kept as ``contents`` until then.
  ///
  /// The default draws the owning view's ``View/draw(_:)``, or else calls the ``delegate``'s
  /// ``LayerDelegate/draw(_:in:)``; a layer with neither keeps its contents.
  open func draw(in ctx: GraphicsContext) {
    if let view = owningView {
      view.draw(bounds)
    } else if let delegate {
      delegate.draw(self, in: ctx)
    } else {
      ctx.defaultDrawingReached = true
    }
  }

  // MARK: Tree

  /// The sublayers, back to front; `nil` when there are none (as in Core Animation).
  public internal(set) var sublayers: [Layer]?
  // The superlayer and the owning view are declared with the geometry, above.

  /// Appends `layer` as the frontmost sublayer (removing it from its current parent first).
  /// Adding a layer into its own subtree, or adding a scene's root layer anywhere, is ignored
  /// with an ``Warning/Kind/invalidHierarchy`` warning.
  public func addSublayer(_ layer: Layer) {
    insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
  }

  /// Inserts `layer` at `index` among the sublayers (clamped to the valid range).
  public func insertSublayer(_ layer: Layer, at index: UInt32) {
    guard canAdopt(layer, call: "insertSublayer(_:at:)") else { return }
    layer.removeFromSuperlayer()
    // Insert in place: copying the array for every insertion is quadratic for wide trees.
    if sublayers == nil { sublayers = [] }
    sublayers!.insert(layer, at: min(Int(index), sublayers!.count))
    layer.superlayer = self
    setSublayersNeedSnapshot()
    layer.setNeedsDisplayPassVisit()
  }

  /// Inserts `layer` directly above `sibling` (or at the front when `sibling` is not a sublayer).
  public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
    guard canAdopt(layer, call: "insertSublayer(_:above:)") else { return }
    layer.removeFromSuperlayer()
    let index = sibling.flatMap { s in sublayers?.firstIndex { $0 === s } }.map { $0 + 1 }
    insertSublayer(layer, at: UInt32(index ?? sublayers?.count ?? 0))
  }

  /// Inserts `layer` directly below `sibling` (or at the back when `sibling` is not a sublayer).
  public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
    guard canAdopt(layer, call: "insertSublayer(_:below:)") else { return }
    layer.removeFromSuperlayer()
    let index = sibling.flatMap { s in sublayers?.firstIndex { $0 === s } }
    insertSublayer(layer, at: UInt32(index ?? 0))
  }

  /// Replaces `old` with `new` at the same place.
  public func replaceSublayer(_ old: Layer, with new: Layer) {
    guard let index = sublayers?.firstIndex(where: { $0 === old }), canAdopt(new, call: "replaceSublayer")
    else {
      return
    }
    old.removeFromSuperlayer()
    insertSublayer(new, at: UInt32(index))
  }

  /// Detaches the layer from its superlayer.
  public func removeFromSuperlayer() {
    guard let parent = superlayer else { return }
    parent.sublayers?.removeAll { $0 === self }
    if parent.sublayers?.isEmpty == true { parent.sublayers = nil }
    superlayer = nil
    parent.setSublayersNeedSnapshot()
  }

  /// Whether `self` is `layer` or one of its descendants.
  public func isDescendant(of layer: Layer) -> Bool {
    var node: Layer? = self
    while let current = node {
      if current === layer { return true }
      node = current.superlayer
    }
    return false
  }

  // MARK: Coordinates

  /// The transform from this layer's bounds coordinates to its superlayer's coordinates.
  public var transformToSuperlayer: Transform {
    let size = bounds.size
    return Transform(
      translationX: -bounds.minX - anchorPoint.x * size.width, y: -bounds.minY - anchorPoint.y * size.height
    )
    .concatenating(transform.affineTransform)
    .concatenating(Transform(translationX: position.x, y: position.y))
  }

  /// The transform from this layer's coordinates to the root layer's coordinates.
  var transformToRoot: Transform {
    var t = Transform.identity
    var node: Layer? = self
    while let current = node, current.superlayer != nil {
      t = t.concatenating(current.transformToSuperlayer)
      node = current.superlayer
    }
    return t
  }

  /// Converts a point from this layer's coordinates to `layer`'s (both must share a root;
  /// `nil` means the root).
  public func convert(_ point: CGPoint, to layer: Layer?) -> CGPoint {
    let toRoot = transformToRoot
    let fromRoot = layer?.transformToRoot.inverted() ?? .identity
    return point.applying(toRoot.concatenating(fromRoot))
  }

  /// Converts a point from `layer`'s coordinates to this layer's.
  public func convert(_ point: CGPoint, from layer: Layer?) -> CGPoint {
    let toRoot = layer?.transformToRoot ?? .identity
    return point.applying(toRoot.concatenating(transformToRoot.inverted()))
  }

  /// Converts a rectangle from this layer's coordinates to `layer`'s (the bounding box of its
  /// mapped corners).
  public func convert(_ rect: CGRect, to layer: Layer?) -> CGRect {
    rect.applying(transformToRoot.concatenating(layer?.transformToRoot.inverted() ?? .identity))
  }

  /// Converts a rectangle from `layer`'s coordinates to this layer's.
  public func convert(_ rect: CGRect, from layer: Layer?) -> CGRect {
    rect.applying((layer?.transformToRoot ?? .identity).concatenating(transformToRoot.inverted()))
  }

  // MARK: Snapshot (see Layer+Snapshot.swift)

  /// The content particular to this layer class (shape, gradient, text); `.none` for a plain
  /// layer. Subclasses override it.
  func makeContent() -> LayerSnapshot.Content { .none }

  /// Content that depends on the time itself rather than on animated properties (particles);
  /// `nil` to use ``makeContent()``. A class that overrides it returns `true` from
  /// ``hasTimedContent``.
  func makeTimedContent(atLocalTime time: Double) -> LayerSnapshot.Content? { nil }

  /// Whether ``makeTimedContent(atLocalTime:)`` may depend on the time: such a layer is built
  /// anew for every snapshot.
  var hasTimedContent: Bool { false }

  /// The visible sublayers' snapshots at this layer's local time `time`, in sublayer order,
  /// reusing unchanged ones unless `epoch` is `nil` (see ``snapshot(atLocalTime:reusing:)``).
  /// ``ReplicatorLayer`` overrides it to draw its copies.
  func sublayerSnapshots(atLocalTime time: Double, reusing epoch: Int?) -> [LayerSnapshot] {
    (sublayers ?? []).compactMap { $0.visibleSnapshot(atParentTime: time, reusing: epoch) }
  }

  /// Why `mask` cannot mask `layer`, or `nil` when it can.
  private static func maskProblem(_ mask: Layer, for layer: Layer) -> String? {
    if mask === layer { return "is the layer itself" }
    if mask.superlayer != nil {
      return "is a sublayer of \(mask.superlayer!) (a mask must not be in a layer tree)"
    }
    if mask.animationState.hostScene != nil { return "is a scene's root layer" }
    if let other = mask.maskedLayer, other !== layer { return "already masks \(other)" }
    var next = mask.mask
    var steps = 0
    while let current = next, steps < 10_000 {
      if current === layer { return "is masked, through its own masks, by the layer itself" }
      next = current.mask
      steps += 1
    }
    return nil
  }

  // MARK: Debugging

  open var description: String {
    let kind = String(describing: type(of: self))
    let label = name.map { " '\($0)'" } ?? ""
    return "<\(kind)\(label) frame = \(Layer.format(frame))>"
  }

  static func format(_ r: CGRect) -> String {
    func n(_ v: CGFloat) -> String {
      v.isFinite && v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(format: "%.4g", Double(v))
    }
    return "(\(n(r.minX)) \(n(r.minY)); \(n(r.width)) \(n(r.height)))"
  }

  // MARK: Validation

  private func canAdopt(_ layer: Layer, call: String) -> Bool {
    if isDescendant(of: layer) {
      Diagnostics.report(
        Warning(
          .invalidHierarchy,
          "\(call): \(layer) is \(layer === self ? "the layer itself" : "an ancestor of \(self)");"
            + " adding it would create a cycle, so the call was ignored."))
      return false
    }
    if layer.animationState.hostScene != nil {
      Diagnostics.report(
        Warning(
          .invalidHierarchy,
          "\(call): \(layer) is the root layer of a scene and cannot become a sublayer (of \(self)); the call"
            + " was ignored."))
      return false
    }
    return true
  }

  static func accept<T>(_ isValid: Bool, _ property: String, _ value: T, _ layer: Layer) -> Bool {
    if !isValid { warnInvalid(property, "\(value)", layer) }
    return isValid
  }

  static func warnInvalid(_ property: String, _ value: String, _ layer: Layer) {
    Diagnostics.report(
      Warning(
        .invalidGeometry,
        "\(layer): \(property) = \(value) is not finite; the assignment was ignored."))
  }
}
