import Foundation

/// One item of a ``CollectionView`` (UIKit's `UICollectionViewCell`): a ``contentView`` for your
/// views, above an optional ``backgroundView`` (and ``selectedBackgroundView`` while selected or
/// highlighted); transparent by default.
///
/// Register the class with ``CollectionView/register(_:forCellWithReuseIdentifier:)`` and get
/// cells with ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)``. In a self-sizing
/// flow layout the cell measures itself with ``preferredLayoutAttributesFitting(_:)``: the size
/// its ``contentView``'s Auto Layout constraints need (or its ``contentConfiguration``'s view).
open class CollectionViewCell: CollectionReusableView {
  /// The view to add your content to; it spans the cell.
  public let contentView = View()

  /// Creates a cell in a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.frame = bounds
    addSubview(contentView)
  }

  /// A view behind the content, spanning the cell; `nil` by default.
  open var backgroundView: View? {
    didSet {
      guard backgroundView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }

  /// A view shown behind the content while the cell is selected or highlighted; `nil` by default.
  open var selectedBackgroundView: View? {
    didSet {
      guard selectedBackgroundView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      updateSelection()
    }
  }

  /// Whether the cell is selected (``selectedBackgroundView`` shows); `false` by default.
  open var isSelected = false {
    didSet { updateSelection() }
  }

  /// Whether the cell is highlighted (``selectedBackgroundView`` shows); `false` by default.
  open var isHighlighted = false {
    didSet { updateSelection() }
  }

  private func updateSelection() {
    guard let selectedBackgroundView else { return }
    if isSelected || isHighlighted {
      if selectedBackgroundView.superview !== self {
        insertSubview(selectedBackgroundView, belowSubview: contentView)
      }
    } else {
      selectedBackgroundView.removeFromSuperview()
    }
    setNeedsLayout()
  }

  private var configuredView: View?

  /// The content, described by a configuration (a ``ListContentConfiguration`` for list-like
  /// cells); `nil` removes it.
  open var contentConfiguration: (any ContentConfiguration)? {
    didSet {
      guard let configuration = contentConfiguration else {
        configuredView?.removeFromSuperview()
        configuredView = nil
        return
      }
      if let configuredView, configuration.apply(to: configuredView) {
        setNeedsLayout()
        return
      }
      configuredView?.removeFromSuperview()
      let view = configuration.makeContentView()
      view.frame = contentView.bounds
      contentView.insertSubview(view, at: 0)
      configuredView = view
      setNeedsLayout()
    }
  }

  /// Resets selection and highlighting; subclasses call `super`.
  open override func prepareForReuse() {
    super.prepareForReuse()
    isSelected = false
    isHighlighted = false
  }

  /// The attributes with the size the cell's content needs: what the ``contentView``'s
  /// constraints need (`systemLayoutSizeFitting` with the fitting-size priority both ways, from
  /// the layout's size), else the ``contentConfiguration``'s view's size at the layout's width,
  /// else the layout's size.
  open override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
    -> CollectionViewLayoutAttributes
  {
    let usesAutoLayout = contentView.subviews.contains {
      $0 !== configuredView && !$0.translatesAutoresizingMaskIntoConstraints
    }
    var size = layoutAttributes.size
    if usesAutoLayout {
      size = contentView.systemLayoutSizeFitting(
        size, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    } else if let configuredView {
      size = configuredView.sizeThatFits(CGSize(width: size.width, height: .infinity))
    }
    guard size.isFinite, size != layoutAttributes.size else { return layoutAttributes }
    let fitted = layoutAttributes.copy() as? CollectionViewLayoutAttributes ?? layoutAttributes
    fitted.frame.size = size
    return fitted
  }

  /// Makes the content, background and selected background views span the cell.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
    backgroundView?.frame = bounds
    selectedBackgroundView?.frame = bounds
    configuredView?.frame = contentView.bounds
    configuredView?.setNeedsLayout()
  }
}
