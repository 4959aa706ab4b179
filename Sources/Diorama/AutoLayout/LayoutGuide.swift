import Foundation

/// A rectangle that takes part in Auto Layout without being a view (UIKit's `UILayoutGuide`):
/// use it for spacing and grouping. Its ``layoutFrame`` is in the owning view's coordinates.
open class LayoutGuide: CustomStringConvertible {
  /// Creates a guide; add it to a view with ``View/addLayoutGuide(_:)``.
  public init() {}

  deinit { layoutState.itemWillDeallocate() }

  /// The view that owns the guide: `nil` once the guide is removed from it or the view is
  /// deallocated. The guide does not keep the view alive.
  // Not `weak` (a weak reference gives the view a side table and slows its every retain and
  // release): the view lists its guides and clears this as it is deallocated.
  public internal(set) unowned(unsafe) var owningView: View?
  /// A name for dumps.
  public var identifier = ""

  let layoutState = ItemLayoutState()
  /// The margins guide of a view keeps its edges at the view's margins.
  var isMarginsGuide = false

  /// The guide's rectangle in the owning view's coordinates, as of the last layout pass.
  public var layoutFrame: CGRect {
    guard let owner = owningView, let engine = owner.rootView.autoLayout.engine else { return .zero }
    engine.updateIfNeeded()
    return engine.layoutFrame(of: self) ?? .zero
  }

  /// The guide's leading edge.
  public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
  /// The guide's trailing edge.
  public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
  /// The guide's left edge.
  public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
  /// The guide's right edge.
  public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
  /// The guide's top edge.
  public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
  /// The guide's bottom edge.
  public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
  /// The guide's horizontal centre.
  public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
  /// The guide's vertical centre.
  public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
  /// The guide's width.
  public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
  /// The guide's height.
  public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }

  /// The name used in dumps.
  var layoutName: String {
    let owner = owningView.map(\.layoutName) ?? "nil"
    return identifier.isEmpty ? "\(type(of: self))(\(owner))" : "'\(identifier)'"
  }

  open var description: String {
    "<\(type(of: self)): layoutFrame = \(Layer.format(layoutFrame)), owningView = \(owningView.map(\.layoutName) ?? "nil")>"
  }
}
