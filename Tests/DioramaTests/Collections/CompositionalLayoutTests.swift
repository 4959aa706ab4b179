import Diorama
import Foundation
import Testing

/// Compositional layouts placed by hand arithmetic: each expected frame is worked out in the
/// comments from the sizes, insets and spacings the test sets, as UIKit documents them.
@Suite struct CompositionalLayoutTests {
  /// A 390 × 800 collection view with no safe area, laid out with `layout` over `counts` items.
  static func stage(_ counts: [Int], _ layout: CollectionViewLayout, width: CGFloat = 390) throws -> (
    Scene, CollectionView, PlainGridSource
  ) {
    let scene = try Scene(size: CGSize(width: width, height: 800))
    let source = PlainGridSource(counts: counts)
    let collection = CollectionView(
      frame: CGRect(x: 0, y: 0, width: width, height: 800), collectionViewLayout: layout)
    collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    collection.register(
      CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
      withReuseIdentifier: "Header")
    collection.dataSource = source
    scene.rootView.addSubview(collection)
    scene.layoutIfNeeded()
    return (scene, collection, source)
  }

  static func frame(_ layout: CollectionViewLayout, _ item: Int, _ section: Int = 0) -> CGRect? {
    layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }

  @Test func aThreeColumnGridWithInsets() throws {
    let item = CollectionLayoutItem(
      layoutSize: .init(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
    item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
      subitems: [item])
    let section = CollectionLayoutSection(group: group)
    section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 15, bottom: 20, trailing: 15)
    section.interGroupSpacing = 8
    let layout = CollectionViewCompositionalLayout(section: section)
    let (_, collection, _) = try Self.stage([7], layout)
    // The group is 390 − 15 − 15 = 360 wide; each slot 120 × 120; cells 116 × 116, 2 in.
    #expect(Self.frame(layout, 0) == CGRect(x: 17, y: 12, width: 116, height: 116))
    #expect(Self.frame(layout, 2) == CGRect(x: 15 + 240 + 2, y: 12, width: 116, height: 116))
    // Item 3 starts the second group: 10 + 120 + 8 = 138 down.
    #expect(Self.frame(layout, 3) == CGRect(x: 17, y: 140, width: 116, height: 116))
    // Seven items make three groups: 10 + 3 × 120 + 2 × 8 + 20 = 406 tall.
    #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 406))
    #expect(Self.frame(layout, 6)?.minY == CGFloat(10 + 2 * 128 + 2))
    #expect(Self.frame(layout, 7) == nil)
    #expect(collection.visibleCells.count == 7)
  }

  @Test func nestedGroupsAndARepeatingCount() throws {
    // A large item on the left, a column of two on the right; then a row of three equal items.
    let large = CollectionLayoutItem(
      layoutSize: .init(widthDimension: .fractionalWidth(2.0 / 3), heightDimension: .fractionalHeight(1)))
    let small = CollectionLayoutItem(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
    let column = CollectionLayoutGroup.vertical(
      layoutSize: .init(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)),
      subitems: [small, small])
    let top = CollectionLayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
      subitems: [large, column])
    let cell = CollectionLayoutItem(
      layoutSize: .init(widthDimension: .absolute(999), heightDimension: .fractionalHeight(1)))
    let row = CollectionLayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
      repeatingSubitem: cell, count: 3)
    row.interItemSpacing = .fixed(15)
    let whole = CollectionLayoutGroup.vertical(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(300)),
      subitems: [top, row])
    let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: whole))
    _ = try Self.stage([6], layout)
    // 390 wide: the large item 260 × 200, the column 130 wide with two 130 × 100 items.
    #expect(Self.frame(layout, 0) == CGRect(x: 0, y: 0, width: 260, height: 200))
    #expect(Self.frame(layout, 1) == CGRect(x: 260, y: 0, width: 130, height: 100))
    #expect(Self.frame(layout, 2) == CGRect(x: 260, y: 100, width: 130, height: 100))
    // The row: (390 − 2 × 15) / 3 = 120 each, whatever the item's own width.
    #expect(Self.frame(layout, 3) == CGRect(x: 0, y: 200, width: 120, height: 100))
    #expect(Self.frame(layout, 5) == CGRect(x: 270, y: 200, width: 120, height: 100))
    #expect(layout.collectionViewContentSize.height == 300)
  }

  @Test func headersFollowTheInsetsAndSectionsAreSpaced() throws {
    let item = CollectionLayoutItem(
      layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(50)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item]
    )
    let layout = CollectionViewCompositionalLayout { _, environment in
      #expect(environment.container.effectiveContentSize == CGSize(width: 390, height: 800))
      let section = CollectionLayoutSection(group: group)
      section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
      section.boundarySupplementaryItems = [
        CollectionLayoutBoundarySupplementaryItem(
          layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
          elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
      ]
      return section
    }
    let configuration = CollectionViewCompositionalLayout.Configuration()
    configuration.interSectionSpacing = 24
    layout.configuration = configuration
    _ = try Self.stage([3, 2], layout)
    // Section 0: the header 350 × 30 at (20, 0); items from 30 down, two to a row of 175.
    let header = layout.layoutAttributesForSupplementaryView(
      ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header?.frame == CGRect(x: 20, y: 0, width: 350, height: 30))
    #expect(Self.frame(layout, 1) == CGRect(x: 195, y: 30, width: 175, height: 50))
    #expect(Self.frame(layout, 2) == CGRect(x: 20, y: 80, width: 175, height: 50))
    // Section 0 ends at 130; section 1 starts 24 below: its header at 154, its items at 184.
    let second = layout.layoutAttributesForSupplementaryView(
      ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
    #expect(second?.frame.minY == 154)
    #expect(Self.frame(layout, 0, 1) == CGRect(x: 20, y: 184, width: 175, height: 50))
    #expect(layout.collectionViewContentSize.height == 234)
  }

  @Test func anOrthogonalSectionIsOneRowAtItsStart() throws {
    let item = CollectionLayoutItem(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(150)),
      subitems: [item])
    let section = CollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .continuous
    section.interGroupSpacing = 10
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    let layout = CollectionViewCompositionalLayout(section: section)
    let (scene, _, _) = try Self.stage([3], layout)
    // Groups 0.8 × 358 = 286.4 wide, 10 apart, side by side from 16.
    let first = try #require(Self.frame(layout, 0))
    let second = try #require(Self.frame(layout, 1))
    #expect(first.minX == 16 && first.minY == 0 && first.height == 150 && abs(first.width - 286.4) < 1e-9)
    #expect(abs(second.minX - (16 + 296.4)) < 1e-9 && second.minY == 0)
    #expect(layout.collectionViewContentSize.height == 150)
    section.orthogonalScrollingBehavior = .groupPagingCentered
    layout.invalidateLayout()
    scene.layoutIfNeeded()
    // Centred: (358 − 286.4) / 2 = 35.8 in from the inset.
    let centred = try #require(Self.frame(layout, 0))
    #expect(abs(centred.minX - (16 + 35.8)) < 1e-9)
  }

  @Test func flexibleSpacingSpreadsTheItems() throws {
    let item = CollectionLayoutItem(
      layoutSize: .init(widthDimension: .absolute(100), heightDimension: .absolute(40)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
      subitems: [item, item, item])
    group.interItemSpacing = .flexible(10)
    let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
    _ = try Self.stage([3], layout)
    // 390 − 300 = 90 left for two gaps: 45 each.
    #expect(Self.frame(layout, 1)?.minX == 145)
    #expect(Self.frame(layout, 2)?.minX == 290)
  }

  @Test func badDimensionsAndProvidersWarn() throws {
    let warnings = Diagnostics.capture {
      #expect(CollectionLayoutDimension.fractionalWidth(.nan).dimension == 0)
      #expect(CollectionLayoutDimension.fractionalHeight(-2).dimension == 0)
      #expect(
        CollectionLayoutDimension.fractionalWidth(1e12).dimension == CollectionLayoutDimension.maximumFraction
      )
      #expect(
        CollectionLayoutDimension.absolute(.infinity).dimension == CollectionLayoutDimension.maximumPoints)
      #expect(CollectionLayoutSpacing.fixed(-1).spacing == 0)
    }
    #expect(warnings.map(\.kind) == Array(repeating: .valueClamped, count: 5))
    let empty = Diagnostics.capture {
      let group = CollectionLayoutGroup.horizontal(
        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)), subitems: [])
      #expect(group.subitems.isEmpty)
    }
    #expect(empty.map(\.kind) == [.invalidGeometry])
    let layout = CollectionViewCompositionalLayout { _, _ in nil }
    let (stageResult, nilWarnings) = try Diagnostics.capture { try Self.stage([2], layout) }
    _ = stageResult
    #expect(nilWarnings.map(\.kind).contains(.collectionViewInconsistency))
    #expect(layout.collectionViewContentSize.height == 0 && Self.frame(layout, 0) == nil)
  }

  @Test func rightToLeftMirrors() throws {
    let item = CollectionLayoutItem(
      layoutSize: .init(widthDimension: .absolute(100), heightDimension: .absolute(40)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [item]
    )
    let section = CollectionLayoutSection(group: group)
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 0)
    let layout = CollectionViewCompositionalLayout(section: section)
    let scene = try Scene(size: CGSize(width: 390, height: 800), layoutDirection: .rightToLeft)
    let source = PlainGridSource(counts: [1])
    let collection = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 800), collectionViewLayout: layout)
    collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    collection.dataSource = source
    scene.rootView.addSubview(collection)
    scene.layoutIfNeeded()
    // Leading is the right: 390 − 16 − 100 = 274.
    #expect(Self.frame(layout, 0)?.minX == 274)
  }
}
