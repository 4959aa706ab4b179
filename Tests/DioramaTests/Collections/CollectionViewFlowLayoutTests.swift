import Diorama
import Foundation
import Testing

/// Flow-layout placements checked by hand arithmetic against UIKit's rules: lines hold as many
/// items as fit with the least spacing between them; a line of two or more items is justified;
/// a lone item is centred; items are centred across their line; a fixed item size puts every
/// line's items in the columns of a full line (the last row of a grid starts at the left); with
/// sizes from the delegate the last line is packed from the leading edge. (Sources: Apple's
/// flow-layout guide, "spreads the cells out across the line with equal padding"; the observed
/// last-line and lone-item behaviour reported in rdar://20825965, IGListKit issue 520 and
/// PluginLayout issue 16.)
@Suite struct CollectionViewFlowLayoutTests {
  @Test func aFixedSizeGridIsJustifiedAndItsLastRowStartsAtTheLeft() throws {
    // 340 wide, 100-point items, 10 apart: (340 + 10) / 110 = 3 columns, the leftover 40 shared
    // by two gaps of 20: x = 0, 120, 240. Rows every 110 points.
    let stage = try CollectionStage(
      size: CGSize(width: 340, height: 480), dataSource: PlainGridSource(counts: [7])
    ) {
      _, layout in
      layout.itemSize = CGSize(width: 100, height: 100)
    }
    #expect(stage.frame(0) == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(stage.frame(1) == CGRect(x: 120, y: 0, width: 100, height: 100))
    #expect(stage.frame(2) == CGRect(x: 240, y: 0, width: 100, height: 100))
    #expect(stage.frame(5) == CGRect(x: 240, y: 110, width: 100, height: 100))
    #expect(
      stage.frame(6) == CGRect(x: 0, y: 220, width: 100, height: 100), "the last row's lone item, column 0")
    #expect(stage.collection.contentSize == CGSize(width: 340, height: 320))
  }

  @Test func insetsHeadersAndFootersFrameTheSection() throws {
    let source = GridSource(counts: [7, 2])
    let stage = try CollectionStage(size: CGSize(width: 340, height: 800), dataSource: source) {
      collection, layout in
      layout.itemSize = CGSize(width: 100, height: 100)
      layout.sectionInset = EdgeInsets(top: 8, left: 16, bottom: 12, right: 16)
      layout.headerReferenceSize = CGSize(width: 0, height: 40)
      layout.footerReferenceSize = CGSize(width: 0, height: 30)
      for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
        collection.register(
          CollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "Header")
      }
    }
    // Room: 340 − 32 = 308, so (308 + 10) / 110 = 2 columns, 308 − 200 = 108 between them:
    // x = 16 and 224. The header is 40 high, then the 8-point inset: rows at 48, 158, 268, 378.
    #expect(stage.frame(0) == CGRect(x: 16, y: 48, width: 100, height: 100))
    #expect(stage.frame(1) == CGRect(x: 224, y: 48, width: 100, height: 100))
    #expect(stage.frame(6) == CGRect(x: 16, y: 378, width: 100, height: 100))
    let header = stage.collection.layoutAttributesForSupplementaryElement(
      ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header?.frame == CGRect(x: 0, y: 0, width: 340, height: 40))
    // The section ends at 378 + 100 + 12 = 490; its footer is 490…520; section 1 starts there.
    let footer = stage.collection.layoutAttributesForSupplementaryElement(
      ofKind: CollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
    #expect(footer?.frame == CGRect(x: 0, y: 490, width: 340, height: 30))
    #expect(stage.frame(0, 1) == CGRect(x: 16, y: 520 + 40 + 8, width: 100, height: 100))
    // Section 1: its 40-point header, 8, one row of 100, 12 and its 30-point footer after 520.
    #expect(stage.collection.contentSize.height == CGFloat(710))
    // The header and footer views on screen have those frames.
    let shown = stage.collection.supplementaryView(
      forElementKind: CollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
    #expect(shown?.frame == CGRect(x: 0, y: 490, width: 340, height: 30))
  }

  @Test func linesOfTheirOwnSizesAreJustifiedAndTheLastIsPacked() throws {
    let widths: [CGFloat] = [100, 60, 80, 150, 50]
    let source = GridSource(counts: [5])
    source.sizes = { CGSize(width: widths[$0.item], height: $0.item == 1 ? 60 : 40) }
    let stage = try CollectionStage(dataSource: source, delegate: source)
    // Line 1: 100 + 10 + 60 + 10 + 80 = 260 fits in 320, adding 150 does not. Justified: the 80
    // left over of 320 − 240 makes two gaps of 40: x = 0, 140, 240. The line is 60 high (item 1),
    // the 40-point items are centred in it: y = 10.
    #expect(stage.frame(0) == CGRect(x: 0, y: 10, width: 100, height: 40))
    #expect(stage.frame(1) == CGRect(x: 140, y: 0, width: 60, height: 60))
    #expect(stage.frame(2) == CGRect(x: 240, y: 10, width: 80, height: 40))
    // Line 2, the last: packed from the left 10 apart, 10 below line 1.
    #expect(stage.frame(3) == CGRect(x: 0, y: 70, width: 150, height: 40))
    #expect(stage.frame(4) == CGRect(x: 160, y: 70, width: 50, height: 40))
    #expect(stage.collection.contentSize == CGSize(width: 320, height: 110))
  }

  @Test func anItemAloneOnItsLineIsCentred() throws {
    let widths: [CGFloat] = [300, 250, 50, 200]
    let source = GridSource(counts: [3, 1])
    source.sizes = { CGSize(width: widths[$0.section == 0 ? $0.item : 3], height: 40) }
    let stage = try CollectionStage(dataSource: source, delegate: source)
    // 300 + 10 + 250 does not fit in 320: item 0 is alone, centred at (320 − 300) / 2 = 10.
    #expect(stage.frame(0) == CGRect(x: 10, y: 0, width: 300, height: 40))
    // 250 + 10 + 50 = 310 fits: the last line, packed.
    #expect(stage.frame(1) == CGRect(x: 0, y: 50, width: 250, height: 40))
    #expect(stage.frame(2) == CGRect(x: 260, y: 50, width: 50, height: 40))
    // Section 1's only item, sized by the delegate: centred, (320 − 200) / 2 = 60.
    #expect(stage.frame(0, 1) == CGRect(x: 60, y: 90, width: 200, height: 40))
  }

  @Test func horizontalScrollingFillsColumnsTopToBottom() throws {
    // 230 high: (230 + 10) / 110 = 2 items a column, 230 − 200 = 30 between them: y = 0, 130.
    // Columns 10 apart (the line spacing): x = 0, 110, 220.
    let stage = try CollectionStage(
      size: CGSize(width: 300, height: 230), dataSource: PlainGridSource(counts: [5])
    ) {
      _, layout in
      layout.itemSize = CGSize(width: 100, height: 100)
      layout.scrollDirection = .horizontal
    }
    #expect(stage.frame(0) == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(stage.frame(1) == CGRect(x: 0, y: 130, width: 100, height: 100))
    #expect(stage.frame(2) == CGRect(x: 110, y: 0, width: 100, height: 100))
    #expect(stage.frame(3) == CGRect(x: 110, y: 130, width: 100, height: 100))
    #expect(stage.frame(4) == CGRect(x: 220, y: 0, width: 100, height: 100))
    #expect(stage.collection.contentSize == CGSize(width: 320, height: 230))
    #expect(stage.collection.visibleCells.count == 5, "all five meet the 300-point-wide view")
  }

  @Test func horizontalHeadersSitBeforeTheirSectionAndSpanTheHeight() throws {
    let source = GridSource(counts: [2, 1])
    let stage = try CollectionStage(size: CGSize(width: 300, height: 230), dataSource: source) {
      collection, layout in
      layout.itemSize = CGSize(width: 100, height: 100)
      layout.scrollDirection = .horizontal
      layout.headerReferenceSize = CGSize(width: 24, height: 999)
      layout.sectionInset = EdgeInsets(top: 0, left: 6, bottom: 0, right: 4)
      collection.register(
        CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
        withReuseIdentifier: "Header")
    }
    // Section 0: header 0…24, inset 6, one column of two at x = 30, inset 4: ends at 134.
    let header = stage.collection.layoutAttributesForSupplementaryElement(
      ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
    #expect(stage.frame(0) == CGRect(x: 30, y: 0, width: 100, height: 100))
    #expect(stage.frame(1) == CGRect(x: 30, y: 130, width: 100, height: 100))
    #expect(header?.frame == CGRect(x: 134, y: 0, width: 24, height: 230))
    // Section 1: its only item, one fixed size: the first column of a full line, y = 0.
    #expect(stage.frame(0, 1) == CGRect(x: 164, y: 0, width: 100, height: 100))
  }

  @Test func rightToLeftMirrorsTheRows() throws {
    let stage = try CollectionStage(
      size: CGSize(width: 340, height: 480), dataSource: PlainGridSource(counts: [4])
    ) {
      collection, layout in
      collection.semanticContentAttribute = .forceRightToLeft
      layout.itemSize = CGSize(width: 100, height: 100)
    }
    // Mirrored in 340: x = 340 − maxX, so item 0 is at 240, item 2 at 0, item 3 at 240 again.
    #expect(stage.frame(0)?.minX == 240)
    #expect(stage.frame(2)?.minX == 0)
    #expect(stage.frame(3) == CGRect(x: 240, y: 110, width: 100, height: 100))
  }

  @Test func selfSizingCellsTakeTheSizeTheirConstraintsNeed() throws {
    final class TagCell: CollectionViewCell {
      let title = Label()
      override init(frame: CGRect) {
        super.init(frame: frame)
        title.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(title)
        LayoutConstraint.activate([
          title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
          title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
          title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
          title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
        ])
      }
      required init?(coder: NSCoder) { fatalError() }
    }
    let words = ["Swift", "Layout", "Cassowary", "Pango", "Cairo", "Diorama"]
    let source = GridSource(counts: [words.count])
    source.cellProvider = { collection, indexPath in
      let cell = collection.dequeueReusableCell(withReuseIdentifier: "Tag", for: indexPath) as! TagCell
      cell.title.text = words[indexPath.item]
      return cell
    }
    let stage = try CollectionStage(dataSource: source) { collection, layout in
      collection.register(TagCell.self, forCellWithReuseIdentifier: "Tag")
      layout.estimatedItemSize = CollectionViewFlowLayout.automaticSize
    }
    // Each cell is its word's label plus 12 on each side and 6 above and below.
    let sizes = words.map { word -> CGSize in
      let label = Label(text: word).intrinsicContentSize
      return CGSize(width: label.width + 24, height: label.height + 12)
    }
    for (item, size) in sizes.enumerated() {
      #expect(stage.frame(item)?.size == size, "\(words[item])")
      #expect(stage.collection.cellForItem(at: IndexPath(item: item, section: 0))?.frame.size == size)
    }
    // The first line holds the words that fit in 320 with 10 between them; the next starts 10
    // below it (all the same height).
    var used = sizes[0].width
    var firstLine = 1
    while firstLine < sizes.count, used + 10 + sizes[firstLine].width <= 320 {
      used += 10 + sizes[firstLine].width
      firstLine += 1
    }
    #expect(firstLine < sizes.count, "the words wrap")
    #expect(stage.frame(firstLine)?.origin == CGPoint(x: 0, y: sizes[0].height + 10))
  }

  @Test func aDelegateThatGivesNoSizesKeepsTheFixedSizeRules() throws {
    final class InsetOnly: CollectionViewDelegateFlowLayout {
      func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int
      ) -> EdgeInsets { EdgeInsets(top: 0, left: 20, bottom: 0, right: 20) }
    }
    let delegate = InsetOnly()
    let stage = try CollectionStage(
      size: CGSize(width: 340, height: 480), dataSource: PlainGridSource(counts: [3]), delegate: delegate
    ) { _, layout in layout.itemSize = CGSize(width: 100, height: 100) }
    // 300 wide between the insets: (300 + 10) / 110 = 2 columns at 20 and 220; the third item,
    // alone on the last row, sits in the first column (UIKit's fixed-size rule), not centred.
    #expect(stage.frame(1)?.minX == 220)
    #expect(stage.frame(2) == CGRect(x: 20, y: 110, width: 100, height: 100))
    // The same item with a size from a delegate that implements sizeForItemAt is centred.
    let sized = GridSource(counts: [1])
    let other = try CollectionStage(size: CGSize(width: 340, height: 480), dataSource: sized, delegate: sized)
    {
      _, layout in layout.itemSize = CGSize(width: 100, height: 100)
    }
    #expect(other.frame(0)?.minX == 120)
  }
}
