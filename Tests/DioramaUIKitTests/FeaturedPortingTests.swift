import DioramaTesting
import DioramaUIKit
import Foundation
import Testing

/// The porting rule applied to a compositional layout fed by a diffable data source:
/// `Screens/FeaturedViewController.swift` is the iOS source in
/// `Originals/FeaturedViewController.swift.ios` with `import UIKit` replaced by
/// `import DioramaUIKit`, and nothing else. In a navigation controller on an iPhone 15 its
/// sections sit where UIKit's arithmetic puts them, and a new app slides the grid along.
@Suite struct FeaturedPortingTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  @Test func thePortDiffersFromTheOriginalOnlyInItsImport() throws {
    func lines(_ path: String) throws -> [String] {
      try String(contentsOf: Self.folder.appendingPathComponent(path), encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    let original = try lines("Originals/FeaturedViewController.swift.ios")
    let port = try lines("Screens/FeaturedViewController.swift")
    #expect(original.first == "import UIKit" && port.first == "import DioramaUIKit")
    #expect(Array(original.dropFirst()) == Array(port.dropFirst()))
  }

  @Test func theSectionsLayOutByUIKitsArithmeticAndRenderAsRecorded() throws {
    let scene = try Scene(device: .iPhone15, scale: 2)
    scene.clock = try Clock(framesPerSecond: 30)
    let featured = FeaturedViewController()
    let navigation = UINavigationController(rootViewController: featured)
    navigation.navigationBar.prefersLargeTitles = true
    let warnings = Diagnostics.capture {
      scene.rootViewController = navigation
      scene.layoutIfNeeded()
    }
    #expect(warnings.isEmpty, "\(warnings)")
    let layout = try #require(
      featured.collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout)
    func frame(_ item: Int, _ section: Int) -> CGRect? {
      layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }
    // Featured: the header 361 × 44 at (16, 0); cards 0.85 × 361 = 306.85 wide, 12 apart, 180 tall.
    let header = layout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header?.frame == CGRect(x: 16, y: 0, width: 361, height: 44))
    let second = try #require(frame(1, 0))
    #expect(abs(second.minX - (16 + 306.85 + 12)) < 1e-9 && second.minY == 44 && second.height == 180)
    // Popular starts at 44 + 180 + 24 = 248: its header, then rows of two 186.5-point squares
    // (393 − 20 = 373 wide), each cell 6 inside its square.
    #expect(frame(0, 1) == CGRect(x: 16, y: 248 + 44 + 6, width: 174.5, height: 174.5))
    #expect(frame(3, 1) == CGRect(x: 10 + 186.5 + 6, y: 248 + 44 + 186.5 + 6, width: 174.5, height: 174.5))
    expectMatchesReference(scene, named: "featured")
    // A new popular app comes first; the others move along on the clock.
    featured.addPopularApp(.init(name: "Lighthouse", color: .systemRed))
    _ = try scene.frame(at: 30)
    #expect(featured.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1))?.name == "Lighthouse")
    #expect(featured.dataSource.indexPath(for: featured.popular[1]) == IndexPath(item: 1, section: 1))
  }
}
