/// The EXIF orientation of a JPEG (TIFF tag 0x0112 in the APP1 "Exif" segment): how the stored
/// pixels must be turned to stand upright.
///
/// UIKit keeps the stored pixels and reports the turn as `UIImage.imageOrientation`, applying it
/// whenever the image is drawn or measured. Diorama applies it once, when decoding: an ``Image``'s
/// pixels are always upright, so its size, its pixels and every drawing of it agree with what
/// UIKit shows for the same file.
struct ExifOrientation: Equatable {
  /// The tag's value, 1…8 (1 is upright; 2…8 mirror and rotate, as the EXIF standard defines).
  let value: Int

  /// The orientation recorded in `jpeg`, or upright (1) when there is none or it cannot be read.
  init(jpeg bytes: UnsafeRawBufferPointer) {
    value = Self.find(in: bytes) ?? 1
  }

  /// The image turned upright. Cost: one pass copying the pixels, none when already upright.
  func upright(_ image: Image) -> Image {
    guard value != 1 else { return image }
    let w = image.width
    let h = image.height
    let swapsSides = value >= 5
    let outWidth = swapsSides ? h : w
    let outHeight = swapsSides ? w : h
    let count = w * h * 4
    let pixels = [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
      image.pixels.withUnsafeBufferPointer { stored in
        for y in 0..<h {
          for x in 0..<w {
            // Where the stored pixel (x, y) is seen (the EXIF standard's row/column table).
            let (ox, oy): (Int, Int) =
              switch value {
              case 2: (w - 1 - x, y)
              case 3: (w - 1 - x, h - 1 - y)
              case 4: (x, h - 1 - y)
              case 5: (y, x)
              case 6: (h - 1 - y, x)
              case 7: (h - 1 - y, w - 1 - x)
              default: (y, w - 1 - x)  // 8
              }
            let from = (y * w + x) * 4
            let to = (oy * outWidth + ox) * 4
            out[to] = stored[from]
            out[to + 1] = stored[from + 1]
            out[to + 2] = stored[from + 2]
            out[to + 3] = stored[from + 3]
          }
        }
      }
      initialized = count
    }
    return Image(validatedWidth: outWidth, height: outHeight, pixels: pixels, scale: image.scale)
  }

  /// Walks the marker segments before the first scan, looking for an APP1 "Exif" segment.
  private static func find(in bytes: UnsafeRawBufferPointer) -> Int? {
    var index = 2  // after SOI
    while index + 4 <= bytes.count {
      guard bytes[index] == 0xFF else { return nil }
      let marker = bytes[index + 1]
      if marker == 0xFF {  // fill byte
        index += 1
        continue
      }
      if marker == 0xDA || marker == 0xD9 { return nil }  // start of scan, end of image
      if marker == 0x01 || (0xD0...0xD7).contains(marker) {  // markers without a length
        index += 2
        continue
      }
      let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
      guard length >= 2, index + 2 + length <= bytes.count else { return nil }
      if marker == 0xE1, let value = orientation(inApp1: bytes, start: index + 4, end: index + 2 + length) {
        return value
      }
      index += 2 + length
    }
    return nil
  }

  /// Reads tag 0x0112 of IFD0 from an APP1 payload `bytes[start..<end]`, if it is EXIF.
  private static func orientation(inApp1 bytes: UnsafeRawBufferPointer, start: Int, end: Int) -> Int? {
    let exifHeader: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0, 0]  // "Exif\0\0"
    guard end - start >= 14, bytes[start..<start + 6].elementsEqual(exifHeader) else { return nil }
    let tiff = start + 6
    let littleEndian: Bool
    switch (bytes[tiff], bytes[tiff + 1]) {
    case (0x49, 0x49): littleEndian = true  // "II"
    case (0x4D, 0x4D): littleEndian = false  // "MM"
    default: return nil
    }
    func u16(_ at: Int) -> Int? {
      guard at >= tiff, at + 2 <= end else { return nil }
      let a = Int(bytes[at])
      let b = Int(bytes[at + 1])
      return littleEndian ? a | b << 8 : a << 8 | b
    }
    func u32(_ at: Int) -> Int? {
      guard let low = u16(littleEndian ? at : at + 2), let high = u16(littleEndian ? at + 2 : at) else {
        return nil
      }
      return high << 16 | low
    }
    guard u16(tiff + 2) == 42, let offset = u32(tiff + 4), let count = u16(tiff + offset) else { return nil }
    let entries = tiff + offset + 2
    for entry in 0..<count {
      let at = entries + entry * 12
      guard let tag = u16(at) else { return nil }
      guard tag == 0x0112 else { continue }
      // Type 3 (SHORT), one value, stored in the first two bytes of the value field.
      guard u16(at + 2) == 3, let value = u16(at + 8), (1...8).contains(value) else { return nil }
      return value
    }
    return nil
  }
}
