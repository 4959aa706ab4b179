import Foundation

/// An immutable description of a layer subtree at one instant: the only thing the renderer
/// reads. It is a `Sendable` value, so frames can be rasterised and encoded on other threads
/// while the next frame is laid out.
public struct LayerSnapshot: Sendable {
  /// A shadow to cast, with its opacity already folded into the colour.
  public struct Shadow: Sendable, Hashable {
    /// The shadow colour including opacity.
    public var color: Color
    /// The offset of the shadow.
    public var offset: CGSize
    /// The blur radius in points.
    public var radius: CGFloat
    /// The outline that casts the shadow, or `nil` for the layer's composited alpha.
    public var path: Path?
  }

  /// A shape to fill and stroke (from ``ShapeLayer``).
  public struct Shape: Sendable, Hashable {
    /// The outline in layer coordinates.
    public var path: Path
    /// The fill colour, if any.
    public var fillColor: Color?
    /// The fill rule.
    public var fillRule: FillRule
    /// The stroke colour, if any.
    public var strokeColor: Color?
    /// The stroke width.
    public var lineWidth: CGFloat
    /// How open ends of strokes look.
    public var lineCap: LineCap
    /// How corners of strokes look.
    public var lineJoin: LineJoin
    /// The miter limit.
    public var miterLimit: CGFloat
    /// Alternating dash and gap lengths; empty for a solid stroke.
    public var lineDashPattern: [CGFloat]
    /// The offset into the dash pattern.
    public var lineDashPhase: CGFloat
    /// The fraction of the path's length where the stroke starts, 0…1.
    public var strokeStart: CGFloat
    /// The fraction of the path's length where the stroke ends, 0…1.
    public var strokeEnd: CGFloat
  }

  /// A colour gradient filling the bounds (from ``GradientLayer``).
  public struct Gradient: Sendable, Hashable {
    /// The kind of gradient.
    public var type: GradientType
    /// The colour stops' colours.
    public var colors: [Color]
    /// The colour stops' locations, 0…1, one per colour.
    public var locations: [CGFloat]
    /// The start point in unit coordinates of the bounds.
    public var startPoint: CGPoint
    /// The end point in unit coordinates of the bounds.
    public var endPoint: CGPoint
  }

  /// Text already laid out (from ``TextLayer`` and ``Label``).
  public struct Text: Sendable, Hashable {
    /// The text.
    public var string: String { layout.key.text }
    /// The font.
    public var font: Font { layout.key.font }
    /// The text colour.
    public var color: Color
    /// The top-left corner of the text block, in layer coordinates.
    public var origin: CGPoint
    /// The size of the text block: its widest line, its lines' total height.
    public var size: CGSize { layout.size }
    /// The shaped lines, shared with measurement.
    let layout: TextLayout

    init(layout: TextLayout, origin: CGPoint, color: Color) {
      self.layout = layout
      self.origin = origin
      self.color = color
    }
  }

  /// Live particles (from ``EmitterLayer``).
  public struct Particles: Sendable {
    /// One particle.
    public struct Particle: Sendable, Hashable {
      /// The centre, in layer coordinates.
      public var position: CGPoint
      /// The scale of its image.
      public var scale: CGFloat
      /// The rotation, in radians.
      public var rotation: CGFloat
      /// The colour its image is multiplied by.
      public var color: Color
      /// Which of ``Particles/images`` it shows.
      public var imageIndex: Int
    }
    /// The images particles show.
    public var images: [Image]
    /// The particles, in drawing order.
    public var particles: [Particle]
    /// Whether particles are added together instead of drawn over each other.
    public var isAdditive: Bool
  }

  /// What a layer draws besides its background, contents and border.
  public enum Content: Sendable {
    /// Nothing more.
    case none
    /// A shape.
    case shape(Shape)
    /// A gradient.
    case gradient(Gradient)
    /// Text.
    case text(Text)
    /// Particles.
    case particles(Particles)
  }

  /// What a layer has beyond a flat 2-D layer: depth, a mask, a blend mode. `nil` for most
  /// layers.
  public struct Depth: Sendable {
    /// The position on the z axis.
    public var zPosition: CGFloat
    /// The z coordinate of the anchor point.
    public var anchorPointZ: CGFloat
    /// The transform applied to the sublayers about the anchor point.
    public var sublayerTransform: Transform3D
    /// Whether the layer is drawn when it faces away.
    public var isDoubleSided: Bool
    /// Whether the sublayers keep their 3-D positions (a ``TransformLayer``) instead of being
    /// flattened into this layer's plane.
    public var preservesDepth: Bool
    /// The mask, in this layer's coordinates.
    public internal(set) var mask: LayerSnapshot?
    /// How the composited layer blends with what is behind it; `nil` for normal.
    public var blendMode: BlendMode?
    /// The blur of the layer's composited content, in points; `nil` for none.
    public var blurRadius: CGFloat?
    /// The blur of what lies behind the layer's bounds, in points; `nil` for none.
    public var backgroundBlurRadius: CGFloat?

    init(
      zPosition: CGFloat, anchorPointZ: CGFloat, sublayerTransform: Transform3D, isDoubleSided: Bool,
      preservesDepth: Bool, mask: LayerSnapshot?, blendMode: BlendMode?, blurRadius: CGFloat? = nil,
      backgroundBlurRadius: CGFloat? = nil
    ) {
      self.blurRadius = blurRadius
      self.backgroundBlurRadius = backgroundBlurRadius
      self.zPosition = zPosition
      self.anchorPointZ = anchorPointZ
      self.sublayerTransform = sublayerTransform
      self.isDoubleSided = isDoubleSided
      self.preservesDepth = preservesDepth
      self.blendMode = blendMode
      self.mask = mask
    }
  }

  /// The stored values of a snapshot.
  struct Fields: Sendable {
    var bounds: CGRect
    var position: CGPoint
    var anchorPoint: CGPoint
    var transform: Transform3D
    var opacity: CGFloat
    var backgroundColor: Color?
    var cornerRadius: CGFloat
    var maskedCorners: CornerMask = .all
    var cornerCurve: CornerCurve = .circular
    var borderWidth: CGFloat
    var borderColor: Color?
    var masksToBounds: Bool
    var shadow: Shadow?
    var contents: Image?
    var contentsGravity: ContentsGravity
    var contentsCenter: CGRect
    var contentsTintColor: Color?
    var content: Content
    var sublayers: [LayerSnapshot]
    var depth: Depth? = nil
  }

  /// The values, shared by copies until one of them changes (copy on write): a snapshot reused
  /// from the frame before has the same storage, which tells the renderer its subtree is
  /// unchanged without comparing it.
  private final class Storage: @unchecked Sendable {
    var fields: Fields
    init(_ fields: Fields) { self.fields = fields }
  }

  private var storage: Storage

  /// The storage, copied first when another snapshot shares it.
  private var unique: Storage {
    mutating get {
      if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
      return storage
    }
  }

  init(
    bounds: CGRect, position: CGPoint, anchorPoint: CGPoint, transform: Transform3D, opacity: CGFloat,
    backgroundColor: Color?, cornerRadius: CGFloat, borderWidth: CGFloat, borderColor: Color?,
    masksToBounds: Bool, shadow: Shadow?, contents: Image?, contentsGravity: ContentsGravity,
    contentsCenter: CGRect, contentsTintColor: Color?, content: Content, sublayers: [LayerSnapshot]
  ) {
    storage = Storage(
      Fields(
        bounds: bounds, position: position, anchorPoint: anchorPoint, transform: transform, opacity: opacity,
        backgroundColor: backgroundColor, cornerRadius: cornerRadius, borderWidth: borderWidth,
        borderColor: borderColor, masksToBounds: masksToBounds, shadow: shadow, contents: contents,
        contentsGravity: contentsGravity, contentsCenter: contentsCenter,
        contentsTintColor: contentsTintColor, content: content, sublayers: sublayers))
  }

  /// Whether `other` is this very value, shared from the same build: then the two subtrees are
  /// equal without comparing them. O(1); `false` says nothing.
  func isIdentical(to other: LayerSnapshot) -> Bool { storage === other.storage }

  /// The identity ``isIdentical(to:)`` compares.
  var identity: ObjectIdentifier { ObjectIdentifier(storage) }

  /// The bounds.
  public var bounds: CGRect {
    get { storage.fields.bounds }
    set { unique.fields.bounds = newValue }
  }
  /// The position of the anchor point in the parent's coordinates.
  public var position: CGPoint {
    get { storage.fields.position }
    set { unique.fields.position = newValue }
  }
  /// The anchor point in unit coordinates.
  public var anchorPoint: CGPoint {
    get { storage.fields.anchorPoint }
    set { unique.fields.anchorPoint = newValue }
  }
  /// The transform about the anchor point.
  public var transform: Transform3D {
    get { storage.fields.transform }
    set { unique.fields.transform = newValue }
  }
  /// The group opacity, 0…1.
  public var opacity: CGFloat {
    get { storage.fields.opacity }
    set { unique.fields.opacity = newValue }
  }
  /// The background colour.
  public var backgroundColor: Color? {
    get { storage.fields.backgroundColor }
    set { unique.fields.backgroundColor = newValue }
  }
  /// The corner radius.
  public var cornerRadius: CGFloat {
    get { storage.fields.cornerRadius }
    set { unique.fields.cornerRadius = newValue }
  }
  /// The corners the corner radius rounds.
  public var maskedCorners: CornerMask {
    get { storage.fields.maskedCorners }
    set { unique.fields.maskedCorners = newValue }
  }
  /// The shape of the rounded corners.
  public var cornerCurve: CornerCurve {
    get { storage.fields.cornerCurve }
    set { unique.fields.cornerCurve = newValue }
  }
  /// The border width.
  public var borderWidth: CGFloat {
    get { storage.fields.borderWidth }
    set { unique.fields.borderWidth = newValue }
  }
  /// The border colour.
  public var borderColor: Color? {
    get { storage.fields.borderColor }
    set { unique.fields.borderColor = newValue }
  }
  /// Whether sublayers and contents are clipped to the rounded bounds.
  public var masksToBounds: Bool {
    get { storage.fields.masksToBounds }
    set { unique.fields.masksToBounds = newValue }
  }
  /// The shadow, if one is visible.
  public var shadow: Shadow? {
    get { storage.fields.shadow }
    set { unique.fields.shadow = newValue }
  }
  /// The contents image.
  public var contents: Image? {
    get { storage.fields.contents }
    set { unique.fields.contents = newValue }
  }
  /// How the contents image is placed.
  public var contentsGravity: ContentsGravity {
    get { storage.fields.contentsGravity }
    set { unique.fields.contentsGravity = newValue }
  }
  /// The stretchable part of the contents image, in unit coordinates of the image.
  public var contentsCenter: CGRect {
    get { storage.fields.contentsCenter }
    set { unique.fields.contentsCenter = newValue }
  }
  /// The colour a template contents image is filled with, if any.
  public var contentsTintColor: Color? {
    get { storage.fields.contentsTintColor }
    set { unique.fields.contentsTintColor = newValue }
  }
  /// Class-specific content.
  public var content: Content {
    get { storage.fields.content }
    set { unique.fields.content = newValue }
  }
  /// The visible sublayers, back to front.
  public var sublayers: [LayerSnapshot] {
    get { storage.fields.sublayers }
    set { unique.fields.sublayers = newValue }
  }
  /// Depth, mask and blending, for the layers that have any.
  public var depth: Depth? {
    get { storage.fields.depth }
    set { unique.fields.depth = newValue }
  }

  /// The position on the z axis.
  public var zPosition: CGFloat { depth?.zPosition ?? 0 }

  /// The 3-D transform from this layer's bounds coordinates to its parent's (before the
  /// parent's sublayer transform): the anchor point to the origin, the transform, then the
  /// position and z position.
  public var transformToParent3D: Transform3D {
    Transform3D(
      translationX: -bounds.minX - anchorPoint.x * bounds.width,
      y: -bounds.minY - anchorPoint.y * bounds.height, z: -(depth?.anchorPointZ ?? 0)
    )
    .concatenating(transform)
    .concatenating(Transform3D(translationX: position.x, y: position.y, z: zPosition))
  }

  /// The sublayer transform as it acts on sublayers' coordinates: about the anchor point;
  /// `nil` when it is the identity.
  var sublayerTransformAboutAnchor: Transform3D? {
    guard let t = depth?.sublayerTransform, !t.isIdentity else { return nil }
    let ax = bounds.minX + anchorPoint.x * bounds.width
    let ay = bounds.minY + anchorPoint.y * bounds.height
    return Transform3D(translationX: -ax, y: -ay, z: 0).concatenating(t)
      .concatenating(Transform3D(translationX: ax, y: ay, z: 0))
  }

  /// The transform from this layer's bounds coordinates to its parent's, in the plane (the
  /// affine part of ``transformToParent3D``).
  public var transformToParent: Transform {
    Transform(
      translationX: -bounds.minX - anchorPoint.x * bounds.width,
      y: -bounds.minY - anchorPoint.y * bounds.height
    )
    .concatenating(transform.affineTransform)
    .concatenating(Transform(translationX: position.x, y: position.y))
  }
}

extension LayerSnapshot {
  /// A rectangle in this layer's coordinates that contains everything the layer and its
  /// sublayers draw (strokes included; shadows excluded).
  public var drawingExtent: CGRect {
    var extent = bounds
    if case .shape(let shape) = content {
      let box = shape.path.boundingBox
      if !box.isNull {
        let outset = shape.strokeColor == nil ? 0 : shape.lineWidth * max(1, shape.miterLimit / 2)
        extent = extent.union(box.insetBy(dx: -outset, dy: -outset))
      }
    }
    if !masksToBounds {
      for sublayer in sublayers {
        extent = extent.union(sublayer.drawingExtent.applying(sublayer.transformToParent))
      }
    }
    return extent
  }
}
