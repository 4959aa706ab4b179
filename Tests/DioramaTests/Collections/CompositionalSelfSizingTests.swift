import Diorama
import Foundation
import Testing

/// Compositional layouts whose items have estimated dimensions: the cells measure themselves
/// through their Auto Layout constraints and their groups take the measured size along that
/// dimension, as UIKit documents for `NSCollectionLayoutDimension.estimated(_:)`. Each expected
/// frame is worked out in the comments from the sizes the cells' constraints ask for.
@Suite struct CompositionalSelfSizingTests {
  /// A cell holding one block pinned to its content view's edges, its size set by constraints.
  final class BlockCell: CollectionViewCell {
    let block = View()
    let width: LayoutConstraint
    let height: LayoutConstraint

    override init(frame: CGRect) {
      width = block.widthAnchor.constraint(equalToConstant: 10)
      height = block.heightAnchor.constraint(equalToConstant: 10)
      super.init(frame: frame)
      block.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(block)
      LayoutConstraint.activate([
        block.topAnchor.constraint(equalTo: contentView.topAnchor),
        block.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        block.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
        block.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        width, height,
      ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  /// A 390 × 800 collection view over `count` block cells sized by `size(item)`.
  static func stage(
    _ layout: CollectionViewLayout, count: Int, size: @escaping (Int) -> CGSize
  ) throws -> (Scene, CollectionView, GridSource) {
    let scene = try Scene(size: CGSize(width: 390, height: 800))
    let source = GridSource(counts: [count])
    source.cellProvider = { collection, indexPath in
      let cell = collection.dequeueReusableCell(withReuseIdentifier: "Block", for: indexPath) as! BlockCell
      let wanted = size(indexPath.item)
      cell.width.constant = wanted.width
      cell.height.constant = wanted.height
      return cell
    }
    let collection = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 800), collectionViewLayout: layout)
    collection.register(BlockCell.self, forCellWithReuseIdentifier: "Block")
    collection.dataSource = source
    scene.rootView.addSubview(collection)
    scene.layoutIfNeeded()
    return (scene, collection, source)
  }

  static func frame(_ layout: CollectionViewLayout, _ item: Int) -> CGRect? {
    layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
  }

  @Test func estimatedHeightsDownAListTakeWhatTheCellsNeed() throws {
    let item = CollectionLayoutItem(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
    item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 0, bottom: 2, trailing: 0)
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
      subitems: [item])
    let section = CollectionLayoutSection(group: group)
    section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 16, bottom: 20, trailing: 16)
    section.interGroupSpacing = 8
    let layout = CollectionViewCompositionalLayout(section: section)
    // Cells ask for 30, 50 and 70 points of height (and 100 of width, which the fixed
    // fractional width overrides).
    let (_, collection, _) = try Self.stage(layout, count: 3) {
      CGSize(width: 100, height: 30 + 20 * CGFloat($0))
    }
    // Width 390 − 16 − 16 = 358. Group 0 is 2 + 30 + 2 = 34 tall from 10: its cell at 12.
    #expect(Self.frame(layout, 0) == CGRect(x: 16, y: 12, width: 358, height: 30))
    // Group 1 starts at 10 + 34 + 8 = 52 and is 2 + 50 + 2 = 54 tall: its cell at 54.
    #expect(Self.frame(layout, 1) == CGRect(x: 16, y: 54, width: 358, height: 50))
    // Group 2 starts at 52 + 54 + 8 = 114, its cell at 116.
    #expect(Self.frame(layout, 2) == CGRect(x: 16, y: 116, width: 358, height: 70))
    // The content ends 2 below the last cell and 20 for the inset: 116 + 70 + 2 + 20 = 208.
    #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 208))
    let shown = collection.cellForItem(at: IndexPath(item: 1, section: 0))
    #expect(shown?.frame == CGRect(x: 16, y: 54, width: 358, height: 50))
  }

  @Test func estimatedWidthsAlongASidewaysRowTakeWhatTheCellsNeed() throws {
    let item = CollectionLayoutItem(
      layoutSize: .init(widthDimension: .estimated(100), heightDimension: .fractionalHeight(1)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .estimated(100), heightDimension: .absolute(50)), subitems: [item])
    let section = CollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .continuous
    section.interGroupSpacing = 10
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    let layout = CollectionViewCompositionalLayout(section: section)
    // Cells ask for 60, 70 and 80 points of width (and 5 of height, which the absolute 50 of
    // the group overrides).
    _ = try Self.stage(layout, count: 3) { CGSize(width: 60 + 10 * CGFloat($0), height: 5) }
    // From 16: 60 wide, then 10 apart: 16 + 60 + 10 = 86, then 86 + 70 + 10 = 166.
    #expect(Self.frame(layout, 0) == CGRect(x: 16, y: 0, width: 60, height: 50))
    #expect(Self.frame(layout, 1) == CGRect(x: 86, y: 0, width: 70, height: 50))
    #expect(Self.frame(layout, 2) == CGRect(x: 166, y: 0, width: 80, height: 50))
    #expect(layout.collectionViewContentSize.height == 50)
  }

  @Test func aCellThatMeasuresNothingKeepsItsEstimateWithAWarning() throws {
    final class BrokenCell: CollectionViewCell {
      override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
        -> CollectionViewLayoutAttributes
      {
        let fitted = layoutAttributes.copy() as! CollectionViewLayoutAttributes
        fitted.frame.size.height = .nan
        return fitted
      }
    }
    let item = CollectionLayoutItem(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
    let group = CollectionLayoutGroup.vertical(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
      subitems: [item])
    let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
    let warnings = try Diagnostics.capture {
      let scene = try Scene(size: CGSize(width: 390, height: 800))
      let source = PlainGridSource(counts: [2])
      let collection = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 800), collectionViewLayout: layout)
      collection.register(BrokenCell.self, forCellWithReuseIdentifier: "Cell")
      collection.dataSource = source
      scene.rootView.addSubview(collection)
      scene.layoutIfNeeded()
    }
    #expect(warnings.map(\.kind) == [.invalidGeometry, .invalidGeometry])
    // Both keep the 44-point estimate, one under the other.
    #expect(Self.frame(layout, 0) == CGRect(x: 0, y: 0, width: 390, height: 44))
    #expect(Self.frame(layout, 1) == CGRect(x: 0, y: 44, width: 390, height: 44))
  }
}
