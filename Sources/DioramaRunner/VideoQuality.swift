import ArgumentParser

/// How much of the picture a video keeps, against how large it is: `--quality` of
/// `render --video` and `assemble --video`.
///
/// Each level picks the settings of each format that decide what is lost; the encoders' speed
/// settings stay the same (`--crf` still overrides the constant quality of MP4 and WebM):
///
/// | level | `.mp4` (H.264) | `.webm` (VP9) | `.gif` | `.mov` (ProRes 4444) |
/// |---|---|---|---|---|
/// | ``draft`` | CRF 28 | CRF 40 | 64 colours, no dithering | quantiser 12 |
/// | ``standard`` | CRF 20 | CRF 32 | one 256-colour palette for the clip, dithered | the encoder's default |
/// | ``high`` | CRF 14 | CRF 24 | a 256-colour palette per frame, dithered | ProRes 4444 XQ |
///
/// MP4 and WebM keep 4:2:0 chroma at every level: colour edges soften the same at all three.
public enum VideoQuality: String, Sendable, CaseIterable, CustomStringConvertible, ExpressibleByArgument {
  /// Previews: small files, visible loss (banding, blocky motion).
  case draft
  /// The default: no loss a viewer notices on flat, animated graphics, at a modest encoding cost.
  case standard
  /// Final output: larger files for finer gradients and edges.
  case high

  /// `draft`, `standard` or `high`.
  public var description: String { rawValue }
}
