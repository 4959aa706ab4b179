import Foundation

/// The video containers and codecs `--video` writes, chosen by the file's extension.
public enum VideoFormat: String, Sendable, CaseIterable, CustomStringConvertible {
  /// `.mp4`: H.264 (libx264), 4:2:0 chroma, even size (an odd width or height gains one row or
  /// column of padding), index at the front (`+faststart`) so players can start before the end.
  case mp4
  /// `.webm`: VP9 (libvpx), 4:2:0 chroma (4:2:0 with alpha for transparent scenes).
  case webm
  /// `.gif`: a 256-colour palette made for the whole clip (palettegen, paletteuse), looping.
  case gif
  /// `.mov`: ProRes 4444 with its alpha channel, for editing and compositing.
  case mov

  /// The format of a path's extension, or `nil` for an extension none of them uses.
  public init?(path: String) {
    self.init(rawValue: URL(fileURLWithPath: path).pathExtension.lowercased())
  }

  /// The constant quality (`-crf`; lower is better and larger) a ``VideoQuality`` level gives,
  /// for the formats that take one.
  public func crf(for quality: VideoQuality) -> Int? {
    switch (self, quality) {
    case (.mp4, .draft): 28
    case (.mp4, .standard): 20
    case (.mp4, .high): 14
    case (.webm, .draft): 40
    case (.webm, .standard): 32
    case (.webm, .high): 24
    case (.gif, _), (.mov, _): nil
    }
  }

  /// The range `--crf` accepts, for the formats that take one.
  public var crfRange: ClosedRange<Int>? {
    switch self {
    case .mp4: 0...51
    case .webm: 0...63
    case .gif, .mov: nil
    }
  }

  /// `ffmpeg`'s output arguments for this format, after the raw input.
  func outputArguments(quality: VideoQuality, crf: Int?, alpha: Bool) -> [String] {
    let crf = (crf ?? self.crf(for: quality)).map(String.init) ?? ""
    switch self {
    case .mp4:
      return [
        "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2,format=yuv420p", "-c:v", "libx264", "-preset", "veryfast",
        "-crf", crf, "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-f", "mp4",
      ]
    case .webm:
      return [
        "-c:v", "libvpx-vp9", "-crf", crf, "-b:v", "0", "-deadline", "good", "-cpu-used", "5", "-row-mt", "1",
        "-pix_fmt", alpha ? "yuva420p" : "yuv420p", "-f", "webm",
      ]
    case .gif:
      let palette =
        switch quality {
        case .draft: "palettegen=max_colors=64:stats_mode=full[p];[b][p]paletteuse=dither=none"
        case .standard: "palettegen=stats_mode=full[p];[b][p]paletteuse"
        case .high: "palettegen=stats_mode=single[p];[b][p]paletteuse=new=1"
        }
      return ["-filter_complex", "[0:v]split[a][b];[a]" + palette, "-loop", "0", "-f", "gif"]
    case .mov:
      let profile =
        switch quality {
        case .draft: ["-profile:v", "4444", "-qscale:v", "12"]
        case .standard: ["-profile:v", "4444"]
        case .high: ["-profile:v", "4444xq"]
        }
      return ["-c:v", "prores_ks"] + profile + ["-pix_fmt", "yuva444p10le", "-vendor", "apl0", "-f", "mov"]
    }
  }

  /// `mp4 (H.264)` and so on.
  public var description: String {
    switch self {
    case .mp4: "MP4 (H.264)"
    case .webm: "WebM (VP9)"
    case .gif: "GIF"
    case .mov: "QuickTime (ProRes 4444)"
    }
  }
}
