import Foundation

/// The static HTML page of a ``FailureReport``: one section per failure with its numbers and
/// three views of the images — side by side, a swipe slider and an onion skin with an opacity
/// slider.
///
/// The page needs no network and no framework: the styles and a few lines of plain JavaScript
/// (the two sliders) are inline, the images are the PNG files next to it, linked by relative
/// paths, so it works opened from `file://` and copied as a folder. Large images are scaled to
/// the page's width, never refused.
public struct ReportPage: Sendable {
  /// The failures shown, in order.
  public var entries: [ReportEntry]

  /// A page of `entries`.
  public init(entries: [ReportEntry]) {
    self.entries = entries
  }

  /// The page's HTML text.
  public var html: String {
    let title =
      entries.isEmpty
      ? "No image test failures"
      : "\(entries.count) image test failure\(entries.count == 1 ? "" : "s")"
    var page = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(Self.escape(title))</title>
      <style>\(Self.style)</style>
      </head>
      <body>
      <header><h1>\(Self.escape(title))</h1>
      <p>Expected (the reference), actual (what the test drew) and their difference: differing pixels in red, \
      anti-aliased pixels in yellow, over a faded copy of the reference.</p></header>
      <nav><ol>
      """
    for (index, entry) in entries.enumerated() {
      page += "<li><a href=\"#failure-\(index + 1)\">\(Self.escape(entry.test))</a> "
      page +=
        "<span class=\"kind kind-\(entry.kind.rawValue)\">\(Self.escape(entry.kind.title))</span></li>\n"
    }
    page += "</ol></nav>\n<main>\n"
    for (index, entry) in entries.enumerated() { page += section(entry, number: index + 1) }
    page += "</main>\n<script>\(Self.script)</script>\n</body>\n</html>\n"
    return page
  }

  private func section(_ entry: ReportEntry, number: Int) -> String {
    let id = "failure-\(number)"
    let folder = Self.escape(Self.pathEscape(entry.folder))
    let expected = entry.expectedFile.map { "\(folder)/\(Self.escape(Self.pathEscape($0)))" }
    let actual = "\(folder)/\(Self.escape(Self.pathEscape(entry.actualFile)))"
    let diff = entry.diffFile.map { "\(folder)/\(Self.escape(Self.pathEscape($0)))" }
    let widest = max(entry.actualSize[0], entry.expectedSize?[0] ?? 0)
    var html = """
      <section class="failure" id="\(id)" data-kind="\(entry.kind.rawValue)">
      <h2><span class="number">\(number)</span> \(Self.escape(entry.test)) \
      <span class="kind kind-\(entry.kind.rawValue)">\(Self.escape(entry.kind.title))</span></h2>
      <dl class="facts">

      """
    if let differing = entry.differingPixelCount, let total = entry.totalPixelCount, total > 0 {
      let percent = String(format: "%.4f", Double(differing) / Double(total) * 100)
      html += "<dt>Differing pixels</dt><dd class=\"differing\">\(differing) of \(total) (\(percent) %)"
      if let antiAliased = entry.antiAliasedPixelCount { html += ", \(antiAliased) anti-aliased not counted" }
      html += "</dd>\n"
    }
    if entry.threshold != nil || entry.allowedDifferingFraction != nil {
      var parts: [String] = []
      if let threshold = entry.threshold { parts.append("per-pixel threshold \(Self.number(threshold))") }
      if let allowed = entry.allowedDifferingFraction {
        parts.append("\(Self.number(allowed * 100)) % of pixels may differ")
      }
      html += "<dt>Threshold</dt><dd class=\"threshold\">\(parts.joined(separator: "; "))</dd>\n"
    }
    html += "<dt>Expected size</dt><dd class=\"expected-size\">"
    html += entry.expectedSize.map { "\($0[0]) × \($0[1]) px" } ?? "none"
    html +=
      "</dd>\n<dt>Actual size</dt><dd class=\"actual-size\">\(entry.actualSize[0]) × \(entry.actualSize[1]) px</dd>\n"
    if let reference = entry.reference {
      html += "<dt>Reference</dt><dd class=\"reference\"><code>\(Self.escape(reference))</code></dd>\n"
    }
    html += "</dl>\n<pre class=\"message\">\(Self.escape(entry.message))</pre>\n"

    // The three views, switched by radio buttons (CSS only).
    html += "<div class=\"views\">\n"
    for (view, label) in [("side", "Side by side"), ("swipe", "Swipe"), ("onion", "Onion skin")] {
      let checked = view == "side" ? " checked" : ""
      html +=
        "<input type=\"radio\" name=\"\(id)-view\" id=\"\(id)-\(view)\" class=\"view-\(view)\"\(checked)>"
      html += "<label for=\"\(id)-\(view)\">\(label)</label>\n"
    }
    html += "<div class=\"panel panel-side\">\n"
    html += Self.figure("Expected", expected, size: entry.expectedSize)
    html += Self.figure("Actual", actual, size: entry.actualSize)
    html += Self.figure("Difference", diff, size: diff == nil ? nil : entry.actualSize)
    html += "</div>\n"
    if let expected {
      let expectedWidth = Self.percent(entry.expectedSize?[0] ?? widest, of: widest)
      let actualWidth = Self.percent(entry.actualSize[0], of: widest)
      html += """
        <div class="panel panel-swipe">
        <div class="stack swipe" style="--split: 50%; max-width: \(widest)px">
        <img class="under" src="\(expected)" alt="expected" style="width: \(expectedWidth)">
        <img class="over" src="\(actual)" alt="actual" style="width: \(actualWidth)">
        <div class="divider"></div>
        </div>
        <p class="control">Expected on the left, actual on the right of the line \
        <input type="range" class="swipe-slider" min="0" max="100" value="50" aria-label="split"></p>
        </div>
        <div class="panel panel-onion">
        <div class="stack onion" style="--opacity: 0.5; max-width: \(widest)px">
        <img class="under" src="\(expected)" alt="expected" style="width: \(expectedWidth)">
        <img class="over" src="\(actual)" alt="actual" style="width: \(actualWidth)">
        </div>
        <p class="control">Expected <input type="range" class="onion-slider" min="0" max="100" value="50" \
        aria-label="opacity of the actual image"> actual</p>
        </div>

        """
    } else {
      html += """
        <div class="panel panel-swipe"><p class="none">No reference image to compare with.</p></div>
        <div class="panel panel-onion"><p class="none">No reference image to compare with.</p></div>

        """
    }
    html += "</div>\n</section>\n"
    return html
  }

  private static func figure(_ caption: String, _ source: String?, size: [Int]?) -> String {
    guard let source else {
      return
        "<figure class=\"missing\"><figcaption>\(caption)</figcaption><p class=\"none\">none</p></figure>\n"
    }
    let width = size.map { " style=\"max-width: min(100%, \($0[0])px)\"" } ?? ""
    return
      "<figure><figcaption>\(caption)</figcaption><img src=\"\(source)\" alt=\"\(caption.lowercased())\"\(width)>"
      + "</figure>\n"
  }

  private static func percent(_ width: Int, of widest: Int) -> String {
    widest > 0 ? number(Double(width) / Double(widest) * 100) + "%" : "100%"
  }

  private static func number(_ value: Double) -> String {
    var text = String(format: "%.4f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  /// Escapes text for HTML element content and attribute values.
  static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.count)
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }

  /// Percent-escapes a relative path segment for an URL.
  static func pathEscape(_ segment: String) -> String {
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-_.~")
    return segment.addingPercentEncoding(withAllowedCharacters: allowed) ?? segment
  }

  private static let style = """
    body { font-family: "DejaVu Sans", sans-serif; margin: 0; padding: 16px 24px; color: #1d2330; \
    background: #f4f5f7; font-size: 14px; }
    h1 { font-size: 22px; margin: 0 0 4px; }
    header p { margin: 0 0 12px; color: #5b6270; }
    nav ol { margin: 0 0 16px; padding-left: 24px; }
    section.failure { background: #fff; border: 1px solid #c3c8d1; border-radius: 8px; padding: 12px 16px; \
    margin: 0 0 20px; }
    h2 { font-size: 16px; margin: 0 0 8px; }
    .number { color: #5b6270; }
    .kind { font-size: 12px; font-weight: normal; padding: 1px 6px; border-radius: 4px; background: #fde2e1; \
    color: #9b1c1c; }
    .kind-missingReference, .kind-recorded { background: #fff4d6; color: #7a4d00; }
    dl.facts { display: grid; grid-template-columns: max-content auto; gap: 2px 12px; margin: 0 0 8px; }
    dl.facts dt { color: #5b6270; }
    dl.facts dd { margin: 0; }
    pre.message { white-space: pre-wrap; word-break: break-word; background: #f4f5f7; padding: 6px 8px; \
    margin: 0 0 8px; font-family: "DejaVu Sans Mono", monospace; font-size: 12px; }
    .views > input { position: absolute; opacity: 0; }
    .views > label { display: inline-block; padding: 4px 10px; border: 1px solid #c3c8d1; border-radius: 4px; \
    margin: 0 4px 8px 0; cursor: pointer; }
    .views > input:checked + label { background: #1d2330; color: #fff; border-color: #1d2330; }
    .panel { display: none; }
    .view-side:checked ~ .panel-side, .view-swipe:checked ~ .panel-swipe, \
    .view-onion:checked ~ .panel-onion { display: block; }
    .view-side:checked ~ .panel-side { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 12px; }
    figure { margin: 0; min-width: 0; }
    figcaption { color: #5b6270; margin-bottom: 4px; }
    img { display: block; max-width: 100%; height: auto; outline: 1px solid #c3c8d1; \
    background: repeating-conic-gradient(#e6e8ec 0% 25%, #fff 0% 50%) 0 0 / 16px 16px; }
    .stack { position: relative; }
    .stack img.over { position: absolute; left: 0; top: 0; }
    .swipe img.over { clip-path: inset(0 0 0 var(--split)); }
    .swipe .divider { position: absolute; top: 0; bottom: 0; left: var(--split); width: 2px; margin-left: -1px; \
    background: #e0245e; }
    .onion img.over { opacity: var(--opacity); }
    .control { color: #5b6270; }
    .control input { vertical-align: middle; width: 240px; }
    .none { color: #5b6270; font-style: italic; }
    """

  private static let script = """
    for (const slider of document.querySelectorAll('.swipe-slider')) {
      slider.addEventListener('input', () => {
        slider.closest('.panel').querySelector('.swipe').style.setProperty('--split', slider.value + '%');
      });
    }
    for (const slider of document.querySelectorAll('.onion-slider')) {
      slider.addEventListener('input', () => {
        slider.closest('.panel').querySelector('.onion').style.setProperty('--opacity', slider.value / 100);
      });
    }
    """
}
