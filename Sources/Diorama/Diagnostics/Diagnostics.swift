import Foundation
import Synchronization

/// The one channel through which Diorama reports warnings.
///
/// By default a warning is written to standard error. Inside ``capture(_:)->(_,_)`` warnings are
/// collected instead (per task, so parallel tests do not see each other's warnings), and a
/// kind can be silenced process-wide with ``silence(_:)``.
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

  /// Stops printing (and collecting) warnings of `kind`.
  public static func silence(_ kind: Warning.Kind) {
    silenced.withLock { _ = $0.insert(kind) }
  }

  /// Prints (or collects) warnings of `kind` again.
  public static func unsilence(_ kind: Warning.Kind) {
    silenced.withLock { _ = $0.remove(kind) }
  }

  /// Reports a warning: collected when inside ``capture(_:)->(_,_)``, else printed to standard error.
  public static func report(_ warning: Warning) {
    if silenced.withLock({ $0.contains(warning.kind) }) { return }
    if let collector {
      collector.append(warning)
    } else {
      FileHandle.standardError.write(Data((warning.description + "\n").utf8))
    }
  }

  @TaskLocal private static var collector: Collector?
  private static let silenced = Mutex<Set<Warning.Kind>>([])

  private final class Collector: Sendable {
    private let storage = Mutex<[Warning]>([])
    var warnings: [Warning] { storage.withLock { $0 } }
    func append(_ warning: Warning) { storage.withLock { $0.append(warning) } }
  }
}
