import Foundation

/// A two-dimensional vector (Core Graphics' `CGVector`, which Foundation on Linux does not have):
/// a velocity for ``SpringTimingParameters``, say.
public struct Vector: Sendable, Hashable, CustomStringConvertible {
  /// The x component.
  public var dx: CGFloat
  /// The y component.
  public var dy: CGFloat

  /// A vector with components `dx` and `dy`.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// A vector with components 0 and 0.
  public init() { self.init(dx: 0, dy: 0) }

  /// The vector (0, 0).
  public static let zero = Vector()

  /// `(dx, dy)`.
  public var description: String { "(\(dx), \(dy))" }
}

/// Core Graphics' name for ``Vector``, so code written for UIKit compiles unchanged.
public typealias CGVector = Vector
