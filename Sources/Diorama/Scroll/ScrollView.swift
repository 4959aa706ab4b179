import Foundation

/// A view that shows a region of content larger than itself (UIKit's `UIScrollView`).
///
/// The content is the scroll view's subviews, in the content's coordinates; ``contentOffset``
/// (the bounds' origin) says which point of the content is at the top-left corner, so setting
/// it — or animating it with `View.animate`, or ``setContentOffset(_:animated:)`` — scrolls on
/// the scene's clock. The scroll view clips to its bounds and renders only its visible region.
///
/// With Auto Layout, constraints between the scroll view's *edges* and its content attach to
/// the content area, as in UIKit; ``contentLayoutGuide`` and ``frameLayoutGuide`` say so
/// explicitly, and content constrained to the content guide on all four sides sets
/// ``contentSize``. Width and height constraints on the scroll view itself are its frame's.
///
/// There is no touch input: nothing drags, bounces or decelerates.
open class ScrollView: View {
  /// Creates a scroll view; it clips its content.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
    for indicator in [verticalIndicator, horizontalIndicator] {
      indicator.alpha = 0
      indicator.backgroundColor = Color(white: 0, alpha: 0.35)
      indicator.layer.cornerRadius = ScrollView.indicatorThickness / 2
      addSubview(indicator)
    }
    _ = contentGuide
  }

  // MARK: Content

  /// The size of the content; zero by default. Content constrained to ``contentLayoutGuide``
  /// on all four sides sets it at each layout pass. Non-finite or negative sizes are ignored
  /// with a warning.
  public var contentSize: CGSize = .zero {
    didSet {
      guard contentSize.isFinite, contentSize.width >= 0, contentSize.height >= 0 else {
        warn("contentSize", "\(contentSize)")
        contentSize = oldValue
        return
      }
      if contentSize != oldValue {
        updateContentGuideSize()
        setNeedsLayout()
        contentEdgesMayHaveMoved()
      }
    }
  }

  /// The point of the content at the top-left corner of the scroll view: the bounds' origin.
  /// Animatable. Non-finite offsets are ignored with a warning.
  public var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      guard newValue.isFinite else { return warn("contentOffset", "\(newValue)") }
      guard newValue != bounds.origin else { return }
      let old = bounds.origin
      bounds.origin = newValue
      updateFrameGuideOffset()
      placeIndicators()
      if View.inheritedAnimationDuration > 0 {
        // An animated scroll passes over the region between the offsets: views that fill their
        // visible region (a table's rows) fill it too, so it is covered while the scroll moves.
        let passed = CGRect(origin: old, size: bounds.size)
        scrollTrail = scrollTrail.map { $0.union(passed) } ?? passed
      }
      contentOffsetDidChange(from: old)
      contentEdgesMayHaveMoved()
    }
  }

  /// Called after ``contentOffset`` changed (subclasses that fill their visible region with
  /// views, such as a table, lay out again).
  func contentOffsetDidChange(from oldOffset: CGPoint) {}

  /// The region scrolled over by animated offset changes since the last layout pass.
  private var scrollTrail: CGRect?

  /// The region a view that fills its visible region with reusable views (a table, a collection
  /// view) lays out: the bounds, and the region animated scrolls passed over since the last call,
  /// which it forgets.
  func takeRegionToFill() -> CGRect {
    let shown = CGRect(origin: contentOffset, size: bounds.size)
    defer { scrollTrail = nil }
    return scrollTrail.map { shown.union($0) } ?? shown
  }

  /// Space around the content, inside which it can scroll (a bar's height, say); zero by
  /// default. Non-finite insets are ignored with a warning; negative ones shrink the scrollable
  /// area as in UIKit, with a warning.
  public var contentInset: EdgeInsets = .zero {
    didSet {
      guard contentInset.isFinite else {
        warn("contentInset", "\(contentInset)")
        contentInset = oldValue
        return
      }
      if contentInset.top < 0 || contentInset.left < 0 || contentInset.bottom < 0 || contentInset.right < 0 {
        Diagnostics.report(
          Warning(
            .invalidGeometry,
            "\(layoutName).contentInset \(contentInset) has negative insets: the scrollable area shrinks"))
      }
      if contentInset != oldValue { setNeedsLayout() }
    }
  }

  /// How the safe area adds to ``contentInset`` in ``adjustedContentInset``.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable, Hashable, CaseIterable {
    /// Top and bottom always (the content starts below a status bar); left and right when the
    /// content scrolls horizontally.
    case automatic
    /// Along the axes the content scrolls in (or bounces in, with `alwaysBounce…`).
    case scrollableAxes
    /// Never.
    case never
    /// Always, on every edge.
    case always
  }

  /// How the safe area adjusts the content inset; `.automatic` by default.
  public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
    didSet { if contentInsetAdjustmentBehavior != oldValue { setNeedsLayout() } }
  }

  /// Whether a user could scroll the content; `true` by default. Nothing scrolls by touch in
  /// Diorama, so this is kept for source compatibility, except in a ``TextView``, which sizes
  /// itself to its text when it is `false`, as UIKit's does.
  open var isScrollEnabled = true

  /// Whether scrolling stops on multiples of the bounds' size; `false` by default. Kept for source
  /// compatibility: nothing scrolls by touch.
  public var isPagingEnabled = false

  /// Whether the content counts as vertically scrollable even when it fits.
  public var alwaysBounceVertical = false
  /// Whether the content counts as horizontally scrollable even when it fits.
  public var alwaysBounceHorizontal = false

  /// ``contentInset`` plus the safe-area insets that ``contentInsetAdjustmentBehavior`` adds.
  public var adjustedContentInset: EdgeInsets {
    let safe = safeAreaInsets
    var inset = contentInset
    let axes = adjustsSafeArea
    if axes.vertical {
      inset.top += safe.top
      inset.bottom += safe.bottom
    }
    if axes.horizontal {
      inset.left += safe.left
      inset.right += safe.right
    }
    return inset
  }

  /// The axes along which the safe area becomes content inset.
  var adjustsSafeArea: (vertical: Bool, horizontal: Bool) {
    switch contentInsetAdjustmentBehavior {
    case .never: return (false, false)
    case .always: return (true, true)
    case .scrollableAxes, .automatic:
      let size = bounds.size
      let scrollsVertically = alwaysBounceVertical || contentSize.height > size.height
      let scrollsHorizontally = alwaysBounceHorizontal || contentSize.width > size.width
      return (contentInsetAdjustmentBehavior == .automatic || scrollsVertically, scrollsHorizontally)
    }
  }

  /// Called when ``adjustedContentInset`` changed.
  open func adjustedContentInsetDidChange() {}

  private var lastAdjustedInset = EdgeInsets.zero

  // MARK: Scrolling

  /// The duration of an animated scroll, in seconds.
  public static let scrollAnimationDuration: TimeInterval = 0.3

  /// Scrolls so that `offset` is at the top-left corner, animated (ease in-out over
  /// ``scrollAnimationDuration`` on the scene's clock, scroll indicators shown) or at once.
  public func setContentOffset(_ offset: CGPoint, animated: Bool) {
    guard offset.isFinite else { return warn("contentOffset", "\(offset)") }
    guard animated else {
      contentOffset = offset
      return
    }
    showIndicatorsWhileScrolling(duration: Self.scrollAnimationDuration) {
      self.contentOffset = offset
    }
  }

  /// Scrolls as little as needed to show `rect` (in the content's coordinates) inside the
  /// bounds less ``adjustedContentInset``, never past the content's edges.
  public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    guard rect.isFiniteRect else { return warn("scrollRectToVisible", "\(rect)") }
    let inset = adjustedContentInset
    let visible = CGRect(
      x: contentOffset.x + inset.left, y: contentOffset.y + inset.top,
      width: bounds.width - inset.left - inset.right, height: bounds.height - inset.top - inset.bottom)
    func axis(_ offset: CGFloat, _ minV: CGFloat, _ maxV: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat {
      if minV < lo || maxV - minV > hi - lo { return offset + (minV - lo) }
      if maxV > hi { return offset + (maxV - hi) }
      return offset
    }
    var target = CGPoint(
      x: axis(contentOffset.x, rect.minX, rect.maxX, visible.minX, visible.maxX),
      y: axis(contentOffset.y, rect.minY, rect.maxY, visible.minY, visible.maxY))
    target.x = min(
      max(target.x, -inset.left), max(-inset.left, contentSize.width + inset.right - bounds.width))
    target.y = min(
      max(target.y, -inset.top), max(-inset.top, contentSize.height + inset.bottom - bounds.height))
    setContentOffset(target, animated: animated)
  }

  // MARK: Layout guides

  private lazy var contentGuide: (guide: LayoutGuide, width: LayoutConstraint, height: LayoutConstraint) = {
    let guide = LayoutGuide()
    guide.identifier = "UIScrollView-contentLayoutGuide"
    addLayoutGuide(guide)
    // The guide's origin is the content's; its size is the content size unless the content's
    // constraints say otherwise (then they set the content size).
    let width = guide.widthAnchor.constraint(equalToConstant: contentSize.width)
    let height = guide.heightAnchor.constraint(equalToConstant: contentSize.height)
    width.priority = LayoutPriority(1)
    height.priority = LayoutPriority(1)
    let constraints = [
      guide.leftAnchor.constraint(equalTo: leftAnchor), guide.topAnchor.constraint(equalTo: topAnchor), width,
      height,
    ]
    for constraint in constraints { constraint.identifier = "UIScrollView-contentLayoutGuide" }
    LayoutConstraint.activate(constraints)
    return (guide, width, height)
  }()

  private lazy var frameGuide: (guide: LayoutGuide, left: LayoutConstraint, top: LayoutConstraint) = {
    let guide = LayoutGuide()
    guide.identifier = "UIScrollView-frameLayoutGuide"
    addLayoutGuide(guide)
    // In the content's coordinates the frame sits at the content offset.
    let left = guide.leftAnchor.constraint(equalTo: leftAnchor, constant: contentOffset.x)
    let top = guide.topAnchor.constraint(equalTo: topAnchor, constant: contentOffset.y)
    let constraints = [
      left, top, guide.widthAnchor.constraint(equalTo: widthAnchor),
      guide.heightAnchor.constraint(equalTo: heightAnchor),
    ]
    for constraint in constraints { constraint.identifier = "UIScrollView-frameLayoutGuide" }
    LayoutConstraint.activate(constraints)
    return (guide, left, top)
  }()

  private var hasFrameGuide = false

  /// A guide whose rectangle is the content: its origin is the content's and its size
  /// ``contentSize``. Constrain content to its four edges to size the content.
  public var contentLayoutGuide: LayoutGuide { contentGuide.guide }

  /// A guide whose rectangle is the scroll view's frame, whatever the offset: constrain content
  /// to it to keep it in place, or to its width for content that scrolls only vertically.
  public var frameLayoutGuide: LayoutGuide {
    hasFrameGuide = true
    return frameGuide.guide
  }

  private func updateContentGuideSize() {
    if contentGuide.width.constant != contentSize.width { contentGuide.width.constant = contentSize.width }
    if contentGuide.height.constant != contentSize.height {
      contentGuide.height.constant = contentSize.height
    }
  }

  private func updateFrameGuideOffset() {
    guard hasFrameGuide else { return }
    if frameGuide.left.constant != contentOffset.x { frameGuide.left.constant = contentOffset.x }
    if frameGuide.top.constant != contentOffset.y { frameGuide.top.constant = contentOffset.y }
  }

  /// Reads the content size from the content guide, adjusts the inset, places the indicators.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let size = contentGuide.guide.layoutFrame.size
    if size.isFinite, size.width >= 0, size.height >= 0, size != contentSize { contentSize = size }
    let adjusted = adjustedContentInset
    if adjusted != lastAdjustedInset {
      // A scroll view resting at the top-left of its old inset moves to the new one, so
      // content starts below a status bar as in UIKit.
      let resting = contentOffset == CGPoint(x: -lastAdjustedInset.left, y: -lastAdjustedInset.top)
      let old = lastAdjustedInset
      lastAdjustedInset = adjusted
      if resting {
        contentOffset = CGPoint(
          x: old.left == adjusted.left ? contentOffset.x : -adjusted.left,
          y: old.top == adjusted.top ? contentOffset.y : -adjusted.top)
      }
      adjustedContentInsetDidChange()
    }
    keepIndicatorsInFront()
    placeIndicators()
  }

  // MARK: Scroll indicators

  /// Whether the vertical indicator is shown while scrolling; `true` by default.
  public var showsVerticalScrollIndicator = true
  /// Whether the horizontal indicator is shown while scrolling; `true` by default.
  public var showsHorizontalScrollIndicator = true

  /// The indicators' thickness and their distance from the edges, in points (iOS 17's).
  static let indicatorThickness: CGFloat = 3
  static let indicatorInset: CGFloat = 3
  /// The shortest an indicator gets.
  static let indicatorMinimumLength: CGFloat = 36

  private let verticalIndicator = ScrollIndicator()
  private let horizontalIndicator = ScrollIndicator()

  /// Shows the scroll indicators briefly, as UIKit does when a scroll view appears: they fade
  /// out after a moment, on the scene's clock.
  public func flashScrollIndicators() {
    showIndicatorsWhileScrolling(duration: 0) {}
  }

  private func showIndicatorsWhileScrolling(duration: TimeInterval, _ change: @escaping () -> Void) {
    placeIndicators()
    View.animate(withDuration: 0.1) {
      if self.showsVerticalScrollIndicator { self.verticalIndicator.alpha = 1 }
      if self.showsHorizontalScrollIndicator { self.horizontalIndicator.alpha = 1 }
    }
    View.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: change)
    View.animate(
      withDuration: 0.3, delay: duration + 0.5, options: [],
      animations: {
        self.verticalIndicator.alpha = 0
        self.horizontalIndicator.alpha = 0
      })
  }

  private func keepIndicatorsInFront() {
    let count = subviews.count
    guard count >= 2 else { return }
    if subviews[count - 1] !== horizontalIndicator || subviews[count - 2] !== verticalIndicator {
      insertSubview(verticalIndicator, at: count)
      insertSubview(horizontalIndicator, at: count)
    }
  }

  /// Places the indicators for the current offset: inside the bounds less the adjusted insets,
  /// each as long as the visible fraction of the content.
  private func placeIndicators() {
    let size = bounds.size
    let origin = contentOffset
    let inset = adjustedContentInset
    let thickness = Self.indicatorThickness
    let margin = Self.indicatorInset
    let track = size.height - inset.top - inset.bottom - 2 * margin
    let contentHeight = contentSize.height + contentInset.top + contentInset.bottom
    verticalIndicator.isHidden = !showsVerticalScrollIndicator || contentHeight <= size.height || track <= 0
    if !verticalIndicator.isHidden {
      let visible = size.height - inset.top - inset.bottom
      let length = max(Self.indicatorMinimumLength, min(track, track * visible / max(contentHeight, 1)))
      let range = max(1, contentHeight - visible)
      let progress = min(max((origin.y + inset.top) / range, 0), 1)
      verticalIndicator.frame = CGRect(
        x: origin.x + size.width - inset.right - margin - thickness,
        y: origin.y + inset.top + margin + (track - length) * progress, width: thickness, height: length)
    }
    let hTrack = size.width - inset.left - inset.right - 2 * margin
    let contentWidth = contentSize.width + contentInset.left + contentInset.right
    horizontalIndicator.isHidden =
      !showsHorizontalScrollIndicator || contentWidth <= size.width || hTrack <= 0
    if !horizontalIndicator.isHidden {
      let visible = size.width - inset.left - inset.right
      let length = max(Self.indicatorMinimumLength, min(hTrack, hTrack * visible / max(contentWidth, 1)))
      let range = max(1, contentWidth - visible)
      let progress = min(max((origin.x + inset.left) / range, 0), 1)
      horizontalIndicator.frame = CGRect(
        x: origin.x + inset.left + margin + (hTrack - length) * progress,
        y: origin.y + size.height - inset.bottom - margin - thickness, width: length, height: thickness)
    }
  }

  private func warn(_ property: String, _ value: String) {
    Diagnostics.report(
      Warning(
        .invalidGeometry,
        "\(layoutName).\(property) = \(value) ignored: it must be finite (and a size not negative)"))
  }
}

/// One of a scroll view's indicators (a plain view, so dumps can tell it apart).
final class ScrollIndicator: View {}
