import DioramaUIKit

// An app's own colours, declared as UIKit apps declare them: a class property in an extension
// of a class from another module, and a stored static one.
extension UIColor {
  class var brand: UIColor { UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1) }

  static let accent = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)

  class func brand(alpha: CGFloat) -> UIColor { brand.withAlphaComponent(alpha) }
}
