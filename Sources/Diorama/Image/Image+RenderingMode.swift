extension Image {
  /// How a view draws an image (UIKit's `UIImage.RenderingMode`).
  public enum RenderingMode: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The drawing context decides; an ``ImageView`` draws the image as it is (as
    /// `UIImageView` does).
    case automatic
    /// Always drawn as it is, whatever the tint colour.
    case alwaysOriginal
    /// Always drawn as a template: only its alpha counts, filled with the view's
    /// ``View/tintColor``.
    case alwaysTemplate

    public var description: String {
      switch self {
      case .automatic: "automatic"
      case .alwaysOriginal: "alwaysOriginal"
      case .alwaysTemplate: "alwaysTemplate"
      }
    }
  }

  /// The same image with another rendering mode (UIKit's `withRenderingMode(_:)`); pixels are
  /// shared, not copied.
  ///
  /// ```swift
  /// let icon = try Image(contentsOf: url).withRenderingMode(.alwaysTemplate)
  /// imageView.image = icon  // drawn in imageView.tintColor
  /// ```
  public func withRenderingMode(_ renderingMode: RenderingMode) -> Image {
    var copy = self
    copy.renderingMode = renderingMode
    return copy
  }
}
