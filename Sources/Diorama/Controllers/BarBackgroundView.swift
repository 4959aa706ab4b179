import Foundation

/// A bar's background, drawn from a ``BarAppearance``: the blur effect, the colour over it, the
/// image over that, and the shadow along the edge facing the content. Switching between
/// appearances as content scrolls cross-fades: the old drawing fades out as the new one fades
/// in, on the scene's clock.
final class BarBackgroundView: View {
  /// Where the shadow goes: below the view (a navigation bar's) or along its top (a tab bar's,
  /// a toolbar's).
  enum ShadowEdge {
    case below
    case top
  }

  /// One drawing of a style: what the two faces of the cross-fade are.
  private final class Face: View {
    let effect = VisualEffectView(effect: nil)
    let color = View()
    let image = ImageView(image: nil)
    let shadow = ImageView(image: nil)
    var shadowEdge = ShadowEdge.below

    override init(frame: CGRect) {
      super.init(frame: frame)
      for view in [effect, color, image, shadow] { addSubview(view) }
    }

    func draw(_ style: BarBackgroundStyle) {
      effect.effect = style.effect
      effect.isHidden = style.effect == nil
      color.backgroundColor = style.color
      image.image = style.image
      image.contentMode = style.imageContentMode
      image.isHidden = style.image == nil
      if let shadowImage = style.shadowImage {
        shadow.image = shadowImage
        shadow.tintColor = style.shadowColor
        shadow.backgroundColor = nil
      } else {
        shadow.image = nil
        shadow.backgroundColor = style.shadowColor
      }
      shadow.isHidden = style.shadowImage == nil && (style.shadowColor?.alpha ?? 0) == 0
      setNeedsLayout()
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      for view in [effect, color, image] { view.frame = bounds }
      let height = shadow.image?.size.height ?? BarBackgroundView.hairline
      let y = shadowEdge == .below ? bounds.height : 0
      shadow.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
    }
  }

  /// The shadow's thickness without an image: one pixel of an iPhone's 3× screen.
  static let hairline: CGFloat = 1.0 / 3

  /// How long a switch between appearances cross-fades, in seconds.
  static let fadeDuration: TimeInterval = 0.2

  private var faces: [Face] = [Face(), Face()]
  /// The style drawn (or being faded to).
  private(set) var style: BarBackgroundStyle?

  init(shadowEdge: ShadowEdge) {
    super.init(frame: .zero)
    for face in faces {
      face.shadowEdge = shadowEdge
      addSubview(face)
    }
    faces[1].alpha = 0
  }

  /// Whether the last style shown was the scroll-edge one (`nil` before the first), and the
  /// scroll view it followed.
  private var wasAtEdge: Bool?
  private weak var followedScrollView: ScrollView?
  /// Whether the content scrolled during a frame of the scene's clock since the last style was
  /// shown (not while the scene was built, or between renders outside the clock).
  private var scrolledOnTheClock = false

  /// The content scrolled: a switch it causes fades if the scene's clock is running.
  func contentDidScroll() {
    if layer.hostingScene?.clock.frameIndex != nil { scrolledOnTheClock = true }
  }

  /// Draws `style`, the scroll-edge appearance's when `atEdge`: at once the first time, when an
  /// appearance changes, when the bar follows another scroll view (another screen is shown) and
  /// when the content scrolled outside the scene's clock; with a cross-fade over
  /// ``fadeDuration`` seconds when `scrollView`'s content scrolled to or from the edge on the
  /// clock — at the end of an animated scroll that brings it to the edge.
  func show(_ style: BarBackgroundStyle, atEdge: Bool, following scrollView: ScrollView?) {
    let scrolled =
      wasAtEdge.map { $0 != atEdge } ?? false && scrollView === followedScrollView && scrolledOnTheClock
    wasAtEdge = atEdge
    followedScrollView = scrollView
    scrolledOnTheClock = false
    guard style != self.style else { return }
    let first = self.style == nil
    self.style = style
    guard scrolled, !first else {
      View.performWithoutAnimation {
        faces[0].draw(style)
        faces[0].alpha = 1
        faces[1].alpha = 0
      }
      return
    }
    faces.swapAt(0, 1)
    let (incoming, outgoing) = (faces[0], faces[1])
    View.performWithoutAnimation {
      incoming.draw(style)
      incoming.alpha = 0
      bringSubviewToFront(incoming)
    }
    let delay = atEdge ? scrollView?.remainingScrollAnimationTime ?? 0 : 0
    View.animate(
      withDuration: Self.fadeDuration, delay: delay, options: .curveEaseInOut,
      animations: {
        incoming.alpha = 1
        outgoing.alpha = 0
      })
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    for face in faces { face.frame = bounds }
  }
}

extension View {
  /// Whether the view is in a scene of compact height (an iPhone in landscape: wider than tall
  /// and under 500 points high), where bars use their compact appearances.
  var isInCompactHeightScene: Bool {
    guard let size = layer.hostingScene?.size else { return false }
    return size.width > size.height && size.height < 500
  }
}
