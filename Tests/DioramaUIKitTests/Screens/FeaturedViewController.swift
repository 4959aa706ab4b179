import DioramaUIKit

// A storefront screen as an app written for iOS 14 and later builds it: a compositional layout
// with a row of featured cards that pages sideways and a two-column grid, section headers, and a
// diffable data source fed by snapshots.

final class FeaturedViewController: UIViewController {
  enum Section: Int, CaseIterable {
    case featured
    case popular
  }

  struct App: Hashable {
    let name: String
    let color: UIColor
  }

  final class AppCell: UICollectionViewCell {
    let nameLabel = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      contentView.layer.cornerRadius = 12
      contentView.clipsToBounds = true
      nameLabel.font = .systemFont(ofSize: 15, weight: .semibold)
      nameLabel.textColor = .white
      nameLabel.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(nameLabel)
      NSLayoutConstraint.activate([
        nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
        nameLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
      ])
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }
  }

  final class HeaderView: UICollectionReusableView {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      titleLabel.font = .systemFont(ofSize: 22, weight: .bold)
      titleLabel.translatesAutoresizingMaskIntoConstraints = false
      addSubview(titleLabel)
      NSLayoutConstraint.activate([
        titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
        titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
      ])
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }
  }

  static let headerKind = UICollectionView.elementKindSectionHeader

  private(set) var collectionView: UICollectionView!
  private(set) var dataSource: UICollectionViewDiffableDataSource<Section, App>!

  private(set) var featured = [
    App(name: "Tide Tables", color: .systemTeal), App(name: "Night Sky", color: .systemIndigo),
    App(name: "Trail Notes", color: .systemGreen),
  ]
  private(set) var popular = [
    App(name: "Sketchbook", color: .systemOrange), App(name: "Metronome", color: .systemPink),
    App(name: "Field Guide", color: .systemBrown), App(name: "Fermata", color: .systemPurple),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Today"
    view.backgroundColor = .systemBackground
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
    collectionView.register(AppCell.self, forCellWithReuseIdentifier: "app")
    collectionView.register(
      HeaderView.self, forSupplementaryViewOfKind: Self.headerKind, withReuseIdentifier: "header")
    collectionView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(collectionView)
    NSLayoutConstraint.activate([
      collectionView.topAnchor.constraint(equalTo: view.topAnchor),
      collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
    dataSource = UICollectionViewDiffableDataSource<Section, App>(collectionView: collectionView) {
      collectionView, indexPath, app in
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "app", for: indexPath) as! AppCell
      cell.nameLabel.text = app.name
      cell.contentView.backgroundColor = app.color
      return cell
    }
    dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
      let header =
        collectionView.dequeueReusableSupplementaryView(
          ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        as! HeaderView
      header.titleLabel.text = indexPath.section == Section.featured.rawValue ? "Featured" : "Popular"
      return header
    }
    applySnapshot(animated: false)
  }

  private func makeLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { sectionIndex, _ in
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
        elementKind: Self.headerKind, alignment: .top)
      switch Section(rawValue: sectionIndex)! {
      case .featured:
        let item = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(180)),
          subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.interGroupSpacing = 12
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 24, trailing: 16)
        section.boundarySupplementaryItems = [header]
        return section
      case .popular:
        let item = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.5)),
          subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        section.boundarySupplementaryItems = [header]
        return section
      }
    }
  }

  func applySnapshot(animated: Bool) {
    var snapshot = NSDiffableDataSourceSnapshot<Section, App>()
    snapshot.appendSections(Section.allCases)
    snapshot.appendItems(featured, toSection: .featured)
    snapshot.appendItems(popular, toSection: .popular)
    dataSource.apply(snapshot, animatingDifferences: animated)
  }

  func addPopularApp(_ app: App) {
    popular.insert(app, at: 0)
    applySnapshot(animated: true)
  }
}
