import Foundation

extension Image {
  /// The image drawn in one colour (UIKit's `withTintColor(_:renderingMode:)`): every pixel
  /// takes `color`, keeping its own opacity (times the colour's), so a symbol or a template image
  /// shows in that colour wherever it is drawn, whatever the view's tint.
  ///
  /// UIKit keeps the rendering mode and remembers the tint; Diorama bakes the colour into the
  /// pixels, so a template image becomes ``RenderingMode-swift.enum/alwaysOriginal`` unless
  /// `renderingMode` says otherwise. Cost: one pass over the pixels.
  ///
  /// ```swift
  /// let heart = Image(systemName: "heart.fill")?.withTintColor(.systemRed)
  /// ```
  public func withTintColor(_ color: Color, renderingMode: RenderingMode? = nil) -> Image {
    let (r, g, b, _) = color.rgba8
    var bytes = pixels
    bytes.withUnsafeMutableBufferPointer { buffer in
      var index = 0
      while index < buffer.count {
        buffer[index] = r
        buffer[index + 1] = g
        buffer[index + 2] = b
        buffer[index + 3] = UInt8((CGFloat(buffer[index + 3]) * color.alpha).rounded())
        index += 4
      }
    }
    var tinted = Image(validatedWidth: width, height: height, pixels: bytes, scale: scale)
    tinted.renderingMode =
      renderingMode ?? (self.renderingMode == .alwaysTemplate ? .alwaysOriginal : self.renderingMode)
    tinted.capInsets = capInsets
    tinted.resizingMode = resizingMode
    tinted.isResizable = isResizable
    tinted.baselineOffsetFromBottom = baselineOffsetFromBottom
    tinted.symbol = symbol
    return tinted
  }
}
