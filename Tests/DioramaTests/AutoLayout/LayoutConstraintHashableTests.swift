import Diorama
import Foundation
import Testing

/// `LayoutConstraint` is `Hashable` by identity, as `NSLayoutConstraint` (an NSObject) is.
@Suite struct LayoutConstraintHashableTests {
  let view = View()

  @Test func equalOnlyToItself() {
    let a = view.widthAnchor.constraint(equalToConstant: 10)
    let twin = view.widthAnchor.constraint(equalToConstant: 10)
    #expect(a == a)
    #expect(a != twin)
  }

  @Test func setHoldsEachConstraintOnce() {
    let a = view.widthAnchor.constraint(equalToConstant: 10)
    let b = view.widthAnchor.constraint(equalToConstant: 10)
    let set: Set<LayoutConstraint> = [a, b, a]
    #expect(set.count == 2)
    #expect(set.contains(a) && set.contains(b))
  }

  @Test func dictionaryKeyedByConstraintSurvivesEdits() {
    let a = view.heightAnchor.constraint(equalToConstant: 10)
    var names: [LayoutConstraint: String] = [a: "height"]
    a.constant = 42
    a.priority = .defaultLow
    #expect(names[a] == "height")
    names[view.heightAnchor.constraint(equalToConstant: 42)] = "other"
    #expect(names.count == 2)
  }
}
