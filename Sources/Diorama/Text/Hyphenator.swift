import CHyphen
import Foundation

/// Where words may be hyphenated, from the hyphenation dictionaries of Debian's `hyphen-*`
/// packages (TeX's patterns, compiled for libhyphen: `hyph_en_US.dic`, `hyph_de_DE.dic`, …), as
/// LibreOffice hyphenates.
///
/// A dictionary is picked by language (`"en-US"`, `"de"`, `"de-CH"`): the exact language and
/// region first, then the language alone. A language with no dictionary hyphenates nothing and
/// reports a ``Warning/Kind/hyphenationUnavailable`` warning; the text still breaks between words
/// (and a word too long for its line between characters, with a hyphen).
final class Hyphenator: @unchecked Sendable {
  static let shared = Hyphenator()

  /// The language of text that does not name one (fixed, not the machine's locale, so that text
  /// breaks the same everywhere).
  static let defaultLanguage = "en-US"

  /// Where Debian's `hyphen-*` packages install their dictionaries.
  static let dictionaryDirectory = "/usr/share/hyphen"

  /// A word of the text and the places in it where a hyphen may go.
  struct Word: Hashable, Sendable {
    /// The word's UTF-8 byte range in the text.
    var range: Range<Int>
    /// UTF-8 offsets in the text, inside `range`, before which a hyphen may break the word.
    var breaks: [Int]
  }

  /// A loaded dictionary (or the knowledge that there is none), by dictionary file name.
  private var dictionaries: [String: OpaquePointer?] = [:]
  /// Guards `dictionaries` and every call into libhyphen.
  private let lock = NSLock()

  /// The words of `text` that `language`'s dictionary can hyphenate, in order, each with its
  /// break points; empty, with a warning, when there is no dictionary for the language.
  func words(in text: String, language: String) -> [Word] {
    lock.lock()
    defer { lock.unlock() }
    guard let dictionary = dictionary(for: language) else { return [] }
    var result: [Word] = []
    var wordStart: Int?
    var scalars: [Unicode.Scalar] = []
    var offset = 0
    func close() {
      if let start = wordStart, scalars.count >= 4 {
        let breaks = Self.breaks(of: scalars, with: dictionary)
        if !breaks.isEmpty {
          var offsets: [Int] = []
          var position = start
          for (i, scalar) in scalars.enumerated() {
            if breaks.contains(i) { offsets.append(position) }
            position += scalar.utf8.count
          }
          result.append(Word(range: start..<offset, breaks: offsets))
        }
      }
      wordStart = nil
      scalars.removeAll(keepingCapacity: true)
    }
    for scalar in text.unicodeScalars {
      if scalar.properties.isAlphabetic {
        if wordStart == nil { wordStart = offset }
        scalars.append(scalar)
      } else {
        close()
      }
      offset += scalar.utf8.count
    }
    close()
    return result
  }

  /// The character indices of `word` before which the dictionary allows a hyphen, no closer to
  /// either end than the dictionary's (or TeX's default of two) minimum distances.
  private static func breaks(of word: [Unicode.Scalar], with dictionary: OpaquePointer) -> Set<Int> {
    let dict = UnsafeMutablePointer<HyphenDict>(dictionary)
    // The patterns are lower case; a letter whose lower case is longer keeps its case.
    let lower = word.map { scalar -> Unicode.Scalar in
      let mapped = scalar.properties.lowercaseMapping.unicodeScalars
      return mapped.count == 1 ? mapped.first! : scalar
    }
    let string = String(String.UnicodeScalarView(lower))
    let bytes: [UInt8]
    if dict.pointee.utf8 != 0 {
      bytes = Array(string.utf8)
    } else {
      // The other dictionaries are in ISO 8859-1 (German's, for instance); a word with a
      // letter outside it cannot be in their patterns.
      guard let latin1 = string.data(using: .isoLatin1) else { return [] }
      bytes = Array(latin1)
    }
    guard bytes.count <= 200 else { return [] }
    var hyphens = [CChar](repeating: 0, count: bytes.count + 5)
    var replacements: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    var positions: UnsafeMutablePointer<Int32>?
    var cuts: UnsafeMutablePointer<Int32>?
    let status = bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        hnj_hyphen_hyphenate2(
          dict, chars.baseAddress, Int32(bytes.count), &hyphens, nil, &replacements, &positions, &cuts)
      }
    }
    defer {
      if let replacements {
        for i in 0..<bytes.count { free(replacements[i]) }
        free(replacements)
      }
      free(positions)
      free(cuts)
    }
    guard status == 0 else { return [] }
    let left = max(2, Int(dict.pointee.lhmin))
    let right = max(2, Int(dict.pointee.rhmin))
    var result: Set<Int> = []
    // An odd value after character i allows a break between i and i + 1. Breaks that change
    // the spelling (German's old "Schiffahrt" → "Schiff-fahrt") are left out.
    for i in 0..<(word.count - 1) where hyphens[i] & 1 == 1 {
      let before = i + 1
      guard before >= left, word.count - before >= right else { continue }
      if let replacements, replacements[i] != nil { continue }
      result.insert(before)
    }
    return result
  }

  /// The dictionary of `language`, loaded once; nil (with a warning) when there is none.
  private func dictionary(for language: String) -> OpaquePointer? {
    let parts = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
    let valid =
      !parts.isEmpty
      && parts.allSatisfy { part in part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    guard valid else {
      Diagnostics.report(
        Warning(
          .hyphenationUnavailable,
          "Hyphenation: \"\(language)\" is not a language identifier (such as \"en-US\"); words are not hyphenated."
        ))
      return nil
    }
    let base = parts[0].lowercased()
    let region = parts.dropFirst().first { $0.count == 2 || $0.count == 3 && $0.allSatisfy(\.isNumber) }
    let names = (region.map { ["hyph_\(base)_\($0.uppercased()).dic"] } ?? []) + ["hyph_\(base).dic"]
    for name in names {
      if let known = dictionaries[name] {
        if let known { return known }
        continue
      }
      let path = Self.dictionaryDirectory + "/" + name
      let loaded = FileManager.default.isReadableFile(atPath: path) ? hnj_hyphen_load(path) : nil
      let usable = loaded.map { dict in
        let cset = withUnsafeBytes(of: dict.pointee.cset) { Array($0.prefix { $0 != 0 }) }
        return dict.pointee.utf8 != 0 || String(decoding: cset, as: UTF8.self) == "ISO8859-1"
      }
      if let loaded, usable != true { hnj_hyphen_free(loaded) }
      dictionaries[name] = usable == true ? OpaquePointer(loaded) : nil
      if usable == true { return OpaquePointer(loaded) }
    }
    Diagnostics.report(
      Warning(
        .hyphenationUnavailable,
        "Hyphenation: no dictionary for \"\(language)\" (\(names.joined(separator: " or ")) in "
          + "\(Self.dictionaryDirectory); Debian's hyphen-* packages install them); words are not hyphenated."
      ))
    return nil
  }
}
