import Diorama
import Foundation
import Testing

/// `interruption_examples` driven through real views and the clock: a move 0 → 100 at t = 0 is
/// interrupted at t = 0.5 by a move back to 0, each in a 1 s ease-in-ease-out view animation.
/// Position animates additively; corner radius is an absolute key, so it shows the two other
/// policies with the same numbers.
@Suite struct InterruptionRuntimeTests {
  private let section = AnimationFixture.section("interruption_examples")

  /// Frame of time `t` on a 60 fps clock whose frame 60 is t = 0 (the view is committed by then).
  private func frame(_ t: Double) -> Int { Int((t * 60).rounded()) + 60 }

  private func run(
    column: String, options: View.AnimationOptions, change: @escaping (View, CGFloat) -> Void,
    read: (LayerSnapshot) -> CGFloat
  ) throws -> [Bool] {
    let stage = try ViewStage(frame: CGRect(x: 0, y: -10, width: 20, height: 20), origin: -1)
    let view = stage.view
    var flags: [(String, Bool)] = []
    try stage.scene.schedule(at: 0) {
      View.animate(withDuration: 1, delay: 0, options: options, animations: { change(view, 100) }) {
        flags.append(("first", $0))
      }
    }
    try stage.scene.schedule(at: 0.5) {
      View.animate(withDuration: 1, delay: 0, options: options, animations: { change(view, 0) }) {
        flags.append(("second", $0))
      }
    }
    for (t, expected) in zip(section["t"].doubles, section[column].doubles) {
      expectClose(Double(read(try stage.snapshot(atFrame: frame(t)))), expected, "\(column) at t = \(t)")
    }
    try stage.scene.advance(toFrame: frame(2))
    #expect(flags.map(\.0).sorted() == ["first", "second"])
    return ["first", "second"].compactMap { name in flags.first { $0.0 == name }?.1 }
  }

  @Test func additivePositionAnimationsSumAndBothFinish() throws {
    let flags = try run(
      column: "additive", options: [], change: { view, y in view.center = CGPoint(x: 10, y: y) },
      read: { $0.position.y })
    let expected = section["completion_flags"]["additive"]
    #expect(flags == [expected["first"].bool, expected["second"].bool].compactMap { $0 })
  }

  @Test func beginFromCurrentStateReplacesFromThePresentationValue() throws {
    let flags = try run(
      column: "beginFromCurrentState", options: .beginFromCurrentState,
      change: { view, radius in view.layer.cornerRadius = radius }, read: { $0.cornerRadius })
    let expected = section["completion_flags"]["beginFromCurrentState"]
    #expect(flags == [expected["first"].bool, expected["second"].bool].compactMap { $0 })
  }

  @Test func absoluteInterruptionJumpsToTheOldModelValue() throws {
    let flags = try run(
      column: "absolute_without_beginFromCurrentState", options: [],
      change: { view, radius in view.layer.cornerRadius = radius }, read: { $0.cornerRadius })
    let expected = section["completion_flags"]["absolute_without_beginFromCurrentState"]
    #expect(flags == [expected["first"].bool, expected["second"].bool].compactMap { $0 })
  }

  @Test func beginFromCurrentStateDoesNotChangeAdditiveKeys() throws {
    _ = try run(
      column: "additive", options: .beginFromCurrentState,
      change: { view, y in view.center = CGPoint(x: 10, y: y) }, read: { $0.position.y })
  }

  @Test func additiveAnimationsGetNumberedKeys() throws {
    let stage = try ViewStage(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    View.animate(withDuration: 1) { stage.view.center.x = 50 }
    View.animate(withDuration: 1) { stage.view.center.x = 80 }
    // A frame change animates bounds.size and, since the centre moves, position once more.
    View.animate(withDuration: 1) { stage.view.frame.size = CGSize(width: 40, height: 20) }
    #expect(stage.view.layer.animationKeys() == ["position", "position-2", "bounds.size", "position-3"])
  }
}
