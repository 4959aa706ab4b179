/// Something a ``BoxView`` can lay out: a ``View`` or a ``LayoutGuide``, both of which offer the
/// same anchors.
public protocol BoxAnchorable: AnyObject {
  /// The leading edge.
  var leadingAnchor: LayoutXAxisAnchor { get }
  /// The trailing edge.
  var trailingAnchor: LayoutXAxisAnchor { get }
  /// The left edge.
  var leftAnchor: LayoutXAxisAnchor { get }
  /// The right edge.
  var rightAnchor: LayoutXAxisAnchor { get }
  /// The top edge.
  var topAnchor: LayoutYAxisAnchor { get }
  /// The bottom edge.
  var bottomAnchor: LayoutYAxisAnchor { get }
  /// The horizontal centre.
  var centerXAnchor: LayoutXAxisAnchor { get }
  /// The vertical centre.
  var centerYAnchor: LayoutYAxisAnchor { get }
  /// The width.
  var widthAnchor: LayoutDimension { get }
  /// The height.
  var heightAnchor: LayoutDimension { get }
  /// Whether `left` and `right` follow the layout direction (`.unspecified`), or are forced.
  var semanticContentAttribute: SemanticContentAttribute { get }
}

extension View: BoxAnchorable {}
extension LayoutGuide: BoxAnchorable {
  /// The semantic content attribute of the owning view (`.unspecified` without one): a guide
  /// lays out in its owning view's direction.
  public var semanticContentAttribute: SemanticContentAttribute {
    owningView?.semanticContentAttribute ?? .unspecified
  }
}
