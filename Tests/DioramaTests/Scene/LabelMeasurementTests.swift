import Diorama
import Foundation
import Testing

@Suite struct LabelMeasurementTests {
  @Test func fontMetricsComeFromDejaVu() {
    let font = Font.systemFont(ofSize: 100)
    // DejaVu Sans: ascent 0.928 em, descent 0.236 em (hhea metrics, as FreeType reports them).
    #expect(abs(font.ascender - 92.8) < 0.5)
    #expect(abs(font.descender + 23.6) < 0.5)
    #expect(abs(font.lineHeight - 116.4) < 0.5)
    #expect(font.capHeight > 70 && font.capHeight < 75)
    #expect(font.xHeight > 50 && font.xHeight < 57)
  }

  @Test func widthsScaleLinearlyWithSize() {
    let small = Font.systemFont(ofSize: 10).width(of: "Diorama")
    let large = Font.systemFont(ofSize: 40).width(of: "Diorama")
    #expect(small > 0)
    #expect(abs(large - 4 * small) < 1e-6)
    #expect(Font.boldSystemFont(ofSize: 10).width(of: "Diorama") > small)
  }

  @Test func intrinsicSizeIsTheRoundedUpTextSize() {
    let label = Label(text: "Hello world", font: .systemFont(ofSize: 17))
    let size = label.intrinsicContentSize
    #expect(size.width == Font.systemFont(ofSize: 17).width(of: "Hello world").rounded(.up))
    #expect(size.height == Font.systemFont(ofSize: 17).lineHeight.rounded(.up))
    label.text = nil
    #expect(label.intrinsicContentSize == .zero)
  }

  @Test func multilineLabelsWrapAtTheGivenWidth() {
    let label = Label(text: "one two three four five six seven eight")
    label.numberOfLines = 0
    let single = label.sizeThatFits(CGSize(width: 1000, height: 1000))
    let wrapped = label.sizeThatFits(CGSize(width: 80, height: 1000))
    #expect(wrapped.width <= 80)
    #expect(wrapped.height > 2 * single.height)
    label.numberOfLines = 2
    let limited = label.sizeThatFits(CGSize(width: 80, height: 1000))
    #expect(limited.height == (2 * label.font.lineHeight).rounded(.up))
  }

  @Test func wrappingKeepsAParagraphsIndentButNotTheSpacesAtABreak() {
    let label = Label(text: "x\n    indented")
    label.numberOfLines = 0
    // Wrapping at a width that fits every line must measure what unbounded measurement does.
    #expect(label.sizeThatFits(CGSize(width: 500, height: 1000)) == label.intrinsicContentSize)
    #expect(label.intrinsicContentSize.width == label.font.width(of: "    indented").rounded(.up))

    label.text = "a  bbbbbb"
    let width = label.font.width(of: "bbbbbb") + 1
    let wrapped = label.sizeThatFits(CGSize(width: width, height: 1000))
    #expect(wrapped.height == (2 * label.font.lineHeight).rounded(.up))
    #expect(wrapped.width == label.font.width(of: "bbbbbb").rounded(.up))
  }

  @Test func preferredMaxLayoutWidthWrapsTheIntrinsicSize() {
    let label = Label(text: "one two three four five six")
    label.numberOfLines = 0
    label.preferredMaxLayoutWidth = 60
    #expect(label.intrinsicContentSize.width <= 60)
    #expect(label.intrinsicContentSize.height > label.font.lineHeight * 2)
  }

  @Test func singleLineLabelsReportTheirFullWidth() {
    let label = Label(text: "A long line of text")
    #expect(label.sizeThatFits(CGSize(width: 20, height: 20)).width > 100)
  }

  @Test func baselinesOfACentredLabel() {
    let label = Label(text: "Baseline", font: .systemFont(ofSize: 20))
    label.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    let font = label.font
    let top = (100 - font.lineHeight) / 2
    #expect(abs(label.firstBaselineOffsetFromTop - (top + font.ascender)) < 1e-9)
    #expect(abs(label.lastBaselineOffsetFromBottom - (100 - top - font.ascender)) < 1e-9)
  }

  @Test func unknownFontNamesAreNil() {
    #expect(Font(name: "Helvetica", size: 12) == nil)
    #expect(Font(name: "DejaVu Sans", size: 12)?.face == .sans)
    #expect(Font(name: "DejaVuSans-Bold", size: 12)?.face == .sansBold)
    #expect(Font.systemFont(ofSize: -3).pointSize == 0)
  }
}
