import Foundation

/// Turns a stack's alignment into constraints across its axis (Arranged's
/// `AlignedLayoutArrangement`): the spanner that encloses the visible views, the cross-axis
/// canvas connections, the alignment of every arranged view with the first, ambiguity
/// suppression and the cross-axis canvas fit.
struct AlignmentArrangement {
  let arrangement: StackArrangement
  let alignment: StackViewAlignment

  /// Whether views may sit inside the canvas on the cross-axis start (`tw`) and end (`bw`)
  /// sides rather than touch it.
  private var weakSides: (start: Bool, end: Bool) {
    switch alignment {
    case .fill: (false, false)
    case .leading: (false, true)
    case .trailing: (true, false)
    case .center, .firstBaseline, .lastBaseline: (true, true)
    }
  }

  /// The attributes every arranged view shares with the first, in Arranged's order.
  private var alignedAttributes: [LayoutConstraint.Attribute] {
    let a = arrangement
    switch alignment {
    case .fill: return [a.crossEnd, a.crossStart]
    case .leading: return [a.crossStart]
    case .trailing: return [a.crossEnd]
    case .center: return [a.crossCenter]
    case .firstBaseline: return a.horizontal ? [.firstBaseline] : []
    case .lastBaseline: return a.horizontal ? [.lastBaseline] : []
    }
  }

  /// The constraints, in Arranged's order.
  func constraints() -> [ArrangedConstraint] {
    let a = arrangement
    guard let firstItem = a.items.first else { return [] }
    var result: [ArrangedConstraint] = []
    let (startWeak, endWeak) = weakSides
    let anyWeak = startWeak || endWeak
    // n, not v: two arranged views with one hidden still get a spanner.
    let needsSpanner = a.visible.isEmpty || (a.items.count >= 2 && anyWeak)
    let spanner = needsSpanner ? a.helpers.helper(.spanner) : nil

    if let spanner {
      if anyWeak {
        result.append(ArrangedConstraint(.spanningFit, size: spanner, a.crossSize, priority: 51))
      }
      for view in a.visible {
        result.append(boundary(spanner, a.crossStart, weak: startWeak, view))
        result.append(boundary(spanner, a.crossEnd, weak: endWeak, view))
      }
    }

    // The first arranged view, hidden or not, anchors the cross axis while any view is visible.
    let anchor = a.visible.isEmpty ? spanner ?? firstItem : firstItem
    var top = anchor
    var bottom = spanner ?? anchor
    if alignment == .center || alignment == .trailing || alignment == .lastBaseline {
      swap(&top, &bottom)
    }
    let topWeak: Bool
    let bottomWeak: Bool
    if needsSpanner {
      let baselineSide = !a.visible.isEmpty && a.horizontal
      topWeak = baselineSide && alignment == .firstBaseline
      bottomWeak = baselineSide && alignment == .lastBaseline
    } else {
      (topWeak, bottomWeak) = (startWeak, endWeak)
    }
    result.append(
      a.canvasConnection(
        a.crossStart, topWeak ? StackArrangement.weakRelation(for: a.crossStart) : .equal, to: top))
    result.append(
      a.canvasConnection(
        a.crossEnd, bottomWeak ? StackArrangement.weakRelation(for: a.crossEnd) : .equal, to: bottom))
    if alignment == .center {
      result.append(a.canvasConnection(a.crossCenter, to: anchor))
    }

    for attribute in alignedAttributes {
      for view in a.items.dropFirst() {
        result.append(ArrangedConstraint(.alignment, firstItem, attribute, .equal, view, attribute))
      }
    }
    if anyWeak {
      for view in a.items {
        result.append(ArrangedConstraint(.ambiguitySuppression, size: view, a.crossSize, priority: 25))
      }
    }
    if topWeak || bottomWeak {
      result.append(ArrangedConstraint(.canvasFit, size: a.canvas, a.crossSize, priority: 49))
    }
    return result
  }

  /// An `ASV-spanning-boundary`: the spanner reaches the view's edge exactly (999.5) on a
  /// strong side, and at least encloses it (required) on a weak side.
  private func boundary(
    _ spanner: View, _ attribute: LayoutConstraint.Attribute, weak: Bool, _ view: View
  ) -> ArrangedConstraint {
    weak
      ? ArrangedConstraint(
        .spanningBoundary, spanner, attribute, StackArrangement.weakRelation(for: attribute), view,
        attribute)
      : ArrangedConstraint(
        .spanningBoundary, spanner, attribute, .equal, view, attribute, priority: 999.5)
  }
}
