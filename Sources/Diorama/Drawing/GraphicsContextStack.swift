import Foundation

/// The current graphics contexts of a thread, innermost last: drawing passes and image
/// renderers push theirs while the drawing code runs.
final class GraphicsContextStack {
  private static let key = "Diorama.GraphicsContextStack"
  private var contexts: [GraphicsContext] = []

  /// The stack of the calling thread.
  static var current: GraphicsContextStack {
    let dictionary = Thread.current.threadDictionary
    if let stack = dictionary[key] as? GraphicsContextStack { return stack }
    let stack = GraphicsContextStack()
    dictionary[key] = stack
    return stack
  }

  /// The innermost context.
  var top: GraphicsContext? { contexts.last }

  /// Runs `body` with `context` as the current context.
  static func with<T>(_ context: GraphicsContext, _ body: () throws -> T) rethrows -> T {
    let stack = current
    stack.contexts.append(context)
    defer { stack.contexts.removeLast() }
    return try body()
  }

  func push(_ context: GraphicsContext) { contexts.append(context) }

  func pop() -> GraphicsContext? { contexts.popLast() }
}

/// The context of the drawing pass or image renderer running on this thread (UIKit's
/// `UIGraphicsGetCurrentContext()`), or `nil` outside one.
public func GraphicsGetCurrentContext() -> GraphicsContext? {
  GraphicsContextStack.current.top
}

/// Makes `context` the current context until ``GraphicsPopContext()`` (UIKit's
/// `UIGraphicsPushContext`).
public func GraphicsPushContext(_ context: GraphicsContext) {
  GraphicsContextStack.current.push(context)
}

/// Removes the context pushed last by ``GraphicsPushContext(_:)`` (UIKit's
/// `UIGraphicsPopContext`); without one the call is ignored with a warning.
public func GraphicsPopContext() {
  if GraphicsContextStack.current.pop() == nil {
    Diagnostics.report(
      Warning(.unbalancedGraphicsState, "GraphicsPopContext() without a pushed context; ignored."))
  }
}

extension GraphicsContext {
  /// The current context, or `nil` with a ``Warning/Kind/noCurrentContext`` warning naming
  /// `call`.
  static func currentOrWarn(_ call: @autoclosure () -> String) -> GraphicsContext? {
    if let context = GraphicsContextStack.current.top { return context }
    Diagnostics.report(
      Warning(.noCurrentContext, "\(call()) was called with no current graphics context; nothing was drawn."))
    return nil
  }
}
