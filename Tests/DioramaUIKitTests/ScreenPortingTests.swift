import DioramaTesting
import DioramaUIKit
import Foundation
import Testing

/// The porting rule applied literally: `Screens/IntroViewController.swift` is the iOS source in
/// `Originals/IntroViewController.swift.ios` with `import UIKit` and `import PinLayout` replaced
/// by `import DioramaUIKit`, and nothing else.
@Suite struct ScreenPortingTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  @Test func thePortDiffersFromTheOriginalOnlyInItsImports() throws {
    func body(_ path: String) throws -> [String] {
      try String(contentsOf: Self.folder.appendingPathComponent(path), encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        .filter { !$0.hasPrefix("import ") }
    }
    let original = try String(
      contentsOf: Self.folder.appendingPathComponent("Originals/IntroViewController.swift.ios"),
      encoding: .utf8)
    #expect(original.contains("import UIKit\n") && original.contains("import PinLayout\n"))
    #expect(try body("Originals/IntroViewController.swift.ios") == body("Screens/IntroViewController.swift"))
  }

  @Test func theScreenLaysOutUnderTheSafeAreaAndRendersAsRecorded() throws {
    let scene = try Scene(device: .iPhone15, scale: 2)
    let controller = IntroViewController()
    scene.rootViewController = controller
    let view = try #require(controller.view as? IntroView)
    scene.layoutIfNeeded()
    #expect(controller.title == "Intro")
    // iPhone 15: the safe area starts at 59. The logo is 100 × 100 at 10 + 59; the title starts
    // after it at 10 + 100 + 10 and runs to 393 − 10.
    #expect(view.logo.frame == CGRect(x: 10, y: 69, width: 100, height: 100))
    #expect(view.titleLabel.frame.minX == 120)
    #expect(view.titleLabel.frame.width == 263)
    #expect(view.textLabel.frame.minX == 120)
    #expect(view.textLabel.frame.minY == view.titleLabel.frame.maxY + 6)
    // The paragraph wraps within the title's width, on several lines.
    #expect(view.textLabel.frame.width <= 263)
    #expect(view.textLabel.frame.height > 3 * UIFont.systemFont(ofSize: 14).lineHeight)
    #expect(view.separatorView.frame.minY == max(view.logo.frame.maxY, view.textLabel.frame.maxY) + 10)
    expectMatchesReference(scene, named: "intro")
  }
}
