import Foundation

/// One row of a ``TableView`` (UIKit's `UITableViewCell`): a ``contentView`` for your views,
/// the standard content of its ``CellStyle`` (``textLabel``, ``detailTextLabel``,
/// ``imageView``) or a ``contentConfiguration``, and an accessory at the trailing edge.
///
/// A table makes cells through its data source and reuses them: register a class with
/// ``TableView/register(_:forCellReuseIdentifier:)`` and get cells with
/// ``TableView/dequeueReusableCell(withIdentifier:for:)``. With
/// ``TableView/rowHeight`` at ``TableView/automaticDimension`` the cell's height is what its
/// content needs at the row's width: the standard content's (at least 44 points), or the
/// ``contentView``'s Auto Layout constraints' (labels with `numberOfLines = 0` wrap).
open class TableViewCell: View {
  /// The standard layouts of a cell's built-in labels (UIKit's `UITableViewCell.CellStyle`).
  public enum CellStyle: Int, Sendable, Hashable, CaseIterable {
    /// A text label, and an optional image at the leading edge.
    case `default`
    /// The text at the leading edge and the detail at the trailing edge, in the secondary colour.
    case value1
    /// A small right-aligned text in a leading column, then the detail (as in Contacts).
    case value2
    /// The text with the detail below it, smaller, in the secondary colour.
    case subtitle
  }

  /// The standard accessories drawn at a cell's trailing edge (UIKit's
  /// `UITableViewCell.AccessoryType`).
  public enum AccessoryType: Int, Sendable, Hashable, CaseIterable {
    /// No accessory.
    case none
    /// A grey chevron pointing to the trailing edge.
    case disclosureIndicator
    /// An info button and a chevron.
    case detailDisclosureButton
    /// A checkmark in the tint colour.
    case checkmark
    /// An info button in the tint colour.
    case detailButton
  }

  /// How a selected cell looks (UIKit's `UITableViewCell.SelectionStyle`).
  public enum SelectionStyle: Int, Sendable, Hashable, CaseIterable {
    /// Not highlighted when selected.
    case none
    /// The standard grey (kept for compatibility; iOS draws grey).
    case blue
    /// The standard grey.
    case gray
    /// The standard grey.
    case `default`
  }

  /// The identifier the cell is reused under, or `nil`.
  public let reuseIdentifier: String?
  /// The style of the built-in content.
  public let style: CellStyle
  /// The view to add your content to; it spans the cell, less the accessory.
  public let contentView = View()

  /// The colour of a selected or highlighted cell's background (iOS 17's system grey 4).
  public static let selectedBackgroundColor = Color.systemGray4
  /// The distance between the accessory and the cell's trailing edge, 16 points.
  public static let accessoryTrailingMargin: CGFloat = 16
  /// How far the content view reaches past the accessory's leading edge, so that the content's
  /// own 16-point trailing margin leaves 8 points before the accessory.
  static let contentOverlapsAccessory: CGFloat = 8

  /// The table the cell is shown in (set while it is one of the table's visible cells).
  weak var owningTable: TableView?
  /// The index path the cell shows while it is visible.
  var shownIndexPath: IndexPath?
  /// Whether the table has yet to place the cell for the first time since it got it.
  var isNewlyShown = false

  private var listView: ListContentView?
  private var configuredView: View?
  private let accessoryHost = TableViewCellAccessory()
  private let selectionBackground = View()
  /// The hairline below the cell, placed by the table.
  let separatorView = View()
  /// Where the table wants the separator: shown or not, its insets and its thickness.
  var separatorPlacement = (shown: false, left: CGFloat(0), right: CGFloat(0), thickness: CGFloat(1)) {
    didSet { setNeedsLayout() }
  }

  /// Creates a cell with a style and a reuse identifier.
  ///
  /// It is `required` (UIKit's is not) so that a table can make registered subclasses: an
  /// override is written `required init(style:reuseIdentifier:)`.
  public required init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: ListContentConfiguration.minimumCellHeight))
    selectionBackground.backgroundColor = Self.selectedBackgroundColor
    addSubview(contentView)
    addSubview(accessoryHost)
    separatorView.isHidden = true
    addSubview(separatorView)
    backgroundColor = .systemBackground
  }

  /// Creates a `.default` cell without a reuse identifier.
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  // MARK: Built-in content

  /// The built-in content view, made the first time a built-in part is asked for.
  private var legacyContent: ListContentView {
    if let listView { return listView }
    var configuration: ListContentConfiguration
    switch style {
    case .default, .subtitle: configuration = .cell()
    case .value1: configuration = .valueCell()
    case .value2: configuration = .value2Cell()
    }
    // UILabel's defaults: one line.
    configuration.textProperties.numberOfLines = 1
    configuration.secondaryTextProperties.numberOfLines = 1
    let view = ListContentView(configuration: configuration)
    install(view)
    listView = view
    return view
  }

  /// The label of the built-in content (17-point body text).
  public var textLabel: Label? { legacyContent.textLabel }

  /// The detail label of the `.subtitle`, `.value1` and `.value2` styles; `nil` in `.default`.
  public var detailTextLabel: Label? { style == .default ? nil : legacyContent.secondaryTextLabel }

  /// The image view at the leading edge of the built-in content.
  public var imageView: ImageView? { legacyContent.imageView }

  /// The content, described by a configuration (usually a ``ListContentConfiguration``); it
  /// replaces the built-in labels. `nil` removes it.
  public var contentConfiguration: (any ContentConfiguration)? {
    didSet {
      guard let configuration = contentConfiguration else {
        configuredView?.removeFromSuperview()
        configuredView = nil
        listView = nil
        return
      }
      if let configuredView, configuration.apply(to: configuredView) {
        setNeedsLayout()
        return
      }
      configuredView?.removeFromSuperview()
      let view = configuration.makeContentView()
      install(view)
      listView = view as? ListContentView
    }
  }

  /// A ``ListContentConfiguration/cell()`` configuration to fill in and assign to
  /// ``contentConfiguration``.
  public func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

  private func install(_ view: View) {
    configuredView?.removeFromSuperview()
    configuredView = view
    view.frame = contentView.bounds
    contentView.insertSubview(view, at: 0)
    setNeedsLayout()
  }

  // MARK: Accessory

  /// The standard accessory; `.none` by default.
  public var accessoryType: AccessoryType = .none {
    didSet {
      if accessoryType != oldValue {
        accessoryHost.type = accessoryType
        setNeedsLayout()
      }
    }
  }

  /// A view shown as the accessory instead of ``accessoryType``'s (a switch, say), at its own size.
  public var accessoryView: View? {
    didSet {
      guard accessoryView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let accessoryView { addSubview(accessoryView) }
      setNeedsLayout()
    }
  }

  // MARK: Selection and separators

  /// How the cell looks when selected; `.default` (grey) by default.
  public var selectionStyle: SelectionStyle = .default {
    didSet { updateSelection() }
  }

  /// Whether the cell is selected (drawn with the grey background).
  public var isSelected = false {
    didSet { updateSelection() }
  }

  /// Whether the cell is highlighted (drawn with the grey background).
  public var isHighlighted = false {
    didSet { updateSelection() }
  }

  /// Selects or deselects the cell; `animated` fades the background on the scene clock.
  public func setSelected(_ selected: Bool, animated: Bool) {
    if animated {
      View.animate(withDuration: 0.25) { self.isSelected = selected }
    } else {
      View.performWithoutAnimation { isSelected = selected }
    }
  }

  private func updateSelection() {
    // The grey background is in the hierarchy only while it shows.
    let shows = (isSelected || isHighlighted) && selectionStyle != .none
    if shows, selectionBackground.superview !== self {
      View.performWithoutAnimation {
        selectionBackground.frame = bounds
        selectionBackground.alpha = 0
      }
      insertSubview(selectionBackground, at: 0)
    }
    selectionBackground.alpha = shows ? 1 : 0
    if !shows, View.inheritedAnimationDuration == 0 { selectionBackground.removeFromSuperview() }
  }

  /// The insets of the separator below the cell; the table's ``TableView/separatorInset`` (or,
  /// when the built-in content shows an image, the text's leading edge) until set.
  public var separatorInset: EdgeInsets {
    get { ownSeparatorInset ?? owningTable?.separatorInset ?? TableView.defaultSeparatorInset }
    set { ownSeparatorInset = newValue }
  }
  private var ownSeparatorInset: EdgeInsets?

  /// The left inset of the separator below the cell, in the cell's coordinates.
  func separatorLeftInset(defaultInset: EdgeInsets) -> CGFloat {
    if let ownSeparatorInset { return ownSeparatorInset.left }
    if let listView, listView.imageView.image != nil {
      return listView.textLeading(width: contentWidth(forCellWidth: bounds.width))
    }
    return defaultInset.left
  }

  // MARK: Reuse

  /// Called before the table hands the cell out again; resets selection and highlighting.
  /// Subclasses call `super`.
  open func prepareForReuse() {
    isSelected = false
    isHighlighted = false
  }

  // MARK: Layout

  /// The accessory's size, or zero without one.
  private var accessorySize: CGSize {
    if let accessoryView { return accessoryView.bounds.size }
    return accessoryHost.intrinsicSize
  }

  /// The content view's width in a cell `width` wide.
  func contentWidth(forCellWidth width: CGFloat) -> CGFloat {
    let size = accessorySize
    guard size.width > 0 else { return width }
    let accessoryX = width - Self.accessoryTrailingMargin - size.width
    return max(0, accessoryX + Self.contentOverlapsAccessory)
  }

  /// The height the cell needs at `width`: the content configuration's or built-in content's,
  /// or what the content view's constraints need; 44 points for content laid out by hand.
  func fittingHeight(forWidth width: CGFloat) -> CGFloat {
    let contentWidth = contentWidth(forCellWidth: width)
    let accessoryHeight = accessorySize.height
    let usesAutoLayout = contentView.subviews.contains {
      $0 !== configuredView && !$0.translatesAutoresizingMaskIntoConstraints
    }
    var height: CGFloat
    if usesAutoLayout {
      height =
        contentView.systemLayoutSizeFitting(
          CGSize(width: contentWidth, height: 0), withHorizontalFittingPriority: .required,
          verticalFittingPriority: .fittingSizeLevel
        ).height
    } else if let configuredView {
      height = configuredView.sizeThatFits(CGSize(width: contentWidth, height: .infinity)).height
    } else {
      height = ListContentConfiguration.minimumCellHeight
    }
    if !height.isFinite || height < 0 { height = ListContentConfiguration.minimumCellHeight }
    return max(height, accessoryHeight)
  }

  /// Places the content view, the accessory and the selection background.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let size = bounds.size
    selectionBackground.frame = CGRect(origin: .zero, size: size)
    let accessory = accessorySize
    let accessoryFrame = CGRect(
      x: size.width - Self.accessoryTrailingMargin - accessory.width, y: (size.height - accessory.height) / 2,
      width: accessory.width, height: accessory.height)
    if let accessoryView {
      accessoryView.frame = accessoryFrame
      accessoryHost.isHidden = true
    } else {
      accessoryHost.isHidden = accessoryType == .none
      accessoryHost.frame = accessoryFrame
    }
    contentView.frame = CGRect(x: 0, y: 0, width: contentWidth(forCellWidth: size.width), height: size.height)
    configuredView?.frame = contentView.bounds
    configuredView?.setNeedsLayout()
    let separator = separatorPlacement
    separatorView.isHidden = !separator.shown
    separatorView.frame = CGRect(
      x: separator.left, y: size.height - separator.thickness,
      width: max(0, size.width - separator.left - separator.right), height: separator.thickness)
  }

  open override var description: String {
    String(super.description.dropLast()) + "; reuseIdentifier = \(reuseIdentifier ?? "nil")>"
  }
}
