import Foundation

/// A spinner (UIKit's `UIActivityIndicatorView`) drawn as iOS 13 and later draw it: eight
/// rounded spokes around a centre, the leading spoke opaque and the ones behind it fading.
///
/// ``Style/medium`` is 20×20 points and ``Style/large`` 37×37 (``intrinsicContentSize``); the
/// spokes are drawn centred in the bounds. ``startAnimating()`` turns the spokes one step
/// (45°) every eighth of a second on the scene clock, a full turn a second, as iOS's spinner
/// steps; ``stopAnimating()`` stops them and, with ``hidesWhenStopped`` (the default), hides
/// the view, so a spinner that was never started is hidden, as in UIKit.
open class ActivityIndicatorView: View {
  /// The spinner's size (UIKit's `UIActivityIndicatorView.Style`).
  public enum Style: Sendable, Hashable {
    /// 20×20 points.
    case medium
    /// 37×37 points.
    case large

    /// The side of the square the spinner occupies.
    public var side: CGFloat { self == .medium ? 20 : 37 }
  }

  /// The number of spokes, 8.
  public static let spokeCount = 8
  /// The time of one full turn, in seconds.
  public static let revolutionDuration: TimeInterval = 1
  /// The key the spinning animation is added under on the spokes' layer.
  public static let spinAnimationKey = "spin"

  private let spokes = Layer()
  private var spokeLayers: [Layer] = []

  /// The size; ``Style/medium`` by default.
  open var style: Style {
    didSet {
      if style != oldValue {
        rebuildSpokes()
        invalidateIntrinsicContentSize()
      }
    }
  }

  /// The spokes' colour; ``Color/secondaryLabel``'s grey (60 60 67 at 60 %) by default.
  open var color: Color = .secondaryLabel {
    didSet { layoutSpokes() }
  }

  /// Whether the view hides itself when not animating; `true` by default.
  open var hidesWhenStopped = true {
    didSet { if !isAnimating { isHidden = hidesWhenStopped } }
  }

  /// Whether the spokes are turning.
  public private(set) var isAnimating = false

  /// Creates a stopped (so hidden) spinner of a style.
  public init(style: Style = .medium) {
    self.style = style
    super.init(frame: CGRect(origin: .zero, size: CGSize(width: style.side, height: style.side)))
    layer.addSublayer(spokes)
    rebuildSpokes()
    isHidden = true
  }

  /// Creates a stopped medium spinner in a frame.
  public override convenience init(frame: CGRect) {
    self.init(style: .medium)
    self.frame = frame
  }

  open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Shows the spinner and starts turning it on the scene clock.
  open func startAnimating() {
    guard !isAnimating else { return }
    isAnimating = true
    isHidden = false
    let spin = KeyframeAnimation(keyPath: "transform")
    spin.values = (0..<Self.spokeCount).map {
      Transform(rotationAngle: 2 * .pi * CGFloat($0) / CGFloat(Self.spokeCount))
    }
    spin.calculationMode = .discrete
    spin.duration = Self.revolutionDuration
    spin.repeatCount = .infinity
    spokes.add(spin, forKey: Self.spinAnimationKey)
  }

  /// Stops turning the spinner and, with ``hidesWhenStopped``, hides it.
  open func stopAnimating() {
    guard isAnimating else { return }
    isAnimating = false
    spokes.removeAnimation(forKey: Self.spinAnimationKey)
    if hidesWhenStopped { isHidden = true }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutSpokes()
  }

  /// The opacity of the spoke `index` steps behind the leading one: 1 for the leader, 0.09 less
  /// for each step behind.
  static func spokeOpacity(stepsBehind index: Int) -> Float { 1 - 0.09 * Float(index) }

  private func rebuildSpokes() {
    for spoke in spokeLayers { spoke.removeFromSuperlayer() }
    spokeLayers = (0..<Self.spokeCount).map { _ in Layer() }
    for spoke in spokeLayers { spokes.addSublayer(spoke) }
    layoutSpokes()
  }

  private func layoutSpokes() {
    let side = style.side
    let scale = side / 20
    let width = 2 * scale
    let length = 5 * scale
    let inner = 4.5 * scale
    Transaction.begin()
    Transaction.setDisableActions(true)
    defer { Transaction.commit() }
    spokes.frame = CGRect(
      x: (bounds.width - side) / 2, y: (bounds.height - side) / 2, width: side, height: side)
    for (index, spoke) in spokeLayers.enumerated() {
      // Spoke 0 points up and leads; the spinner turns clockwise, so the spokes behind it are
      // those counter-clockwise of it.
      let angle = 2 * .pi * CGFloat(index) / CGFloat(Self.spokeCount)
      let radius = inner + length / 2
      spoke.bounds = CGRect(x: 0, y: 0, width: width, height: length)
      spoke.position = CGPoint(x: side / 2 + sin(angle) * radius, y: side / 2 - cos(angle) * radius)
      spoke.setAffineTransform(Transform(rotationAngle: angle))
      spoke.cornerRadius = width / 2
      spoke.backgroundColor = color
      spoke.opacity = Self.spokeOpacity(stepsBehind: (Self.spokeCount - index) % Self.spokeCount)
    }
  }

  open override var description: String {
    String(super.description.dropLast()) + "; animating = \(isAnimating ? "YES" : "NO")>"
  }
}
