import Diorama
import Foundation
import Testing

// BoxView's example app, `BaseViewController.swift`, ported with the type renames only
// (`UIViewController` → `ViewController`, `UIScrollView` → `ScrollView`; `import UIKit` and
// `import BoxView` → `import Diorama`). Everything else is the original's text.

class BaseViewController: ViewController {

  let scrollView = ScrollView()
  let boxView = BoxView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    let boxPadding: CGFloat = 16.0
    scrollView.addBoxItem(boxView.boxed.all(boxPadding))

    if #available(iOS 11, *) {
      view.addSubview(scrollView)
      let guide = view.safeAreaLayoutGuide
      guide.addBoxItems([scrollView.boxed])
    } else {
      view.addBoxItem(scrollView.boxed)
    }
    boxView.pinWidth(to: scrollView, offset: -boxPadding * 2.0)
  }

}

/// A screen on that base: the BoxView README's example 3, written as the README writes it.
final class ReadmeLoginViewController: BaseViewController {
  let nameField = Block(100, 34, id: "nameField")
  let passwordField = Block(100, 34, id: "passwordField")
  let loginButton = Block(80, 32, id: "loginButton")

  override func viewDidLoad() {
    super.viewDidLoad()
    boxView.insets = EdgeInsets(top: 16.0, left: 16.0, bottom: 16.0, right: 16.0)
    boxView.spacing = 20.0
    boxView.items = [
      nameField.boxZero,
      passwordField.boxZero,
      loginButton.boxTop(30.0).boxLeftRight(50.0, 50.0),
    ]
  }
}

/// The ported screen on an iPhone 15 (393 × 852, safe area top 59, bottom 34). Expected values
/// by hand: the scroll view fills the safe area, (0, 59, 393, 852 − 59 − 34 = 759); the box is
/// 16 in from the content's edges and 393 − 32 = 361 wide; inside it, with insets 16 and
/// spacing 20, the fields sit at y = 16 and 16 + 34 + 20 = 70, the button at
/// 70 + 34 + 20 + 30 = 154 with x = 16 + 50 = 66 and width 361 − 2 × 66 = 229; the box is
/// 154 + 32 + 16 = 202 tall, so the content is 393 × (202 + 32 = 234).
@Suite struct BoxViewPortTests {
  @Test func baseViewControllerPortsWithTheRenamesOnly() throws {
    let scene = try Scene(device: .iPhone15)
    let controller = ReadmeLoginViewController()
    scene.rootViewController = controller
    scene.layoutIfNeeded()
    #expect(controller.scrollView.frame == CGRect(0, 59, 393, 759))
    #expect(controller.boxView.frame == CGRect(16, 16, 361, 202))
    #expect(controller.scrollView.contentSize == CGSize(width: 393, height: 234))
    #expect(controller.nameField.frame == CGRect(16, 16, 329, 34))
    #expect(controller.passwordField.frame == CGRect(16, 70, 329, 34))
    #expect(controller.loginButton.frame == CGRect(66, 154, 229, 32))
  }
}
