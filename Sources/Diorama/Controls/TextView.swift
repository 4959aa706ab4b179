import Foundation

/// A scrollable view of multi-line text (UIKit's `UITextView`), showing static — plain or
/// attributed — text as iOS draws it: wrapped at the view's width less its
/// ``textContainerInset`` (8 points above and below by default) and the container's
/// ``TextContainer/lineFragmentPadding`` (5 points at each end of every line), in the 17-point
/// system font on a white background.
///
/// It is a ``ScrollView``: the text is its content, ``ScrollView/contentSize`` is the text's
/// height plus the insets, and scrolling it (``ScrollView/setContentOffset(_:animated:)``) moves
/// the text on the scene clock. With ``ScrollView/isScrollEnabled`` set to `false` it sizes itself
/// to its text instead, as UIKit's does: ``intrinsicContentSize`` is the text's size plus the
/// insets, measured again at the width Auto Layout gives it.
///
/// Nothing is edited or selected in Diorama: ``isEditable`` and ``isSelectable`` are kept for
/// source compatibility.
open class TextView: ScrollView {
  /// The default font: the system font at the body size, 17 points (UIKit's documented default).
  public static let defaultFont = Font.systemFont(ofSize: 17)
  /// The default ``textContainerInset``: 8 points above and below (UIKit's documented default).
  public static let defaultTextContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)

  /// The container the text is laid out in: its line padding, line limit and line breaks.
  public let textContainer = TextContainer()
  private let textLabel = Label()

  /// Creates a text view with no text, on a white background.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    textContainer.owner = self
    textLabel.numberOfLines = 0
    textLabel.font = TextView.defaultFont
    textLabel.lineBreakMode = .byWordWrapping
    insertSubview(textLabel, at: 0)
  }

  /// Creates a text view with a zero frame.
  public convenience init() { self.init(frame: .zero) }

  // MARK: Text

  /// The text; `nil` shows nothing. Setting it drops ``attributedText``'s attributes.
  open var text: String? {
    get { textLabel.text }
    set {
      textLabel.text = newValue
      textDidChange()
    }
  }

  /// The text with attributes (UIKit's keys); ranges without a font or colour use ``font`` and
  /// ``textColor``.
  open var attributedText: NSAttributedString? {
    get { textLabel.attributedText }
    set {
      textLabel.attributedText = newValue
      textDidChange()
    }
  }

  /// The font; the 17-point system font by default. Setting `nil` restores the default.
  open var font: Font? {
    get { textLabel.font }
    set {
      textLabel.font = newValue ?? TextView.defaultFont
      textDidChange()
    }
  }

  /// The text colour; ``Color/label`` (black) by default. `nil` restores the default.
  open var textColor: Color? {
    get { textLabel.textColor }
    set { textLabel.textColor = newValue ?? .label }
  }

  /// How lines are aligned; `.natural` (leading) by default.
  open var textAlignment: TextAlignment {
    get { textLabel.textAlignment }
    set { textLabel.textAlignment = newValue }
  }

  /// The space between the view's edges and the text container; 8 points above and below by
  /// default. Non-finite insets are ignored with a ``Warning/Kind/invalidGeometry`` warning.
  open var textContainerInset = TextView.defaultTextContainerInset {
    didSet {
      guard textContainerInset.isFinite else {
        Diagnostics.report(
          Warning(
            .invalidGeometry,
            "\(layoutName).textContainerInset \(textContainerInset) ignored: it must be finite"))
        textContainerInset = oldValue
        return
      }
      if textContainerInset != oldValue { textDidChange() }
    }
  }

  /// Whether a user could edit the text; `true` by default. Kept: nothing is edited.
  open var isEditable = true
  /// Whether a user could select the text; `true` by default. Kept: nothing is selected.
  open var isSelectable = true

  /// Sizing to the text when scrolling is off.
  open override var isScrollEnabled: Bool {
    didSet { if isScrollEnabled != oldValue { textDidChange() } }
  }

  func textContainerDidChange() { textDidChange() }

  private func textDidChange() {
    textLabel.numberOfLines = textContainer.maximumNumberOfLines
    textLabel.lineBreakMode = textContainer.lineBreakMode
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  // MARK: Measuring and layout

  /// The horizontal space around the text: the inset's sides and the padding at both ends.
  private var horizontalPadding: CGFloat {
    textContainerInset.left + textContainerInset.right + 2 * textContainer.lineFragmentPadding
  }

  /// The text's size when wrapped at `width` (unbounded when not positive or infinite).
  private func textSize(wrappingAt width: CGFloat) -> CGSize {
    let wrap = width.isFinite && width > 0 ? width : CGFloat.infinity
    let size = textLabel.sizeThatFits(CGSize(width: wrap, height: .infinity))
    return size.isFinite ? size : .zero
  }

  /// The size the text view needs at `width`: the text wrapped at the width less the insets and
  /// padding, plus them.
  private func fittingSize(width: CGFloat) -> CGSize {
    let text = textSize(wrappingAt: width - horizontalPadding)
    return CGSize(
      width: text.width + horizontalPadding,
      height: text.height + textContainerInset.top + textContainerInset.bottom)
  }

  /// With scrolling on, no intrinsic size (as UIKit's); with it off, the unwrapped text plus the
  /// insets and padding.
  open override var intrinsicContentSize: CGSize {
    guard !isScrollEnabled else {
      return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }
    return fittingSize(width: .infinity)
  }

  /// A text view that does not scroll is measured again at its solved width.
  open override var intrinsicContentSizeDependsOnWidth: Bool { !isScrollEnabled }

  /// The text wrapped at `width`, plus the insets and padding (scrolling off).
  open override func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
    guard !isScrollEnabled else { return intrinsicContentSize }
    return fittingSize(width: width)
  }

  /// The size the text needs when wrapped at `size.width`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let fitted = fittingSize(width: size.width)
    return CGSize(
      width: size.width.isFinite && size.width > 0 ? size.width : fitted.width, height: fitted.height)
  }

  /// Lays the text out at the view's width and sets the content size to it.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let width = max(0, bounds.width - horizontalPadding)
    let text = textSize(wrappingAt: width)
    textLabel.frame = CGRect(
      x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top, width: width,
      height: text.height)
    let content = CGSize(
      width: bounds.width, height: text.height + textContainerInset.top + textContainerInset.bottom)
    if contentSize != content { contentSize = content }
  }

  open override var description: String {
    String(super.description.dropLast()) + "; text = '\((text ?? "").prefix(24))'>"
  }
}
