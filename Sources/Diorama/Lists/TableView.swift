import Foundation

/// A scrolling list of rows in sections (UIKit's `UITableView`), drawn in iOS 17's plain,
/// grouped or inset-grouped style.
///
/// A ``dataSource`` says how many sections and rows there are and makes each row's
/// ``TableViewCell``; a ``delegate`` can give heights and header or footer views. The table
/// asks for cells only for the rows in its visible region (``ScrollView/contentOffset`` and
/// its bounds) and reuses the cells of rows that leave it, so a table of 10,000 rows makes the
/// dozen or so cells one screen shows. Rows are ``automaticDimension`` high by default: each
/// cell is measured at the row's width (a one-line standard cell is 44 points; a cell whose
/// labels wrap grows).
///
/// Metrics are iOS 17's on an iPhone in portrait (see <doc:TablesAndLists>): 44-point rows,
/// hairline separators inset 16 points, grouped sections 35 points apart, and inset-grouped
/// sections 20 points in from the sides with 10-point corners, on the grouped background.
/// ``insertRows(at:with:)`` and ``deleteRows(at:with:)`` animate on the scene clock.
open class TableView: ScrollView {
  /// A table's look (UIKit's `UITableView.Style`).
  public enum Style: Int, Sendable, Hashable, CaseIterable {
    /// Rows edge to edge on the system background; headers stick to the top while their
    /// section scrolls.
    case plain
    /// Sections separated by space on the grouped background, rows edge to edge.
    case grouped
    /// Sections as rounded cards inset from the sides, on the grouped background.
    case insetGrouped
  }

  /// How inserted and deleted rows appear and disappear (UIKit's `UITableView.RowAnimation`).
  public enum RowAnimation: Int, Sendable, Hashable, CaseIterable {
    /// Fades in or out.
    case fade
    /// Slides in from, or out to, the right.
    case right
    /// Slides in from, or out to, the left.
    case left
    /// Slides down from, or up to, above.
    case top
    /// Slides up from, or down to, below.
    case bottom
    /// Appears or disappears at once (the other rows still move).
    case none
    /// Fades (UIKit shrinks toward the middle).
    case middle
    /// The table's choice: a fade.
    case automatic
  }

  /// Where ``scrollToRow(at:at:animated:)`` puts the row (UIKit's `UITableView.ScrollPosition`).
  public enum ScrollPosition: Int, Sendable, Hashable, CaseIterable {
    /// As little scrolling as shows the row.
    case none
    /// At the top of the visible area.
    case top
    /// In the middle.
    case middle
    /// At the bottom.
    case bottom
  }

  /// Whether rows have separators (UIKit's `UITableViewCell.SeparatorStyle`).
  public enum SeparatorStyle: Int, Sendable, Hashable, CaseIterable {
    /// No separators.
    case none
    /// A hairline below each row.
    case singleLine
  }

  /// A height that means "measure it" (UIKit's `UITableView.automaticDimension`).
  public static let automaticDimension: CGFloat = -1
  /// The height of a standard row and the estimate for unmeasured rows, 44 points.
  public static let standardRowHeight: CGFloat = 44
  /// How far inset-grouped sections are inset from the table's sides, 20 points.
  public static let insetGroupedSideMargin: CGFloat = 20
  /// The corner radius of inset-grouped sections, 10 points.
  public static let insetGroupedCornerRadius: CGFloat = 10
  /// The default separator insets: 16 points on the left.
  public static let defaultSeparatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
  /// How long row insertions and deletions animate, in seconds.
  public static let updateAnimationDuration: TimeInterval = 0.3

  /// The style, fixed at creation.
  public let style: Style

  /// Creates a table with a style; its background is the style's (white for plain, the grouped
  /// background otherwise).
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    alwaysBounceVertical = true
  }

  /// Creates a plain table.
  public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

  // MARK: Data source and delegate

  /// The object that gives the sections, rows and cells; not retained, as in UIKit.
  public weak var dataSource: (any TableViewDataSource)? {
    didSet { reloadData() }
  }

  /// The object that gives heights and header or footer views; not retained, as in UIKit.
  public weak var delegate: (any TableViewDelegate)? {
    didSet { reloadData() }
  }

  // MARK: Metrics

  /// The height of every row, or ``automaticDimension`` (the default) to measure each cell.
  /// Negative values other than ``automaticDimension`` and non-finite ones are ignored with a
  /// warning.
  public var rowHeight: CGFloat = TableView.automaticDimension {
    didSet { metricDidChange(\.rowHeight, "rowHeight", oldValue) }
  }

  /// The height assumed for rows not yet measured; ``automaticDimension`` (the default) assumes
  /// 44 points.
  public var estimatedRowHeight: CGFloat = TableView.automaticDimension {
    didSet { metricDidChange(\.estimatedRowHeight, "estimatedRowHeight", oldValue) }
  }

  /// The height of every section header, or ``automaticDimension`` (the default): the style's
  /// spacing, or what the title or view needs.
  public var sectionHeaderHeight: CGFloat = TableView.automaticDimension {
    didSet { metricDidChange(\.sectionHeaderHeight, "sectionHeaderHeight", oldValue) }
  }

  /// The height of every section footer, or ``automaticDimension`` (the default).
  public var sectionFooterHeight: CGFloat = TableView.automaticDimension {
    didSet { metricDidChange(\.sectionFooterHeight, "sectionFooterHeight", oldValue) }
  }

  private func metricDidChange(
    _ key: ReferenceWritableKeyPath<TableView, CGFloat>, _ name: String, _ old: CGFloat
  ) {
    let value = self[keyPath: key]
    guard value.isFinite, value >= 0 || value == Self.automaticDimension else {
      Diagnostics.report(
        Warning(
          .invalidGeometry,
          "\(layoutName).\(name) = \(value) ignored: use a height of at least 0 or TableView.automaticDimension"
        ))
      self[keyPath: key] = old
      return
    }
    if value != old { invalidateMetrics() }
  }

  /// Whether rows have separators; ``SeparatorStyle/singleLine`` by default.
  public var separatorStyle: SeparatorStyle = .singleLine {
    didSet { setNeedsLayout() }
  }

  /// The separators' colour; iOS 17's separator colour by default.
  public var separatorColor: Color? = .separator {
    didSet { setNeedsLayout() }
  }

  /// The separators' insets from the row's edges; 16 points on the left by default.
  public var separatorInset = TableView.defaultSeparatorInset {
    didSet { setNeedsLayout() }
  }

  /// A view above the first section, at its own height and the table's width.
  public var tableHeaderView: View? {
    didSet {
      oldValue?.removeFromSuperview()
      if let tableHeaderView { addSubview(tableHeaderView) }
      invalidateMetrics()
    }
  }

  /// A view below the last section, at its own height and the table's width.
  public var tableFooterView: View? {
    didSet {
      oldValue?.removeFromSuperview()
      if let tableFooterView { addSubview(tableFooterView) }
      invalidateMetrics()
    }
  }

  // MARK: Registration and reuse

  var reuseQueue = ReuseQueue<TableViewCell>()

  /// Registers the class of the cells ``dequeueReusableCell(withIdentifier:for:)`` makes for
  /// `identifier`; `nil` unregisters it.
  public func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String) {
    reuseQueue.register(
      cellClass.map { type in { type.init(style: .default, reuseIdentifier: identifier) } }, for: identifier)
  }

  /// A cell to reuse for `identifier`: one that left the screen, else a new one of the
  /// registered class, else `nil`.
  public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
    guard let (cell, reused) = reuseQueue.dequeue(identifier) else { return nil }
    if reused {
      View.performWithoutAnimation {
        cell.alpha = 1
        cell.prepareForReuse()
      }
    }
    return cell
  }

  /// A cell to reuse for `identifier`, or a new one of the class registered for it.
  ///
  /// UIKit raises an exception for an identifier that was never registered; this reports a
  /// ``Warning/Kind/tableViewInconsistency`` warning and returns a new, empty `.default` cell,
  /// so the row shows blank.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> TableViewCell
  {
    if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
    report(
      "dequeueReusableCell(withIdentifier: \"\(identifier)\", for: \(indexPath)): no class is registered for"
        + " \"\(identifier)\"; call register(_:forCellReuseIdentifier:) first. Returning an empty cell.")
    return reuseQueue.counted(TableViewCell(style: .default, reuseIdentifier: identifier))
  }

  /// How many cells the table itself made (through registrations) since it was created.
  public var createdCellCount: Int { reuseQueue.createdCount }

  func report(_ message: String) {
    Diagnostics.report(Warning(.tableViewInconsistency, "\(layoutName).\(message)"))
  }

  // MARK: State

  /// The sections as the data source last described them.
  var sections: [SectionModel] = []
  /// Whether ``sections`` reflects the data source.
  var isLoaded = false
  /// The cells on screen, by index path.
  var visible: [IndexPath: TableViewCell] = [:]
  /// Cells animating away; they join the reuse pool when their animation ends.
  var leaving: [ObjectIdentifier: TableViewCell] = [:]
  /// Header and footer views made for titles, by section.
  var titleViews: [SupplementaryKey: TableViewHeaderFooterView] = [:]
  /// The rounded backgrounds of inset-grouped sections, by section.
  var sectionBackgrounds: [Int: View] = [:]
  /// The width the heights were measured at.
  var measuredWidth: CGFloat = -1
  /// The geometry of the last layout pass.
  var geometry = TableGeometry()

  /// Forgets every row's height and cell and asks the data source again at the next layout
  /// pass (UIKit's `reloadData`, which does not animate).
  open func reloadData() {
    for cell in visible.values { recycle(cell) }
    visible = [:]
    for view in titleViews.values { view.removeFromSuperview() }
    titleViews = [:]
    for section in sections {
      section.header.view?.removeFromSuperview()
      section.footer.view?.removeFromSuperview()
    }
    isLoaded = false
    setNeedsLayout()
  }

  /// Forgets the measured heights (a metric changed).
  func invalidateMetrics() {
    guard isLoaded else { return setNeedsLayout() }
    for index in sections.indices { sections[index] = loadSection(index) }
    setNeedsLayout()
  }

  /// Puts a cell that left the screen in the reuse pool.
  func recycle(_ cell: TableViewCell) {
    cell.removeFromSuperview()
    cell.owningTable = nil
    cell.shownIndexPath = nil
    if let identifier = cell.reuseIdentifier { reuseQueue.enqueue(cell, for: identifier) }
  }

  // MARK: Layout

  /// Lays the rows out after the scroll view's own layout.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutRows(update: nil)
  }

  /// Makes the table lay out again when it scrolls.
  override func contentOffsetDidChange(from oldOffset: CGPoint) {
    setNeedsLayout()
  }

  // MARK: Queries

  /// The number of sections (asking the data source if the table has not yet).
  public var numberOfSections: Int {
    loadIfNeeded()
    return sections.count
  }

  /// The number of rows in `section`; 0 for a section that does not exist.
  public func numberOfRows(inSection section: Int) -> Int {
    loadIfNeeded()
    return sections.indices.contains(section) ? sections[section].rows : 0
  }

  /// The cells on screen, top to bottom.
  public var visibleCells: [TableViewCell] {
    visible.sorted { $0.key < $1.key }.map(\.value)
  }

  /// The index paths of the rows on screen, in order.
  public var indexPathsForVisibleRows: [IndexPath]? { visible.keys.sorted() }

  /// The cell showing the row at `indexPath`, or `nil` when the row is not on screen.
  public func cellForRow(at indexPath: IndexPath) -> TableViewCell? { visible[indexPath] }

  /// The index path of a cell on screen, or `nil`.
  public func indexPath(for cell: TableViewCell) -> IndexPath? {
    guard cell.owningTable === self else { return nil }
    return cell.shownIndexPath
  }

  /// The header view shown for `section`, or `nil` when it is not on screen.
  public func headerView(forSection section: Int) -> View? {
    titleViews[SupplementaryKey(section: section, isHeader: true)]
      ?? (sections.indices.contains(section) ? sections[section].header.view : nil)
  }

  /// The footer view shown for `section`, or `nil`.
  public func footerView(forSection section: Int) -> View? {
    titleViews[SupplementaryKey(section: section, isHeader: false)]
      ?? (sections.indices.contains(section) ? sections[section].footer.view : nil)
  }
}

/// Which header or footer.
struct SupplementaryKey: Hashable {
  var section: Int
  var isHeader: Bool
}
