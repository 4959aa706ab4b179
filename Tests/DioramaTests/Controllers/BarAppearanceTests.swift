import Foundation
import Testing

@testable import Diorama

/// The bars' appearances and iOS 15's scroll-edge rule, checked in rendered pixels. Expected
/// colours are worked out by hand from source-over compositing: the chrome material is a blur
/// of what is behind (a uniform red here, so the blur is red) under white 0.97 at 78 %, so over
/// pure red a standard bar is (0.97·0.78 + 0.22, 0.97·0.78, 0.97·0.78) = (0.977, 0.757, 0.757),
/// in bytes (249, 193, 193); a transparent bar shows the red itself.
@Suite struct BarAppearanceTests {
  static let red = Color(red: 1, green: 0, blue: 0)
  static let standardOverRed = (r: 249, g: 193, b: 193)

  /// A controller whose view is a tall scroll view of pure red.
  final class ListController: ViewController {
    let scroll = ScrollView()
    override func loadView() { view = scroll }
    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Inbox"
      scroll.backgroundColor = BarAppearanceTests.red
      scroll.contentSize = CGSize(width: 393, height: 3000)
    }
  }

  /// A navigation controller with a large title over a `ListController` on an iPhone 15 at 1×,
  /// 30 frames a second.
  static func makeScene() throws -> (Scene, NavigationController, ListController) {
    let scene = try Scene(device: .iPhone15, scale: 1)
    scene.clock = try Clock(framesPerSecond: 30)
    let list = ListController()
    let navigation = NavigationController(rootViewController: list)
    navigation.navigationBar.prefersLargeTitles = true
    scene.rootViewController = navigation
    scene.layoutIfNeeded()
    return (scene, navigation, list)
  }

  /// The pixel at (300, 130): inside the large-title band (59…155), clear of the title.
  static func barPixel(_ scene: Scene, _ renderer: Renderer, frame: Int) throws -> RGBA8 {
    renderer.draw(try scene.frame(at: frame))
    return try #require(renderer.makeImage(scale: 1).pixel(x: 300, y: 130))
  }

  static func isStandard(_ pixel: RGBA8) -> Bool {
    abs(Int(pixel.r) - standardOverRed.r) <= 2 && abs(Int(pixel.g) - standardOverRed.g) <= 2
      && abs(Int(pixel.b) - standardOverRed.b) <= 2
  }

  static func isRed(_ pixel: RGBA8) -> Bool { pixel.r == 255 && pixel.g == 0 && pixel.b == 0 }

  @Test func aLargeTitleOverContentAtItsTopDrawsNoBackground() throws {
    let (scene, navigation, list) = try Self.makeScene()
    // The scroll view rests at minus its adjusted top inset: 59 + 44 + 52 = 155.
    #expect(list.scroll.adjustedContentInset.top == 155)
    #expect(list.scroll.contentOffset.y == -155)
    #expect(navigation.navigationBar.resolvedAppearance().atEdge)
    let renderer = try scene.makeRenderer()
    #expect(Self.isRed(try Self.barPixel(scene, renderer, frame: 0)))
  }

  @Test func scrollingUnderTheBarFadesTheMaterialIn() throws {
    let (scene, navigation, list) = try Self.makeScene()
    try scene.schedule(at: 0.5) { list.scroll.contentOffset.y = 300 }
    let renderer = try scene.makeRenderer()
    // Frame 15 runs the scroll; a change committed there shows from frame 15 + 0.2 s · 30 = 21.
    #expect(Self.isRed(try Self.barPixel(scene, renderer, frame: 15)))
    let halfway = try Self.barPixel(scene, renderer, frame: 18)
    #expect(halfway.g > 10 && halfway.g < 183, "\(halfway)")
    let scrolled = try Self.barPixel(scene, renderer, frame: 21)
    #expect(Self.isStandard(scrolled), "\(scrolled)")
    #expect(!navigation.navigationBar.resolvedAppearance().atEdge)
  }

  @Test func anAnimatedScrollBackSwitchesWhenItArrives() throws {
    let (scene, _, list) = try Self.makeScene()
    list.scroll.contentOffset.y = 300
    try scene.schedule(at: 1) {
      View.animate(withDuration: 1) { list.scroll.contentOffset.y = -155 }
    }
    let renderer = try scene.makeRenderer()
    // Scrolled before the first frame: the bar starts with its standard appearance, no fade.
    #expect(Self.isStandard(try Self.barPixel(scene, renderer, frame: 0)))
    // The scroll ends at 2 s (frame 60); the fade starts then and ends at 2.2 s (frame 66).
    #expect(Self.isStandard(try Self.barPixel(scene, renderer, frame: 58)))
    #expect(Self.isRed(try Self.barPixel(scene, renderer, frame: 67)))
  }

  @Test func theHairlineIsBlackAt30PercentUnderAScrolledBar() throws {
    let scene = try Scene(device: .iPhone15, scale: 3)
    let list = ListController()
    let navigation = NavigationController(rootViewController: list)
    navigation.navigationBar.prefersLargeTitles = true
    scene.rootViewController = navigation
    list.scroll.contentOffset.y = 300
    let image = try scene.renderImage()
    // The bar ends at 155 points: pixel row 465 is the one-pixel hairline, black at 0.3 over the
    // red behind it: (0.7, 0, 0) → (179, 0, 0). The row below it is the content, red.
    let hairline = try #require(image.pixel(x: 900, y: 465))
    #expect(abs(Int(hairline.r) - 179) <= 1 && hairline.g == 0, "\(hairline)")
    #expect(Self.isRed(try #require(image.pixel(x: 900, y: 466))))
  }

  @Test func anItemsScrollEdgeAppearanceWinsOverTheBars() throws {
    let (scene, navigation, list) = try Self.makeScene()
    let bar = NavigationBarAppearance()
    bar.configureWithOpaqueBackground()
    bar.backgroundColor = Color(red: 0, green: 0, blue: 1)
    navigation.navigationBar.scrollEdgeAppearance = bar
    #expect(Self.pixel(scene) == RGBA8(r: 0, g: 0, b: 255, a: 255))
    let item = NavigationBarAppearance()
    item.configureWithOpaqueBackground()
    item.backgroundColor = Color(red: 0, green: 1, blue: 0)
    list.navigationItem.scrollEdgeAppearance = item
    #expect(Self.pixel(scene) == RGBA8(r: 0, g: 255, b: 0, a: 255))
    // A nil item appearance falls back to the bar's again.
    list.navigationItem.scrollEdgeAppearance = nil
    #expect(Self.pixel(scene) == RGBA8(r: 0, g: 0, b: 255, a: 255))
  }

  static func pixel(_ scene: Scene) -> RGBA8? {
    scene.layoutIfNeeded()
    return (try? scene.renderImage())?.pixel(x: 300, y: 130)
  }

  @Test func appearancesAreCopiedOnAssignment() throws {
    let bar = NavigationBar()
    let appearance = NavigationBarAppearance()
    appearance.backgroundColor = .systemRed
    appearance.titleTextAttributes = [.foregroundColor: Color.systemBlue]
    bar.standardAppearance = appearance
    appearance.backgroundColor = .systemGreen
    #expect(bar.standardAppearance !== appearance)
    #expect(bar.standardAppearance.backgroundColor == .systemRed)
    #expect(bar.standardAppearance.titleTextAttributes[.foregroundColor] as? Color == .systemBlue)
    let item = NavigationItem(title: "A")
    item.standardAppearance = appearance
    appearance.backgroundColor = .systemPink
    #expect(item.standardAppearance?.backgroundColor == .systemGreen)
    let tabs = TabBar()
    let tabAppearance = TabBarAppearance()
    tabAppearance.stackedLayoutAppearance.selected.iconColor = .systemPink
    tabs.standardAppearance = tabAppearance
    tabAppearance.stackedLayoutAppearance.selected.iconColor = .systemTeal
    #expect(tabs.standardAppearance.stackedLayoutAppearance.selected.iconColor == .systemPink)
    // A copy keeps its class.
    let copy: BarAppearance = TabBarAppearance(barAppearance: tabAppearance)
    #expect(copy is TabBarAppearance)
  }

  @Test func theThreeConfigurationsSetUIKitsValues() {
    let appearance = BarAppearance()
    #expect(appearance.backgroundEffect == BlurEffect(style: .systemChromeMaterial))
    #expect(appearance.backgroundColor == nil && appearance.shadowColor == Color(white: 0, alpha: 0.3))
    appearance.configureWithOpaqueBackground()
    #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == .systemBackground)
    #expect(appearance.shadowColor == Color(white: 0, alpha: 0.3))
    appearance.configureWithTransparentBackground()
    #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == nil)
    #expect(appearance.shadowColor == nil && appearance.shadowImage == nil)
  }

  @Test func aLegacyBarTintColorIsTheStandardBackgroundOnly() throws {
    let (scene, navigation, list) = try Self.makeScene()
    navigation.navigationBar.barTintColor = Color(red: 0, green: 0, blue: 1)
    // iOS 15's rule: at the scroll edge the bar is still transparent…
    #expect(Self.isRed(try #require(Self.pixel(scene))))
    // …and over scrolled content it is the tint, opaque over the blur.
    list.scroll.contentOffset.y = 300
    #expect(Self.pixel(scene) == RGBA8(r: 0, g: 0, b: 255, a: 255))
  }

  @Test func aTabBarIsTransparentOverAScreenWithoutAScrollViewAndMaterialOverALongList() throws {
    let scene = try Scene(device: .iPhone15, scale: 1)
    let plain = ViewController()
    let list = ListController()
    let tabs = TabBarController()
    tabs.viewControllers = [plain, list]
    scene.rootViewController = tabs
    plain.view.backgroundColor = Self.red
    // The tab bar spans 852 − 83 = 769 to 852; (200, 845) is below its items.
    #expect(Self.isRed(try #require(try scene.renderImage().pixel(x: 200, y: 845))))
    tabs.selectedIndex = 1
    scene.layoutIfNeeded()
    let overList = try #require(try scene.renderImage().pixel(x: 200, y: 845))
    #expect(Self.isStandard(overList), "\(overList)")
    // Scrolled to its end, the list's last point is above the bar: scroll-edge again.
    list.scroll.contentOffset.y = 3000 + list.scroll.adjustedContentInset.bottom - 852
    scene.layoutIfNeeded()
    #expect(Self.isRed(try #require(try scene.renderImage().pixel(x: 200, y: 845))))
  }

  @Test func aChosenContentScrollViewOrNoneDecides() throws {
    let (scene, navigation, list) = try Self.makeScene()
    list.scroll.contentOffset.y = 300
    scene.layoutIfNeeded()
    #expect(!navigation.navigationBar.resolvedAppearance().atEdge)
    list.setContentScrollView(nil, for: .top)
    scene.layoutIfNeeded()
    #expect(navigation.navigationBar.resolvedAppearance().atEdge)
    #expect(list.contentScrollView(for: .top) == nil && list.contentScrollView(for: .bottom) === list.scroll)
  }

  @Test func aBarOutsideAContainerShowsItsStandardAppearance() {
    let bar = NavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    #expect(!bar.resolvedAppearance().atEdge)
    #expect(bar.resolvedAppearance().background == bar.standardAppearance.background)
  }

  @Test func nonFiniteOffsetsAreIgnoredWithAWarning() {
    let appearance = NavigationBarAppearance()
    let warnings = Diagnostics.capture {
      appearance.titlePositionAdjustment = Offset(horizontal: .nan, vertical: 2)
      TabBarAppearance().stackedLayoutAppearance.normal.badgePositionAdjustment = Offset(
        horizontal: 1, vertical: .infinity)
    }
    #expect(warnings.map(\.kind) == [.invalidGeometry, .invalidGeometry])
    #expect(appearance.titlePositionAdjustment == .zero)
  }

  @Test func titleAttributesSetTheTitlesFontAndColour() throws {
    let (scene, navigation, list) = try Self.makeScene()
    let appearance = NavigationBarAppearance()
    appearance.largeTitleTextAttributes = [
      .foregroundColor: Color.systemIndigo, .font: Font.systemFont(ofSize: 30, weight: .heavy),
    ]
    navigation.navigationBar.scrollEdgeAppearance = appearance
    scene.layoutIfNeeded()
    let title = try #require(
      navigation.navigationBar.subviews.compactMap { $0 as? Label }.first {
        $0.text == "Inbox" && !$0.isHidden
      })
    #expect(title.textColor == .systemIndigo && title.font == .systemFont(ofSize: 30, weight: .heavy))
    // Scrolled, the standard appearance's defaults: 34-point bold in the label colour.
    list.scroll.contentOffset.y = 300
    scene.layoutIfNeeded()
    #expect(title.textColor == .label && title.font == .systemFont(ofSize: 34, weight: .bold))
  }

  @Test func aLandscapePhoneUsesTheCompactAppearances() throws {
    let scene = try Scene(device: .iPhone15, orientation: .landscape, scale: 1)
    let list = ListController()
    let navigation = NavigationController(rootViewController: list)
    let compact = NavigationBarAppearance()
    compact.configureWithOpaqueBackground()
    compact.backgroundColor = .systemTeal
    navigation.navigationBar.compactAppearance = compact
    let compactEdge = NavigationBarAppearance()
    compactEdge.configureWithOpaqueBackground()
    compactEdge.backgroundColor = .systemOrange
    navigation.navigationBar.compactScrollEdgeAppearance = compactEdge
    scene.rootViewController = navigation
    scene.layoutIfNeeded()
    #expect(navigation.navigationBar.resolvedAppearance().background.color == .systemOrange)
    list.scroll.contentOffset.y = 300
    scene.layoutIfNeeded()
    #expect(navigation.navigationBar.resolvedAppearance().background.color == .systemTeal)
    // In portrait the standard appearance: the material.
    let portrait = try Scene(device: .iPhone15, scale: 1)
    let other = ListController()
    let tall = NavigationController(rootViewController: other)
    tall.navigationBar.compactAppearance = compact
    portrait.rootViewController = tall
    other.scroll.contentOffset.y = 300
    portrait.layoutIfNeeded()
    #expect(
      tall.navigationBar.resolvedAppearance().background.effect == BlurEffect(style: .systemChromeMaterial))
  }

  @Test func aToolbarFollowsTheEndOfItsContent() throws {
    let scene = try Scene(device: .iPhone15, scale: 1)
    let list = ListController()
    list.toolbarItems = [BarButtonItem(title: "Edit")]
    let navigation = NavigationController(rootViewController: list)
    navigation.isToolbarHidden = false
    let look = ToolbarAppearance()
    look.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: Color.systemPink]
    navigation.toolbar.standardAppearance = look
    scene.rootViewController = navigation
    scene.layoutIfNeeded()
    // 3000 points of content run under the toolbar: the standard appearance.
    #expect(!navigation.toolbar.resolvedAppearance().atEdge)
    let edit = try #require(
      navigation.toolbar.subviews.compactMap { $0 as? Label }.first { $0.text == "Edit" })
    #expect(edit.textColor == .systemPink)
    // Scrolled to the end, the content ends above the toolbar: transparent.
    list.scroll.contentOffset.y = 3000 + list.scroll.adjustedContentInset.bottom - 852
    scene.layoutIfNeeded()
    #expect(navigation.toolbar.resolvedAppearance().atEdge)
    #expect(navigation.toolbar.resolvedAppearance().background == .transparent)
  }
}
