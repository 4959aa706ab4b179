import DioramaTesting
import DioramaUIKit
import Foundation
import Testing

/// The porting rule applied to the appearance set-up of an iOS 15+ app:
/// `Screens/StoreTabBarController.swift` is the iOS source in
/// `Originals/StoreTabBarController.swift.ios` with `import UIKit` replaced by
/// `import DioramaUIKit`, and nothing else. On an iPhone 15 its bars take the appearances it sets
/// and its tabs and rows show SF Symbols.
@Suite struct StorePortingTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  @Test func thePortDiffersFromTheOriginalOnlyInItsImport() throws {
    func lines(_ path: String) throws -> [String] {
      try String(contentsOf: Self.folder.appendingPathComponent(path), encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    let original = try lines("Originals/StoreTabBarController.swift.ios")
    let port = try lines("Screens/StoreTabBarController.swift")
    #expect(original.first == "import UIKit" && port.first == "import DioramaUIKit")
    #expect(Array(original.dropFirst()) == Array(port.dropFirst()))
  }

  @Test func theBarsTakeTheAppearancesAndRenderAsRecorded() throws {
    let scene = try Scene(device: .iPhone15, scale: 2)
    let store = StoreTabBarController()
    let warnings = Diagnostics.capture {
      scene.rootViewController = store
      scene.layoutIfNeeded()
    }
    #expect(warnings.isEmpty, "\(warnings)")
    let image = try scene.renderImage()
    func pixel(_ x: CGFloat, _ y: CGFloat) -> RGBA8? { image.pixel(x: Int(x * 2), y: Int(y * 2)) }
    func near(_ pixel: RGBA8?, _ color: UIColor) -> Bool {
      guard let pixel else { return false }
      let c = color.rgba8
      return abs(Int(pixel.r) - Int(c.r)) <= 1 && abs(Int(pixel.g) - Int(c.g)) <= 1
        && abs(Int(pixel.b) - Int(c.b)) <= 1
    }
    // The list is at its top, but the scroll-edge appearance is the brand colour: the bar and
    // the status bar above it are (0.16, 0.22, 0.48) → (40.8, 56.1, 122.4), even with nothing
    // scrolled.
    #expect(near(pixel(300, 20), StoreTabBarController.brand))
    #expect(near(pixel(300, 140), StoreTabBarController.brand))
    // The selected tab's symbol (bag.fill, centred 18 points below the bar's top at 852 − 83 =
    // 769) is brand-coloured; the favourites tab's badge is orange, at the heart's centre + 5.
    let tabWidth = 393.0 / 3
    #expect(near(pixel(tabWidth / 2, 769 + 20), StoreTabBarController.brand))
    #expect(near(pixel(tabWidth * 1.5 + 5 + 3, 769 + 2 + 9), .systemOrange))
    // The rows' texts line up whatever the width of their symbols.
    func labels(in view: UIView) -> [UILabel] {
      view.subviews.flatMap { ($0 as? UILabel).map { [$0] } ?? labels(in: $0) }
    }
    let cells = store.products.tableView.visibleCells
    let titles = Set(store.products.rows.map(\.title))
    let textStarts = Set(
      cells.flatMap(labels(in:)).filter { titles.contains($0.text ?? "") }.map {
        $0.convert($0.bounds, to: nil).minX
      })
    #expect(cells.count == 7 && textStarts.count == 1, "\(textStarts)")
    expectMatchesReference(scene, named: "store")
  }
}
