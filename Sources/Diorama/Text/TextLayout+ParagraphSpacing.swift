import CPango
import Foundation

/// Space between paragraphs (`NSParagraphStyle`'s `paragraphSpacing` and
/// `paragraphSpacingBefore`), which Pango does not have: the lines of each paragraph are moved
/// down by the spacing of the paragraphs above them, so measuring, baselines, the lines that fit
/// a height and drawing all see the same positions.
extension TextLayout {
  /// For each line of `layout`, how far it moves down: the gap between two paragraphs is the
  /// first's `paragraphSpacing` plus the second's `paragraphSpacingBefore`, as UIKit adds them;
  /// there is none above the first paragraph or below the last. (A label lays out with the
  /// style of its first character, so every gap is the same.)
  static func paragraphOffsets(of layout: OpaquePointer, key: Key) -> [CGFloat] {
    let count = Int(pango_layout_get_line_count(layout))
    let gap = (key.paragraph?.paragraphSpacing ?? 0) + (key.paragraph?.paragraphSpacingBefore ?? 0)
    guard gap > 0, gap.isFinite else { return [CGFloat](repeating: 0, count: count) }
    var offsets: [CGFloat] = []
    var offset: CGFloat = 0
    for index in 0..<count {
      if index > 0, let line = pango_layout_get_line_readonly(layout, Int32(index)),
        pango_layout_line_is_paragraph_start(line) != 0
      {
        offset += gap
      }
      offsets.append(offset)
    }
    return offsets
  }
}
