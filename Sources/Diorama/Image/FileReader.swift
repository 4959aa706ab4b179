import Foundation

#if canImport(Glibc)
  import Glibc
  private let systemRead = Glibc.read
#elseif canImport(Darwin)
  import Darwin
  private let systemRead = Darwin.read
#endif

/// Reads whole files with plain POSIX calls, so that each failure maps to a
/// precise ``ImageError`` (a missing file and an unreadable one need different fixes).
enum FileReader {
  /// The file's bytes, read with one `fstat` and (usually) one `read`.
  static func contents(of url: URL) throws(ImageError) -> [UInt8] {
    guard url.isFileURL else { throw ImageError.unreadable(url, reason: "not a file URL") }
    let fd = open(url.path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else {
      let code = errno
      if code == ENOENT { throw ImageError.fileNotFound(url) }
      throw ImageError.unreadable(url, reason: String(cString: strerror(code)))
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      throw ImageError.unreadable(url, reason: String(cString: strerror(errno)))
    }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      throw ImageError.unreadable(url, reason: "it is not a regular file")
    }
    let size = Int(info.st_size)
    var failure: Int32?
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
      count = 0
      while count < size {
        let got = systemRead(fd, buffer.baseAddress! + count, size - count)
        if got < 0, errno == EINTR { continue }
        if got < 0 {
          failure = errno
          break
        }
        if got == 0 { break }  // the file shrank while we read it
        count += got
      }
    }
    if let failure {
      throw ImageError.unreadable(url, reason: String(cString: strerror(failure)))
    }
    return bytes
  }
}
