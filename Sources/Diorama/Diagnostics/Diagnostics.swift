import Foundation
import Synchronization

/// The one channel through which Diorama reports warnings.
///
/// By default a warning is written to standard error. Inside ``capture(_:)->(_,_)`` warnings are
/// collected instead (per task, so parallel tests do not see each other's warnings), and a
/// kind can be silenced process-wide with ``silence(_:)`` or for one task (a server request)
/// with ``withSilenced(_:_:)``.
public enum Diagnostics {
  /// Collects the warnings emitted on the current task while `body` runs, and returns them
  /// alongside the body's result. Nothing collected is printed.
  public static func capture<T>(_ body: () throws -> T) rethrows -> (result: T, warnings: [Warning]) {
    let collector = Collector()
    let result = try $collector.withValue(collector) { try body() }
    return (result, collector.warnings)
  }

  /// Collects the warnings emitted while `body` runs and returns them.
  public static func capture(_ body: () throws -> Void) rethrows -> [Warning] {
    try capture(body).warnings
  }

  /// Stops printing (and collecting) warnings of `kind`, in every task of the process (see
  /// ``withSilenced(_:_:)`` for one task only).
  public static func silence(_ kind: Warning.Kind) {
    silenced.withLock { _ = $0.insert(kind) }
  }

  /// Prints (or collects) warnings of `kind` again.
  public static func unsilence(_ kind: Warning.Kind) {
    silenced.withLock { _ = $0.remove(kind) }
  }

  /// Runs `body` with warnings of `kinds` silenced on the current task (and the tasks it
  /// creates) only; other tasks, and this one afterwards, report them as before.
  public static func withSilenced<T>(_ kinds: Set<Warning.Kind>, _ body: () throws -> T) rethrows -> T {
    try $silencedHere.withValue(silencedHere.union(kinds)) { try body() }
  }

  /// Runs the asynchronous `body` with warnings of `kinds` silenced on the current task (and the
  /// tasks it creates) only.
  public static func withSilenced<T>(
    _ kinds: Set<Warning.Kind>, isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> T
  ) async rethrows -> T {
    try await $silencedHere.withValue(silencedHere.union(kinds)) { try await body() }
  }

  /// Reports a warning: collected when inside ``capture(_:)->(_,_)``, else printed to standard error.
  public static func report(_ warning: Warning) {
    if silencedHere.contains(warning.kind) || silenced.withLock({ $0.contains(warning.kind) }) { return }
    if let collector {
      collector.append(warning)
    } else {
      FileHandle.standardError.write(Data((warning.description + "\n").utf8))
    }
  }

  @TaskLocal private static var collector: Collector?
  @TaskLocal private static var silencedHere: Set<Warning.Kind> = []
  private static let silenced = Mutex<Set<Warning.Kind>>([])

  private final class Collector: Sendable {
    private let storage = Mutex<[Warning]>([])
    var warnings: [Warning] { storage.withLock { $0 } }
    func append(_ warning: Warning) { storage.withLock { $0.append(warning) } }
  }
}
