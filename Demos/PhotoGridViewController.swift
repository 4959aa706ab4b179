import Diorama
import Foundation

/// A photo grid in a navigation controller, as an iOS app builds it: a collection view with a
/// flow layout of three square columns 2 points apart, sections under headers, and cells
/// showing generated "photos" (gradients).
public final class PhotoGridViewController: ViewController, CollectionViewDataSource {
  /// The grid.
  public private(set) var collectionView: CollectionView!
  /// The photos of each section, as seeds for their gradients.
  public private(set) var sections: [(title: String, photos: [Int])] = [
    ("Today", Array(0..<7)), ("Last Week", Array(7..<40)),
  ]
  private var nextPhoto = 40

  public override init() {
    super.init()
    title = "Photos"
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let layout = CollectionViewFlowLayout()
    layout.minimumInteritemSpacing = 2
    layout.minimumLineSpacing = 2
    layout.headerReferenceSize = CGSize(width: 0, height: 44)
    let side = ((view.bounds.width - 4) / 3).rounded(.down)
    layout.itemSize = CGSize(width: side, height: side)
    collectionView = CollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.identifier)
    collectionView.register(
      SectionHeader.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
      withReuseIdentifier: SectionHeader.identifier)
    collectionView.dataSource = self
    collectionView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(collectionView)
    LayoutConstraint.activate([
      collectionView.topAnchor.constraint(equalTo: view.topAnchor),
      collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
  }

  /// Adds a new photo at the start of the first section, animated: the others move along.
  public func addPhoto() {
    sections[0].photos.insert(nextPhoto, at: 0)
    nextPhoto += 1
    collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
  }

  public func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

  public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    sections[section].photos.count
  }

  public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.identifier, for: indexPath)
    (cell as? PhotoCell)?.show(photo: sections[indexPath.section].photos[indexPath.item])
    return cell
  }

  public func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView {
    let header = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: SectionHeader.identifier, for: indexPath)
    (header as? SectionHeader)?.title.text = sections[indexPath.section].title
    return header
  }
}

/// A generated photo: a diagonal gradient between two colours picked from the photo's number.
final class PhotoCell: CollectionViewCell {
  static let identifier = "Photo"
  private static let palette: [Color] = [
    Color(hex: 0xF2994A), Color(hex: 0xEB5757), Color(hex: 0x9B51E0), Color(hex: 0x2F80ED),
    Color(hex: 0x27AE60), Color(hex: 0x56CCF2), Color(hex: 0xF2C94C), Color(hex: 0x6FCF97),
    Color(hex: 0x219653), Color(hex: 0xBB6BD9),
  ]
  private let gradient = GradientLayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    gradient.startPoint = CGPoint(x: 0, y: 0)
    gradient.endPoint = CGPoint(x: 1, y: 1)
    contentView.layer.addSublayer(gradient)
  }

  func show(photo: Int) {
    let colors = Self.palette
    let count = colors.count
    gradient.colors = [colors[photo % count], colors[(photo / count + photo * 3 + 1) % count]]
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    gradient.frame = contentView.bounds
  }
}

/// A section title in the grid, as Photos shows one: 20-point bold, 16 points in.
final class SectionHeader: CollectionReusableView {
  static let identifier = "Header"
  let title = Label()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    title.font = .systemFont(ofSize: 20, weight: .bold)
    addSubview(title)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    title.frame = CGRect(x: 16, y: 0, width: bounds.width - 32, height: bounds.height)
  }
}
