import Diorama
import Foundation

/// The rules a floor builder records: absolute edges and sizes only, none of PinLayout's
/// validation, warnings, margins, references or pixel snapping.
///
/// Both floor builders share it, so they differ only in how the builder itself lives: as a
/// class released at the end of the statement, or as a non-copyable value.
@usableFromInline
struct FloorRules {
  @usableFromInline let view: View
  @usableFromInline var top: CGFloat?
  @usableFromInline var left: CGFloat?
  @usableFromInline var right: CGFloat?
  @usableFromInline var width: CGFloat?
  @usableFromInline var height: CGFloat?
  /// The superview's width, read when a rule needs it (as `pin` does).
  @usableFromInline var superviewWidth: CGFloat?

  @usableFromInline
  init(view: View) { self.view = view }

  @usableFromInline
  mutating func loadSuperviewWidth() {
    if superviewWidth == nil { superviewWidth = view.superview?.bounds.width ?? 0 }
  }

  /// Writes the frame through the same entry point `pin` writes through. The current frame
  /// is read only for what the rules leave open, as `pin` does.
  @usableFromInline
  func apply() {
    var rect = CGRect(x: left ?? .nan, y: top ?? .nan, width: width ?? .nan, height: height ?? .nan)
    if let right, let containerWidth = superviewWidth {
      if let left, width == nil {
        rect.size.width = containerWidth - right - left
      } else if left == nil, let width {
        rect.origin.x = containerWidth - right - width
      }
    }
    if rect.minX.isNaN || rect.minY.isNaN || rect.width.isNaN || rect.height.isNaN {
      let current = view.getRect(keepTransform: true)
      if rect.origin.x.isNaN { rect.origin.x = current.minX }
      if rect.origin.y.isNaN { rect.origin.y = current.minY }
      if rect.size.width.isNaN { rect.size.width = current.width }
      if rect.size.height.isNaN { rect.size.height = current.height }
    }
    view.setRect(rect, keepTransform: true)
  }
}
