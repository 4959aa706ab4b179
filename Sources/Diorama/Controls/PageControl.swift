import Foundation

/// A row of dots showing which page of several is shown (UIKit's `UIPageControl`), drawn as
/// iOS 14 and later draw it: one 8-point dot per page, 16 points apart, the current page's
/// opaque white and the others translucent white (UIKit's documented defaults, made for a page
/// control over a photo or a dark background; set ``pageIndicatorTintColor`` and
/// ``currentPageIndicatorTintColor`` for a light one).
///
/// The control is 26 points tall and ``size(forNumberOfPages:)`` wide; the dots are centred in
/// its bounds. Changing ``currentPage`` inside an animation block (`View.animate`) fades the two
/// dots' colours on the scene clock, as a tap on iOS does; outside one it changes at once.
/// Nothing taps it (Diorama has no touches): set ``currentPage`` and send
/// ``Control/Event/valueChanged`` if actions should run.
open class PageControl: Control {
  /// How the control's background is drawn (UIKit's `UIPageControl.BackgroundStyle`).
  public enum BackgroundStyle: Int, Sendable, Hashable, CaseIterable {
    /// A background only while the user interacts: never in Diorama.
    case automatic
    /// Always a translucent dark capsule behind the dots.
    case prominent
    /// Never a background.
    case minimal
  }

  /// The control's height, 26 points.
  public static let height: CGFloat = 26
  /// A dot's diameter, 8 points.
  public static let indicatorDiameter: CGFloat = 8
  /// The distance between the centres of neighbouring dots, 16 points.
  public static let indicatorSpacing: CGFloat = 16
  /// The space between the outer dots' slots and the control's ends, 12 points.
  public static let horizontalPadding: CGFloat = 12
  /// The colour of the current page's dot by default: opaque white.
  public static let defaultCurrentPageIndicatorColor = Color.white
  /// The colour of the other dots by default: translucent white.
  public static let defaultPageIndicatorColor = Color(white: 1, alpha: 0.3)

  private let content = View()
  private let capsule = View()
  private var dots: [View] = []
  private var storedPages = 0
  private var storedCurrent = 0

  /// The number of pages (and dots); 0 by default. A negative count is treated as 0, with a
  /// ``Warning/Kind/valueClamped`` warning.
  open var numberOfPages: Int {
    get { storedPages }
    set {
      var count = newValue
      if count < 0 {
        PageControl.warn("numberOfPages = \(newValue) is negative; 0 pages.")
        count = 0
      }
      guard count != storedPages else { return }
      storedPages = count
      storedCurrent = min(max(storedCurrent, 0), max(0, count - 1))
      rebuildDots()
      invalidateIntrinsicContentSize()
    }
  }

  /// The current page, pinned to `0...numberOfPages - 1` as UIKit documents it (silently, as
  /// UIKit does); 0 by default.
  open var currentPage: Int {
    get { storedCurrent }
    set {
      let pinned = min(max(newValue, 0), max(0, storedPages - 1))
      guard pinned != storedCurrent else { return }
      storedCurrent = pinned
      updateColors()
    }
  }

  /// Whether the control draws nothing when there is a single page; `false` by default.
  open var hidesForSinglePage = false {
    didSet { updateColors() }
  }

  /// The colour of the dots of the pages not shown; `nil` (the default) draws translucent white.
  open var pageIndicatorTintColor: Color? {
    didSet { updateColors() }
  }

  /// The colour of the current page's dot; `nil` (the default) draws opaque white.
  open var currentPageIndicatorTintColor: Color? {
    didSet { updateColors() }
  }

  /// The background; ``BackgroundStyle/automatic`` by default, which draws none here (there is
  /// no interaction to show it for).
  open var backgroundStyle: BackgroundStyle = .automatic {
    didSet { updateColors() }
  }

  /// Kept for source compatibility: there are no taps to defer.
  open var defersCurrentPageDisplay = false
  /// Kept for source compatibility: there is no scrubbing.
  open var allowsContinuousInteraction = true

  /// Creates a control with no pages.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    capsule.backgroundColor = Color(white: 0, alpha: 0.25)
    content.addSubview(capsule)
    addSubview(content)
    updateColors()
  }

  /// Creates a control with no pages and a zero frame.
  public convenience init() { self.init(frame: .zero) }

  /// The size a control needs to show `pageCount` dots: 16 points a dot plus 12 points at each
  /// end, 26 points tall (zero wide for no pages; a negative count counts as 0).
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    guard pageCount > 0 else { return CGSize(width: 0, height: PageControl.height) }
    return CGSize(
      width: CGFloat(pageCount) * PageControl.indicatorSpacing + 2 * PageControl.horizontalPadding,
      height: PageControl.height)
  }

  open override var intrinsicContentSize: CGSize { size(forNumberOfPages: storedPages) }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Kept for source compatibility: the shown page is always ``currentPage``.
  open func updateCurrentPageDisplay() {}

  /// The centre of a page's dot in the control's coordinates: the dots centred in the bounds,
  /// 16 points apart.
  public func indicatorCenter(forPage page: Int) -> CGPoint {
    let run = CGFloat(storedPages) * PageControl.indicatorSpacing
    let startX = (bounds.width - run) / 2 + PageControl.indicatorSpacing / 2
    return CGPoint(x: startX + CGFloat(page) * PageControl.indicatorSpacing, y: bounds.height / 2)
  }

  private func rebuildDots() {
    while dots.count > storedPages { dots.removeLast().removeFromSuperview() }
    while dots.count < storedPages {
      let dot = View()
      dot.layer.cornerRadius = PageControl.indicatorDiameter / 2
      content.addSubview(dot)
      dots.append(dot)
    }
    View.performWithoutAnimation {
      updateColors()
      layoutDots()
    }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutDots()
  }

  private func layoutDots() {
    content.frame = CGRect(origin: .zero, size: bounds.size)
    let d = PageControl.indicatorDiameter
    for (page, dot) in dots.enumerated() {
      let centre = indicatorCenter(forPage: page)
      dot.frame = CGRect(x: centre.x - d / 2, y: centre.y - d / 2, width: d, height: d)
    }
    let size = size(forNumberOfPages: storedPages)
    capsule.frame = CGRect(
      x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2, width: size.width,
      height: size.height)
    capsule.layer.cornerRadius = size.height / 2
  }

  override func stateDidChange() {
    View.performWithoutAnimation { updateColors() }
  }

  private func updateColors() {
    let hidden = hidesForSinglePage && storedPages == 1
    let other = pageIndicatorTintColor ?? PageControl.defaultPageIndicatorColor
    let current = currentPageIndicatorTintColor ?? PageControl.defaultCurrentPageIndicatorColor
    for (page, dot) in dots.enumerated() {
      dot.backgroundColor = page == storedCurrent ? current : other
      dot.isHidden = hidden
    }
    capsule.isHidden = hidden || backgroundStyle != .prominent || storedPages == 0
    content.alpha = isEnabled ? 1 : 0.5
  }

  static func warn(_ message: String) {
    Diagnostics.report(Warning(.valueClamped, "PageControl: " + message))
  }

  open override var description: String {
    String(super.description.dropLast()) + "; currentPage = \(storedCurrent); numberOfPages = \(storedPages)>"
  }
}
