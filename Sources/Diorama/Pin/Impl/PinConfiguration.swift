import Foundation
import Synchronization

/// The global settings behind ``Pin``: one value, stored process-wide, or per task inside
/// ``Pin/withIsolatedConfiguration(_:)`` so that parallel tests cannot see each other's settings.
struct PinConfiguration: Sendable {
  var layoutDirection: LayoutDirection = .ltr
  var displayScale: CGFloat = 1
  var logWarnings = true
  var logMissingLayoutCalls = false
  var activeWarnings = ActiveWarnings()
  var safeAreaInsetsDidChangeMode: PinSafeAreaInsetsDidChangeMode = .optIn
  var lastWarningText: String?

  /// Thread-safe storage for one configuration.
  final class Store: Sendable {
    private let value: Mutex<PinConfiguration>
    init(_ configuration: PinConfiguration) { value = Mutex(configuration) }
    func read<T>(_ body: (PinConfiguration) -> T) -> T { value.withLock { body($0) } }
    func write(_ body: (inout PinConfiguration) -> Void) { value.withLock { body(&$0) } }
  }

  /// The process-wide store, used outside any isolated scope.
  static let global = Store(PinConfiguration())
  /// The store of the innermost ``Pin/withIsolatedConfiguration(_:)`` scope on this task.
  @TaskLocal static var scoped: Store?

  /// The store that reads and writes go to on the current task.
  static var current: Store { scoped ?? global }
}
