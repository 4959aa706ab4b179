import Diorama
import DioramaSVG
import Foundation
import Testing

/// An SVG must not read other files: a red picture and a red SVG lie next to the document, which
/// points at them by relative path, by absolute `file://` URL, through `<image>`, `<use>`,
/// XInclude and an external XML entity. No pixel may come out red — while the same red
/// picture inlined as a `data:` URL (the control) does draw, so the test could see it.
@Suite struct SVGExternalReferenceTests {
  static func withBait<R>(_ body: (URL) throws -> R) throws -> R {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "diorama-svg-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let red = try #require(
      Bundle.module.url(forResource: "red", withExtension: "png", subdirectory: "Fixtures"))
    try FileManager.default.copyItem(at: red, to: folder.appendingPathComponent("red.png"))
    try Data(
      #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect id="r" width="10" height="10" fill="red"/></svg>"#
        .utf8
    ).write(to: folder.appendingPathComponent("other.svg"))
    try Data(#"<rect xmlns="http://www.w3.org/2000/svg" width="10" height="10" fill="red"/>"#.utf8)
      .write(to: folder.appendingPathComponent("fragment.xml"))
    return try body(folder)
  }

  static func redPixels(_ image: Image) -> Int {
    var count = 0
    for y in 0..<image.height {
      for x in 0..<image.width {
        let p = image[x: x, y: y]
        if p.a > 0, p.r > 128, p.g < 128 { count += 1 }
      }
    }
    return count
  }

  /// The document's references, each in its own 10-point column.
  static func document(folder: URL) -> String {
    let absolute = folder.absoluteURL.absoluteString  // file:///…/
    return """
      <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"
           xmlns:xi="http://www.w3.org/2001/XInclude" width="80" height="10">
        <image x="0" width="10" height="10" href="red.png"/>
        <image x="10" width="10" height="10" xlink:href="\(absolute)red.png"/>
        <image x="20" width="10" height="10" href="\(folder.path)/red.png"/>
        <use x="30" xlink:href="other.svg#r"/>
        <use x="40" href="\(absolute)other.svg#r"/>
        <g transform="translate(50 0)"><xi:include href="fragment.xml" parse="xml"/></g>
        <g transform="translate(60 0)"><xi:include href="\(absolute)fragment.xml" parse="xml"/></g>
      </svg>
      """
  }

  @Test func referencedFilesAreNotLoadedFromData() throws {
    try Self.withBait { folder in
      let image = try Image(svgData: Data(Self.document(folder: folder).utf8))
      #expect(image.width == 80)
      #expect(Self.redPixels(image) == 0)
    }
  }

  @Test func referencedFilesAreNotLoadedFromAFileNextToThem() throws {
    try Self.withBait { folder in
      let url = folder.appendingPathComponent("document.svg")
      try Data(Self.document(folder: folder).utf8).write(to: url)
      #expect(Self.redPixels(try Image(contentsOfSVGFile: url)) == 0)
    }
  }

  /// An external entity would paste the red rectangle in; it must not (the document may also
  /// be refused outright).
  @Test func externalEntitiesAreNotLoaded() throws {
    try Self.withBait { folder in
      let svg = """
        <?xml version="1.0"?>
        <!DOCTYPE svg [<!ENTITY bait SYSTEM "\(folder.absoluteURL.absoluteString)fragment.xml">]>
        <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">&bait;</svg>
        """
      if let image = try? Image(svgData: Data(svg.utf8)) {
        #expect(Self.redPixels(image) == 0)
      }
    }
  }

  /// The control: the same red picture as a `data:` URL, and a `<use>` of the document's own
  /// element, do draw.
  @Test func inlineReferencesStillDraw() throws {
    try Self.withBait { folder in
      let png = try Data(contentsOf: folder.appendingPathComponent("red.png")).base64EncodedString()
      let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10">
          <image width="10" height="10" href="data:image/png;base64,\(png)"/>
          <defs><rect id="own" width="10" height="10" fill="red"/></defs>
          <use x="10" href="#own"/>
        </svg>
        """
      let image = try Image(svgData: Data(svg.utf8))
      #expect(image[x: 5, y: 5] == RGBA8(r: 255, g: 0, b: 0, a: 255))
      #expect(image[x: 15, y: 5] == RGBA8(r: 255, g: 0, b: 0, a: 255))
    }
  }
}
