import Diorama
import Foundation
import Testing

/// The login screen of the BoxView README, steps 1 to 6, written exactly as the README writes
/// them (with the type renames), with the README's assumed sizes: fields 100×34, title 131×27,
/// "Forgot password?" 138×33, login button 80×32, icons 24×24.
@Suite struct BoxViewReadmeTests {
  let nameField = Block(100, 34, id: "nameField")
  let passwordField = Block(100, 34, id: "passwordField")
  let loginButton = Block(80, 32, id: "loginButton")
  let forgotButton = Block(138, 33, id: "forgotButton")
  let titleLabel = Block(131, 27, id: "titleLabel")
  let nameImageView = Block(id: "nameImageView")
  let passwordImageView = Block(id: "passwordImageView")

  func harness() throws -> BoxHarness {
    let boxView = BoxView()
    boxView.insets = EdgeInsets(top: 16.0, left: 16.0, bottom: 16.0, right: 16.0)
    boxView.spacing = 20.0
    return try BoxHarness(boxView, width: 343, height: nil)
  }

  @Test func step1StacksItemsWithoutPadding() throws {
    let h = try harness()
    let boxView = h.box
    boxView.items = [
      nameField.boxZero,
      passwordField.boxZero,
      loginButton.boxZero,
    ]
    #expect(h.layout() == CGSize(width: 343, height: 172))
    #expect(nameField.frame == CGRect(16, 16, 311, 34))
    #expect(passwordField.frame == CGRect(16, 70, 311, 34))
    #expect(loginButton.frame == CGRect(16, 124, 311, 32))
  }

  @Test func step2TopPaddingAddsToSpacing() throws {
    let h = try harness()
    h.box.items = [
      nameField.boxZero,
      passwordField.boxZero,
      loginButton.boxTop(30.0),
    ]
    #expect(h.layout() == CGSize(width: 343, height: 202))
    #expect(loginButton.frame == CGRect(16, 154, 311, 32))
  }

  @Test func step3SidePaddingAddsToInsets() throws {
    let h = try harness()
    h.box.items = [
      nameField.boxZero,
      passwordField.boxZero,
      loginButton.boxTop(30.0).boxLeftRight(50.0, 50.0),
    ]
    #expect(h.layout() == CGSize(width: 343, height: 202))
    #expect(loginButton.frame == CGRect(66, 154, 211, 32))
  }

  @Test(arguments: [true, false])
  func step4OptionalGreaterThanPinPushesButtonRight(useForgotButton: Bool) throws {
    let h = try harness()
    h.box.items = [
      nameField.boxZero,
      passwordField.boxZero,
      useForgotButton ? forgotButton.boxLeftRight(>=0.0, 0.0) : nil,
      loginButton.boxTop(30.0).boxLeftRight(50.0, 50.0),
    ].compactMap { $0 }
    if useForgotButton {
      #expect(h.layout() == CGSize(width: 343, height: 255))
      #expect(forgotButton.frame == CGRect(189, 124, 138, 33))
      #expect(loginButton.frame == CGRect(66, 207, 211, 32))
    } else {
      #expect(h.layout() == CGSize(width: 343, height: 202))
      #expect(forgotButton.superview == nil)
    }
  }

  @Test func step4ItemsAppendedOneByOneMatchTheArray() throws {
    let h = try harness()
    let boxView = h.box
    boxView.items = []
    boxView.items.append(nameField.boxZero)
    boxView.items.append(passwordField.boxZero)
    boxView.items.append(forgotButton.boxLeftRight(>=0.0, 0.0))
    boxView.items.append(loginButton.boxTop(30.0).boxLeftRight(50.0, 50.0))
    #expect(h.layout() == CGSize(width: 343, height: 255))
    #expect(forgotButton.frame == CGRect(189, 124, 138, 33))
  }

  @Test func step5CentresTheTitle() throws {
    let h = try harness()
    h.box.items = [
      titleLabel.xAligned(),
      nameField.boxZero,
      passwordField.boxZero,
      forgotButton.boxLeftRight(>=0.0, 0.0),
      loginButton.boxTop(30.0).boxLeftRight(50.0, 50.0),
    ]
    #expect(h.layout() == CGSize(width: 343, height: 302))
    #expect(titleLabel.frame == CGRect(106, 16, 131, 27))
    #expect(nameField.frame == CGRect(16, 63, 311, 34))
    #expect(loginButton.frame == CGRect(66, 254, 211, 32))
  }

  @Test func step6NestsHorizontalBoxes() throws {
    let h = try harness()
    for icon in [nameImageView, passwordImageView] {
      icon.widthAnchor.constraint(equalToConstant: 24).isActive = true
      icon.heightAnchor.constraint(equalToConstant: 24).isActive = true
    }
    let nameBoxView = BoxView(axis: .x, spacing: 10.0)
    nameBoxView.items = [nameImageView.yAligned(), nameField.boxZero]
    let passwordBoxView = BoxView(axis: .x, spacing: 10.0)
    passwordBoxView.items = [passwordImageView.yAligned(), passwordField.boxZero]
    h.box.items = [
      titleLabel.xAligned(),
      nameBoxView.boxZero,
      passwordBoxView.boxZero,
      forgotButton.boxLeftRight(>=0.0, 0.0),
      loginButton.boxTop(30.0).boxLeftRight(50.0, 50.0),
    ]
    #expect(h.layout() == CGSize(width: 343, height: 302))
    #expect(nameBoxView.frame == CGRect(16, 63, 311, 34))
    #expect(nameImageView.frame == CGRect(0, 5, 24, 24))
    #expect(nameField.frame == CGRect(34, 0, 277, 34))
    #expect(passwordBoxView.frame == CGRect(16, 117, 311, 34))
    #expect(forgotButton.frame == CGRect(189, 171, 138, 33))
  }

  @Test func legacyAndCurrentSpellingsBuildTheSameConstraints() throws {
    func build(_ items: (BoxView) -> [BoxItem]) throws -> String {
      let h = try harness()
      h.box.items = items(h.box)
      h.layout()
      return h.box.managedConstraints.map(\.description).joined(separator: "\n")
    }
    let legacy = try build { _ in
      [
        titleLabel.xAligned(),
        nameField.boxZero,
        passwordField.boxTop(5.0).boxBottom(<=8.0),
        forgotButton.boxLeftRight(>=0.0, 0.0),
        loginButton.boxTop(30.0).boxLeftRight(50.0, 50.0).boxTopBottom(30.0, ==2.0),
        nameImageView.yAligned(offset: 3, padding: nil).boxAll(4),
        passwordImageView.boxInsets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
      ]
    }
    let current = try build { _ in
      [
        titleLabel.boxed.centerX(),
        nameField.boxed,
        passwordField.boxed.top(5).bottom(<=8),
        forgotButton.boxed.left(>=0).right(0),
        loginButton.boxed.top(30).left(50).right(50).top(30).bottom(2),
        nameImageView.boxed.centerY(offset: 3, padding: nil).all(4),
        passwordImageView.boxed.insets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
      ]
    }
    #expect(!legacy.isEmpty)
    #expect(legacy == current)
  }
}
