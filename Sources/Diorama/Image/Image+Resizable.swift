import Foundation

extension Image {
  /// How the middle of a resizable image fills the space between its caps (UIKit's
  /// `UIImage.ResizingMode`).
  public enum ResizingMode: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The middle is repeated at its own size, left to right and top to bottom.
    case tile
    /// The middle is scaled to fill the space.
    case stretch

    public var description: String { self == .tile ? "tile" : "stretch" }
  }

  /// A resizable copy with end caps (UIKit's `resizableImage(withCapInsets:)`), tiling the
  /// middle as UIKit does by default.
  public func resizableImage(withCapInsets capInsets: EdgeInsets) -> Image {
    resizableImage(withCapInsets: capInsets, resizingMode: .tile)
  }

  /// A resizable copy (nine-slice): drawn at any size, the four corners keep their size, the
  /// top and bottom edges resize only horizontally, the left and right edges only vertically,
  /// and the middle both ways, by `resizingMode`. Pixels are shared, not copied.
  ///
  /// Cap insets are in points (pixels divided by ``scale``). Zero insets make the whole image
  /// the middle, as in UIKit. Drawn smaller than its caps, the caps shrink in proportion (as
  /// Core Animation's `contentsCenter` does).
  ///
  /// Bad insets are repaired with a ``Warning``, never a crash: a NaN or infinite inset counts
  /// as 0 (``Warning/Kind/invalidGeometry``); a negative inset counts as 0, and two opposite
  /// insets that add up to more than the image's side are scaled down in proportion until they
  /// fit (``Warning/Kind/valueClamped``). UIKit documents nothing for these cases.
  ///
  /// ```swift
  /// let bubble = try Image(contentsOf: url)
  ///   .resizableImage(withCapInsets: EdgeInsets(all: 12), resizingMode: .stretch)
  /// let view = ImageView(image: bubble)
  /// view.frame = CGRect(x: 0, y: 0, width: 240, height: 60)  // corners stay 12 × 12
  /// ```
  public func resizableImage(withCapInsets capInsets: EdgeInsets, resizingMode: ResizingMode) -> Image {
    var copy = self
    copy.capInsets = repaired(capInsets)
    copy.resizingMode = resizingMode
    copy.isResizable = true
    return copy
  }

  /// The insets with every bad value replaced, and a warning for each kind of repair.
  private func repaired(_ insets: EdgeInsets) -> EdgeInsets {
    var edges = [insets.top, insets.left, insets.bottom, insets.right]
    if edges.contains(where: { !$0.isFinite }) {
      Diagnostics.report(
        Warning(
          .invalidGeometry,
          "resizableImage(withCapInsets:) on \(self): the cap insets \(insets) are not finite; "
            + "the non-finite ones count as 0."))
      edges = edges.map { $0.isFinite ? $0 : 0 }
    }
    if edges.contains(where: { $0 < 0 }) {
      Diagnostics.report(
        Warning(
          .valueClamped,
          "resizableImage(withCapInsets:) on \(self): the cap insets \(insets) are negative; "
            + "the negative ones count as 0."))
      edges = edges.map { max($0, 0) }
    }
    let (top, bottom) = fit(edges[0], edges[2], within: size.height, "top and bottom")
    let (left, right) = fit(edges[1], edges[3], within: size.width, "left and right")
    return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
  }

  /// Two opposite insets, scaled down in proportion (with a warning) if they overlap.
  private func fit(
    _ a: CGFloat, _ b: CGFloat, within side: CGFloat, _ edges: String
  ) -> (CGFloat, CGFloat) {
    guard a + b > side else { return (a, b) }
    Diagnostics.report(
      Warning(
        .valueClamped,
        "resizableImage(withCapInsets:) on \(self): the \(edges) cap insets (\(a) + \(b)) are larger than "
          + "the image's \(side) points; they are scaled down in proportion to fit."))
    let first = a * side / (a + b)
    return (first, side - first)
  }
}
