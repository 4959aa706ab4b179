import Foundation
import Synchronization

extension Layer {
  /// Whether the layer draws its contents again in the next display pass.
  public var needsDisplay: Bool { displayState.needsDisplay }

  /// Marks the layer's contents as out of date: the next display pass (before the next
  /// snapshot) calls ``display()``. Until then the drawing already made stays the contents, so
  /// a sequence of frames draws an unchanged layer once.
  public func setNeedsDisplay() {
    displayState.needsDisplay = true
    setNeedsDisplayPassVisit()
  }

  /// Marks the layer and its ancestors for the next display pass to visit.
  /// - Complexity: O(1) amortised: it climbs only to the first ancestor already marked.
  final func setNeedsDisplayPassVisit() {
    displayState.subtreeNeedsVisit = true
    var node = superlayer
    while let current = node, !current.displayState.subtreeNeedsVisit {
      current.displayState.subtreeNeedsVisit = true
      node = current.superlayer
    }
  }

  /// Marks part of the layer for display. Diorama redraws the whole layer, so this is
  /// ``setNeedsDisplay()``; the rectangle is accepted for source compatibility.
  public func setNeedsDisplay(_ rect: CGRect) { setNeedsDisplay() }

  /// Whether changing the size of ``bounds`` marks the layer for display (`false` by default;
  /// a view whose ``View/contentMode`` is `.redraw` turns it on).
  public var needsDisplayOnBoundsChange: Bool {
    get { displayState.needsDisplayOnBoundsChange }
    set { displayState.needsDisplayOnBoundsChange = newValue }
  }

  /// Pixels per point of the contents the layer draws: 1 by default, as in Core Animation. A
  /// view's layer takes its scene's scale in the display pass. Changing it marks the layer for
  /// display; values that are not finite and positive are ignored with a warning.
  public var contentsScale: CGFloat {
    get { displayState.contentsScale }
    set {
      guard Self.accept(newValue.isFinite && newValue > 0, "contentsScale", newValue, self) else { return }
      guard newValue != displayState.contentsScale else { return }
      displayState.contentsScale = newValue
      setNeedsDisplay()
    }
  }

  /// Whether the layer's own drawing fills its bounds with opaque pixels (`false` by default,
  /// as in Core Animation; a view's layer takes ``View/isOpaque``, `true` by default). An
  /// opaque layer's drawing starts on black: whatever ``draw(in:)`` leaves unpainted shows
  /// black, as an opaque backing store does on iOS. Contents set directly are not affected.
  /// Changing it marks the layer for display.
  public var isOpaque: Bool {
    get { displayState.isOpaque }
    set {
      guard newValue != displayState.isOpaque else { return }
      displayState.isOpaque = newValue
      setNeedsDisplay()
    }
  }

  /// Calls ``display()`` when the layer is marked for display.
  public func displayIfNeeded() {
    guard displayState.needsDisplay else { return }
    displayState.needsDisplay = false
    display()
  }

  /// The display pass: every visible layer of the subtree marked for display draws, view
  /// layers at `scale`. It runs after layout and before each snapshot.
  ///
  /// Cost: the layers marked since the last pass at the same scale and their ancestors (see
  /// ``setNeedsDisplayPassVisit()``); subtrees with nothing marked are skipped.
  func displaySubtreeIfNeeded(scale: CGFloat) {
    guard !isHidden, displayState.subtreeNeedsVisit || displayState.visitedScale != scale else { return }
    if owningView != nil, displayState.contentsScale != scale { contentsScale = scale }
    // Cleared before drawing: whatever the drawing marks is visited by the next pass.
    displayState.subtreeNeedsVisit = false
    displayState.visitedScale = scale
    displayIfNeeded()
    for sublayer in sublayers ?? [] { sublayer.displaySubtreeIfNeeded(scale: scale) }
  }

  /// Draws the contents: ``draw(in:)`` into a new transparent context the size of the bounds
  /// at ``contentsScale``, whose pixels become ``contents``. A layer (or view class) whose
  /// drawing methods are not overridden keeps its contents.
  func drawBackingStore() {
    if let view = owningView, NonDrawingClasses.contains(type(of: view)) { return }
    let size = bounds.size
    let scale = contentsScale
    let width = Int((size.width * scale).rounded(.up))
    let height = Int((size.height * scale).rounded(.up))
    guard width > 0, height > 0,
      var ctx = GraphicsContext(pixelWidth: width, pixelHeight: height, scale: scale)
    else {
      if displayState.ownsContents {
        contents = nil
        displayState.ownsContents = false
      }
      return
    }
    ctx.owner = "\(owningView.map { "\($0)" } ?? "\(self)").draw"
    prepareBackingStore(ctx)
    ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
    GraphicsContextStack.with(ctx) { draw(in: ctx) }
    ctx.finishPass()
    if ctx.defaultDrawingReached, ctx.operationCount == 0 {
      if let view = owningView { NonDrawingClasses.insert(type(of: view)) }
      return
    }
    // The buffer becomes the contents as it is, premultiplied, unless the drawing code kept the
    // context (then it might draw into it later): painting it every frame converts nothing.
    contents = isKnownUniquelyReferenced(&ctx) ? ctx.imageTakingBuffer() : ctx.snapshotImage()
    displayState.ownsContents = true
  }

  /// The pixels a drawing starts from. A view that clears its context starts on its background
  /// colour (transparent pixels for a translucent one), or, without one, on black when opaque
  /// and transparent pixels otherwise; one that does not starts on its previous drawing of the
  /// same size when there is one. A layer starts on black when opaque.
  private func prepareBackingStore(_ ctx: GraphicsContext) {
    let view = owningView
    if view != nil, !displayState.clearsContextBeforeDrawing, displayState.ownsContents,
      let previous = contents,
      previous.width == ctx.pixelWidth, previous.height == ctx.pixelHeight
    {
      ctx.fillBuffer(with: previous)
    } else if let background = view?.backgroundColor {
      // A translucent background is painted by the layer beneath the drawing; painting it into
      // the drawing too would darken it twice.
      if background.alpha >= 1 { ctx.fillBuffer(with: background) }
    } else if displayState.isOpaque {
      ctx.fillBuffer(with: .black)
    }
  }
}

/// View classes found not to override `draw(_:)`: the display pass skips them without
/// allocating a buffer.
enum NonDrawingClasses {
  private static let classes = Mutex<Set<ObjectIdentifier>>([])

  static func contains(_ type: View.Type) -> Bool {
    classes.withLock { $0.contains(ObjectIdentifier(type)) }
  }

  static func insert(_ type: View.Type) {
    _ = classes.withLock { $0.insert(ObjectIdentifier(type)) }
  }
}
