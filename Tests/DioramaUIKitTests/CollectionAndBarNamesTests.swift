import DioramaUIKit
import Foundation
import Testing

/// A photo grid and a tab bar controller written against UIKit's names compile and lay out.
@Suite struct CollectionAndBarNamesTests {
  final class PhotoCell: UICollectionViewCell {
    let imageView = UIImageView()

    override init(frame: CGRect) {
      super.init(frame: frame)
      imageView.contentMode = .scaleAspectFill
      imageView.clipsToBounds = true
      imageView.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(imageView)
      NSLayoutConstraint.activate([
        imageView.topAnchor.constraint(equalTo: contentView.topAnchor),
        imageView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
        imageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      ])
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
      super.prepareForReuse()
      imageView.image = nil
    }
  }

  final class GridController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout
  {
    var collectionView: UICollectionView!

    override func viewDidLoad() {
      super.viewDidLoad()
      let layout = UICollectionViewFlowLayout()
      layout.minimumLineSpacing = 1
      layout.minimumInteritemSpacing = 1
      layout.scrollDirection = .vertical
      collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
      collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
      collectionView.dataSource = self
      collectionView.delegate = self
      view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
      100
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      let side = (collectionView.bounds.width - 3) / 4
      return CGSize(width: side, height: side)
    }
  }

  @Test func uikitGridAndTabCodeCompilesAndLaysOut() throws {
    let scene = try Scene(device: .iPhone15)
    let grid = GridController()
    grid.tabBarItem = UITabBarItem(title: "Library", image: nil, tag: 0)
    let tabs = UITabBarController()
    tabs.viewControllers = [grid, UIViewController()]
    tabs.selectedIndex = 0
    scene.rootViewController = tabs
    scene.layoutIfNeeded()
    // Four columns of (393 − 3) / 4 = 97.5 points, 1 point apart: item 5 is row 1, column 1.
    let attributes = try #require(
      grid.collectionView.layoutAttributesForItem(at: IndexPath(item: 5, section: 0)))
    #expect(attributes.frame == CGRect(x: 98.5, y: 98.5, width: 97.5, height: 97.5))
    // The content starts 59 points down (the status bar); rows every 98.5 points: rows 0…8 meet
    // the 852-point screen (row 8 starts at 59 + 788 = 847).
    #expect(grid.collectionView.visibleCells.count == 36)
    #expect(tabs.tabBar.frame.height == 83)
    let toolbar = UIToolbar()
    toolbar.items = [UIBarButtonItem.flexibleSpace(), UIBarButtonItem(systemItem: .done)]
    #expect(toolbar.items?.count == 2)
  }
}
