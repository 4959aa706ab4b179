import Diorama
import Foundation
import Testing

/// Safe areas on device presets. The device figures are the ones UIKit reports on iOS 17
/// (Apple's published screen sizes; safe-area insets as printed by `view.safeAreaInsets` in the
/// iOS simulator): iPhone 15 portrait 393 × 852 with insets (59, 0, 34, 0), landscape
/// (0, 59, 21, 59); iPhone SE 375 × 667 with a 20-point status bar; iPad 11-inch 834 × 1194 with
/// (24, 0, 20, 0). Expected frames are those numbers combined by hand.
@Suite struct SafeAreaTests {
  @Test func devicePresetsGiveTheRootItsInsets() throws {
    let portrait = try Scene(device: .iPhone15)
    #expect(portrait.size == CGSize(width: 393, height: 852))
    #expect(portrait.scale == 3)
    #expect(portrait.rootView.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let landscape = try Scene(device: .iPhone15, orientation: .landscape)
    #expect(landscape.size == CGSize(width: 852, height: 393))
    #expect(landscape.rootView.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    #expect(try Scene(device: .iPhoneSE).rootView.safeAreaInsets.top == 20)
    #expect(try Scene(device: .iPad11, orientation: .landscape).size == CGSize(width: 1194, height: 834))
    #expect(try Scene(size: CGSize(width: 100, height: 100)).rootView.safeAreaInsets == .zero)
  }

  @Test func aSubviewsInsetsAreTheUnsafePartsItCovers() throws {
    let scene = try Scene(device: .iPhone15)
    let header = View(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
    let middle = View(frame: CGRect(x: 20, y: 100, width: 353, height: 500))
    let footer = View(frame: CGRect(x: 0, y: 800, width: 393, height: 52))
    let inFooter = View(frame: CGRect(x: 10, y: 10, width: 100, height: 42))
    for view in [header, middle, footer] { scene.rootView.addSubview(view) }
    footer.addSubview(inFooter)
    #expect(header.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
    #expect(middle.safeAreaInsets == .zero)
    // The footer spans 800…852; the safe area ends at 852 − 34 = 818.
    #expect(footer.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    // Inside the footer at 810…852 in the root: 818 − 810 = 8 safe, 34 unsafe.
    #expect(inFooter.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
  }

  @Test func theSafeAreaGuideFollowsTheInsets() throws {
    let scene = try Scene(device: .iPhone15, orientation: .landscape)
    let content = View()
    content.translatesAutoresizingMaskIntoConstraints = false
    scene.rootView.addSubview(content)
    let guide = scene.rootView.safeAreaLayoutGuide
    LayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      content.topAnchor.constraint(equalTo: guide.topAnchor),
      content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    scene.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 59, y: 0, width: 852 - 118, height: 393 - 21))
    #expect(guide.layoutFrame == content.frame)
  }

  @Test func aNestedViewsGuideSettlesAfterItsFrameIsSolved() throws {
    // The card is placed by constraints, so its safe area is known only after a solve; the
    // label pinned to the card's safe area must still land below the status bar.
    let scene = try Scene(device: .iPhone15)
    let card = View()
    card.translatesAutoresizingMaskIntoConstraints = false
    scene.rootView.addSubview(card)
    let title = View()
    title.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(title)
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: scene.rootView.trailingAnchor),
      card.topAnchor.constraint(equalTo: scene.rootView.topAnchor),
      card.heightAnchor.constraint(equalToConstant: 200),
      title.topAnchor.constraint(equalTo: card.safeAreaLayoutGuide.topAnchor, constant: 8),
      title.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
      title.widthAnchor.constraint(equalToConstant: 100),
      title.heightAnchor.constraint(equalToConstant: 20),
    ])
    scene.layoutIfNeeded()
    #expect(title.frame == CGRect(x: 8, y: 67, width: 100, height: 20))
    // Margins count from the safe area: the card's top margin guide starts at 59 + 8.
    #expect(card.layoutMarginsGuide.layoutFrame.minY == 67)
  }

  @Test func pinReadsTheSameInsets() throws {
    let scene = try Scene(device: .iPhone15)
    let view = View(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    scene.rootView.addSubview(view)
    #expect(view.pin.safeArea == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
  }

  @Test func preservedSuperviewMarginsReachIntoAnEdgeToEdgeChild() {
    let parent = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    parent.layoutMargins = EdgeInsets(all: 30)
    let child = View(frame: CGRect(x: 10, y: 0, width: 290, height: 100))
    parent.addSubview(child)
    #expect(child.effectiveLayoutMargins == EdgeInsets(all: 8))
    child.preservesSuperviewLayoutMargins = true
    // 30 − 10 on the left, 30 − 0 on top and right, 30 − 200 < 8 at the bottom.
    #expect(child.effectiveLayoutMargins == EdgeInsets(top: 30, left: 20, bottom: 8, right: 30))
  }

  @Test func theReadableGuideIsAtMost672PointsWideAndCentred() throws {
    let scene = try Scene(device: .iPad11, orientation: .landscape)
    let guide = scene.rootView.readableContentGuide
    scene.layoutIfNeeded()
    #expect(guide.layoutFrame.width == 672)
    #expect(guide.layoutFrame.midX == CGFloat(1194) / 2)
    // The root's margins are 8 and its safe area starts at 24, so the guide starts at 32.
    #expect(guide.layoutFrame.minY == 32)
    let phone = try Scene(device: .iPhone15)
    let narrow = phone.rootView.readableContentGuide
    phone.layoutIfNeeded()
    #expect(narrow.layoutFrame.width == CGFloat(393 - 16))
  }

  @Test func invalidSceneInsetsAreIgnoredWithAWarning() throws {
    let scene = try Scene(device: .iPhone15)
    let warnings = Diagnostics.capture {
      scene.safeAreaInsets = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
      scene.safeAreaInsets = EdgeInsets(top: -4, left: 0, bottom: 0, right: 0)
    }
    #expect(warnings.count == 2)
    #expect(scene.rootView.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    scene.safeAreaInsets = .zero
    #expect(scene.rootView.safeAreaInsets == .zero)
  }
}
