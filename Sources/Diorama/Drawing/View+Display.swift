import Foundation

extension View {
  /// Marks the view's drawing as out of date: ``draw(_:)`` runs again before the next frame.
  public func setNeedsDisplay() { layer.setNeedsDisplay() }

  /// Marks part of the view for drawing; Diorama redraws the whole view.
  public func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }
}
