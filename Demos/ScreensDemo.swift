import Diorama
import Foundation

/// A real screen at iPhone 15 size: a navigation controller's scrolling article under the bar,
/// with multi-line labels, a picture and a self-sizing feed of Auto Layout cells, scrolled on
/// the clock.
public struct ScreensDemo: Demo {
  public init() {}
  public var id: String { "screens" }
  public var title: String { "A scrolling article on an iPhone 15" }
  public var summary: String {
    "A view controller's scroll view under the status bar and home indicator: an article of wrapping"
      + " labels and a picture, then a feed of self-sizing cells, all Auto Layout, scrolled through on the clock."
  }
  public var size: CGSize { Device.iPhone15.portraitSize }
  public var duration: Double { Self.scrolls.last!.start + Self.scrolls.last!.duration + 1 }

  /// When each scroll starts, how long it takes, and the fraction of the scrollable range it
  /// ends at.
  static let scrolls: [(start: Double, duration: Double, to: CGFloat)] = [
    (1.0, 2.0, 0.45), (3.8, 2.0, 1.0), (6.6, 1.6, 0),
  ]

  public func makeScene(scale: CGFloat) throws -> Scene {
    let scene = try Scene(device: .iPhone15, scale: scale)
    let journal = ViewController()
    journal.title = "Journal"
    let navigation = NavigationController(rootViewController: journal)
    let article = ArticleViewController()
    article.title = "Field Notes"
    article.navigationItem.rightBarButtonItem = BarButtonItem(title: "Share")
    navigation.pushViewController(article, animated: false)
    scene.rootViewController = navigation
    StatusBar.install(in: scene)
    for scroll in Self.scrolls {
      try scene.schedule(at: scroll.start) {
        article.scroll(toFraction: scroll.to, duration: scroll.duration)
      }
    }
    return scene
  }
}

/// An article screen as an iOS app writes it: a scroll view pinned to the view, a stack of
/// content pinned to the scroll view's content guide and as wide as its frame.
public final class ArticleViewController: ViewController {
  /// The scroll view that fills the screen.
  public let scrollView = ScrollView()
  private let content = StackView()

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    content.axis = .vertical
    content.spacing = 12
    content.isLayoutMarginsRelativeArrangement = true
    content.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 20, bottom: 24, trailing: 20)
    content.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(content)
    LayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
    ])
    buildArticle()
    buildFeed()
  }

  /// Scrolls to a fraction of the scrollable range, with the indicator showing.
  public func scroll(toFraction fraction: CGFloat, duration: TimeInterval) {
    let inset = scrollView.adjustedContentInset
    let top = -inset.top
    let bottom = scrollView.contentSize.height + inset.bottom - scrollView.bounds.height
    let target = CGPoint(x: 0, y: top + (max(top, bottom) - top) * fraction)
    scrollView.flashScrollIndicators()
    View.animate(withDuration: duration, delay: 0, options: .curveEaseInOut) {
      self.scrollView.contentOffset = target
    }
  }

  private func label(_ text: String, _ font: Font, _ color: Color = .label) -> Label {
    let label = Label(text: text, font: font)
    label.textColor = color
    label.numberOfLines = 0
    return label
  }

  private func buildArticle() {
    let kicker = label("FIELD NOTES", .systemFont(ofSize: 13, weight: .semibold), .systemOrange)
    let title = label(
      "The evening the hills turned orange, and what the light was doing",
      .systemFont(ofSize: 30, weight: .bold))
    let byline = label("By Ana Lindqvist · 6 min read", .systemFont(ofSize: 15), .secondaryLabel)
    let picture = ImageView(image: LandscapePicture.image(scale: 4))
    picture.contentMode = .scaleAspectFill
    picture.clipsToBounds = true
    picture.layer.cornerRadius = 12
    picture.translatesAutoresizingMaskIntoConstraints = false
    picture.heightAnchor.constraint(equalTo: picture.widthAnchor, multiplier: 10.0 / 16.0).isActive = true
    let caption = label(
      "Sunset over the coast, drawn with shape and gradient layers.", .systemFont(ofSize: 13), .secondaryLabel
    )
    for view in [kicker, title, byline, picture, caption] { content.addArrangedSubview(view) }
    content.setCustomSpacing(4, after: kicker)
    content.setCustomSpacing(16, after: byline)
    content.setCustomSpacing(6, after: picture)
    let paragraphs = [
      "By six the wind had dropped and the light went long and low across the water. Everything it touched"
        + " — the dry grass, the rocks, the backs of the gulls — came up the same warm orange, as if the whole"
        + " coast had been dipped in it.",
      "Photographers call it the golden hour, but it is really a matter of geometry: the sun's light crosses"
        + " more air near the horizon, the blue is scattered away, and what reaches the hills is mostly red"
        + " and yellow.",
      "Every label on this screen wraps at the width Auto Layout gives it, as UIKit's do: nothing here sets"
        + " a preferred width by hand.",
    ]
    for paragraph in paragraphs { content.addArrangedSubview(label(paragraph, .systemFont(ofSize: 17))) }
  }

  private func buildFeed() {
    let heading = label("Comments", .systemFont(ofSize: 22, weight: .bold))
    content.addArrangedSubview(heading)
    content.setCustomSpacing(20, after: content.arrangedSubviews[content.arrangedSubviews.count - 2])
    let comments: [(String, String, Color)] = [
      ("Maya", "That second paragraph is exactly how it looked from the pier.", .systemBlue),
      (
        "Jonas",
        "Lovely piece. The bit about the blue being scattered away finally made Rayleigh scattering click for"
          + " me — and the gulls, too.", .systemGreen
      ),
      ("Priya", "Saving this for the next trip.", .systemPink),
      (
        "Tom",
        "Does anyone know which beach this is? The curve of the hills looks like the one north of the"
          + " harbour, but the light makes everything look different.", .systemIndigo
      ),
    ]
    for (name, text, color) in comments {
      content.addArrangedSubview(CommentCell(name: name, text: text, color: color))
    }
  }
}

/// A feed cell built with anchors: an avatar, a name, and a body that wraps; its height comes
/// from its content.
final class CommentCell: View {
  init(name: String, text: String, color: Color) {
    super.init(frame: .zero)
    backgroundColor = .secondarySystemBackground
    layer.cornerRadius = 14
    let avatar = View()
    avatar.backgroundColor = color
    avatar.layer.cornerRadius = 18
    let initial = Label(text: String(name.prefix(1)), font: .systemFont(ofSize: 17, weight: .semibold))
    initial.textColor = .white
    initial.textAlignment = .center
    let nameLabel = Label(text: name, font: .systemFont(ofSize: 15, weight: .semibold))
    let body = Label(text: text, font: .systemFont(ofSize: 15))
    body.numberOfLines = 0
    for view in [avatar, initial, nameLabel, body] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    LayoutConstraint.activate([
      avatar.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
      avatar.topAnchor.constraint(equalTo: topAnchor, constant: 12),
      avatar.widthAnchor.constraint(equalToConstant: 36),
      avatar.heightAnchor.constraint(equalToConstant: 36),
      avatar.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: -12),
      initial.centerXAnchor.constraint(equalTo: avatar.centerXAnchor),
      initial.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
      nameLabel.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
      nameLabel.topAnchor.constraint(equalTo: avatar.topAnchor),
      nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -12),
      body.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
      body.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 2),
      body.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
      body.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
    ])
  }
}

/// iOS's status bar as drawn over a screen: the time, the Dynamic Island, the battery.
enum StatusBar {
  static func install(in scene: Scene) {
    let height = scene.statusBarHeight
    // Transparent: the navigation bar's background reaches up behind it.
    let bar = View(frame: CGRect(x: 0, y: 0, width: scene.size.width, height: height))
    let time = Label(text: "9:41", font: .systemFont(ofSize: 17, weight: .semibold))
    time.sizeToFit()
    time.center = CGPoint(x: 64, y: height / 2 + 4)
    let island = View(frame: CGRect(x: (scene.size.width - 126) / 2, y: 11, width: 126, height: 37))
    island.backgroundColor = .black
    island.layer.cornerRadius = 18.5
    let battery = View(frame: CGRect(x: scene.size.width - 60, y: height / 2 - 2, width: 25, height: 12))
    battery.layer.borderColor = Color.label.withAlphaComponent(0.4)
    battery.layer.borderWidth = 1
    battery.layer.cornerRadius = 3.5
    let charge = View(frame: CGRect(x: 2, y: 2, width: 19, height: 8))
    charge.backgroundColor = .label
    charge.layer.cornerRadius = 1.5
    battery.addSubview(charge)
    for view in [time, island, battery] { bar.addSubview(view) }
    scene.rootView.addSubview(bar)
  }
}
