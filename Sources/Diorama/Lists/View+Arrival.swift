import Foundation

extension View {
  /// Animates a view that just came on screen in an update — a table's row, a collection view's
  /// item — from `start` (and opacity `alpha`) to `frame`, where it already is, with explicit
  /// additive animations on the ease-in-out curve. (A layer made in the open transaction does
  /// not animate inside an animation block: it appears with its final values, so a view that
  /// arrives during an update needs animations of its own.)
  func animateArrival(from start: CGRect, to frame: CGRect, alpha: CGFloat, duration: TimeInterval) {
    if alpha != 1 {
      let fade = BasicAnimation(keyPath: "opacity")
      fade.fromValue = alpha
      fade.toValue = CGFloat(1)
      fade.duration = duration
      fade.timingFunction = .easeInEaseOut
      layer.add(fade, forKey: "arrival.opacity")
    }
    if start.origin != frame.origin {
      let move = BasicAnimation(keyPath: "position")
      move.fromValue = CGPoint(x: start.minX - frame.minX, y: start.minY - frame.minY)
      move.toValue = CGPoint.zero
      move.isAdditive = true
      move.duration = duration
      move.timingFunction = .easeInEaseOut
      layer.add(move, forKey: "arrival.position")
    }
  }
}
