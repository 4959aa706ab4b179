import Foundation

/// An image set inline in attributed text (UIKit's `NSTextAttachment`): make a one-character
/// string with `NSAttributedString(attachment:)` and append it where the image belongs.
///
/// The image is drawn in ``bounds``, whose origin is relative to the line's baseline with y
/// pointing up (as in UIKit: a negative `y` lowers the image below the baseline); a zero
/// `bounds` uses the image's size, sitting on the baseline. The attachment is read when the
/// string is given to a label or text layer: change it afterwards and assign the string again.
open class NSTextAttachment: @unchecked Sendable {
  /// The image drawn; `nil` leaves an empty space of ``bounds``' size.
  open var image: Image?
  /// Where the image is drawn, relative to the baseline (y up); zero: the image's size.
  open var bounds: CGRect = .zero

  /// Creates an attachment without an image.
  public init() {}

  /// Creates an attachment showing `image`.
  public init(image: Image?) { self.image = image }

  /// The rectangle the attachment takes: ``bounds``, or the image's size on the baseline.
  var layoutBounds: CGRect {
    if bounds != .zero, bounds.isFiniteRect { return bounds }
    return CGRect(origin: .zero, size: image?.size ?? .zero)
  }
}

extension NSAttributedString.Key {
  /// An ``NSTextAttachment`` drawn in place of the character (U+FFFC) it is set on.
  public static let attachment = NSAttributedString.Key("NSAttachment")
}

extension NSAttributedString {
  /// A one-character string (U+FFFC, the object replacement character) showing `attachment`.
  public convenience init(attachment: NSTextAttachment) {
    self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
  }
}

/// An attachment as the layout holds it: its image and rectangle when the string was read,
/// compared by identity (hashing pixels for every cache look-up would cost more than shaping).
final class TextAttachmentContent: Hashable, Sendable {
  let image: Image?
  let bounds: CGRect

  init(_ attachment: NSTextAttachment) {
    image = attachment.image
    bounds = attachment.layoutBounds
  }

  static func == (a: TextAttachmentContent, b: TextAttachmentContent) -> Bool { a === b }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
