import Foundation

/// A scroll view chosen with ``ViewController/setContentScrollView(_:for:)``, held weakly as UIKit
/// holds it; `nil` means the controller has none at that edge.
struct ContentScrollViewChoice {
  weak var scrollView: ScrollView?
}

extension ViewController {
  /// The scroll view whose content the bars at `edge` follow (UIKit's `contentScrollView(for:)`):
  /// the one set with ``setContentScrollView(_:for:)``; else the controller's view when it is a
  /// scroll view; else the first of the view's subviews that is one; else `nil`, and the bars show
  /// their scroll-edge appearance. A navigation bar follows the top edge, a tab bar and a toolbar
  /// the bottom edge.
  public func contentScrollView(for edge: DirectionalRectEdge) -> ScrollView? {
    for single in [DirectionalRectEdge.top, .bottom, .leading, .trailing] where edge.contains(single) {
      if let choice = contentScrollViewChoices[single] { return choice.scrollView }
    }
    guard let view = viewIfLoaded else { return nil }
    if let scrollView = view as? ScrollView { return scrollView }
    return view.subviews.lazy.compactMap { $0 as? ScrollView }.first
  }

  /// Sets the scroll view the bars at `edges` follow (UIKit's `setContentScrollView(_:for:)`);
  /// `nil` says the controller has none there, so the bars show their scroll-edge appearance.
  public func setContentScrollView(_ scrollView: ScrollView?, for edges: DirectionalRectEdge = .all) {
    for single in [DirectionalRectEdge.top, .bottom, .leading, .trailing] where edges.contains(single) {
      contentScrollViewChoices[single] = ContentScrollViewChoice(scrollView: scrollView)
    }
    var ancestor: ViewController? = self
    while let current = ancestor {
      current.contentScrollViewDidScroll()
      ancestor = current.parent
    }
  }
}

extension ScrollView {
  /// Whether the content's edge is at (or past) the scroll view's inset edge at `edge` (`.top`
  /// or `.bottom`), within half a point: nothing of the content is under a bar there.
  func contentIsAtEdge(_ edge: DirectionalRectEdge) -> Bool {
    let inset = adjustedContentInset
    if edge == .bottom {
      return contentOffset.y + bounds.height - inset.bottom >= contentSize.height - 0.5
    }
    return contentOffset.y + inset.top <= 0.5
  }

  /// How long an animated scroll running now has left, in seconds of the scene's clock (0 when
  /// none runs): a bar whose content arrives at its edge at the end of the scroll switches then.
  var remainingScrollAnimationTime: TimeInterval {
    guard let scene = layer.hostingScene else { return 0 }
    let now = layer.convertTime(scene.clock.time, from: nil)
    var remaining: TimeInterval = 0
    for record in layer.animationState.records where !record.hasStopped && record.track == nil {
      guard record.key.hasPrefix("bounds"),
        let state = try? record.timing(now: now).state(atParentTime: now), state.activeDuration.isFinite
      else { continue }
      let begin = record.beginTime ?? (now + record.delay)
      remaining = max(remaining, begin + state.activeDuration - now)
    }
    return remaining
  }

  /// Tells the controllers above that the content's edges may have moved.
  func contentEdgesMayHaveMoved() {
    var view: View? = self
    while let current = view {
      current.owningViewController?.contentScrollViewDidScroll()
      view = current.superview
    }
  }
}
