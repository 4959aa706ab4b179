import Diorama
import Foundation
import Testing

@Suite struct LabelMeasurementTests {
  @Test func fontMetricsComeFromInter() {
    let font = Font.systemFont(ofSize: 100)
    // Inter-Regular.otf (Debian's fonts-inter 4.0), its tables read with fontTools: unitsPerEm
    // 2816; hhea ascent 2728, descent −680, line gap 0; OS/2 capHeight 2048, xHeight 1536.
    let em = 100.0 / 2816
    #expect(abs(font.ascender - 2728 * em) < 0.01)
    #expect(abs(font.descender + 680 * em) < 0.01)
    #expect(abs(font.lineHeight - 3408 * em) < 0.02)
    #expect(font.leading == 0)
    #expect(abs(font.capHeight - 2048 * em) < 0.01)
    #expect(abs(font.xHeight - 1536 * em) < 0.01)
    #expect(font.familyName == "Inter")
    #expect(font.fontName == "Inter-Regular")
    #expect(Font.boldSystemFont(ofSize: 12).fontName == "Inter-Bold")
    #expect(Font.systemFont(ofSize: 12, weight: .semibold).fontName == "Inter-SemiBold")
    #expect(Font.italicSystemFont(ofSize: 12).fontName == "Inter-Italic")
  }

  @Test func widthsScaleLinearlyWithSize() {
    let small = Font.systemFont(ofSize: 10).width(of: "Diorama")
    let large = Font.systemFont(ofSize: 40).width(of: "Diorama")
    #expect(small > 0)
    // Pango keeps each of the 7 advances to 1/1024 pt: 4 × 7 half-units at 10 pt, 7 at 40 pt.
    #expect(abs(large - 4 * small) <= 5 * 7 * 0.5 / 1024)
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
    #expect(Font(name: "DejaVu Sans", size: 12)?.fontName == "DejaVuSans")
    #expect(Font(name: "DejaVuSans-Bold", size: 12)?.weight == .bold)
    #expect(Font(name: "DejaVuSans-Bold", size: 12)?.familyName == "DejaVu Sans")
    #expect(Font(name: "Inter-Black", size: 12)?.weight == .black)
    #expect(Font(name: "Noto Sans Arabic", size: 12)?.fontName == "NotoSansArabic-Regular")
    #expect(Font.systemFont(ofSize: -3).pointSize == 0)
  }
}
