import Foundation

/// Solves UIKit's "set the frame of a transformed view" problem: which bounds size makes the
/// transformed bounding box exactly `frameSize`.
enum PinTransformedFrame {
  /// The bounds size whose image under `transform` has the bounding-box size `frameSize`.
  ///
  /// The bounding box of a `w × h` rectangle is `(|a|w + |c|h, |b|w + |d|h)`; when that linear
  /// system has a positive solution it is used (exact for scales and quarter turns). Otherwise
  /// (e.g. a 45° rotation, where every square has the same box shape) the frame mapped back
  /// through the inverse transform is used, as Core Animation does.
  static func boundsSize(forFrameSize frameSize: CGSize, transform t: Transform) -> CGSize {
    let (a, b, c, d) = (abs(t.a), abs(t.b), abs(t.c), abs(t.d))
    let det = a * d - c * b
    if abs(det) > 1e-9 {
      let w = (frameSize.width * d - c * frameSize.height) / det
      let h = (a * frameSize.height - b * frameSize.width) / det
      if w >= -1e-9, h >= -1e-9, w.isFinite, h.isFinite {
        return CGSize(width: max(0, w), height: max(0, h))
      }
    }
    var linear = t
    linear.tx = 0
    linear.ty = 0
    return CGRect(origin: .zero, size: frameSize).applying(linear.inverted()).size
  }
}
