import Diorama
import Foundation
import Testing

/// UIScrollView's documented geometry: the content offset is the bounds' origin, constraints to
/// the scroll view's edges attach to the content, the safe area adjusts the content inset.
@Suite struct ScrollViewTests {
  /// A 200 × 300 scroll view over 1,000 points of content with a red band at y 500…600.
  func redBandScene() throws -> (Scene, ScrollView) {
    let scene = try Scene(size: CGSize(width: 200, height: 300))
    let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    scroll.contentSize = CGSize(width: 200, height: 1000)
    let band = View(frame: CGRect(x: 0, y: 500, width: 200, height: 100))
    band.backgroundColor = .red
    scroll.addSubview(band)
    scene.rootView.addSubview(scroll)
    return (scene, scroll)
  }

  /// The rows of column x = 100 that are red.
  func redRows(_ image: Image) -> ClosedRange<Int>? {
    let rows = (0..<image.height).filter { image[x: 100, y: $0] == RGBA8(r: 255, g: 0, b: 0, a: 255) }
    guard let first = rows.first, let last = rows.last else { return nil }
    return first...last
  }

  @Test func theVisibleRegionIsTheBoundsAtTheContentOffset() throws {
    let (scene, scroll) = try redBandScene()
    #expect(redRows(try scene.renderImage()) == nil)
    scroll.contentOffset = CGPoint(x: 0, y: 450)
    #expect(scroll.bounds.origin == CGPoint(x: 0, y: 450))
    // 500 − 450 = 50 to 600 − 450 = 150.
    #expect(redRows(try scene.renderImage()) == 50...149)
    scroll.contentOffset = CGPoint(x: 0, y: 700)
    #expect(redRows(try scene.renderImage()) == nil)
  }

  @Test func anAnimatedScrollEasesOnTheClock() throws {
    let (scene, scroll) = try redBandScene()
    scene.clock = try Clock(framesPerSecond: 20)
    _ = try scene.frame(at: 0)
    scroll.setContentOffset(CGPoint(x: 0, y: 400), animated: true)
    #expect(scroll.contentOffset.y == 400)
    // Ease in-out is symmetric: half way through its 0.3 s, the offset is half way (200).
    // Committed on frame 1 (0.05 s), so frame 4 (0.2 s) is 0.15 s in.
    let bounds = { (frame: Int) throws -> CGFloat in
      try #require(try scene.frame(at: frame).root.sublayers.first).bounds.minY
    }
    #expect(abs(try bounds(4) - 200) < 1e-6)
    #expect(try bounds(7) == 400)
  }

  @Test func edgeConstraintsAttachToTheContentAndSizeIt() throws {
    let scene = try Scene(size: CGSize(width: 320, height: 480))
    let scroll = ScrollView()
    scroll.translatesAutoresizingMaskIntoConstraints = false
    scene.rootView.addSubview(scroll)
    let content = View()
    content.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(content)
    LayoutConstraint.activate([
      scroll.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: scene.rootView.trailingAnchor),
      scroll.topAnchor.constraint(equalTo: scene.rootView.topAnchor),
      scroll.bottomAnchor.constraint(equalTo: scene.rootView.bottomAnchor),
      // The classic vertical-scrolling recipe: edges to the scroll view, width to its width.
      content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
      content.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 10),
      content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor, constant: -20),
      content.widthAnchor.constraint(equalTo: scroll.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 1500),
    ])
    scene.layoutIfNeeded()
    #expect(scroll.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(content.frame == CGRect(x: 0, y: 10, width: 320, height: 1500))
    #expect(scroll.contentSize == CGSize(width: 320, height: 1530))
    // Scrolling does not move content in the content's coordinates.
    scroll.contentOffset = CGPoint(x: 0, y: 300)
    scene.layoutIfNeeded()
    #expect(content.frame.minY == 10)
  }

  @Test func theGuidesSayTheSameExplicitly() throws {
    let scene = try Scene(size: CGSize(width: 320, height: 480))
    let scroll = ScrollView(frame: scene.rootView.bounds)
    scene.rootView.addSubview(scroll)
    let content = View()
    let header = View()
    for view in [content, header] {
      view.translatesAutoresizingMaskIntoConstraints = false
      scroll.addSubview(view)
    }
    let contentGuide = scroll.contentLayoutGuide
    let frameGuide = scroll.frameLayoutGuide
    LayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: contentGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: contentGuide.trailingAnchor),
      content.topAnchor.constraint(equalTo: contentGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: contentGuide.bottomAnchor),
      content.widthAnchor.constraint(equalTo: frameGuide.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 2000),
      // A header that stays put: pinned to the frame, not the content.
      header.topAnchor.constraint(equalTo: frameGuide.topAnchor),
      header.leadingAnchor.constraint(equalTo: frameGuide.leadingAnchor),
      header.widthAnchor.constraint(equalTo: frameGuide.widthAnchor),
      header.heightAnchor.constraint(equalToConstant: 44),
    ])
    scene.layoutIfNeeded()
    #expect(scroll.contentSize == CGSize(width: 320, height: 2000))
    scroll.contentOffset = CGPoint(x: 0, y: 250)
    scene.layoutIfNeeded()
    // In the content's coordinates the header follows the offset, so it stays on screen.
    #expect(header.frame == CGRect(x: 0, y: 250, width: 320, height: 44))
    #expect(frameGuide.layoutFrame == CGRect(x: 0, y: 250, width: 320, height: 480))
  }

  @Test func theSafeAreaAdjustsTheContentInsetAndTheStartingOffset() throws {
    let scene = try Scene(device: .iPhone15)
    let scroll = ScrollView(frame: scene.rootView.bounds)
    scroll.contentSize = CGSize(width: 393, height: 3000)
    scene.rootView.addSubview(scroll)
    scene.layoutIfNeeded()
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    // Resting at the top: the content's first point sits just below the status bar.
    #expect(scroll.contentOffset == CGPoint(x: 0, y: -59))
    scroll.contentInsetAdjustmentBehavior = .never
    scene.layoutIfNeeded()
    #expect(scroll.adjustedContentInset == .zero)
    #expect(scroll.contentOffset == .zero)
    scroll.contentInsetAdjustmentBehavior = .scrollableAxes
    scroll.contentSize = CGSize(width: 393, height: 100)
    #expect(scroll.adjustedContentInset == .zero)
    scroll.alwaysBounceVertical = true
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
  }

  @Test func contentDoesNotInheritTheInsetsTheScrollViewAdjustsFor() throws {
    let scene = try Scene(device: .iPhone15)
    let scroll = ScrollView(frame: scene.rootView.bounds)
    scroll.contentSize = CGSize(width: 393, height: 3000)
    let content = View(frame: CGRect(x: 0, y: 0, width: 393, height: 3000))
    scroll.addSubview(content)
    scene.rootView.addSubview(scroll)
    scene.layoutIfNeeded()
    // The scroll view turned the status bar and home indicator into content inset.
    #expect(content.safeAreaInsets == .zero)
    scroll.contentInsetAdjustmentBehavior = .never
    scene.layoutIfNeeded()
    // Not adjusted: the content at 0…3000 covers the status bar (59) and runs past the home
    // indicator's edge at 852 − 34 = 818, to 3000.
    #expect(content.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 3000 - 818, right: 0))
  }

  @Test func scrollRectToVisibleScrollsAsLittleAsNeeded() {
    let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    scroll.contentSize = CGSize(width: 200, height: 1000)
    // Below the visible 0…300: scroll until its bottom (700) is the bottom edge → 400.
    scroll.scrollRectToVisible(CGRect(x: 0, y: 650, width: 10, height: 50), animated: false)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 400))
    // Already visible (400…700): no change.
    scroll.scrollRectToVisible(CGRect(x: 0, y: 450, width: 10, height: 50), animated: false)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 400))
    // Above: its top becomes the top edge.
    scroll.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 50), animated: false)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 100))
    // Past the end: clamped to the last page, 1000 − 300.
    scroll.scrollRectToVisible(CGRect(x: 0, y: 990, width: 10, height: 200), animated: false)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 700))
  }

  @Test func theIndicatorShowsTheVisibleFractionWhileScrolling() throws {
    let (scene, scroll) = try redBandScene()
    scroll.flashScrollIndicators()
    let indicator = try #require(scroll.subviews.last { $0.frame.width == 3 })
    // Track: 300 − 2 × 3 = 294; visible fraction 300/1000 → 88.2 long, at the top.
    #expect(abs(indicator.frame.height - 88.2) < 1e-9)
    #expect(indicator.frame.origin == CGPoint(x: 200 - 3 - 3, y: 3))
    scroll.contentOffset = CGPoint(x: 0, y: 700)
    // At the end: 700 + 3 + (294 − 88.2).
    #expect(abs(indicator.frame.minY - (700 + 3 + 294 - 88.2)) < 1e-9)
    _ = scene
  }

  @Test func badValuesAreIgnoredWithWarnings() {
    let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scroll.contentSize = CGSize(width: 100, height: 400)
    let warnings = Diagnostics.capture {
      scroll.contentSize = CGSize(width: CGFloat.nan, height: 10)
      scroll.contentSize = CGSize(width: -1, height: 10)
      scroll.contentOffset = CGPoint(x: 0, y: CGFloat.infinity)
      scroll.setContentOffset(CGPoint(x: CGFloat.nan, y: 0), animated: true)
      scroll.contentInset = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
      scroll.contentInset = EdgeInsets(top: -10, left: 0, bottom: 0, right: 0)
      scroll.addSubview(scroll)
    }
    #expect(warnings.count == 7)
    #expect(scroll.contentSize == CGSize(width: 100, height: 400))
    #expect(scroll.contentOffset == .zero)
    #expect(scroll.contentInset.top == -10)
    #expect(scroll.superview == nil)
  }
}
