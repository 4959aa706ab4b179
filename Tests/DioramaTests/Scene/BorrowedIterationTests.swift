import Foundation
import Testing

@testable import Diorama

/// `forEachBorrowed`: the elements stay alive and in order while the loop changes the variable
/// it read them from, as a layout pass whose `layoutSubviews()` removes subviews does.
@Suite struct BorrowedIterationTests {
  final class Token {
    let number: Int
    init(_ number: Int) { self.number = number }
  }

  @Test func elementsRemovedFromTheSourceDuringTheLoopAreStillVisited() {
    var tokens = (0..<5).map(Token.init)
    weak let first = tokens[0]
    var seen: [Int] = []
    tokens.forEachBorrowed { token in
      // Drops every other reference to the tokens: only the loop's copy holds them.
      tokens.removeAll()
      seen.append(token.number)
    }
    #expect(seen == [0, 1, 2, 3, 4])
    #expect(tokens.isEmpty && first == nil)
  }

  @Test func aSubviewRemovedBySiblingDuringTheLoopIsStillVisitedInOrder() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let views = (0..<4).map { _ in View() }
    for view in views { root.addSubview(view) }
    var visited: [ObjectIdentifier] = []
    root.subviews.forEachBorrowed { view in
      if view === views[0] { views[2].removeFromSuperview() }
      visited.append(ObjectIdentifier(view))
    }
    #expect(visited == views.map(ObjectIdentifier.init))
    #expect(root.subviews.count == 3)
  }

  /// The layout pass's walk reads views and layers ahead of the visit; changing the views
  /// ahead (their subviews freed, a sibling removed) changes nothing it visits.
  @Test func thePrefetchingWalkVisitsEveryViewInOrderWhileTheViewsAheadChange() {
    let count = LayoutEngine.prefetchDistance * 3
    let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let views = (0..<count).map { _ in View() }
    for view in views {
      root.addSubview(view)
      for _ in 0..<3 { view.addSubview(View()) }
    }
    var visited: [ObjectIdentifier] = []
    var subviewCounts: [Int] = []
    root.subviews.forEachBorrowedPrefetching { view in
      if view === views[0] {
        // Changes views the walk has already fetched the lines of.
        for ahead in views[1...LayoutEngine.prefetchDistance] {
          for sub in ahead.subviews { sub.removeFromSuperview() }
        }
        views[5].removeFromSuperview()
      }
      visited.append(ObjectIdentifier(view))
      subviewCounts.append(view.subviews.count)
    }
    #expect(visited == views.map(ObjectIdentifier.init))
    let expectedCounts =
      [3] + Array(repeating: 0, count: LayoutEngine.prefetchDistance)
      + Array(repeating: 3, count: count - 1 - LayoutEngine.prefetchDistance)
    #expect(subviewCounts == expectedCounts)
    #expect(root.subviews.count == count - 1)
  }
}
