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
