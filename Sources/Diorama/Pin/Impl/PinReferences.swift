import Foundation

/// The reference nodes of a relative call (`below(of:)`, `after(of:)`, …): one node, or a list.
/// The single reference, by far the most common call, is held without an array, so that laying
/// out relative to one view allocates nothing.
enum PinReferences {
  case one(PinNode)
  case many([PinNode])

  var isEmpty: Bool {
    switch self {
    case .one: false
    case .many(let nodes): nodes.isEmpty
    }
  }

  /// The references as a list (for warning texts).
  var nodes: [PinNode] {
    switch self {
    case .one(let node): [node]
    case .many(let nodes): nodes
    }
  }
}
