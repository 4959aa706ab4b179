import DioramaUIKit
import Testing

// An app's own classes that take the names Diorama gives its types. UIKit apps name their classes
// this way (`View`, `Label`, `ViewController`); through the UIKit names, each inherits from
// Diorama's class rather than from itself.
final class View: UIView {
  var didLayOut = false

  override func layoutSubviews() {
    super.layoutSubviews()
    didLayOut = true
  }
}

final class Label: UILabel {
  override init(frame: CGRect) {
    super.init(frame: frame)
    font = .systemFont(ofSize: 15, weight: .medium)
    textColor = .secondaryLabel
  }
}

@Suite struct OwnClassesNamedLikeDioramaTests {
  @Test func anOwnViewIsAUIViewAndRunsItsOverrides() throws {
    let scene = try Scene(size: CGSize(width: 100, height: 100))
    let view = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    scene.rootView.addSubview(view)
    scene.layoutIfNeeded()
    #expect(view.didLayOut)
    #expect(view.superview === scene.rootView)
    #expect(String(reflecting: View.self) == "DioramaUIKitTests.View")
    #expect(String(reflecting: UIView.self) == "Diorama.View")
  }

  @Test func anOwnLabelIsAUILabelWithItsOwnDefaults() {
    let label = Label()
    label.text = "Hello"
    let asUILabel: UILabel = label
    #expect(asUILabel.font == UIFont.systemFont(ofSize: 15, weight: .medium))
    #expect(asUILabel.textColor == .secondaryLabel)
    #expect(label.intrinsicContentSize.width > 0)
    #expect(String(reflecting: Label.self) == "DioramaUIKitTests.Label")
  }
}
