import Foundation

#if canImport(Glibc)
  import Glibc
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  import Darwin
  private let systemWrite = Darwin.write
#endif

/// Writes files all-or-nothing: the bytes go to a temporary file in the
/// destination's folder, which is then renamed over the destination.
///
/// A reader never sees a half-written file, and a failure (full disk, missing
/// or read-only folder, a folder in the way) removes the temporary file and
/// leaves any previous file at the destination untouched. The rename is atomic
/// because the temporary file lives in the same folder, hence on the same file
/// system. The data is not `fsync`ed: the guarantee is against failures of this
/// process, not against power loss, which keeps a frame write at about 0.3 ms.
public enum AtomicFileWriter {
  /// Writes `data` to `url` atomically.
  ///
  /// - Throws: ``ImageError/unwritable(_:reason:)`` naming the cause; nothing is
  ///   left behind at `url` or next to it.
  public static func write(_ data: Data, to url: URL) throws {
    try data.withUnsafeBytes { try write(bytes: $0, to: url) }
  }

  /// Writes the bytes of a buffer to `url` atomically, without copying them
  /// into a `Data` first.
  ///
  /// - Throws: ``ImageError/unwritable(_:reason:)``; nothing is left behind.
  public static func write(bytes: UnsafeRawBufferPointer, to url: URL) throws {
    guard url.isFileURL else {
      throw ImageError.unwritable(url, reason: "only file URLs can be written")
    }
    let destination = url.standardizedFileURL
    let name = destination.lastPathComponent
    guard !url.hasDirectoryPath, !name.isEmpty, name != "/" else {
      throw ImageError.unwritable(url, reason: "the URL names a folder, not a file")
    }
    let folder = destination.deletingLastPathComponent()
    // The random part keeps concurrent writers of the same destination apart.
    let temporary = folder.appendingPathComponent(
      ".\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")

    let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard fd >= 0 else {
      throw ImageError.unwritable(url, reason: reason(errno, folder: folder))
    }
    var failure = writeAll(fd, bytes)
    if close(fd) != 0, failure == nil { failure = errno }
    if failure == nil, rename(temporary.path, destination.path) != 0 { failure = errno }
    if let failure {
      unlink(temporary.path)
      throw ImageError.unwritable(url, reason: reason(failure, folder: folder))
    }
  }

  /// Writes every byte, retrying short writes and interruptions; returns errno on failure.
  private static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
    guard var next = bytes.baseAddress else { return nil }
    var remaining = bytes.count
    while remaining > 0 {
      let written = systemWrite(fd, next, remaining)
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      next += written
      remaining -= written
    }
    return nil
  }

  private static func reason(_ code: Int32, folder: URL) -> String {
    switch code {
    case ENOENT: "the folder \(folder.path) does not exist"
    case ENOTDIR: "a path component of \(folder.path) is not a folder"
    case EACCES, EPERM: "permission denied in \(folder.path)"
    case EROFS: "the file system is read-only"
    case ENOSPC, EDQUOT: "the disk is full"
    case EISDIR: "a folder is in the way at the destination"
    default: String(cString: strerror(code))
    }
  }
}
