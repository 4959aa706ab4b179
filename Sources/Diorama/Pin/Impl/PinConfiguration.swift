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
  ///
  /// Every `pin` chain reads the settings, so reading takes no lock: the settings live in two
  /// atomic words (the display scale, and the other settings packed as bits). Writers take a
  /// lock so that concurrent writes of different settings do not undo each other; a reader
  /// sees each setting either before or after a write, never half-written.
  final class Store: Sendable {
    private let packedSettings: Atomic<UInt64>
    private let displayScaleBits: Atomic<UInt64>
    private let writer = Mutex<Void>(())
    private let lastWarning = Mutex<String?>(nil)

    init(_ configuration: PinConfiguration) {
      packedSettings = Atomic(configuration.packedSettings)
      displayScaleBits = Atomic(Double(configuration.displayScale).bitPattern)
    }

    /// The current settings.
    var configuration: PinConfiguration {
      PinConfiguration(
        packedSettings: packedSettings.load(ordering: .acquiring),
        displayScale: CGFloat(Double(bitPattern: displayScaleBits.load(ordering: .acquiring))))
    }

    func read<T>(_ body: (PinConfiguration) -> T) -> T { body(configuration) }

    func write(_ body: (inout PinConfiguration) -> Void) {
      writer.withLock { _ in
        var updated = configuration
        body(&updated)
        packedSettings.store(updated.packedSettings, ordering: .releasing)
        displayScaleBits.store(Double(updated.displayScale).bitPattern, ordering: .releasing)
      }
    }

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

  /// The current task's settings (what a builder reads when it is made).
  static func read() -> PinConfiguration {
    isolatedScopes.load(ordering: .relaxed) == 0 ? global.configuration : current.configuration
  }

  /// Runs `body` with `store` as the current task's store.
  static func withStore<T>(_ store: Store, _ body: () throws -> T) rethrows -> T {
    isolatedScopes.add(1, ordering: .relaxed)
    defer { isolatedScopes.subtract(1, ordering: .relaxed) }
    return try $scoped.withValue(store) { try body() }
  }

  /// Runs the asynchronous `body` with `store` as the current task's store.
  static func withStore<T>(
    _ store: Store, isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> T
  ) async rethrows -> T {
    isolatedScopes.add(1, ordering: .relaxed)
    defer { isolatedScopes.subtract(1, ordering: .relaxed) }
    return try await $scoped.withValue(store) { try await body() }
  }
}

// Every setting but the display scale, as bits of one word (see ``PinConfiguration/Store``).
// A setting added to the configuration or to ``ActiveWarnings`` needs its bits here.
extension PinConfiguration {
  private enum Bit {
    static let layoutDirection: UInt64 = 0  // two bits
    static let safeAreaMode: UInt64 = 2  // two bits
    static let logWarnings: UInt64 = 4
    static let logMissingLayoutCalls: UInt64 = 5
    static let noSpaceAvailableBetweenViews: UInt64 = 6
    static let aspectRatioImageNotSet: UInt64 = 7
  }

  fileprivate var packedSettings: UInt64 {
    func flag(_ value: Bool, _ bit: UInt64) -> UInt64 { value ? 1 << bit : 0 }
    return UInt64(layoutDirection.rawValue) << Bit.layoutDirection
      | UInt64(safeAreaInsetsDidChangeMode.rawValue) << Bit.safeAreaMode
      | flag(logWarnings, Bit.logWarnings)
      | flag(logMissingLayoutCalls, Bit.logMissingLayoutCalls)
      | flag(activeWarnings.noSpaceAvailableBetweenViews, Bit.noSpaceAvailableBetweenViews)
      | flag(activeWarnings.aspectRatioImageNotSet, Bit.aspectRatioImageNotSet)
  }

  fileprivate init(packedSettings bits: UInt64, displayScale: CGFloat) {
    func flag(_ bit: UInt64) -> Bool { bits & (1 << bit) != 0 }
    layoutDirection = LayoutDirection(rawValue: Int(bits >> Bit.layoutDirection & 3)) ?? .ltr
    safeAreaInsetsDidChangeMode =
      PinSafeAreaInsetsDidChangeMode(rawValue: Int(bits >> Bit.safeAreaMode & 3)) ?? .optIn
    logWarnings = flag(Bit.logWarnings)
    logMissingLayoutCalls = flag(Bit.logMissingLayoutCalls)
    activeWarnings.noSpaceAvailableBetweenViews = flag(Bit.noSpaceAvailableBetweenViews)
    activeWarnings.aspectRatioImageNotSet = flag(Bit.aspectRatioImageNotSet)
    self.displayScale = displayScale
  }
}
