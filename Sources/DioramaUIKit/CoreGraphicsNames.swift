// Core Graphics' names for Diorama's colours and paths. `CGFloat`, `CGPoint`, `CGSize` and `CGRect`
// are Foundation's; `CGAffineTransform` is declared by Diorama itself (beside `CGRect.applying(_:)`),
// so `import Diorama` code can name it too.

/// Core Graphics' name for Diorama's `Color`: `UIColor.red.cgColor` is the colour itself.
public typealias CGColor = Color
/// Core Graphics' name for Diorama's `Path`, the type of `CAShapeLayer.path` and `shadowPath`.
public typealias CGPath = Path
/// Core Graphics' name for Diorama's `Path`. It is a value, not an object: declare it with `var`
/// to add to it (`var path = CGMutablePath()`), where Core Graphics code often writes `let`.
public typealias CGMutablePath = Path
