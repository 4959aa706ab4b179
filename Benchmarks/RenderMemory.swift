import Foundation

/// The process's resident memory, read from `/proc/self/status` (Linux).
enum MemoryStatus {
  /// The current resident set size in MiB.
  static func residentMiB() -> Double { field("VmRSS") }

  /// The peak resident set size since the last ``resetPeak()`` (or the start), in MiB.
  static func peakMiB() -> Double { field("VmHWM") }

  /// Resets the kernel's peak resident size to the current one (`clear_refs` value 5).
  static func resetPeak() {
    try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
  }

  private static func field(_ name: String) -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return .nan }
    for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
      let kilobytes = line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first
      return (kilobytes.flatMap { Double($0) } ?? .nan) / 1024
    }
    return .nan
  }
}
