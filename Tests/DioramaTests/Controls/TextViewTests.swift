import Diorama
import Foundation
import Testing

/// `TextView` against UIKit's `UITextView`: Apple documents `textContainerInset` as (8, 0, 8, 0)
/// by default, the text container's `lineFragmentPadding` as 5 points and the font as the body
/// style of the system font (17 points). Expected sizes are those insets added by hand to the
/// text's own size, measured by a label with the same font.
@Suite struct TextViewTests {
  static let paragraph =
    "A text view shows static text that wraps at its width, inside its text container's inset and padding."

  @Test func defaultsAreUIKits() {
    let view = TextView()
    #expect(view.textContainerInset == EdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
    #expect(view.textContainer.lineFragmentPadding == 5)
    #expect(view.font == .systemFont(ofSize: 17))
    #expect(view.textColor == .label)
    #expect(view.backgroundColor == .white)
    #expect(view.isScrollEnabled && view.isEditable && view.isSelectable)
  }

  @Test func scrollingTextViewsHaveNoIntrinsicSize() {
    let view = TextView()
    view.text = "Hello"
    #expect(view.intrinsicContentSize == CGSize(width: -1, height: -1))
  }

  @Test func aTextViewThatDoesNotScrollSizesToItsTextPlusTheInsets() {
    let view = TextView()
    view.text = "Hello"
    view.isScrollEnabled = false
    let text = Label(text: "Hello").intrinsicContentSize
    #expect(view.intrinsicContentSize == CGSize(width: text.width + 10, height: text.height + 16))
    // At 200 points wide the paragraph wraps at 200 − 10 = 190.
    view.text = Self.paragraph
    let wrapped = Label(text: Self.paragraph)
    wrapped.numberOfLines = 0
    wrapped.lineBreakMode = .byWordWrapping
    let height = wrapped.sizeThatFits(CGSize(width: 190, height: CGFloat.infinity)).height
    #expect(view.intrinsicContentSize(forWidth: 200).height == height + 16)
    #expect(height > 3 * Font.systemFont(ofSize: 17).lineHeight, "it wraps onto several lines")
  }

  @Test func autoLayoutWrapsATextViewThatDoesNotScroll() throws {
    let scene = try Scene(size: CGSize(width: 220, height: 400))
    let view = TextView()
    view.text = Self.paragraph
    view.isScrollEnabled = false
    view.translatesAutoresizingMaskIntoConstraints = false
    scene.rootView.addSubview(view)
    LayoutConstraint.activate([
      view.topAnchor.constraint(equalTo: scene.rootView.topAnchor),
      view.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor, constant: 10),
      view.trailingAnchor.constraint(equalTo: scene.rootView.trailingAnchor, constant: -10),
    ])
    scene.layoutIfNeeded()
    #expect(view.frame.width == 200)
    #expect(view.frame.height == view.intrinsicContentSize(forWidth: 200).height)
  }

  @Test func theContentSizeIsTheTextPlusTheInsetsAndScrollingMovesIt() throws {
    let scene = try Scene(size: CGSize(width: 200, height: 60))
    let view = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    view.textContainerInset = EdgeInsets(top: 10, left: 4, bottom: 12, right: 6)
    view.textContainer.lineFragmentPadding = 0
    view.text = Self.paragraph
    scene.rootView.addSubview(view)
    scene.layoutIfNeeded()
    let wrapped = Label(text: Self.paragraph)
    wrapped.numberOfLines = 0
    wrapped.lineBreakMode = .byWordWrapping
    let height = wrapped.sizeThatFits(CGSize(width: 190, height: CGFloat.infinity)).height
    #expect(view.contentSize == CGSize(width: 200, height: height + 22))
    view.setContentOffset(CGPoint(x: 0, y: 30), animated: false)
    #expect(view.bounds.origin.y == 30)
  }

  @Test func badInsetsAndPaddingAreIgnoredWithAWarning() {
    let view = TextView()
    let warnings = Diagnostics.capture {
      view.textContainerInset = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
      view.textContainer.lineFragmentPadding = -3
    }
    #expect(warnings.count == 2 && warnings.allSatisfy { $0.kind == .invalidGeometry })
    #expect(view.textContainerInset == TextView.defaultTextContainerInset)
    #expect(view.textContainer.lineFragmentPadding == 5)
  }
}
