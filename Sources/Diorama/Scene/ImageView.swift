import Foundation

/// A view that shows an ``Image`` (UIKit's `UIImageView`), placed by its ``contentMode``.
open class ImageView: View {
  /// The image; its size in points is the intrinsic content size.
  public var image: Image? {
    didSet {
      layer.contents = image
      if image?.size != oldValue?.size { invalidateIntrinsicContentSize() }
    }
  }

  /// How the image is placed in the bounds; `.scaleToFill` by default.
  public var contentMode: ContentMode = .scaleToFill {
    didSet { layer.contentsGravity = contentMode.gravity }
  }

  /// Creates an image view sized to its image.
  public init(image: Image?) {
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
    layer.contents = image
  }

  /// Creates an empty image view with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// The image's size in points, or no intrinsic size without an image.
  open override var intrinsicContentSize: CGSize {
    image?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// The image's size in points (zero without an image).
  open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }
}
