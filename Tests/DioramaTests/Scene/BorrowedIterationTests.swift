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
}
