import Foundation

/// A view that shows an ``Image`` (UIKit's `UIImageView`), placed by its ``View/contentMode``.
///
/// A template image (``Image/RenderingMode-swift.enum/alwaysTemplate``) is drawn as its alpha
/// filled with the view's ``View/tintColor``; a resizable image is drawn nine-sliced at the size
/// its content mode gives it (the bounds, for the default `.scaleToFill`).
open class ImageView: View {
  /// The image; its size in points is the intrinsic content size.
  public var image: Image? {
    didSet { showImage() }
  }

  /// The configuration a symbol image is drawn with, laid over the image's own (UIKit's
  /// `preferredSymbolConfiguration`); other images are drawn as they are.
  public var preferredSymbolConfiguration: Image.SymbolConfiguration? {
    didSet { showImage() }
  }

  /// The image as drawn: ``image``, a symbol drawn again with ``preferredSymbolConfiguration``.
  private var shownImage: Image?

  private func showImage() {
    let old = shownImage?.size
    shownImage = preferredSymbolConfiguration.flatMap { image?.applyingSymbolConfiguration($0) } ?? image
    layer.contents = shownImage
    if shownImage?.size != old { invalidateIntrinsicContentSize() }
  }

  /// Creates an image view sized to its image.
  public init(image: Image?) {
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
    showImage()
    layer.contentsTintColor = tintColor
  }

  /// Creates an empty image view with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    layer.contentsTintColor = tintColor
  }

  /// Keeps the layer's template tint equal to the effective tint colour.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    layer.contentsTintColor = tintColor
  }

  /// The image's size in points as drawn, or no intrinsic size without an image.
  open override var intrinsicContentSize: CGSize {
    shownImage?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// The image's size in points as drawn (zero without an image).
  open override func sizeThatFits(_ size: CGSize) -> CGSize { shownImage?.size ?? .zero }
}
