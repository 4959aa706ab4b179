import Foundation

/// Where and how one element of a ``CollectionView`` is shown (UIKit's
/// `UICollectionViewLayoutAttributes`): a cell's or a supplementary view's frame, opacity,
/// transform, stacking order and visibility, as its ``CollectionViewLayout`` computed them.
open class CollectionViewLayoutAttributes: CustomStringConvertible {
  /// What kind of element the attributes describe (UIKit's `UICollectionView.ElementCategory`).
  public enum ElementCategory: UInt, Sendable, Hashable {
    /// A cell, one per item.
    case cell
    /// A supplementary view: a section header or footer.
    case supplementaryView
    /// A decoration view (not drawn by Diorama's layouts).
    case decorationView
  }

  /// The element's frame in the collection view's content coordinates.
  open var frame: CGRect
  /// The element's 2-D transform; the identity by default.
  open var transform: Transform = .identity
  /// The element's opacity; 1 by default.
  open var alpha: CGFloat = 1
  /// The element's stacking order among its siblings; 0 by default (higher is in front).
  open var zIndex = 0
  /// Whether the element is hidden; `false` by default.
  open var isHidden = false
  /// The element's index path: an item's, or the section (item 0) of a header or footer.
  open var indexPath: IndexPath
  /// Whether the element is a cell or a supplementary view.
  public let representedElementCategory: ElementCategory
  /// A supplementary view's kind (such as ``CollectionView/elementKindSectionHeader``); `nil` for
  /// a cell.
  public let representedElementKind: String?

  /// Attributes for the cell of the item at `indexPath`, with a zero frame.
  public init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .cell
    representedElementKind = nil
    frame = .zero
  }

  /// Attributes for a supplementary view of `elementKind` in the section of `indexPath`.
  public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
    frame = .zero
  }

  /// The frame's centre.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }

  /// The frame's size (changing it keeps the centre, as UIKit's does).
  open var size: CGSize {
    get { frame.size }
    set {
      let centre = center
      frame = CGRect(
        x: centre.x - newValue.width / 2, y: centre.y - newValue.height / 2, width: newValue.width,
        height: newValue.height)
    }
  }

  /// A copy with the same values (UIKit's `NSCopying` copy, which layout subclasses use before
  /// changing attributes they got from `super`).
  open func copy() -> Any {
    let copy =
      representedElementKind.map {
        CollectionViewLayoutAttributes(forSupplementaryViewOfKind: $0, with: indexPath)
      }
      ?? CollectionViewLayoutAttributes(forCellWith: indexPath)
    copy.frame = frame
    copy.transform = transform
    copy.alpha = alpha
    copy.zIndex = zIndex
    copy.isHidden = isHidden
    return copy
  }

  open var description: String {
    let kind = representedElementKind.map { "kind = \($0); " } ?? ""
    return "<CollectionViewLayoutAttributes: \(kind)indexPath = \(indexPath); frame = \(frame)>"
  }
}
