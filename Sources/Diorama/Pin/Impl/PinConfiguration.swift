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

  /// Thread-safe storage for one configuration and the last warning emitted under it.
  final class Store: Sendable {
    private let value: Mutex<PinConfiguration>
    private let lastWarning = Mutex<String?>(nil)
    init(_ configuration: PinConfiguration) { value = Mutex(configuration) }
    func read<T>(_ body: (PinConfiguration) -> T) -> T { value.withLock { body($0) } }
    func write(_ body: (inout PinConfiguration) -> Void) { value.withLock { body(&$0) } }
    var lastWarningText: String? {
      get { lastWarning.withLock { $0 } }
      set { lastWarning.withLock { $0 = newValue } }
    }
  }

  /// The process-wide store, used outside any isolated scope.
  static let global = Store(PinConfiguration())
  /// The store of the innermost ``Pin/withIsolatedConfiguration(_:)`` scope on this task.
  @TaskLocal static var scoped: Store?
  /// How many isolated scopes are running on any task: while none is, every builder can skip
  /// the task-local lookup (a thread-local access) and go straight to the global store.
  static let isolatedScopes = Atomic<Int>(0)

  /// The store that reads and writes go to on the current task.
  static var current: Store {
    isolatedScopes.load(ordering: .relaxed) == 0 ? global : (scoped ?? global)
  }

  /// Runs `body` with `store` as the current task's store.
  static func withStore<T>(_ store: Store, _ body: () throws -> T) rethrows -> T {
    isolatedScopes.add(1, ordering: .relaxed)
    defer { isolatedScopes.subtract(1, ordering: .relaxed) }
    return try $scoped.withValue(store) { try body() }
  }
}
