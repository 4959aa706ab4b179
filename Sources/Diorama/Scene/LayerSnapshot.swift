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
    public var mask: LayerSnapshot? { maskStorage.first }
    /// How the composited layer blends with what is behind it; `nil` for normal.
    public var blendMode: BlendMode?
    /// The blur of the layer's composited content, in points; `nil` for none.
    public var blurRadius: CGFloat?
    /// The blur of what lies behind the layer's bounds, in points; `nil` for none.
    public var backgroundBlurRadius: CGFloat?

    private var maskStorage: [LayerSnapshot]

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
      maskStorage = mask.map { [$0] } ?? []
    }
  }

  /// The bounds.
  public var bounds: CGRect
  /// The position of the anchor point in the parent's coordinates.
  public var position: CGPoint
  /// The anchor point in unit coordinates.
  public var anchorPoint: CGPoint
  /// The transform about the anchor point.
  public var transform: Transform3D
  /// The group opacity, 0…1.
  public var opacity: CGFloat
  /// The background colour.
  public var backgroundColor: Color?
  /// The corner radius.
  public var cornerRadius: CGFloat
  /// The corners the corner radius rounds.
  public var maskedCorners: CornerMask = .all
  /// The shape of the rounded corners.
  public var cornerCurve: CornerCurve = .circular
  /// The border width.
  public var borderWidth: CGFloat
  /// The border colour.
  public var borderColor: Color?
  /// Whether sublayers and contents are clipped to the rounded bounds.
  public var masksToBounds: Bool
  /// The shadow, if one is visible.
  public var shadow: Shadow?
  /// The contents image.
  public var contents: Image?
  /// How the contents image is placed.
  public var contentsGravity: ContentsGravity
  /// The stretchable part of the contents image, in unit coordinates of the image.
  public var contentsCenter: CGRect
  /// The colour a template contents image is filled with, if any.
  public var contentsTintColor: Color?
  /// Class-specific content.
  public var content: Content
  /// The visible sublayers, back to front.
  public var sublayers: [LayerSnapshot]
  /// Depth, mask and blending, for the layers that have any.
  public var depth: Depth? = nil

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
