import CPNGEncoder
import Foundation
import Testing

@testable import Diorama

/// The neighbour search (``PNGMatchSearch/neighbours``) writes its own deflate stream, so every
/// file here is read back by libpng (`Image(pngData:)`, which inflates with zlib): the encoder
/// and the decoder share no code.
@Suite("PNG neighbour search")
struct NeighbourSearchTests {
  private static let searches: [PNGEncodingOptions] = [
    .fast, .standard,
    PNGEncodingOptions(compressionLevel: 1, filter: .up, search: .neighbours),
    PNGEncodingOptions(compressionLevel: 12, filter: .paeth, search: .neighbours),
  ]

  private func roundTrips(_ image: Image, _ note: String) throws {
    for options in Self.searches {
      let png = try image.pngData(options: options)
      #expect(try Image(pngData: png) == image, "\(note), \(options)")
    }
  }

  /// A deterministic generator, so a failure names the same image every run.
  private struct Noise {
    var state: UInt64
    mutating func next() -> UInt8 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 33)
    }
  }

  @Test func tinyAndUniformImagesRoundTrip() throws {
    // One literal and then only matches: the distance code has a single symbol.
    try roundTrips(Image(width: 1, height: 1, fill: .white), "1×1")
    try roundTrips(Image(width: 1, height: 1, fill: .clear), "1×1 clear")
    try roundTrips(Image(width: 300, height: 1, fill: RGBA8(r: 0, g: 122, b: 255)), "one uniform row")
    try roundTrips(
      Image(width: 97, height: 61, fill: RGBA8(r: 128, g: 128, b: 128, a: 128)), "uniform translucent")
  }

  @Test func noiseIsStoredNotInflated() throws {
    var noise = Noise(state: 7)
    let image = try ImageTestSupport.image(width: 181, height: 97) { _, _ in
      RGBA8(r: noise.next(), g: noise.next(), b: noise.next(), a: 255)
    }
    try roundTrips(image, "noise")
    // Random bytes do not compress: the blocks are stored, which costs 5 bytes per 65,535
    // (RFC 1951, 3.2.4) on top of the raw rows, plus the PNG's own 57 bytes of chunks.
    let raw = 97 * (1 + 181 * 3)
    let png = try image.pngData(options: .fast)
    #expect(png.count <= raw + 5 * (raw / 65535 + 1) + 2 + 4 + 57 + 8)
  }

  @Test func rowsBeyondTheWindowRoundTrip() throws {
    // 9,000 RGBA pixels are 36,001 bytes a row: the row above is beyond deflate's 32 KiB
    // window and must not be used; 8,191 pixels (32,765 bytes) are just inside it.
    for width in [9000, 8191] {
      var noise = Noise(state: UInt64(width))
      let row = (0..<width).map { _ in RGBA8(r: noise.next(), g: noise.next(), b: 9, a: noise.next() | 1) }
      let image = try ImageTestSupport.image(width: width, height: 3) { x, _ in row[x] }
      try roundTrips(image, "\(width) wide")
    }
  }

  /// The encoder's code lengths for `frequencies`, limited to `limit` bits.
  private func codeLengths(_ frequencies: [UInt32], limit: UInt32) -> [UInt8] {
    var lengths = [UInt8](repeating: 0, count: frequencies.count)
    diorama_deflate_code_lengths(frequencies, UInt32(frequencies.count), limit, &lengths)
    return lengths
  }

  /// Kraft's sum, 2^-length over the used symbols: exactly 1 for a complete prefix code (sums of
  /// powers of two down to 2^-15 are exact in a Double).
  private func kraftSum(_ lengths: [UInt8]) -> Double {
    lengths.filter { $0 > 0 }.reduce(0) { $0 + 1 / Double(1 << Int($1)) }
  }

  @Test func skewedFrequenciesGetLengthLimitedCompleteCodes() {
    // Fibonacci frequencies (1, 1, 2, 3, 5, …): Huffman's own code for n such symbols is n - 1
    // bits deep, past deflate's 15 bits for literals and 7 for the code-length code.
    var fibonacci: [UInt32] = [1, 1]
    while fibonacci.count < 30 {
      fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2])
    }
    for (count, limit) in [(30, 15), (19, 7)] {
      let frequencies = Array(fibonacci.prefix(count).reversed())
      let lengths = codeLengths(frequencies, limit: UInt32(limit))
      #expect(lengths.allSatisfy { $0 >= 1 && $0 <= limit }, "\(lengths)")
      #expect(kraftSum(lengths) == 1, "\(lengths)")
      for i in frequencies.indices {
        for j in frequencies.indices where frequencies[i] > frequencies[j] {
          #expect(lengths[i] <= lengths[j], "a more frequent symbol got a longer code: \(lengths)")
        }
      }
    }
    // A lone symbol gets a partner, so that zlib's inflate accepts the code.
    let lone = codeLengths([0, 0, 5, 0], limit: 7)
    #expect(lone.filter { $0 > 0 }.count == 2 && kraftSum(lone) == 1, "\(lone)")
  }

  @Test func unconstrainedCodesAreHuffmans() {
    // Where no code needs more than 15 bits, the total length must be Huffman's optimum,
    // computed here by merging the two lightest weights until one is left.
    var noise = Noise(state: 11)
    for trial in 0..<20 {
      let count = trial % 2 == 0 ? 286 : 30
      let frequencies = (0..<count).map { _ -> UInt32 in
        let byte = noise.next()
        return byte < 40 ? 0 : UInt32(byte) * UInt32(noise.next() % 8 + 1)
      }
      let lengths = codeLengths(frequencies, limit: 15)
      var weights = frequencies.filter { $0 > 0 }.map(Int.init).sorted()
      var optimum = 0
      while weights.count > 1 {
        let merged = weights.removeFirst() + weights.removeFirst()
        optimum += merged
        weights.insert(merged, at: weights.firstIndex { $0 >= merged } ?? weights.endIndex)
      }
      let total = zip(frequencies, lengths).reduce(0) { $0 + Int($1.0) * Int($1.1) }
      #expect(total == optimum, "trial \(trial)")
      #expect(kraftSum(lengths) == 1, "trial \(trial)")
    }
  }

  @Test func renderedFramesRoundTripAndBeatLibdeflatesFastestLevel() throws {
    // An interface frame like the render benchmark's: a gradient, rounded cards, text.
    let scene = try Scene(size: CGSize(width: 320, height: 180), backgroundColor: .black)
    let background = GradientLayer()
    background.colors = [Color(hex: 0x20242E), Color(hex: 0x3A4152)]
    background.frame = CGRect(x: 0, y: 0, width: 320, height: 180)
    scene.rootView.layer.addSublayer(background)
    let colours: [Color] = [.systemBlue, .systemOrange, .systemGreen, .systemRed, .systemTeal, .systemYellow]
    for k in 0..<12 {
      let card = View(
        frame: CGRect(x: 10 + CGFloat(k % 4) * 76, y: 10 + CGFloat(k / 4) * 56, width: 70, height: 50))
      card.backgroundColor = colours[k % colours.count]
      card.layer.cornerRadius = 8
      let label = Label(text: "Card \(k + 1)", font: .boldSystemFont(ofSize: 13))
      label.textColor = .white
      label.frame = CGRect(x: 8, y: 6, width: 60, height: 18)
      card.addSubview(label)
      scene.rootView.addSubview(card)
    }
    let renderer = try scene.makeRenderer()
    renderer.draw(scene.snapshot())
    let frame = renderer.makeImage()
    var sizes: [Int] = []
    for options in [
      PNGEncodingOptions.fast, .standard, PNGEncodingOptions(compressionLevel: 1, filter: .none),
    ] {
      let png = try renderer.pngData(options: options)
      #expect(try Image(pngData: png) == frame, "\(options)")
      sizes.append(png.count)
    }
    // The neighbours are where such a frame's repeats are.
    #expect(sizes[0] < sizes[2], "fast \(sizes[0]) bytes, libdeflate's level 1 \(sizes[2])")
    #expect(sizes[1] <= sizes[0], "standard \(sizes[1]) bytes, fast \(sizes[0])")
  }
}
