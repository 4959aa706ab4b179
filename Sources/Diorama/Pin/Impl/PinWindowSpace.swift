import Foundation

/// Point conversion between any two nodes, through the space the roots are placed in.
///
/// UIKit converts between hierarchies that share no window through "window" coordinates, in
/// which each root keeps its own frame: a detached parent at (10, 10) holding a child at
/// (10, 10) puts the child's origin at (20, 20). ``Layer/convert(_:to:)`` stops at the root, so
/// PinLayout uses this instead, for views through their layers.
enum PinWindowSpace {
  static func convert(_ point: CGPoint, from source: Layer, to destination: Layer) -> CGPoint {
    point.applying(transformToWindow(source).concatenating(transformToWindow(destination).inverted()))
  }

  private static func transformToWindow(_ layer: Layer) -> Transform {
    var t = Transform.identity
    var node: Layer? = layer
    while let current = node {
      t = t.concatenating(current.transformToSuperlayer)
      node = current.superlayer
    }
    return t
  }
}
