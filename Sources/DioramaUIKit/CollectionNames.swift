// UIKit's names for Diorama's collection views. Nested names come along:
// `UICollectionView.ScrollDirection`, `UICollectionView.ScrollPosition`,
// `UICollectionView.elementKindSectionHeader`, `UICollectionViewFlowLayout.automaticSize`,
// `UICollectionViewLayoutAttributes.ElementCategory`.

/// UIKit's name for Diorama's `CollectionView`.
public typealias UICollectionView = CollectionView
/// UIKit's name for Diorama's `CollectionViewLayout`.
public typealias UICollectionViewLayout = CollectionViewLayout
/// UIKit's name for Diorama's `CollectionViewFlowLayout`.
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
/// UIKit's name for Diorama's `CollectionViewLayoutAttributes`.
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
/// UIKit's name for Diorama's `CollectionReusableView`.
public typealias UICollectionReusableView = CollectionReusableView
/// UIKit's name for Diorama's `CollectionViewCell`.
public typealias UICollectionViewCell = CollectionViewCell
/// UIKit's name for Diorama's `CollectionViewDataSource`.
public typealias UICollectionViewDataSource = CollectionViewDataSource
/// UIKit's name for Diorama's `CollectionViewDelegate`.
public typealias UICollectionViewDelegate = CollectionViewDelegate
/// UIKit's name for Diorama's `CollectionViewDelegateFlowLayout`.
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout

/// UIKit's name for Diorama's `CollectionViewCompositionalLayout`.
public typealias UICollectionViewCompositionalLayout = CollectionViewCompositionalLayout
/// UIKit's name for Diorama's `CollectionViewCompositionalLayout.Configuration`.
public typealias UICollectionViewCompositionalLayoutConfiguration = CollectionViewCompositionalLayout
  .Configuration
/// UIKit's name for Diorama's `CollectionViewCompositionalLayout.SectionProvider`.
public typealias UICollectionViewCompositionalLayoutSectionProvider = CollectionViewCompositionalLayout
  .SectionProvider
/// UIKit's name for Diorama's `CollectionLayoutDimension`.
public typealias NSCollectionLayoutDimension = CollectionLayoutDimension
/// UIKit's name for Diorama's `CollectionLayoutSize`.
public typealias NSCollectionLayoutSize = CollectionLayoutSize
/// UIKit's name for Diorama's `CollectionLayoutSpacing`.
public typealias NSCollectionLayoutSpacing = CollectionLayoutSpacing
/// UIKit's name for Diorama's `CollectionLayoutItem`.
public typealias NSCollectionLayoutItem = CollectionLayoutItem
/// UIKit's name for Diorama's `CollectionLayoutGroup`.
public typealias NSCollectionLayoutGroup = CollectionLayoutGroup
/// UIKit's name for Diorama's `CollectionLayoutSection`.
public typealias NSCollectionLayoutSection = CollectionLayoutSection
/// UIKit's name for Diorama's `CollectionLayoutSection.OrthogonalScrollingBehavior`.
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = CollectionLayoutSection
  .OrthogonalScrollingBehavior
/// UIKit's name for Diorama's `CollectionLayoutBoundarySupplementaryItem`.
public typealias NSCollectionLayoutBoundarySupplementaryItem = CollectionLayoutBoundarySupplementaryItem
/// UIKit's name for Diorama's `CollectionLayoutBoundarySupplementaryItem.Alignment`.
public typealias NSRectAlignment = CollectionLayoutBoundarySupplementaryItem.Alignment
/// UIKit's name for Diorama's `CollectionLayoutEnvironment`.
public typealias NSCollectionLayoutEnvironment = CollectionLayoutEnvironment
/// UIKit's name for Diorama's `CollectionLayoutContainer`.
public typealias NSCollectionLayoutContainer = CollectionLayoutContainer
/// UIKit's name for Diorama's `DiffableDataSourceSnapshot`.
public typealias NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> =
  DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
/// UIKit's name for Diorama's `CollectionViewDiffableDataSource`.
public typealias UICollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
> =
  CollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
/// UIKit's name for Diorama's `TableViewDiffableDataSource`.
public typealias UITableViewDiffableDataSource<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
> =
  TableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
