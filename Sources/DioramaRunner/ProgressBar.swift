import Diorama
import Foundation

/// A one-line progress bar on standard error with frames per second and the time left, redrawn in
/// place; silent when standard error is not a terminal (logs and pipes get the one summary line
/// per render that the command prints).
final class ProgressBar {
  private let enabled: Bool
  private var isShowing = false
  private var lastDraw: UInt64 = 0

  /// Whether standard error is a terminal.
  static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

  init(enabled: Bool) { self.enabled = enabled }

  /// Redraws the bar, at most about 20 times a second.
  func update(label: String, progress: SequenceProgress) {
    guard enabled else { return }
    let now = DispatchTime.now().uptimeNanoseconds
    let done = progress.framesRendered >= progress.expectedFrames
    guard done || now - lastDraw > 50_000_000 else { return }
    lastDraw = now
    let width = 30
    let filled = Int((progress.fractionCompleted * Double(width)).rounded(.down))
    let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    let rate = progress.framesPerSecond
    let left = rate > 0 ? Double(progress.expectedFrames - progress.framesWritten) / rate : 0
    let line =
      "\r\(label) \(bar) \(progress.framesWritten)/\(progress.expectedFrames) frames  "
      + String(format: "%.0f fps  ETA %.0f s ", rate, left)
    FileHandle.standardError.write(Data(line.utf8))
    isShowing = true
  }

  /// Clears the bar so the next line starts clean.
  func end() {
    guard isShowing else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
    isShowing = false
  }
}
