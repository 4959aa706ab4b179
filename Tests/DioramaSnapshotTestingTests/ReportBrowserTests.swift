import Diorama
import DioramaTesting
import Foundation
import Testing

/// The report page in a real browser: Debian's `chromium`, headless. The test fails (never
/// skips) when Chromium is missing or cannot start; `make test` installs it.
@Suite struct ReportBrowserTests {
  /// Four failures: a mismatch, a size mismatch, a missing reference and a mismatch of a very
  /// wide image, drawn with Diorama and compared with the real comparator.
  static func makeReport(in folder: URL) throws -> FailureReport {
    let report = FailureReport(directory: folder)
    let comparator = ImageComparator()
    func card(_ x: CGFloat, width: CGFloat = 200, color: Color = .systemBlue) throws -> Image {
      let view = View(frame: CGRect(x: 0, y: 0, width: width, height: 120))
      view.backgroundColor = .white
      let box = View(frame: CGRect(x: x, y: 30, width: 60, height: 60))
      box.backgroundColor = color
      box.layer.cornerRadius = 12
      view.addSubview(box)
      return try view.renderImage()
    }
    let expected = try card(40)
    let actual = try card(70, color: .systemOrange)
    let difference = try comparator.compare(expected, actual)
    report.add(
      ReportFailure(
        test: "CardTests › boxMoves()", kind: .mismatch,
        message: "\(difference.differingPixelCount) pixels differ.",
        expected: expected, actual: actual, difference: difference, threshold: comparator.threshold,
        allowedDifferingFraction: comparator.allowedDifferingFraction))
    report.add(
      ReportFailure(
        test: "CardTests › wider()", kind: .sizeMismatch,
        message: "The image is 240×120 but the reference 200×120.",
        expected: expected, actual: try card(40, width: 240)))
    report.add(
      ReportFailure(
        test: "CardTests › newCard()", kind: .missingReference, message: "No reference: recorded.",
        expected: nil,
        actual: actual))
    let wideExpected = try card(100, width: 3000)
    let wideActual = try card(2800, width: 3000)
    let wideDifference = try comparator.compare(wideExpected, wideActual)
    report.add(
      ReportFailure(
        test: "CardTests › panorama()", kind: .mismatch,
        message: "A 3000-pixel-wide image, scaled to the page.",
        expected: wideExpected, actual: wideActual, difference: wideDifference,
        threshold: comparator.threshold,
        allowedDifferingFraction: 0))
    return report
  }

  /// Where Chromium is: `CHROMIUM`, else `chromium` on the PATH.
  static func chromium() throws -> URL {
    if let path = ProcessInfo.processInfo.environment["CHROMIUM"] { return URL(fileURLWithPath: path) }
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
    for directory in paths + ["/usr/bin"] {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("chromium")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    throw BrowserError(
      "Chromium is not installed: the report's browser test needs Debian's `chromium` (make test installs it), "
        + "or its path in CHROMIUM.")
  }

  struct BrowserError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  /// Runs headless Chromium on `page` with `arguments`; a failure to start is an error that says so.
  static func headless(_ arguments: [String], page: URL, profile: URL) throws -> String {
    let result = try run(
      try chromium(),
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
        "--hide-scrollbars", "--force-device-scale-factor=1", "--user-data-dir=\(profile.path)",
      ] + arguments + [page.absoluteString], timeout: 90)
    guard result.status == 0 else {
      throw BrowserError(
        "Chromium could not start or failed (status \(result.status)): \(result.error.suffix(2000))")
    }
    return result.output
  }

  /// The page's DOM after a script (appended to a copy of the page) has checked the images and
  /// moved the sliders: one entry per failure, every image loaded, the split follows the slider.
  @Test func thePageWorksInChromium() throws {
    let folder = try TemporaryFolder("diorama-report-browser")
    defer { folder.remove() }
    let report = try Self.makeReport(in: folder.url.appendingPathComponent("report"))
    let page = try String(contentsOf: report.pageURL, encoding: .utf8)
    let probe = """
      <script>
      window.addEventListener('load', () => {
        const images = [...document.images];
        const swipe = document.querySelector('.swipe-slider');
        swipe.value = 25;
        swipe.dispatchEvent(new Event('input'));
        const over = document.querySelector('.swipe img.over');
        const onion = document.querySelector('.onion-slider');
        onion.value = 80;
        onion.dispatchEvent(new Event('input'));
        const wide = document.querySelectorAll('section.failure')[3].querySelector('.panel-side img');
        const results = {
          sections: document.querySelectorAll('section.failure').length,
          images: images.length,
          loaded: images.filter(i => i.complete && i.naturalWidth > 0).length,
          clip: getComputedStyle(over).clipPath,
          opacity: getComputedStyle(document.querySelector('.onion img.over')).opacity,
          wideNatural: wide.naturalWidth,
          wideShown: Math.round(wide.getBoundingClientRect().width),
          viewport: document.documentElement.clientWidth,
        };
        const out = document.createElement('pre');
        out.id = 'probe';
        out.textContent = JSON.stringify(results);
        document.body.appendChild(out);
      });
      </script>
      </body>
      """
    let probePage = report.directory.appendingPathComponent("probe.html")
    try page.replacingOccurrences(of: "</body>", with: probe).write(
      to: probePage, atomically: true, encoding: .utf8)
    let dom = try Self.headless(
      ["--dump-dom", "--virtual-time-budget=5000", "--window-size=1000,800"], page: probePage,
      profile: folder.url.appendingPathComponent("profile"))
    guard let start = dom.range(of: "<pre id=\"probe\">"),
      let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
    else {
      Issue.record("The page's script did not run: \(dom.prefix(500))")
      return
    }
    let json = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&amp;", with: "&")
    let results = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] ?? [:]
    #expect(results["sections"] as? Int == 4)
    // Side by side: 3, 2 (no diff of different sizes), 1 (no reference), 3; swipe and onion: 4 where a
    // reference exists.
    #expect(results["images"] as? Int == 3 + 4 + 2 + 4 + 1 + 3 + 4)
    #expect(results["loaded"] as? Int == results["images"] as? Int)
    #expect(results["clip"] as? String == "inset(0px 0px 0px 25%)")
    #expect(results["opacity"] as? String == "0.8")
    #expect(results["wideNatural"] as? Int == 3000)
    let shown = results["wideShown"] as? Int ?? .max
    let viewport = results["viewport"] as? Int ?? 0
    #expect(
      shown > 0 && shown < viewport, "the 3000-pixel image is scaled to the page (\(shown) of \(viewport))")
  }

  /// A screenshot of the page compared with a reference image that was looked at.
  @Test func theScreenshotMatchesItsReference() throws {
    let folder = try TemporaryFolder("diorama-report-browser")
    defer { folder.remove() }
    let report = try Self.makeReport(in: folder.url.appendingPathComponent("report"))
    let screenshot = folder.url.appendingPathComponent("screenshot.png")
    _ = try Self.headless(
      ["--screenshot=\(screenshot.path)", "--window-size=1000,1100"], page: report.pageURL,
      profile: folder.url.appendingPathComponent("profile"))
    let image = try Image(contentsOf: screenshot)
    #expect(image.width == 1000 && image.height == 1100)
    // Text is drawn by Chromium's own font stack: allow a little anti-aliasing drift between versions.
    let checker = ReferenceImage(
      comparator: ImageComparator(threshold: 0.1, allowedDifferingFraction: 0.01), report: nil)
    expectMatchesReference(image, named: "report", checker: checker)
  }
}
