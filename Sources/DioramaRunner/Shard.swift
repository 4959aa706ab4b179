import Foundation

/// A `--shard I/N` value: the I-th of N even parts of a render's frames (I counted from 0), so N
/// processes or machines render one part each. `auto/N` takes I from the environment.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
  /// This shard's number, 0 ..< ``count``; `nil` for `auto`.
  public var index: Int?
  /// The number of shards.
  public var count: Int

  /// The environment variables `auto` reads, in order: a Kubernetes Indexed Job's
  /// `JOB_COMPLETION_INDEX` and a Slurm job array's `SLURM_ARRAY_TASK_ID`.
  public static let indexVariables = ["JOB_COMPLETION_INDEX", "SLURM_ARRAY_TASK_ID"]

  /// Parses `I/N` or `auto/N`; `nil` when it is neither (range checks come later, with
  /// ``resolved(environment:)`` and ``frames(of:)``).
  public init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let count = Int(parts[1]) else { return nil }
    self.count = count
    if parts[0] == "auto" {
      index = nil
    } else {
      guard let index = Int(parts[0]) else { return nil }
      self.index = index
    }
  }

  /// Creates a shard.
  public init(index: Int?, count: Int) {
    self.index = index
    self.count = count
  }

  /// The shard with its index taken from the environment when it is `auto`.
  /// - Throws: ``ShardError`` when the index is missing, not a number, or out of range.
  public func resolved(environment: [String: String] = ProcessInfo.processInfo.environment) throws(ShardError)
    -> Shard
  {
    guard count >= 1 else { throw .badCount(count) }
    if let index {
      guard (0..<count).contains(index) else { throw .indexOutOfRange(index, count: count, variable: nil) }
      return self
    }
    for variable in Self.indexVariables {
      guard let value = environment[variable] else { continue }
      guard let index = Int(value.trimmingCharacters(in: .whitespaces)) else {
        throw .unreadableIndex(variable: variable, value: value)
      }
      guard (0..<count).contains(index) else {
        throw .indexOutOfRange(index, count: count, variable: variable)
      }
      return Shard(index: index, count: count)
    }
    throw .noIndexInEnvironment
  }

  /// This shard's frames out of `frames`: part `I` of `N` even parts (sizes differ by at most
  /// one), or `nil` when there are fewer frames than shards or the index is not resolved.
  public func frames(of frames: Range<Int>) -> Range<Int>? {
    guard let index, count >= 1, count <= frames.count, (0..<count).contains(index) else { return nil }
    let lower = frames.lowerBound + index * frames.count / count
    let upper = frames.lowerBound + (index + 1) * frames.count / count
    return lower..<upper
  }

  /// `I/N` or `auto/N`.
  public var description: String { "\(index.map(String.init) ?? "auto")/\(count)" }
}

/// Why a ``Shard`` cannot be used.
public enum ShardError: Error, Equatable, CustomStringConvertible {
  /// N is less than 1.
  case badCount(Int)
  /// I is not in 0 ..< N (`variable` names where it came from, for `auto`).
  case indexOutOfRange(Int, count: Int, variable: String?)
  /// `auto` and neither variable is set.
  case noIndexInEnvironment
  /// The variable does not hold a whole number.
  case unreadableIndex(variable: String, value: String)

  /// A sentence naming the valid values.
  public var description: String {
    switch self {
    case .badCount(let count):
      "the number of shards must be at least 1; got \(count)"
    case .indexOutOfRange(let index, let count, let variable):
      "shard \(index) is out of range: the shards of \(count) are 0…\(count - 1)"
        + (variable.map { " (\($0) is \(index))" } ?? "")
    case .noIndexInEnvironment:
      "--shard auto/N takes the shard number from JOB_COMPLETION_INDEX (Kubernetes Indexed Job) or "
        + "SLURM_ARRAY_TASK_ID (Slurm job array), and neither is set"
    case .unreadableIndex(let variable, let value):
      "\(variable) must be a whole number for --shard auto/N; it is '\(value)'"
    }
  }
}
