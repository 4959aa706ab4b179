/// UIKit's C-style constructor of edge insets, from code written before Swift 4.2 (today's UIKit
/// spells it `UIEdgeInsets(top:left:bottom:right:)`, which works here too).
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat)
  -> UIEdgeInsets
{
  UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}
