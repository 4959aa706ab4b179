/// A view that frosts what lies behind it (UIKit's `UIVisualEffectView`): its layer blurs the
/// content behind its bounds (a background blur filter) and lays the effect's tint over it; put
/// your own views in ``contentView``.
///
/// The blur reads what is drawn behind the view in its superview's layer, so content moving
/// behind the view shows through, blurred, in every frame. Rounded corners (the layer's
/// `cornerRadius`) clip the blur.
open class VisualEffectView: View {
  /// The view to add subviews to; it fills the effect view.
  public let contentView = View()

  /// The effect; `nil` shows what is behind unchanged.
  public var effect: BlurEffect? {
    didSet { applyEffect() }
  }

  /// Creates an effect view with an effect.
  public init(effect: BlurEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    addSubview(contentView)
    applyEffect()
  }

  /// Creates an effect view with no effect, framed.
  public override init(frame: CGRect) {
    effect = nil
    super.init(frame: frame)
    contentView.frame = bounds
    addSubview(contentView)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
  }

  private func applyEffect() {
    guard let effect else {
      layer.backgroundFilters = nil
      layer.backgroundColor = nil
      return
    }
    layer.backgroundFilters = [.gaussianBlur(radius: effect.blurRadius)]
    layer.backgroundColor = effect.tintColor
  }
}
