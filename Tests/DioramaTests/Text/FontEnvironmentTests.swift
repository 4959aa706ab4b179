import Diorama
import Foundation
import Testing

/// Text renders the same pixels whatever the machine's fontconfig settings, the user's home
/// folder and the locale say: the `diorama` command renders the text demo in a clean
/// environment and in a hostile one, and the two pictures must be identical.
@Suite final class FontEnvironmentTests {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("diorama-fonts-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  /// A fontconfig file that would change every piece of text if Diorama read it: Inter, the
  /// generic families and the emoji family all become DejaVu Serif, every request prefers it,
  /// hinting is full and antialiasing off, another folder of fonts is added and the system's
  /// own configuration is included.
  static func hostileConfiguration(extraFolder: URL) -> String {
    let aliases = ["Inter", "sans-serif", "serif", "monospace", "emoji", "Noto Sans", "Noto Color Emoji"].map
    {
      """
        <alias binding="strong">
          <family>\($0)</family>
          <prefer><family>DejaVu Serif</family></prefer>
        </alias>
      """
    }
    return """
      <?xml version="1.0"?>
      <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
      <fontconfig>
        <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
        <dir>\(extraFolder.path)</dir>
      \(aliases.joined(separator: "\n"))
        <match target="pattern">
          <edit name="family" mode="prepend_first"><string>DejaVu Serif</string></edit>
        </match>
        <match target="font">
          <edit name="hintstyle" mode="assign"><const>hintfull</const></edit>
          <edit name="hinting" mode="assign"><bool>true</bool></edit>
          <edit name="antialias" mode="assign"><bool>false</bool></edit>
          <edit name="rgba" mode="assign"><const>rgb</const></edit>
          <edit name="embolden" mode="assign"><bool>true</bool></edit>
        </match>
      </fontconfig>
      """
  }

  /// Runs `diorama demos render text` with exactly `environment` and decodes the picture.
  func renderTextDemo(into name: String, environment: [String: String]) throws -> Image {
    let output = folder.appendingPathComponent(name)
    let products = Bundle.module.bundleURL.deletingLastPathComponent()
    let process = Process()
    process.executableURL = products.appendingPathComponent("diorama")
    process.arguments = ["demos", "render", "text", "--out", output.path]
    process.environment = environment
    let errors = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(message)")
    return try Image(contentsOf: output.appendingPathComponent("text.png"))
  }

  @Test func theMachinesFontSettingsAndLocaleChangeNoPixel() throws {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let clean = try renderTextDemo(into: "clean", environment: ["PATH": path])

    // A folder of "other" fonts: a copy of DejaVu Serif under Inter's file name.
    let extra = folder.appendingPathComponent("random-fonts")
    try FileManager.default.createDirectory(at: extra, withIntermediateDirectories: true)
    let serif = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf")
    if FileManager.default.fileExists(atPath: serif.path) {
      try FileManager.default.copyItem(at: serif, to: extra.appendingPathComponent("Inter-Regular.otf"))
    }
    let configuration = Self.hostileConfiguration(extraFolder: extra)
    let file = folder.appendingPathComponent("fonts.conf")
    try configuration.write(to: file, atomically: true, encoding: .utf8)
    let home = folder.appendingPathComponent("home")
    let userConfiguration = home.appendingPathComponent(".config/fontconfig")
    try FileManager.default.createDirectory(at: userConfiguration, withIntermediateDirectories: true)
    try configuration.write(
      to: userConfiguration.appendingPathComponent("fonts.conf"), atomically: true, encoding: .utf8)

    let hostile = try renderTextDemo(
      into: "hostile",
      environment: [
        "PATH": path, "FONTCONFIG_FILE": file.path, "FONTCONFIG_PATH": folder.path, "HOME": home.path,
        "XDG_CONFIG_HOME": home.appendingPathComponent(".config").path, "LANG": "ja_JP.UTF-8",
        "LC_ALL": "ar_EG.UTF-8", "LANGUAGE": "zh_CN:ja", "PANGO_LANGUAGE": "ja", "GDK_DPI_SCALE": "2",
      ])
    #expect(hostile.width == clean.width && hostile.height == clean.height)
    #expect(hostile == clean, "the hostile environment changed the text demo's pixels")
  }
}
