import Foundation

extension TableView {
  /// The x and width of rows: inset-grouped rows are inset from the sides.
  var rowSpan: (x: CGFloat, width: CGFloat) {
    let inset = style == .insetGrouped ? Self.insetGroupedSideMargin : 0
    return (inset, max(0, bounds.width - 2 * inset))
  }

  /// The height of a hairline at the scene's scale.
  var hairline: CGFloat {
    let scale = rootView.hostDisplayScale
    return scale > 0 ? 1 / scale : 1
  }

  /// Asks the data source for the sections, if the table has not since the last reload.
  func loadIfNeeded() {
    guard !isLoaded else { return }
    isLoaded = true
    var count = dataSource.map { $0.numberOfSections(in: self) } ?? 0
    if count < 0 {
      report("numberOfSections(in:) returned \(count); treated as 0.")
      count = 0
    }
    sections = []
    sections.reserveCapacity(count)
    for index in 0..<count { sections.append(loadSection(index)) }
  }

  /// The number of rows the data source gives for a section, negative counts reported as 0.
  func rowCount(_ section: Int) -> Int {
    guard let dataSource else { return 0 }
    let rows = dataSource.tableView(self, numberOfRowsInSection: section)
    if rows < 0 {
      report("tableView(_:numberOfRowsInSection: \(section)) returned \(rows); treated as 0.")
      return 0
    }
    return rows
  }

  /// Describes one section from the data source and the delegate (heights unmeasured).
  func loadSection(_ index: Int, rows knownRows: Int? = nil) -> SectionModel {
    let rows = knownRows ?? rowCount(index)
    var heights = [CGFloat](repeating: 0, count: rows)
    var measured = [Bool](repeating: true, count: rows)
    let estimate = estimatedRowHeight >= 0 ? estimatedRowHeight : Self.standardRowHeight
    for row in 0..<rows {
      var height = delegate?.tableView(self, heightForRowAt: IndexPath(row: row, section: index)) ?? rowHeight
      if !height.isFinite || (height < 0 && height != Self.automaticDimension) {
        report(
          "tableView(_:heightForRowAt: [\(index), \(row)]) returned \(height); the row is measured instead.")
        height = Self.automaticDimension
      }
      if height == Self.automaticDimension {
        heights[row] = estimate
        measured[row] = false
      } else {
        heights[row] = height
      }
    }
    return SectionModel(
      rows: rows, heights: heights, isMeasured: measured, header: supplementary(index, header: true),
      footer: supplementary(index, header: false))
  }

  private func supplementary(_ section: Int, header: Bool) -> SectionModel.Supplementary {
    let view =
      header
      ? delegate?.tableView(self, viewForHeaderInSection: section)
      : delegate?.tableView(self, viewForFooterInSection: section)
    let title =
      view != nil
      ? nil
      : header
        ? dataSource?.tableView(self, titleForHeaderInSection: section)
        : dataSource?.tableView(self, titleForFooterInSection: section)
    var height =
      header
      ? (delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight)
      : (delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight)
    if !height.isFinite || (height < 0 && height != Self.automaticDimension) {
      report(
        "the height of section \(section)'s \(header ? "header" : "footer") is \(height); measured instead.")
      height = Self.automaticDimension
    }
    var result = SectionModel.Supplementary(title: title, view: view, requestedHeight: height)
    if header, section == 0, style != .plain, view == nil {
      // Grouped tables start 35 points down: a header's usual 17.5 plus as much again.
      result.extraTop = ListContentConfiguration.groupedSectionSpacing
    }
    return result
  }

  /// The configuration a title header or footer is shown with.
  func titleConfiguration(header: Bool, title: String) -> ListContentConfiguration {
    var configuration: ListContentConfiguration
    switch (style, header) {
    case (.plain, true): configuration = .plainHeader()
    case (.plain, false): configuration = .plainFooter()
    case (_, true): configuration = .groupedHeader()
    case (_, false): configuration = .groupedFooter()
    }
    configuration.text = title
    return configuration
  }

  /// The height of a header or footer at the current width.
  private func measure(_ item: SectionModel.Supplementary, header: Bool) -> CGFloat {
    if item.requestedHeight >= 0 { return item.requestedHeight }
    let width = rowSpan.width
    if let title = item.title, !title.isEmpty {
      let probe = ListContentView(configuration: titleConfiguration(header: header, title: title))
      return probe.sizeThatFits(CGSize(width: width, height: .infinity)).height
    }
    if let view = item.view {
      if view.bounds.height > 0 { return view.bounds.height }
      return view.systemLayoutSizeFitting(
        CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel
      ).height
    }
    // No title and no view: the style's spacing.
    return style == .plain ? 0 : ListContentConfiguration.groupedSectionSpacing
  }

  /// Measures the headers and footers that are not yet measured.
  private func measureSupplementaries() {
    for index in sections.indices {
      if !sections[index].header.isMeasured {
        sections[index].header.height = measure(sections[index].header, header: true)
        sections[index].header.isMeasured = true
      }
      if !sections[index].footer.isMeasured {
        sections[index].footer.height = measure(sections[index].footer, header: false)
        sections[index].footer.isMeasured = true
      }
    }
  }

  /// The content's top: below the table header view.
  private var contentTop: CGFloat { tableHeaderView?.bounds.height ?? 0 }

  /// Measures what needs measuring, places the cells, headers and footers of the visible region,
  /// and sets the content size. Inside an update, new and moving cells animate.
  func layoutRows(update: TableUpdate?) {
    loadIfNeeded()
    let span = rowSpan
    if span.width != measuredWidth {
      measuredWidth = span.width
      for index in sections.indices {
        sections[index].header.isMeasured = false
        sections[index].footer.isMeasured = false
      }
      remeasureAutomaticRows()
    }
    measureSupplementaries()
    var layout = TableGeometry(sections: sections, top: contentTop)
    var rows: [IndexPath] = []
    let region = takeRegionToFill()
    // Measuring rows changes where the rows below them are: repeat until the visible rows are
    // all measured (a few rounds at most: each measures the rows the estimate put on screen).
    for _ in 0..<8 {
      rows = layout.rows(from: region.minY, to: region.maxY, in: sections)
      if update == nil {
        // Cells that left the region go back to the pool first, so the rows being measured
        // reuse them.
        let wanted = Set(rows)
        for (indexPath, cell) in visible where !wanted.contains(indexPath) {
          visible[indexPath] = nil
          recycle(cell)
        }
      }
      var changed = false
      for indexPath in rows where !sections[indexPath.section].isMeasured[indexPath.row] {
        guard let cell = cellForDisplay(at: indexPath) else { continue }
        let height = cell.fittingHeight(forWidth: span.width)
        sections[indexPath.section].isMeasured[indexPath.row] = true
        if height != sections[indexPath.section].heights[indexPath.row] {
          sections[indexPath.section].heights[indexPath.row] = height
          changed = true
        }
      }
      if !changed { break }
      layout = TableGeometry(sections: sections, top: contentTop)
    }
    geometry = layout
    let wanted = Set(rows)
    for (indexPath, cell) in visible where !wanted.contains(indexPath) {
      visible[indexPath] = nil
      if update != nil, let frame = frameForRow(indexPath, in: layout, span: span) {
        // Pushed off screen by the update: move with the others, then leave.
        leave(cell, animation: nil, movingTo: frame)
      } else {
        recycle(cell)
      }
    }
    var backgroundCount = 0
    if style == .insetGrouped {
      backgroundCount = placeSectionBackgrounds(layout, span: span, update: update)
    }
    for indexPath in rows {
      guard let cell = cellForDisplay(at: indexPath),
        let frame = frameForRow(indexPath, in: layout, span: span)
      else { continue }
      if cell.superview !== self { insertSubview(cell, at: backgroundCount) }
      configureSeparator(of: cell, at: indexPath)
      if cell.isNewlyShown {
        cell.isNewlyShown = false
        delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        View.performWithoutAnimation {
          cell.frame = frame
          cell.alpha = 1
        }
        if let update {
          // A layer made in the open transaction does not animate in a block (it appears with
          // its final values), so a cell coming on screen in an update gets explicit animations
          // from where it starts.
          cell.animateArrival(
            from: update.startFrame(for: indexPath, final: frame, width: bounds.width), to: frame,
            alpha: update.startAlpha(for: indexPath), duration: Self.updateAnimationDuration)
          continue
        }
      }
      cell.frame = frame
      cell.alpha = 1
    }
    placeSupplementaries(layout, span: span)
    tableHeaderView?.frame = CGRect(
      x: 0, y: 0, width: bounds.width, height: tableHeaderView?.bounds.height ?? 0)
    if let footer = tableFooterView {
      footer.frame = CGRect(x: 0, y: layout.contentHeight, width: bounds.width, height: footer.bounds.height)
    }
    let height = layout.contentHeight + (tableFooterView?.bounds.height ?? 0)
    let size = CGSize(width: bounds.width, height: height)
    if contentSize != size { contentSize = size }
  }

  /// Marks automatically sized rows as unmeasured (the width changed).
  private func remeasureAutomaticRows() {
    for index in sections.indices {
      for row in 0..<sections[index].rows {
        let requested =
          delegate?.tableView(self, heightForRowAt: IndexPath(row: row, section: index)) ?? rowHeight
        if requested == Self.automaticDimension || !requested.isFinite || requested < 0 {
          sections[index].isMeasured[row] = false
        }
      }
    }
  }

  /// The frame of a row in `layout`, or `nil` for a row that does not exist.
  func frameForRow(_ indexPath: IndexPath, in layout: TableGeometry, span: (x: CGFloat, width: CGFloat))
    -> CGRect?
  {
    guard layout.rowTops.indices.contains(indexPath.section),
      layout.rowTops[indexPath.section].indices.contains(indexPath.row)
    else { return nil }
    return CGRect(
      x: span.x, y: layout.rowTops[indexPath.section][indexPath.row], width: span.width,
      height: sections[indexPath.section].heights[indexPath.row])
  }

  /// The cell shown for a row: the one on screen, or a new one from the data source (checked).
  func cellForDisplay(at indexPath: IndexPath) -> TableViewCell? {
    if let cell = visible[indexPath] { return cell }
    guard let dataSource else { return nil }
    var cell = dataSource.tableView(self, cellForRowAt: indexPath)
    if let other = cell.owningTable, other !== self {
      report(
        "tableView(_:cellForRowAt: \(indexPath)) returned a cell shown by another table (\(other.layoutName));"
          + " an empty cell is shown instead. Dequeue cells from the table that asks.")
      cell = TableViewCell(style: .default, reuseIdentifier: nil)
    } else if cell.owningTable === self, let shown = cell.shownIndexPath, shown != indexPath {
      report(
        "tableView(_:cellForRowAt: \(indexPath)) returned the cell already shown for \(shown); an empty cell is"
          + " shown instead. Dequeue a cell for each row.")
      cell = TableViewCell(style: .default, reuseIdentifier: nil)
    } else if cell.owningTable == nil, cell.superview != nil {
      cell.removeFromSuperview()
    }
    if let identifier = cell.reuseIdentifier {
      reuseQueue.remove(cell, for: identifier)
    }
    leaving[ObjectIdentifier(cell)] = nil
    cell.owningTable = self
    cell.shownIndexPath = indexPath
    cell.isNewlyShown = true
    if style == .insetGrouped, cell.backgroundColor == .systemBackground {
      // The section's rounded background shows through (set outside any update's animation:
      // white fading to clear would pass through grey).
      View.performWithoutAnimation { cell.backgroundColor = nil }
    }
    cell.setNeedsLayout()
    visible[indexPath] = cell
    return cell
  }

  /// Shows or hides a cell's separator and places it for its row.
  private func configureSeparator(of cell: TableViewCell, at indexPath: IndexPath) {
    let isLast = indexPath.row == sections[indexPath.section].rows - 1
    let shown = separatorStyle == .singleLine && separatorColor != nil && !(isLast && style != .plain)
    cell.separatorView.backgroundColor = separatorColor
    cell.separatorPlacement = (
      shown, cell.separatorLeftInset(defaultInset: separatorInset), cell.separatorInset.right, hairline
    )
  }

  /// Places the rounded backgrounds of the visible inset-grouped sections; returns how many.
  private func placeSectionBackgrounds(
    _ layout: TableGeometry, span: (x: CGFloat, width: CGFloat), update: TableUpdate?
  ) -> Int {
    let region = CGRect(origin: contentOffset, size: bounds.size)
    var shown: Set<Int> = []
    for index in sections.indices where sections[index].rows > 0 {
      let top = layout.headerTops[index] + sections[index].header.height
      let bottom = layout.footerTops[index]
      guard bottom > region.minY, top < region.maxY else { continue }
      shown.insert(index)
      let frame = CGRect(x: span.x, y: top, width: span.width, height: bottom - top)
      if let background = sectionBackgrounds[index] {
        background.frame = frame
      } else {
        let background = View()
        background.backgroundColor = .secondarySystemGroupedBackground
        background.layer.cornerRadius = Self.insetGroupedCornerRadius
        View.performWithoutAnimation { background.frame = frame }
        insertSubview(background, at: 0)
        sectionBackgrounds[index] = background
      }
    }
    for (index, background) in sectionBackgrounds where !shown.contains(index) {
      background.removeFromSuperview()
      sectionBackgrounds[index] = nil
    }
    return sectionBackgrounds.count
  }

  /// Places the headers and footers of the visible sections (plain headers stick to the top).
  private func placeSupplementaries(_ layout: TableGeometry, span: (x: CGFloat, width: CGFloat)) {
    let region = CGRect(origin: contentOffset, size: bounds.size)
    var wanted: Set<SupplementaryKey> = []
    for index in sections.indices {
      for isHeader in [true, false] {
        let item = isHeader ? sections[index].header : sections[index].footer
        var top = isHeader ? layout.headerTops[index] : layout.footerTops[index]
        if isHeader, style == .plain {
          let pinned = contentOffset.y + adjustedContentInset.top
          top = min(max(top, pinned), layout.footerTops[index] - item.height)
          top = max(top, layout.headerTops[index])
        }
        let frame = CGRect(x: span.x, y: top, width: span.width, height: item.height)
        let onScreen = frame.maxY > region.minY && frame.minY < region.maxY && item.height > 0
        if let view = item.view {
          if onScreen {
            if view.superview !== self { insertSubview(view, at: max(0, subviews.count - 2)) }
            view.frame = frame
          } else {
            view.removeFromSuperview()
          }
          continue
        }
        guard let title = item.title, !title.isEmpty, onScreen else { continue }
        let key = SupplementaryKey(section: index, isHeader: isHeader)
        wanted.insert(key)
        let view: TableViewHeaderFooterView
        if let existing = titleViews[key] {
          view = existing
        } else {
          view = TableViewHeaderFooterView(reuseIdentifier: nil)
          view.contentConfiguration = titleConfiguration(header: isHeader, title: title)
          if style == .plain, isHeader { view.backgroundColor = .systemBackground }
          View.performWithoutAnimation { view.frame = frame }
          titleViews[key] = view
        }
        if view.superview !== self { insertSubview(view, at: max(0, subviews.count - 2)) }
        view.frame = frame
      }
    }
    for (key, view) in titleViews where !wanted.contains(key) {
      view.removeFromSuperview()
      titleViews[key] = nil
    }
  }

  // MARK: Geometry queries

  /// The frame of the row at `indexPath` in the content's coordinates (zero for a row that
  /// does not exist). Lays the table out first if needed.
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    layoutIfNeeded()
    return frameForRow(indexPath, in: geometry, span: rowSpan) ?? .zero
  }

  /// The frame of `section`'s header slot in the content's coordinates (zero for a section that
  /// does not exist).
  public func rectForHeader(inSection section: Int) -> CGRect {
    layoutIfNeeded()
    guard geometry.headerTops.indices.contains(section) else { return .zero }
    return CGRect(
      x: rowSpan.x, y: geometry.headerTops[section], width: rowSpan.width,
      height: sections[section].header.height)
  }

  /// The frame of `section`'s footer in the content's coordinates.
  public func rectForFooter(inSection section: Int) -> CGRect {
    layoutIfNeeded()
    guard geometry.footerTops.indices.contains(section) else { return .zero }
    return CGRect(
      x: rowSpan.x, y: geometry.footerTops[section], width: rowSpan.width,
      height: sections[section].footer.height)
  }

  /// The frame of a whole section (header, rows and footer) in the content's coordinates.
  public func rect(forSection section: Int) -> CGRect {
    layoutIfNeeded()
    guard geometry.sectionTops.indices.contains(section) else { return .zero }
    return CGRect(
      x: 0, y: geometry.sectionTops[section], width: bounds.width,
      height: geometry.sectionBottoms[section] - geometry.sectionTops[section])
  }

  /// Scrolls so the row at `indexPath` is at `position` in the visible area (inside
  /// ``ScrollView/adjustedContentInset``), never past the content's ends; a row that does not
  /// exist is reported and ignored.
  public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
    layoutIfNeeded()
    guard let row = frameForRow(indexPath, in: geometry, span: rowSpan) else {
      return report("scrollToRow(at: \(indexPath)): there is no such row; nothing scrolled.")
    }
    let inset = adjustedContentInset
    let visibleHeight = bounds.height - inset.top - inset.bottom
    var y: CGFloat
    switch position {
    case .none:
      return scrollRectToVisible(row, animated: animated)
    case .top: y = row.minY - inset.top
    case .middle: y = row.midY - inset.top - visibleHeight / 2
    case .bottom: y = row.maxY - inset.top - visibleHeight
    }
    let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
    y = min(max(y, -inset.top), maxY)
    setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
  }
}
