import Foundation

/// A bar of buttons at the bottom of a screen (UIKit's `UIToolbar`), drawn as iOS 17 draws the
/// standard appearance: a 44-point bar, its ``BarButtonItem``s in the tint colour (titles in the
/// 17-point system font, semibold for ``BarButtonItem/Style/done``; images as templates; custom
/// views at their size), a translucent background (the chrome material: what is behind, blurred) with a hairline at the top.
///
/// Items sit 16 points in from the ends (20 on screens 414 points or wider) and 8 points apart;
/// a ``BarButtonItem/SystemItem/fixedSpace`` item is a gap of its ``BarButtonItem/width``, and the
/// ``BarButtonItem/SystemItem/flexibleSpace`` items share what is left. A ``NavigationController``
/// shows one for its top controller's ``ViewController/toolbarItems`` when
/// ``NavigationController/isToolbarHidden`` is `false`; its background then reaches down through
/// the safe area below it. Nothing is tappable.
open class Toolbar: View {
  /// The bar's height above the safe area, 44 points.
  public static let contentHeight: CGFloat = 44
  /// The space between neighbouring items, 8 points.
  public static let itemSpacing: CGFloat = 8

  /// The items, left to right; `nil` by default.
  open var items: [BarButtonItem]? {
    didSet { reload() }
  }

  /// Sets the items; with `animated`, the new ones fade in on the scene clock.
  open func setItems(_ items: [BarButtonItem]?, animated: Bool) {
    self.items = items
    guard animated else { return }
    for view in itemViews.compactMap({ $0 }) {
      View.performWithoutAnimation { view.alpha = 0 }
      View.animate(withDuration: 0.25) { view.alpha = 1 }
    }
  }

  /// The background colour; `nil` (the default) draws iOS's chrome material: what is behind the
  /// bar, blurred, under a light tint.
  open var barTintColor: Color? {
    didSet {
      applyBarMaterial(background: background, barTintColor: barTintColor, isTranslucent: isTranslucent)
    }
  }

  /// Whether the material lets what is behind the bar show through, blurred; `true` by default.
  /// An opaque bar draws the material's tint without the blur.
  open var isTranslucent = true {
    didSet {
      applyBarMaterial(background: background, barTintColor: barTintColor, isTranslucent: isTranslucent)
    }
  }

  /// How far the background reaches below the bar (the safe area under a navigation
  /// controller's toolbar).
  var extendsDownward: CGFloat = 0 {
    didSet { if extendsDownward != oldValue { setNeedsLayout() } }
  }

  private let background = View()
  private let hairline = View()
  /// One view per item; `nil` for the spaces.
  private var itemViews: [View?] = []

  /// Creates a bar with no items.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    applyBarMaterial(background: background, barTintColor: nil, isTranslucent: true)
    hairline.backgroundColor = Color(white: 0, alpha: 0.3)
    addSubview(background)
    addSubview(hairline)
  }

  /// The bar's height for the safe area it is in: 44 points plus the bottom inset.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: Toolbar.contentHeight + safeAreaInsets.bottom)
  }

  /// No intrinsic width; 44 points tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: Toolbar.contentHeight)
  }

  private func reload() {
    for view in itemViews.compactMap({ $0 }) where !(items ?? []).contains(where: { $0.customView === view })
    {
      view.removeFromSuperview()
    }
    itemViews = (items ?? []).map { item in
      if item.isSpace { return nil }
      let view = item.customView ?? Self.makeView(for: item)
      addSubview(view)
      return view
    }
    tintColorDidChange()
    setNeedsLayout()
  }

  /// A label for a titled item, an image view for an image item.
  private static func makeView(for item: BarButtonItem) -> View {
    if let image = item.image, item.title == nil {
      let view = ImageView(image: image.withRenderingMode(.alwaysTemplate))
      view.frame.size = image.size
      return view
    }
    let label = Label(
      text: item.title ?? "",
      font: .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular))
    label.sizeToFit()
    return label
  }

  /// Paints the items in their tint (or the bar's), disabled ones in the tertiary label grey.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    let tint = tintColor ?? .systemBlue
    for (item, view) in zip(items ?? [], itemViews) {
      guard let view, item.customView == nil else { continue }
      let color = item.isEnabled ? (item.tintColor ?? tint) : Color.tertiaryLabel
      (view as? Label)?.textColor = color
      view.tintColor = color
    }
  }

  /// The frames of the items' views in the bar's coordinates, `nil` for the spaces: items 16
  /// points in from the ends (20 from 414 points wide) and 8 apart, fixed spaces their width,
  /// flexible spaces sharing the rest.
  public func itemFrames() -> [CGRect?] {
    let items = self.items ?? []
    let margin: CGFloat = bounds.width >= 414 ? 20 : 16
    let sizes = zip(items, itemViews).map { item, view -> CGSize in
      if item.systemItem == .fixedSpace { return CGSize(width: item.width, height: 0) }
      guard let view else { return .zero }
      let size = view.bounds.size
      return CGSize(width: item.width > 0 ? item.width : size.width, height: size.height)
    }
    var gaps = 0
    for index in items.indices.dropFirst() where !items[index].isSpace && !items[index - 1].isSpace {
      gaps += 1
    }
    let flexible = items.filter { $0.systemItem == .flexibleSpace }.count
    let used = sizes.reduce(0) { $0 + $1.width } + CGFloat(gaps) * Toolbar.itemSpacing
    let room = max(0, bounds.width - 2 * margin - used)
    let share = flexible > 0 ? room / CGFloat(flexible) : 0
    var x = margin
    var frames: [CGRect?] = []
    for (index, item) in items.enumerated() {
      if index > 0, !item.isSpace, !items[index - 1].isSpace { x += Toolbar.itemSpacing }
      if item.systemItem == .flexibleSpace {
        frames.append(nil)
        x += share
      } else if item.systemItem == .fixedSpace {
        frames.append(nil)
        x += sizes[index].width
      } else {
        let size = sizes[index]
        frames.append(
          CGRect(x: x, y: (Toolbar.contentHeight - size.height) / 2, width: size.width, height: size.height))
        x += size.width
      }
    }
    return frames
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    background.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height + extendsDownward)
    hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1.0 / 3)
    for (view, frame) in zip(itemViews, itemFrames()) {
      guard let view, let frame else { continue }
      view.frame = frame
    }
  }
}
