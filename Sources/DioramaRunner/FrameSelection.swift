import Foundation

/// A `--frames` value: `A..B` (both included), `A..` (to the last frame), `..B` (from the first)
/// or `N` (one frame). Frames are numbered as in the full render, from 0.
public struct FrameSelection: Sendable, Hashable, CustomStringConvertible {
  /// The first frame, when given.
  public var first: Int?
  /// The last frame (included), when given.
  public var last: Int?

  /// Parses `A..B`, `A..`, `..B` or `N`; `nil` for anything else (negative numbers, `B` < `A`).
  public init?(_ text: String) {
    let parts = text.trimmingCharacters(in: .whitespaces).components(separatedBy: "..")
    func number(_ part: String) -> Int?? {
      if part.isEmpty { return .some(nil) }
      guard part.allSatisfy(\.isASCII), part.allSatisfy(\.isNumber), let value = Int(part) else { return nil }
      return .some(value)
    }
    switch parts.count {
    case 1:
      guard let value = number(parts[0]), let value else { return nil }
      first = value
      last = value
    case 2:
      guard let lower = number(parts[0]), let upper = number(parts[1]) else { return nil }
      first = lower
      last = upper
      if let lower, let upper, upper < lower { return nil }
    default:
      return nil
    }
  }

  /// The frames selected out of `count` frames, or `nil` when the selection reaches past them.
  public func range(in count: Int) -> Range<Int>? {
    let lower = first ?? 0
    let upper = last ?? count - 1
    guard lower <= upper, upper < count else { return nil }
    return lower..<(upper + 1)
  }

  /// `A..B` as written, with missing ends left out.
  public var description: String {
    if let first, let last, first == last { return "\(first)" }
    return "\(first.map(String.init) ?? "")..\(last.map(String.init) ?? "")"
  }
}
