import DioramaTesting
import DioramaUIKit
import Foundation
import Testing

/// The porting rule applied to a form: `Screens/SignUpFormViewController.swift` is the iOS source
/// in `Originals/SignUpFormViewController.swift.ios` with `import UIKit` replaced by
/// `import DioramaUIKit`, and nothing else. In a navigation controller on an iPhone 15 it lays
/// out with UIKit's numbers and renders as recorded.
@Suite struct SignUpPortingTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  @Test func thePortDiffersFromTheOriginalOnlyInItsImport() throws {
    func lines(_ path: String) throws -> [String] {
      try String(contentsOf: Self.folder.appendingPathComponent(path), encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    let original = try lines("Originals/SignUpFormViewController.swift.ios")
    let port = try lines("Screens/SignUpFormViewController.swift")
    #expect(original.first == "import UIKit" && port.first == "import DioramaUIKit")
    #expect(Array(original.dropFirst()) == Array(port.dropFirst()))
  }

  @Test func theFormLaysOutUnderTheLargeTitleAndRendersAsRecorded() throws {
    let scene = try Scene(device: .iPhone15, scale: 2)
    let form = SignUpFormViewController()
    let navigation = UINavigationController(rootViewController: form)
    navigation.navigationBar.prefersLargeTitles = true
    let warnings = Diagnostics.capture {
      scene.rootViewController = navigation
      scene.layoutIfNeeded()
    }
    #expect(warnings.isEmpty, "\(warnings)")
    form.nameField.text = "Grace Hopper"
    form.emailField.text = "grace@example.com"
    form.passwordField.text = "cobol1959"
    scene.layoutIfNeeded()
    // Below the status bar (59), the 44-point bar and its 52-point large title, 20 points down;
    // 16-point margins on a 393-point screen: 361 wide.
    let name = form.nameField.convert(form.nameField.bounds, to: form.view)
    #expect(name == CGRect(x: 16, y: 175, width: 361, height: 34))
    #expect(form.emailField.frame.minY == form.nameField.frame.maxY + 12)
    #expect(form.planControl.frame.minY == form.passwordField.frame.maxY + 24)
    #expect(form.planControl.frame.height == 32)
    #expect(form.newsSwitch.frame.size == CGSize(width: 51, height: 31))
    #expect(form.navigationController === navigation)
    // The button runs its action when code sends what a tap sends.
    form.signUpButton.sendActions(for: .touchUpInside)
    #expect(form.submitted)
    #expect(form.textFieldShouldReturn(form.passwordField))
    expectMatchesReference(scene, named: "sign-up")
  }
}
