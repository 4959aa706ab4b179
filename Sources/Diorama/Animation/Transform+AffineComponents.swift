import Foundation

extension AffineComponents {
  /// The entries of a transform.
  public init(_ transform: Transform) {
    self.init(
      a: Double(transform.a), b: Double(transform.b), c: Double(transform.c), d: Double(transform.d),
      tx: Double(transform.tx), ty: Double(transform.ty))
  }
}

extension Transform {
  /// The transform with the given entries.
  public init(_ components: AffineComponents) {
    self.init(
      a: CGFloat(components.a), b: CGFloat(components.b), c: CGFloat(components.c), d: CGFloat(components.d),
      tx: CGFloat(components.tx), ty: CGFloat(components.ty))
  }
}
