import Foundation

/// A view a ``CollectionView`` reuses (UIKit's `UICollectionReusableView`): the base class of
/// cells and of supplementary views such as section headers and footers.
///
/// The collection view makes registered classes itself, with ``init(reuseIdentifier:)``, which
/// calls `init(frame:)`: a subclass that overrides `init(frame:)` (and, as UIKit code usually
/// does, adds `required init?(coder:)`) inherits it and needs nothing more.
open class CollectionReusableView: View {
  /// The identifier the view is reused under, or `nil`.
  public internal(set) var reuseIdentifier: String?

  /// The collection view showing the view, while it does.
  weak var owningCollectionView: CollectionView?
  /// What the view shows while it is visible: an item's index path or a supplementary view's.
  var shownIndexPath: IndexPath?
  /// Whether the collection view has yet to place the view for the first time since it got it.
  var isNewlyShown = false

  /// Creates a view of this class for reuse under `reuseIdentifier`: what a collection view calls
  /// for a registered class. It runs `init(frame:)` with a zero frame.
  public required convenience init(reuseIdentifier: String?) {
    self.init(frame: .zero)
    self.reuseIdentifier = reuseIdentifier
  }

  /// Called before the collection view hands the view out again. Subclasses reset their content
  /// here and call `super`.
  open func prepareForReuse() {}

  /// Called with the attributes the layout gave the view, after its frame was set; override to
  /// use custom attributes. Does nothing by default.
  open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}

  /// The attributes the view would like, given the layout's: the same by default. A self-sizing
  /// layout (``CollectionViewFlowLayout/estimatedItemSize``) uses the size of what this returns.
  open func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
    -> CollectionViewLayoutAttributes
  {
    layoutAttributes
  }

  open override var description: String {
    String(super.description.dropLast()) + "; reuseIdentifier = \(reuseIdentifier ?? "nil")>"
  }
}
