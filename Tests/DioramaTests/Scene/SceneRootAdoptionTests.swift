import Diorama
import Foundation
import Testing

/// A scene's root view (or root layer) belongs to that scene only: adding it into another tree
/// is refused with a warning, as adding a view into its own subtree is, so no two scenes ever
/// draw the same view.
@Suite struct SceneRootAdoptionTests {
  @Test func anotherScenesRootViewCannotBecomeASubview() throws {
    let first = try Scene(size: CGSize(width: 20, height: 20))
    let second = try Scene(size: CGSize(width: 20, height: 20))
    let host = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    second.rootView.addSubview(host)
    let warnings = Diagnostics.capture {
      second.rootView.addSubview(first.rootView)
      host.insertSubview(first.rootView, at: 0)
    }
    #expect(warnings.map(\.kind) == [.invalidHierarchy, .invalidHierarchy])
    #expect(warnings.allSatisfy { $0.message.contains("root view of a scene") })
    #expect(first.rootView.superview == nil)
    #expect(second.rootView.subviews.count == 1)
    #expect(host.subviews.isEmpty)
    #expect(second.snapshot().root.sublayers.count == 1)
  }

  @Test func aScenesRootLayerCannotBecomeASublayer() throws {
    let first = try Scene(size: CGSize(width: 20, height: 20))
    let second = try Scene(size: CGSize(width: 20, height: 20))
    let warnings = Diagnostics.capture { second.rootView.layer.addSublayer(first.rootView.layer) }
    #expect(warnings.map(\.kind) == [.invalidHierarchy])
    #expect(first.rootView.layer.superlayer == nil)
    #expect(second.rootView.layer.sublayers == nil)
  }

  @Test func ordinaryViewsMoveBetweenScenesFreely() throws {
    let first = try Scene(size: CGSize(width: 20, height: 20))
    let second = try Scene(size: CGSize(width: 20, height: 20))
    let view = View()
    first.rootView.addSubview(view)
    let warnings = Diagnostics.capture { second.rootView.addSubview(view) }
    #expect(warnings.isEmpty)
    #expect(view.superview === second.rootView)
    #expect(first.rootView.subviews.isEmpty)
  }
}
