import Foundation
import Testing

@testable import Diorama

/// A constrained view that only moves is settled as its superview places it
/// (`placeSettled(at:in:of:)`) when its safe area stays as it was, and visited as before when
/// the move changes its insets or margins. On an iPhone 15 (393 × 852, insets 59 top and 34
/// bottom, as UIKit reports them), the expected insets are the unsafe parts the view covers.
@Suite struct PlacedSettleTests {
  final class RecordingView: View {
    var insetChanges: [EdgeInsets] = []
    var layouts = 0
    override func safeAreaInsetsDidChange() {
      super.safeAreaInsetsDidChange()
      insetChanges.append(safeAreaInsets)
    }
    override func layoutSubviews() {
      super.layoutSubviews()
      layouts += 1
    }
  }

  /// A 100 × 40 box at `top` from the root's top; returns the box and its top constraint.
  static func box(in scene: Scene) -> (RecordingView, LayoutConstraint) {
    let box = RecordingView()
    box.translatesAutoresizingMaskIntoConstraints = false
    scene.rootView.addSubview(box)
    let top = box.topAnchor.constraint(equalTo: scene.rootView.topAnchor, constant: 300)
    LayoutConstraint.activate([
      top, box.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor, constant: 20),
      box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 40),
    ])
    scene.layoutIfNeeded()
    return (box, top)
  }

  /// With its margins measured from the safe area, a change of insets changes them too; without,
  /// the insets alone change.
  @Test(arguments: [true, false])
  func aMoveIntoTheUnsafeAreaAndOutGivesTheNewInsets(marginsFromSafeArea: Bool) throws {
    let scene = try Scene(device: .iPhone15)
    let (box, top) = Self.box(in: scene)
    box.insetsLayoutMarginsFromSafeArea = marginsFromSafeArea
    scene.layoutIfNeeded()
    #expect(box.safeAreaInsets == .zero && box.insetChanges.isEmpty)
    let visits = box.layoutVisitCount
    // Within the safe area: nothing about the box changes but its place.
    top.constant = 400
    scene.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 20, y: 400, width: 100, height: 40))
    #expect(box.insetChanges.isEmpty && box.layouts == (marginsFromSafeArea ? 1 : 2))
    #expect(box.layoutVisitCount == visits + 1)
    // 20…60 under the status bar (0…59): 39 unsafe at the top.
    top.constant = 20
    scene.layoutIfNeeded()
    #expect(box.safeAreaInsets == EdgeInsets(top: 39, left: 0, bottom: 0, right: 0))
    #expect(box.insetChanges == [EdgeInsets(top: 39, left: 0, bottom: 0, right: 0)])
    // 30…70: 29.
    top.constant = 30
    scene.layoutIfNeeded()
    #expect(box.insetChanges.last == EdgeInsets(top: 29, left: 0, bottom: 0, right: 0))
    // 800…840 over the home indicator (818…852): 22 at the bottom.
    top.constant = 800
    scene.layoutIfNeeded()
    #expect(box.insetChanges.last == EdgeInsets(top: 0, left: 0, bottom: 22, right: 0))
    // Back in the safe area, then moved within it: one change, then none.
    top.constant = 200
    scene.layoutIfNeeded()
    top.constant = 250
    scene.layoutIfNeeded()
    #expect(box.insetChanges.count == 4 && box.insetChanges.last == .zero)
    #expect(box.frame.minY == 250)
  }

  /// A label pinned to the box's safe-area guide and margins guide follows the box's insets
  /// when a move changes them (the margins are 8 points from the safe area).
  @Test func aMovedViewsGuidesFollowItsNewInsets() throws {
    let scene = try Scene(device: .iPhone15)
    let (box, top) = Self.box(in: scene)
    let safe = View()
    let margins = View()
    for inner in [safe, margins] {
      inner.translatesAutoresizingMaskIntoConstraints = false
      box.addSubview(inner)
      inner.heightAnchor.constraint(equalToConstant: 4).isActive = true
      inner.leadingAnchor.constraint(equalTo: box.leadingAnchor).isActive = true
      inner.widthAnchor.constraint(equalToConstant: 10).isActive = true
    }
    safe.topAnchor.constraint(equalTo: box.safeAreaLayoutGuide.topAnchor).isActive = true
    margins.topAnchor.constraint(equalTo: box.layoutMarginsGuide.topAnchor).isActive = true
    scene.layoutIfNeeded()
    #expect(safe.frame.minY == 0 && margins.frame.minY == 8)
    top.constant = 400
    scene.layoutIfNeeded()
    #expect(safe.frame.minY == 0 && margins.frame.minY == 8)
    // 39 of the box under the status bar.
    top.constant = 20
    scene.layoutIfNeeded()
    #expect(safe.frame.minY == 39 && margins.frame.minY == 47)
    top.constant = 300
    scene.layoutIfNeeded()
    #expect(safe.frame.minY == 0 && margins.frame.minY == 8)
  }
}
