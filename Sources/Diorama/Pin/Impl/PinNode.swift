import Foundation

/// A node a builder lays out or measures, as the concrete type it is.
///
/// Builders exist only for views and layers (`view.pin`, `layer.pin`), so the work behind every
/// call runs on these two types directly: no protocol dispatch, no associated-type or metadata
/// look-ups, which a `pin` chain would otherwise pay on every call made from another module.
enum PinNode {
  case view(View)
  case layer(Layer)

  /// `node` as a view or a layer; `nil` for a custom ``Layoutable`` type.
  init?(_ node: any Layoutable) {
    if let view = node as? View {
      self = .view(view)
    } else if let layer = node as? Layer {
      self = .layer(layer)
    } else {
      return nil
    }
  }

  /// The node for the public API (warnings, descriptions).
  var layoutable: any Layoutable {
    switch self {
    case .view(let view): view
    case .layer(let layer): layer
    }
  }

  /// The node as something whose size `sizeToFit` can compute: a view as it is (every view can),
  /// a layer only when its class conforms to ``SizeCalculable``.
  ///
  /// The view case needs no run-time conformance look-up: asking whether a `Label` conforms
  /// walks its superclasses through the runtime's conformance cache, which cost more than
  /// measuring the label's cached text.
  var sizeCalculable: (any SizeCalculable)? {
    switch self {
    case .view(let view): view
    case .layer(let layer): layer as? any SizeCalculable
    }
  }

  /// The layer that holds the node's geometry.
  var layer: Layer {
    switch self {
    case .view(let view): view.layer
    case .layer(let layer): layer
    }
  }

  /// Whether both are the same object.
  func isIdentical(to other: PinNode) -> Bool {
    switch (self, other) {
    case (.view(let a), .view(let b)): a === b
    case (.layer(let a), .layer(let b)): a === b
    default: false
    }
  }

  /// Whether `parent` is this node's superview.
  func isChild(of parent: PinNode) -> Bool {
    switch (self, parent) {
    case (.view(let view), .view(let parent)): view.superview === parent
    case (.layer(let layer), .layer(let parent)): layer.superlayer === parent
    default: false
    }
  }

  /// Whether both are views, or both layers: references must be of the laid-out node's kind.
  func isSameKind(as other: PinNode) -> Bool {
    switch (self, other) {
    case (.view, .view), (.layer, .layer): true
    default: false
    }
  }

  /// The parent in the node's own tree (a view's superview, a layer's superlayer).
  var superview: PinNode? {
    switch self {
    case .view(let view): view.superview.map(PinNode.view)
    case .layer(let layer): layer.superlayer.map(PinNode.layer)
    }
  }

  /// ``Layoutable/getRect(keepTransform:)``.
  func rect(keepTransform: Bool) -> CGRect { layer.getRect(keepTransform: keepTransform) }

  /// The width and height of ``rect(keepTransform:)`` (`CGRect.width`/`height`, so never
  /// negative), read without the rest of it: for `pin` this is the bounds size alone.
  func size(keepTransform: Bool) -> CGSize {
    let size = keepTransform ? layer.bounds.size : layer.frame.size
    return CGSize(width: abs(size.width), height: abs(size.height))
  }

  /// ``Layoutable/setRect(_:keepTransform:)``.
  func setRect(_ rect: CGRect, keepTransform: Bool) {
    switch self {
    case .view(let view): view.setRect(rect, keepTransform: keepTransform)
    case .layer(let layer): layer.setRect(rect, keepTransform: keepTransform)
    }
  }

  /// ``Layoutable/isLTR()``: how `.auto` resolves for this node.
  func isLTR() -> Bool {
    switch self {
    case .view(let view): view.isLTR()
    case .layer(let layer): layer.isLTR()
    }
  }

  /// The children, back to front (a view's subviews, a layer's sublayers).
  var children: [PinNode] {
    switch self {
    case .view(let view): view.subviews.map(PinNode.view)
    case .layer(let layer): (layer.sublayers ?? []).map(PinNode.layer)
    }
  }

  /// Not hidden and not fully transparent (`wrapContent(viewFilter: .visibleOnly)`).
  var isVisible: Bool {
    switch self {
    case .view(let view): !view.isHidden && view.alpha > 0
    case .layer(let layer): !layer.isHidden && layer.opacity > 0
    }
  }
}
