import Foundation

/// A root view with a size, a scale factor and a background: the unit that is laid out and
/// rendered to an image (the role of a window).
public final class Scene {
  /// The largest frame buffer side, in pixels.
  public static let maximumPixelSide = 16384

  /// The root of the view tree; its frame is the scene's bounds.
  public let rootView: View
  /// The size in points.
  public let size: CGSize
  /// Pixels per point: 1, 2 or 3 (up to 4).
  public let scale: CGFloat
  /// The colour behind everything; white by default, `nil` for transparent.
  public var backgroundColor: Color?
  /// The virtual clock animations run on: 60 fps from time 0 unless replaced before the first
  /// frame (see ``frame(at:)``).
  public var clock = Clock.standard
  /// The scheduled script (see ``schedule(at:_:)``).
  let timeline = SceneTimeline()
  /// The insets the device's status bar, sensor housing and home indicator take: the root
  /// view's safe area (zero for a scene made with a size).
  public var safeAreaInsets: EdgeInsets {
    didSet {
      if !safeAreaInsets.isFinite || safeAreaInsets.top < 0 || safeAreaInsets.left < 0
        || safeAreaInsets.bottom < 0 || safeAreaInsets.right < 0
      {
        Layer.warnInvalid("Scene.safeAreaInsets", "\(safeAreaInsets)", rootView.layer)
        safeAreaInsets = oldValue
      }
      rootView.hostSafeAreaInsets = safeAreaInsets
    }
  }
  /// The device the scene was made for, if any.
  public let device: Device?
  /// The status bar's height (zero for a scene made with a size).
  public let statusBarHeight: CGFloat

  /// The layout direction the root view inherits.
  public var layoutDirection: UserInterfaceLayoutDirection {
    didSet { rootView.hostLayoutDirection = layoutDirection }
  }

  /// Creates a scene with a new root view filling it.
  /// - Throws: ``SceneError`` when the size or scale is invalid or the frame would be larger than
  ///   ``maximumPixelSide`` on a side or ``maximumPixelArea`` in all.
  public convenience init(
    size: CGSize, scale: CGFloat = 1, backgroundColor: Color? = .white,
    layoutDirection: UserInterfaceLayoutDirection = .leftToRight
  ) throws(SceneError) {
    try self.init(
      size: size, scale: scale, backgroundColor: backgroundColor, layoutDirection: layoutDirection,
      device: nil,
      orientation: .portrait)
  }

  private init(
    size: CGSize, scale: CGFloat, backgroundColor: Color?, layoutDirection: UserInterfaceLayoutDirection,
    device: Device?, orientation: Device.Orientation
  ) throws(SceneError) {
    guard size.isFinite, size.width > 0, size.height > 0 else {
      throw .invalidSize(width: Double(size.width), height: Double(size.height))
    }
    guard scale.isFinite, scale >= 1, scale <= 4 else { throw .invalidScale(Double(scale)) }
    let pixels = (size.width * scale, size.height * scale)
    guard pixels.0 <= CGFloat(Scene.maximumPixelSide), pixels.1 <= CGFloat(Scene.maximumPixelSide) else {
      throw .invalidPixelSize(width: Int(pixels.0.rounded(.up)), height: Int(pixels.1.rounded(.up)))
    }
    try Scene.validatePixelSize(width: Int(pixels.0.rounded(.up)), height: Int(pixels.1.rounded(.up)))
    self.size = size
    self.scale = scale
    safeAreaInsets = device?.safeAreaInsets(orientation) ?? .zero
    self.device = device
    statusBarHeight = device?.statusBarHeight(orientation) ?? 0
    self.backgroundColor = backgroundColor
    self.layoutDirection = layoutDirection
    rootView = View(frame: CGRect(origin: .zero, size: size))
    rootView.hostLayoutDirection = layoutDirection
    rootView.hostDisplayScale = scale
    rootView.hostSafeAreaInsets = safeAreaInsets
    rootView.layer.animationState.hostScene = self
  }

  /// Creates a scene the size of a device's screen with its safe-area insets, at the device's
  /// scale unless `scale` says otherwise.
  public convenience init(
    device: Device, orientation: Device.Orientation = .portrait, scale: CGFloat? = nil,
    backgroundColor: Color? = .white, layoutDirection: UserInterfaceLayoutDirection = .leftToRight
  ) throws(SceneError) {
    try self.init(
      size: device.size(orientation), scale: scale ?? device.scale, backgroundColor: backgroundColor,
      layoutDirection: layoutDirection, device: device, orientation: orientation)
  }

  /// The view controller whose view fills the scene. Setting it loads its view, sizes it to
  /// the scene, and makes it appear: `viewWillAppear`, a layout
  /// pass, `viewDidAppear`; the previous controller disappears.
  public var rootViewController: ViewController? {
    didSet {
      guard rootViewController !== oldValue else { return }
      if let oldValue, oldValue.viewIfLoaded?.superview === rootView { oldValue.view.removeFromSuperview() }
      guard let controller = rootViewController else { return }
      let view: View = controller.view
      view.frame = rootView.bounds
      controller.beginAppearance { [rootView] in
        rootView.addSubview(view)
      }
    }
  }

  /// The frame buffer's width in pixels.
  public var pixelWidth: Int { Int((size.width * scale).rounded(.up)) }
  /// The frame buffer's height in pixels.
  public var pixelHeight: Int { Int((size.height * scale).rounded(.up)) }

  /// Runs any pending layout pass.
  public func layoutIfNeeded() { rootView.layoutIfNeeded() }

  /// Lays out, draws the layers marked for display (see ``Layer/setNeedsDisplay()``), then
  /// captures what is to be drawn at the clock's current time as an immutable value
  /// (it commits nothing; ``frame(at:)`` runs a whole frame).
  ///
  /// Cost: what changed since the last snapshot (see ``Layer/snapshot()``), besides the layout
  /// and display passes.
  public func snapshot() -> SceneSnapshot {
    layoutIfNeeded()
    rootView.layer.displaySubtreeIfNeeded(scale: scale)
    var root = rootView.isHidden ? Self.emptyRoot(size) : rootView.layer.snapshot()
    if SnapshotVerifier.isEnabled, !rootView.isHidden {
      root = SnapshotVerifier.checked(root, against: rootView.layer.wholeSnapshot())
    }
    return SceneSnapshot(
      pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, backgroundColor: backgroundColor,
      root: root)
  }

  /// A renderer whose frame buffer fits this scene.
  public func makeRenderer() throws(SceneError) -> Renderer {
    try Renderer(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
  }

  /// Lays out and renders the scene into a new image.
  public func renderImage() throws(SceneError) -> Image {
    let renderer = try makeRenderer()
    renderer.draw(snapshot())
    return renderer.makeImage(scale: scale)
  }

  private static func emptyRoot(_ size: CGSize) -> LayerSnapshot {
    let layer = Layer()
    layer.frame = CGRect(origin: .zero, size: size)
    return layer.snapshot()
  }
}

/// Everything needed to draw one frame of a scene: a `Sendable` value.
public struct SceneSnapshot: Sendable {
  /// Frame width in pixels.
  public var pixelWidth: Int
  /// Frame height in pixels.
  public var pixelHeight: Int
  /// Pixels per point.
  public var scale: CGFloat
  /// The colour behind everything.
  public var backgroundColor: Color?
  /// The root layer's snapshot.
  public var root: LayerSnapshot
}
