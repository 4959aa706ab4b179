import Foundation

/// Turns a stack's distribution into constraints along its axis (Arranged's
/// `DistributionLayoutArrangement`): canvas connections, the spacing chain, gaps for the
/// equal* distributions, size rules, hiding and the along-axis canvas fit. Runs before the
/// alignment arrangement, so its helpers are inserted first.
struct DistributionArrangement {
  let arrangement: StackArrangement
  let distribution: StackViewDistribution
  let spacing: CGFloat
  /// Spacing set with `setCustomSpacing(_:after:)`, by arranged view.
  let customSpacing: [ObjectIdentifier: CGFloat]
  /// `isBaselineRelativeArrangement && axis == .vertical`.
  let baselineRelative: Bool

  /// The constraints, in Arranged's order.
  func constraints() -> [ArrangedConstraint] {
    let a = arrangement
    var result: [ArrangedConstraint] = []
    if !a.items.isEmpty {
      connectToCanvas(&result)
      chainSpacing(&result)
      if distribution.spreads { distributeGaps(&result) }
      switch distribution {
      case .fillEqually: fillEqually(&result)
      case .fillProportionally: fillProportionally(&result)
      case .fill, .equalSpacing, .equalCentering: break
      }
    }
    for view in a.hidden {
      result.append(ArrangedConstraint(.hiding, size: view, a.alongSize))
    }
    if !a.items.isEmpty && distribution.spreads {
      result.append(ArrangedConstraint(.canvasFit, size: a.canvas, a.alongSize, priority: 49))
    }
    return result
  }

  /// `Lx`: the along-axis start, or the first baseline when baseline-relative.
  private var spacingStart: LayoutConstraint.Attribute {
    baselineRelative ? .firstBaseline : arrangement.alongStart
  }
  /// `Rx`: the along-axis end, or the last baseline when baseline-relative.
  private var spacingEnd: LayoutConstraint.Attribute {
    baselineRelative ? .lastBaseline : arrangement.alongEnd
  }

  /// Step 1: the first and last visible views (or the placeholder) meet the canvas edges.
  private func connectToCanvas(_ result: inout [ArrangedConstraint]) {
    let a = arrangement
    let first: View
    let last: View
    if let head = a.visible.first, let tail = a.visible.last {
      (first, last) = (head, tail)
    } else {
      let placeholder = a.helpers.helper(.placeholder)
      (first, last) = (placeholder, placeholder)
    }
    result.append(a.canvasConnection(a.alongStart, to: first))
    result.append(a.canvasConnection(a.alongEnd, to: last))
  }

  /// The space after a visible view: its custom spacing, else `spacing`.
  func spacing(after view: View) -> CGFloat {
    customSpacing[ObjectIdentifier(view)] ?? spacing
  }

  /// Step 2: one spacing constraint per adjacent pair of arranged views, hidden ones
  /// included; around hidden views the spacing is halved per hidden neighbour so the visible
  /// neighbours end up exactly `spacing` apart. A custom spacing after a visible view takes
  /// the place of `spacing` up to the next visible view (a hidden view's own is unused).
  private func chainSpacing(_ result: inout [ArrangedConstraint]) {
    let a = arrangement
    guard a.items.count >= 2 else { return }
    let relation: LayoutConstraint.Relation = distribution.spreads ? .greaterThanOrEqual : .equal
    // By index, with the visibility flags: no look-ups per pair in a long stack.
    let firstVisible = a.isVisible.firstIndex(of: true) ?? -1
    let lastVisible = a.isVisible.lastIndex(of: true) ?? -1
    var lastVisibleSoFar = -1
    for index in 1..<a.items.count {
      if a.isVisible[index - 1] { lastVisibleSoFar = index - 1 }
      let constant: CGFloat
      if index == firstVisible || index - 1 == lastVisible {
        constant = 0
      } else {
        let hiddenCount = (a.isVisible[index - 1] ? 0 : 1) + (a.isVisible[index] ? 0 : 1)
        let gap =
          lastVisibleSoFar >= 0 && !customSpacing.isEmpty
          ? spacing(after: a.items[lastVisibleSoFar]) : spacing
        constant = gap - (gap / 2) * CGFloat(hiddenCount)
      }
      result.append(
        ArrangedConstraint(
          .spacing, a.items[index], spacingStart, relation, a.items[index - 1], spacingEnd, constant: constant
        ))
    }
  }

  /// Step 3: a gap helper between each adjacent pair of visible views, all gaps equal (at 149
  /// under equalCentering, so that centring yields to the minimum spacing).
  private func distributeGaps(_ result: inout [ArrangedConstraint]) {
    let a = arrangement
    guard a.visible.count >= 2 else { return }
    let centering = distribution == .equalCentering
    var gaps: [View] = []
    for index in 1..<a.visible.count {
      let previous = a.visible[index - 1]
      let next = a.visible[index]
      let gap = a.helpers.helper(.gap(ObjectIdentifier(previous), ObjectIdentifier(next)))
      gaps.append(gap)
      result.append(
        ArrangedConstraint(
          .distributingEdge, gap, spacingStart, .equal, previous, centering ? a.alongCenter : spacingEnd
        ))
      result.append(
        ArrangedConstraint(
          .distributingEdge, gap, spacingEnd, .equal, next, centering ? a.alongCenter : spacingStart))
    }
    for gap in gaps.dropFirst() {
      result.append(
        ArrangedConstraint(
          .fillEqually, gap, a.alongSize, .equal, gaps[0], a.alongSize,
          priority: centering ? 149 : .required))
    }
  }

  /// Step 4, fillEqually: every visible view as long as the first visible one.
  private func fillEqually(_ result: inout [ArrangedConstraint]) {
    let a = arrangement
    guard let first = a.visible.first else { return }
    for view in a.visible.dropFirst() {
      result.append(ArrangedConstraint(.fillEqually, view, a.alongSize, .equal, first, a.alongSize))
    }
  }

  /// Step 4, fillProportionally: each visible view takes the share of the canvas its intrinsic
  /// size (read now) has of the total. Falls back to fillEqually when no visible view has a
  /// positive intrinsic size.
  private func fillProportionally(_ result: inout [ArrangedConstraint]) {
    let a = arrangement
    let sizes = a.visible.map { view -> CGFloat in
      let size = view.intrinsicContentSize
      return a.horizontal ? size.width : size.height
    }
    // noIntrinsicMetric (−1) and zero both count as "no intrinsic size".
    let sized = sizes.map { $0 > 0 && $0.isFinite }
    let sizedCount = sized.lazy.filter { $0 }.count
    guard sizedCount > 0 else { return fillEqually(&result) }
    var total = Double(spacing) * Double(a.visible.count - 1)
    // Custom spacings replace `spacing` in the total; without any, the sum is Arranged's.
    for view in a.visible.dropLast() where customSpacing[ObjectIdentifier(view)] != nil {
      total += Double(spacing(after: view)) - Double(spacing)
    }
    for (size, counts) in zip(sizes, sized) where counts { total += Double(size) }
    let allRequired = sizedCount == 1 && (a.visible.count == 1 || spacing == 0)
    // Arranged counts down from 999 once per visible view; a priority must stay within
    // 1…1000, so stacks of more than 999 visible views keep 1 for the rest.
    var counter: Float = 999
    for (index, view) in a.visible.enumerated() {
      if sized[index] {
        result.append(
          ArrangedConstraint(
            .fillProportionally, view, a.alongSize, .equal, a.canvas, a.alongSize,
            multiplier: CGFloat(Double(sizes[index]) / total),
            priority: allRequired ? .required : LayoutPriority(counter)))
      } else {
        result.append(ArrangedConstraint(.fillProportionally, size: view, a.alongSize))
      }
      if !allRequired { counter = max(counter - 1, 1) }
    }
  }
}
