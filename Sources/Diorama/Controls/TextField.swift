import Foundation

/// A one-line text field (UIKit's `UITextField`), drawn as iOS 17 draws it when it is not being
/// edited: its text (or its placeholder in ``Color/placeholderText``) in the 17-point system font,
/// inside the border of its ``borderStyle``, with optional views at its ends and a clear button.
///
/// Nothing is ever edited in Diorama — there is no keyboard, no caret and no first responder — so
/// ``isEditing`` is always `false`: a ``ViewMode`` of ``ViewMode/always`` or
/// ``ViewMode/unlessEditing`` shows its view (the clear button only while there is text), and
/// ``ViewMode/whileEditing`` or ``ViewMode/never`` hides it. Set ``text`` from code to show what
/// a user would have typed; ``isSecureTextEntry`` draws it as dots.
///
/// The field measures as UIKit's does (see <doc:Controls>): ``intrinsicContentSize`` is the text
/// (or the placeholder) plus the border's insets and the shown side views; a
/// ``BorderStyle/roundedRect`` field is 7 points above and below its font's line, rounded down
/// to whole points — 34 points with the default font, UIKit's height. The text is placed by
/// ``textRect(forBounds:)`` and its siblings, which subclasses may override as in UIKit.
open class TextField: Control {
  /// How the field's border is drawn (UIKit's `UITextField.BorderStyle`).
  public enum BorderStyle: Int, Sendable, Hashable, CaseIterable {
    /// No border (the default): the text fills the bounds.
    case none
    /// A thin dark rectangle.
    case line
    /// A grey rectangle, darker along its top, as a bezel.
    case bezel
    /// A white rounded rectangle with a hairline grey border, iOS's standard field.
    case roundedRect
  }

  /// When a side view or the clear button shows (UIKit's `UITextField.ViewMode`).
  public enum ViewMode: Int, Sendable, Hashable, CaseIterable {
    /// Never.
    case never
    /// Only while editing: never in Diorama, where nothing is edited.
    case whileEditing
    /// Whenever the field is not being edited: always in Diorama.
    case unlessEditing
    /// Always.
    case always
  }

  /// The default font: the system font at the body size, 17 points (UIKit's documented default).
  public static let defaultFont = Font.systemFont(ofSize: 17)
  /// The space above and below the line in a rounded-rect field, 7 points.
  public static let roundedRectVerticalPadding: CGFloat = 7
  /// The space between a rounded-rect field's edges and its text, 7 points.
  public static let roundedRectHorizontalPadding: CGFloat = 7
  /// The corner radius of a rounded-rect field, 5 points.
  public static let roundedRectCornerRadius: CGFloat = 5
  /// The space between a line or bezel field's border and its text, 2 points.
  public static let borderPadding: CGFloat = 2
  /// The side of the clear button's square, 19 points; the grey disc inside is 14 points wide.
  public static let clearButtonSize: CGFloat = 19
  /// The character a secure field draws for each character of its text.
  public static let secureCharacter: Character = "\u{2022}"

  private let borderView = View()
  private let textLabel = Label()
  private let placeholderLabel = Label()
  private let clearButton = TextFieldClearButton()

  /// Creates a field with no border, no text and no placeholder.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(borderView)
    addSubview(placeholderLabel)
    addSubview(textLabel)
    addSubview(clearButton)
    contentDidChange()
  }

  /// Creates a field with a zero frame.
  public convenience init() { self.init(frame: .zero) }

  // MARK: Text

  /// The text; `nil` (the default) or empty shows the placeholder. Setting it drops
  /// ``attributedText``'s attributes.
  open var text: String? {
    get { textLabel.text }
    set {
      textLabel.text = newValue
      attributedSource = nil
      contentDidChange()
    }
  }

  /// The text with attributes (UIKit's keys); ranges without a font or colour use ``font`` and
  /// ``textColor``. Setting it sets ``text`` to its string.
  open var attributedText: NSAttributedString? {
    get { attributedSource ?? textLabel.text.map { NSAttributedString(string: $0) } }
    set {
      attributedSource = newValue
      textLabel.attributedText = newValue
      contentDidChange()
    }
  }
  private var attributedSource: NSAttributedString?

  /// The grey text shown while there is no text; `nil` by default.
  open var placeholder: String? {
    get { placeholderLabel.text }
    set {
      placeholderLabel.text = newValue
      contentDidChange()
    }
  }

  /// The placeholder with attributes; ranges without a colour draw in ``Color/placeholderText``.
  open var attributedPlaceholder: NSAttributedString? {
    get { placeholderLabel.attributedText }
    set {
      placeholderLabel.attributedText = newValue
      contentDidChange()
    }
  }

  /// The font of the text and the placeholder; the 17-point system font by default. Setting `nil`
  /// restores the default, as UIKit does.
  open var font: Font? {
    get { storedFont }
    set {
      storedFont = newValue ?? TextField.defaultFont
      contentDidChange()
    }
  }
  private var storedFont = TextField.defaultFont

  /// The text's colour; ``Color/label`` (black) by default. `nil` restores the default.
  open var textColor: Color? {
    get { storedTextColor }
    set {
      storedTextColor = newValue ?? .label
      contentDidChange()
    }
  }
  private var storedTextColor = Color.label

  /// How the text and the placeholder are aligned; `.natural` (leading) by default.
  open var textAlignment: TextAlignment = .natural {
    didSet { contentDidChange() }
  }

  /// Whether the text is drawn as a row of dots, one per character, as a password field draws
  /// it; `false` by default.
  open var isSecureTextEntry = false {
    didSet { contentDidChange() }
  }

  /// Whether a text too wide for the field shrinks, down to ``minimumFontSize``; `false` by default.
  open var adjustsFontSizeToFitWidth = false {
    didSet { contentDidChange() }
  }

  /// The smallest font size shrinking may use; 0 by default.
  open var minimumFontSize: CGFloat = 0 {
    didSet { contentDidChange() }
  }

  /// Whether the field is being edited: always `false`, since nothing is edited in Diorama.
  open var isEditing: Bool { false }

  /// Kept for source compatibility: nothing clears the text, since nothing begins editing.
  open var clearsOnBeginEditing = false

  /// The object told about editing; kept, never called (nothing is edited). Not retained.
  open weak var delegate: (any TextFieldDelegate)?

  // MARK: Input traits (kept, never used: there is no keyboard)

  /// The keyboard the field asks for; `.default`.
  open var keyboardType: KeyboardType = .default
  /// The return key's title; `.default`.
  open var returnKeyType: ReturnKeyType = .default
  /// Automatic capitalisation; `.sentences`.
  open var autocapitalizationType: TextAutocapitalizationType = .sentences
  /// Automatic correction; `.default`.
  open var autocorrectionType: TextAutocorrectionType = .default
  /// What the field holds, for suggestions; `nil`.
  open var textContentType: TextContentType?

  // MARK: Border and side views

  /// How the border is drawn; ``BorderStyle/none`` by default.
  open var borderStyle: BorderStyle = .none {
    didSet { contentDidChange() }
  }

  /// A view at the leading end (the left), shown as ``leftViewMode`` says, at its own size.
  open var leftView: View? {
    didSet { sideViewDidChange(from: oldValue, to: leftView) }
  }

  /// When ``leftView`` shows; ``ViewMode/never`` by default.
  open var leftViewMode: ViewMode = .never {
    didSet { contentDidChange() }
  }

  /// A view at the trailing end (the right), shown as ``rightViewMode`` says, at its own size.
  open var rightView: View? {
    didSet { sideViewDidChange(from: oldValue, to: rightView) }
  }

  /// When ``rightView`` shows; ``ViewMode/never`` by default.
  open var rightViewMode: ViewMode = .never {
    didSet { contentDidChange() }
  }

  /// When the clear button (a grey disc with a cross) shows, if there is text;
  /// ``ViewMode/never`` by default.
  open var clearButtonMode: ViewMode = .never {
    didSet { contentDidChange() }
  }

  private func sideViewDidChange(from old: View?, to new: View?) {
    guard old !== new else { return }
    old?.removeFromSuperview()
    if let new { addSubview(new) }
    contentDidChange()
  }

  /// Whether a view with a mode shows while the field is not being edited.
  private static func shows(_ mode: ViewMode) -> Bool { mode == .always || mode == .unlessEditing }

  private var hasText: Bool { !(textLabel.text ?? "").isEmpty }
  private var showsLeftView: Bool { leftView != nil && Self.shows(leftViewMode) }
  private var showsRightView: Bool { rightView != nil && Self.shows(rightViewMode) }
  /// The clear button shows when its mode says so and there is text, and gives way to a shown
  /// right view only in ``ViewMode/always`` mode for both, where UIKit shows the clear button.
  private var showsClearButton: Bool { hasText && Self.shows(clearButtonMode) }

  // MARK: Geometry (overridable, as in UIKit)

  /// The insets between the bounds and the text for the border style.
  private var textInsets: EdgeInsets {
    switch borderStyle {
    case .none: return .zero
    case .line, .bezel:
      let pad = TextField.borderPadding
      return EdgeInsets(top: pad, left: pad, bottom: pad, right: pad)
    case .roundedRect:
      let pad = TextField.roundedRectHorizontalPadding
      return EdgeInsets(top: 0, left: pad, bottom: 0, right: pad)
    }
  }

  /// The rectangle the border is drawn in: the bounds.
  open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

  /// The rectangle the text is drawn in: the bounds less the border's insets and the shown left
  /// view, right view and clear button.
  open func textRect(forBounds bounds: CGRect) -> CGRect {
    let insets = textInsets
    var minX = bounds.minX + insets.left
    var maxX = bounds.maxX - insets.right
    if showsLeftView { minX = max(minX, leftViewRect(forBounds: bounds).maxX) }
    if showsClearButton {
      maxX = min(maxX, clearButtonRect(forBounds: bounds).minX)
    } else if showsRightView {
      maxX = min(maxX, rightViewRect(forBounds: bounds).minX)
    }
    return CGRect(
      x: minX, y: bounds.minY + insets.top, width: max(0, maxX - minX),
      height: max(0, bounds.height - insets.top - insets.bottom))
  }

  /// The rectangle the placeholder is drawn in: the text's.
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

  /// The rectangle the text would be edited in: the text's (nothing is edited).
  open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

  /// The clear button's rectangle: a 19-point square at the trailing end, 5 points in (left of
  /// a right view shown in ``ViewMode/always`` mode), centred vertically.
  open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
    let side = TextField.clearButtonSize
    var maxX = bounds.maxX - (borderStyle == .none ? 0 : 5)
    if showsRightView { maxX = min(maxX, rightViewRect(forBounds: bounds).minX) }
    return CGRect(x: maxX - side, y: bounds.midY - side / 2, width: side, height: side)
  }

  /// The left view's rectangle: its size, against the leading edge, centred vertically.
  open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
    let size = sideViewSize(leftView)
    return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
  }

  /// The right view's rectangle: its size, against the trailing edge, centred vertically.
  open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
    let size = sideViewSize(rightView)
    return CGRect(
      x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
  }

  /// A side view's size: its frame's, or its intrinsic size when the frame is empty.
  private func sideViewSize(_ view: View?) -> CGSize {
    guard let view else { return .zero }
    var size = view.bounds.size
    if size.width <= 0 || size.height <= 0 {
      let intrinsic = view.intrinsicContentSize
      size = CGSize(width: max(0, intrinsic.width), height: max(0, intrinsic.height))
    }
    return size.isFinite ? size : .zero
  }

  // MARK: Measuring

  /// The height of the field's line: the font's, rounded up to whole points.
  private var lineHeight: CGFloat { storedFont.lineHeight.rounded(.up) }

  /// The text (or the placeholder) plus the border's insets, the shown side views and the clear
  /// button; the height is the line's plus the border's padding (34 points for a rounded-rect
  /// field with the default font).
  open override var intrinsicContentSize: CGSize {
    let insets = textInsets
    let shown = hasText ? textLabel : placeholderLabel
    var width = shown.intrinsicContentSize.width + insets.left + insets.right
    var height: CGFloat
    switch borderStyle {
    case .roundedRect:
      height = (storedFont.lineHeight + 2 * TextField.roundedRectVerticalPadding).rounded(.down)
    case .none: height = lineHeight
    case .line, .bezel: height = lineHeight + insets.top + insets.bottom
    }
    if showsLeftView {
      let size = sideViewSize(leftView)
      width += max(0, size.width - insets.left)
      height = max(height, size.height)
    }
    if showsClearButton {
      width += TextField.clearButtonSize
    }
    if showsRightView {
      let size = sideViewSize(rightView)
      width += max(0, size.width - (showsClearButton ? 0 : insets.right))
      height = max(height, size.height)
    }
    return CGSize(width: width.rounded(.up), height: height)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  // MARK: Drawing

  private func contentDidChange() {
    let secure = isSecureTextEntry && hasText
    textLabel.font = storedFont
    textLabel.textColor = storedTextColor
    textLabel.textAlignment = textAlignment
    textLabel.adjustsFontSizeToFitWidth = adjustsFontSizeToFitWidth
    textLabel.minimumScaleFactor = minimumFontSize > 0 ? minimumFontSize / storedFont.pointSize : 0
    textLabel.isHidden = !hasText || secure
    dots.isHidden = !secure
    if secure {
      let count = (textLabel.text ?? "").count
      dots.text = String(repeating: TextField.secureCharacter, count: count)
      dots.font = storedFont
      dots.textColor = storedTextColor
      dots.textAlignment = textAlignment
    }
    placeholderLabel.font = storedFont
    placeholderLabel.textColor = .placeholderText
    placeholderLabel.textAlignment = textAlignment
    placeholderLabel.isHidden = hasText
    clearButton.isHidden = !showsClearButton
    leftView?.isHidden = !showsLeftView
    rightView?.isHidden = !showsRightView
    drawBorder()
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  /// The label that shows a secure text's dots.
  private lazy var dots: Label = {
    let label = Label()
    insertSubview(label, aboveSubview: textLabel)
    return label
  }()

  private func drawBorder() {
    let layer = borderView.layer
    switch borderStyle {
    case .none:
      borderView.isHidden = true
    case .line:
      borderView.isHidden = false
      borderView.backgroundColor = nil
      layer.cornerRadius = 0
      layer.borderWidth = 1
      layer.borderColor = Color(white: 0, alpha: 0.8)
    case .bezel:
      borderView.isHidden = false
      borderView.backgroundColor = nil
      layer.cornerRadius = 0
      layer.borderWidth = 1
      layer.borderColor = Color.systemGray2
    case .roundedRect:
      borderView.isHidden = false
      borderView.backgroundColor = .systemBackground
      layer.cornerRadius = TextField.roundedRectCornerRadius
      layer.borderWidth = 0.5
      layer.borderColor = Color.opaqueSeparator
    }
    bezelShade.isHidden = borderStyle != .bezel
  }

  /// The darker line along a bezel's top edge.
  private lazy var bezelShade: View = {
    let shade = View()
    shade.backgroundColor = Color.systemGray
    borderView.addSubview(shade)
    return shade
  }()

  open override func layoutSubviews() {
    super.layoutSubviews()
    let bounds = self.bounds
    borderView.frame = borderRect(forBounds: bounds)
    if borderStyle == .bezel {
      bezelShade.frame = CGRect(x: 0, y: 0, width: borderView.bounds.width, height: 1)
    }
    textLabel.frame = textRect(forBounds: bounds)
    if !dots.isHidden { dots.frame = textLabel.frame }
    placeholderLabel.frame = placeholderRect(forBounds: bounds)
    clearButton.frame = clearButtonRect(forBounds: bounds)
    if let leftView, showsLeftView { leftView.frame = leftViewRect(forBounds: bounds) }
    if let rightView, showsRightView { rightView.frame = rightViewRect(forBounds: bounds) }
  }

  open override var description: String {
    String(super.description.dropLast()) + "; text = '\(text ?? "")'; placeholder = '\(placeholder ?? "")'>"
  }
}
