import DioramaUIKit
import Testing

/// A screen written with UIKit's names, laid out and rendered through DioramaUIKit's aliases.
@Suite struct ProfileHeaderViewTests {
  /// Lays the header out at 375 × 300 points, an iPhone's width.
  func laidOutHeader() throws -> (Scene, ProfileHeaderView) {
    let scene = try Scene(size: CGSize(width: 375, height: 300), scale: 2)
    let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
    scene.rootView.addSubview(header)
    scene.layoutIfNeeded()
    return (scene, header)
  }

  @Test func framesAreTheOnesTheConstraintsDescribe() throws {
    let (_, header) = try laidOutHeader()
    // The banner spans the width, 120 high.
    #expect(header.banner.frame == CGRect(x: 0, y: 0, width: 375, height: 120))
    // 80 × 80, centred on x = 375 / 2 = 187.5, its centre on the banner's bottom edge (y = 120).
    #expect(header.avatar.frame == CGRect(x: 147.5, y: 80, width: 80, height: 80))
    // 12 below the avatar (160 + 12), between the default 8-point layout margins: 375 − 16 wide.
    #expect(header.nameLabel.frame == CGRect(x: 8, y: 172, width: 359, height: 24))
    // 16 below the label (196 + 16), 16 in from each side: 375 − 32 wide.
    #expect(header.stats.frame == CGRect(x: 16, y: 212, width: 343, height: 60))
    // Three equal tiles and two 8-point gaps in 343 points: (343 − 16) / 3 = 109 each.
    #expect(
      header.stats.arrangedSubviews.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 109, height: 60),
        CGRect(x: 117, y: 0, width: 109, height: 60),
        CGRect(x: 234, y: 0, width: 109, height: 60),
      ])
  }

  @Test func theRenderShowsTheAppsOwnColours() throws {
    let (scene, _) = try laidOutHeader()
    let image = try scene.renderImage()
    // At scale 2, point (20, 20) is pixel (40, 40): inside the banner, drawn in `UIColor.brand`
    // (0.2, 0.4, 0.8 → 51, 102, 204 in 8 bits).
    #expect(image.pixel(x: 40, y: 40) == RGBA8(r: 51, g: 102, b: 204, a: 255))
    // Point (10, 150) is below the banner, left of the avatar: the grouped background (242, 242, 247).
    #expect(image.pixel(x: 20, y: 300) == RGBA8(r: 242, g: 242, b: 247, a: 255))
    // Point (30, 240) is inside the first stats tile: the secondary grouped background, white.
    #expect(image.pixel(x: 60, y: 480) == RGBA8(r: 255, g: 255, b: 255, a: 255))
  }
}
