import Diorama
import Foundation
import Testing

/// A view's layout direction is inherited, so it can change without the view itself changing:
/// when an ancestor's direction changes or the view moves under one with another direction, the
/// subtree lays out again and naturally aligned text follows.
@Suite struct InheritedLayoutDirectionTests {
  /// A view that counts its layout passes.
  final class Counting: View {
    var passes = 0
    override func layoutSubviews() {
      super.layoutSubviews()
      passes += 1
    }
  }

  /// The left- and rightmost columns holding dark ink in the label's own rendering.
  private func inkColumns(of label: Label) throws -> ClosedRange<Int> {
    let image = try label.renderImage(backgroundColor: .white)
    let columns = (0..<image.width).filter { x in (0..<image.height).contains { image[x: x, y: $0].r < 128 } }
    return try #require(columns.first)...(try #require(columns.last))
  }

  /// A 200-point-wide naturally aligned label inside a plain view, not yet in any container.
  private func makeLabelInRow() -> (row: View, label: Label) {
    let row = View(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    let label = Label(text: "Hi", font: .systemFont(ofSize: 17))
    label.textColor = .black
    label.frame = row.bounds
    row.addSubview(label)
    return (row, label)
  }

  @Test func naturalTextFollowsADirectionInheritedAfterTheLabelWasBuilt() throws {
    let (row, label) = makeLabelInRow()
    let container = View(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    container.semanticContentAttribute = .forceRightToLeft
    container.addSubview(row)
    container.layoutIfNeeded()
    #expect(try inkColumns(of: label).lowerBound > 150)
  }

  @Test func changingAnAncestorsDirectionLaysItsSubtreeOutAgain() throws {
    let (row, label) = makeLabelInRow()
    let container = View(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    let counting = Counting(frame: .zero)
    row.addSubview(counting)
    container.addSubview(row)
    container.layoutIfNeeded()
    #expect(try inkColumns(of: label).upperBound < 50)
    let passes = counting.passes

    container.semanticContentAttribute = .forceRightToLeft
    container.layoutIfNeeded()
    #expect(counting.passes == passes + 1)
    #expect(try inkColumns(of: label).lowerBound > 150)
  }

  @Test func movingALaidOutSubtreeUnderAnotherDirectionLaysItOutAgain() throws {
    let (row, label) = makeLabelInRow()
    let ltr = View(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    let rtl = View(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    rtl.semanticContentAttribute = .forceRightToLeft
    ltr.addSubview(row)
    ltr.layoutIfNeeded()
    #expect(try inkColumns(of: label).upperBound < 50)

    rtl.addSubview(row)
    rtl.layoutIfNeeded()
    #expect(try inkColumns(of: label).lowerBound > 150)
  }

  @Test func movingWithinTheSameDirectionLeavesTheSubtreeLaidOut() {
    let (row, _) = makeLabelInRow()
    let counting = Counting(frame: .zero)
    row.addSubview(counting)
    let first = View(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    let second = View(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    first.addSubview(row)
    first.layoutIfNeeded()
    let passes = counting.passes
    second.addSubview(row)
    second.layoutIfNeeded()
    #expect(counting.passes == passes)
  }
}
