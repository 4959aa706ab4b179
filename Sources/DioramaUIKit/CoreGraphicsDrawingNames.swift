// Core Graphics' and UIKit's names for Diorama's custom drawing (see the CustomDrawing article):
// aliases and functions that forward, with no behaviour of their own.

/// Core Graphics' name for Diorama's `GraphicsContext`.
public typealias CGContext = GraphicsContext
/// Core Graphics' name for Diorama's `Gradient`.
public typealias CGGradient = Gradient
/// Core Graphics' name for Diorama's `Gradient.DrawingOptions`.
public typealias CGGradientDrawingOptions = Gradient.DrawingOptions
/// Core Graphics' name for Diorama's `BlendMode`.
public typealias CGBlendMode = BlendMode
/// Core Graphics' name for Diorama's `LineCap`.
public typealias CGLineCap = LineCap
/// Core Graphics' name for Diorama's `LineJoin`.
public typealias CGLineJoin = LineJoin
/// Core Graphics' name for Diorama's `FillRule` (`.winding` and `.evenOdd`).
public typealias CGPathFillRule = FillRule
/// Core Animation's name for Diorama's `LayerDelegate`.
public typealias CALayerDelegate = LayerDelegate
/// UIKit's name for Diorama's `BezierPath`.
public typealias UIBezierPath = BezierPath
/// UIKit's name for Diorama's `RectCorner`.
public typealias UIRectCorner = RectCorner

/// UIKit's name for Diorama's `GraphicsGetCurrentContext()`.
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsGetCurrentContext() }
/// UIKit's name for Diorama's `GraphicsPushContext(_:)`.
public func UIGraphicsPushContext(_ context: CGContext) { GraphicsPushContext(context) }
/// UIKit's name for Diorama's `GraphicsPopContext()`.
public func UIGraphicsPopContext() { GraphicsPopContext() }
/// UIKit's name for Diorama's `GraphicsImageRenderer`.
public typealias UIGraphicsImageRenderer = GraphicsImageRenderer
/// UIKit's name for Diorama's `GraphicsImageRendererFormat`.
public typealias UIGraphicsImageRendererFormat = GraphicsImageRendererFormat
/// UIKit's name for Diorama's `GraphicsImageRendererContext`.
public typealias UIGraphicsImageRendererContext = GraphicsImageRendererContext
/// Core Graphics' name for Diorama's `Bitmap`.
public typealias CGImage = Bitmap

extension Image {
  /// UIKit's name for Diorama's `bitmap`: the image's pixels as a `CGImage`.
  public var cgImage: CGImage? { bitmap }

  /// UIKit's `init(cgImage:)`: an image of the bitmap's pixels at scale 1.
  public init(cgImage: CGImage) { self.init(bitmap: cgImage) }

  /// UIKit's `init(cgImage:scale:orientation:)` without the orientation: the bitmap's pixels at
  /// `scale` pixels per point.
  public init(cgImage: CGImage, scale: CGFloat) { self.init(bitmap: cgImage, scale: scale) }
}
