import Foundation
import Testing

@testable import Diorama

/// `View.tintColor` inheritance and `tintColorDidChange()`, as UIKit documents them: `nil`
/// inherits from the superview, a root view's default is system blue (RGB 0, 122, 255), and the
/// views whose effective tint changes are told.
@Suite struct TintColorTests {
  final class RecordingView: View {
    var changes: [Color] = []
    override func tintColorDidChange() { changes.append(tintColor) }
  }

  @Test func rootDefaultIsSystemBlue() {
    let tint = View().tintColor!
    #expect(tint.rgba8 == (0, 122, 255, 255))
  }

  @Test func subviewsInheritUntilTheySetTheirOwn() {
    let root = View()
    let child = View()
    let grandchild = View()
    root.addSubview(child)
    child.addSubview(grandchild)
    root.tintColor = .red
    #expect(child.tintColor == .red && grandchild.tintColor == .red)
    child.tintColor = .green
    #expect(root.tintColor == .red && grandchild.tintColor == .green)
    child.tintColor = nil
    #expect(grandchild.tintColor == .red)
  }

  @Test func changesAreReportedToInheritingViewsOnly() {
    let root = RecordingView()
    let inheriting = RecordingView()
    let own = RecordingView()
    let underOwn = RecordingView()
    root.addSubview(inheriting)
    root.addSubview(own)
    own.addSubview(underOwn)
    own.tintColor = .green
    #expect(own.changes == [.green] && underOwn.changes == [.green] && root.changes.isEmpty)
    root.tintColor = .red
    #expect(root.changes == [.red] && inheriting.changes == [.red])
    #expect(own.changes == [.green] && underOwn.changes == [.green], "a subtree with its own tint keeps it")
    root.tintColor = .red
    #expect(root.changes == [.red], "setting the same colour changes nothing")
  }

  @Test func movingToAnotherTintIsReported() {
    let red = View()
    red.tintColor = .red
    let blue = View()
    blue.tintColor = .blue
    let moving = RecordingView()
    red.addSubview(moving)
    #expect(moving.changes == [.red])
    blue.addSubview(moving)
    #expect(moving.changes == [.red, .blue])
    moving.removeFromSuperview()
    #expect(moving.changes.count == 3 && moving.changes.last == Color(hex: 0x007AFF))
    let sameRed = View()
    sameRed.tintColor = .red
    red.addSubview(moving)
    red.addSubview(sameRed)
    sameRed.addSubview(moving)
    #expect(moving.changes.count == 4, "moving between two red superviews changes nothing")
  }
}
