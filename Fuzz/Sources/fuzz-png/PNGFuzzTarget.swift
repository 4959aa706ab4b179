import Diorama
import Foundation

/// libFuzzer's entry point: the input bytes as a PNG file. Decoding must either throw or give
/// an image that survives encoding (with libdeflate's search and with both levels of the
/// neighbour search) and decoding again unchanged and compares equal to itself; a crash, a hang
/// or a changed round trip is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func pngFuzzTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(bytes: data, count: size)
  guard let image = try? Image(pngData: bytes) else { return 0 }
  do {
    let searches = [PNGEncodingOptions(compressionLevel: 1), .fast, .standard]
    var again = image
    for options in searches {
      again = try Image(pngData: image.pngData(options: options))
      guard again == image else {
        fatalError("round trip (\(options)) changed a \(image.width)×\(image.height) image")
      }
    }
    let difference = try ImageComparator().compare(image, again)
    guard difference.differingPixelCount == 0 else { fatalError("an image differs from itself") }
  } catch {
    fatalError("a decoded image failed to encode or decode again: \(error)")
  }
  return 0
}
