import Diorama
import Foundation
import Testing

/// BoxView's layout rules beyond the conformance sample, with hand-computed frames.
@Suite struct BoxViewBehaviourTests {
  @Test func nilPinsBreakTheChainForHeaderAndFooter() throws {
    let header = Block(50, 20, id: "header")
    let footer = Block(50, 30, id: "footer")
    let h = try BoxHarness(width: 200, height: 300)
    h.box.items = [header.boxed.bottom(nil), footer.boxed.top(nil)]
    h.layout()
    #expect(header.frame == CGRect(0, 0, 200, 20))
    #expect(footer.frame == CGRect(0, 270, 200, 30))
    #expect(!h.box.managedConstraints.contains { $0.identifier == "BoxView-gap" })
  }

  @Test func mixedGreaterAndLessPinsBoundOneGapFromBothSides() throws {
    let a = Block(id: "a")
    let b = Block(id: "b")
    let h = try BoxHarness(width: 100, height: 400)
    h.box.spacing = 5
    h.box.items = [a.boxed.height(20).bottom(>=10), b.boxed.height(20).top(<=40).bottom(nil)]
    // Pull b far down: the `<=` pin caps the gap at 40 + 5.
    let down = b.bottomAnchor.constraint(equalTo: h.box.bottomAnchor)
    down.priority = LayoutPriority(100)
    down.isActive = true
    h.layout()
    #expect(b.frame.minY == 65)
    // Pull b up against a: the `>=` pin keeps the gap at least 10 + 5.
    down.isActive = false
    let up = b.topAnchor.constraint(equalTo: a.bottomAnchor)
    up.priority = LayoutPriority(100)
    up.isActive = true
    h.layout()
    #expect(b.frame.minY == 35)
    let gaps = h.box.managedConstraints.filter { $0.identifier == "BoxView-gap" }
    #expect(gaps.map(\.relation) == [.greaterThanOrEqual, .lessThanOrEqual])
  }

  @Test func contradictoryMixedPinsKeepTheLowerBoundAndWarn() throws {
    let a = Block(10, 10, id: "a")
    let b = Block(10, 10, id: "b")
    let h = try BoxHarness(width: 100, height: nil)
    h.box.items = [a.boxed.bottom(<=5), b.boxed.top(>=30)]
    let warnings = Diagnostics.capture { h.layout() }.warnings
    #expect(warnings.contains { $0.kind == .boxConflictingGapPins })
    #expect(b.frame.minY - a.frame.maxY == 30)
  }

  @Test func hiddenItemsKeepTheirPlaceByDefault() throws {
    let views = (0..<3).map { Block(10, 10, id: "v\($0)") }
    let h = try BoxHarness(width: 100, height: nil)
    h.box.spacing = 8
    h.box.items = views.boxed
    views[1].isHidden = true
    #expect(h.layout().height == 46)
    #expect(views[2].frame.minY == 36)
  }

  @Test func excludedHiddenItemsDropEveryConstraintAndComeBack() throws {
    let views = (0..<3).map { Block(10, 10, id: "v\($0)") }
    let h = try BoxHarness(width: 100, height: nil)
    h.box.spacing = 8
    h.box.excludeHiddenViews = true
    h.box.items = [views[0].boxed, views[1].boxed.right(>=0).width(40).height(10), views[2].boxed]
    h.layout()
    views[1].isHidden = true
    #expect(h.layout().height == 28)
    #expect(views[2].frame.minY == 18)
    let touching = h.box.managedConstraints.filter { $0.firstItem === views[1] || $0.secondItem === views[1] }
    #expect(touching.isEmpty)
    views[1].isHidden = false
    #expect(h.layout().height == 46)
    #expect(views[1].frame == CGRect(0, 18, 40, 10))
  }

  @Test func changingOnePinKeepsEveryConstraintObjectAndUpdatesItsConstant() throws {
    let views = (0..<3).map { Block(10, 10, id: "v\($0)") }
    let h = try BoxHarness(width: 100, height: nil)
    h.box.items = views.boxed
    h.layout()
    let before = h.box.managedConstraints.map(ObjectIdentifier.init)
    h.box.items[1] = views[1].boxed.top(12)
    h.layout()
    #expect(h.box.managedConstraints.map(ObjectIdentifier.init) == before)
    #expect(views[1].frame.minY == 22)
  }

  @Test func appendingAnItemReplacesOnlyTheEndConstraint() throws {
    let views = (0..<3).map { Block(10, 10, id: "v\($0)") }
    let extra = Block(10, 10, id: "extra")
    let h = try BoxHarness(width: 100, height: nil)
    h.box.items = views.boxed
    h.layout()
    let before = Set(h.box.managedConstraints.map(ObjectIdentifier.init))
    let end = try #require(h.box.managedConstraints.first { $0.identifier == "BoxView-end" })
    h.box.items.append(extra.boxed)
    h.layout()
    let after = Set(h.box.managedConstraints.map(ObjectIdentifier.init))
    #expect(before.subtracting(after) == [ObjectIdentifier(end)])
    #expect(!end.isActive)
    #expect(after.subtracting(before).count == 4)  // The new gap, end, and extra's two cross pins.
    #expect(extra.frame.minY == 30)
  }

  @Test func rebuildLeavesOtherConstraintsAlone() throws {
    let a = Block(10, 10, id: "a")
    let h = try BoxHarness(width: 100, height: nil)
    let own = a.widthAnchor.constraint(equalToConstant: 30)
    h.box.items = [a.boxed.right(>=0)]
    own.isActive = true
    h.layout()
    h.box.spacing = 4
    h.box.axis = .x
    h.box.items = [a.boxed.right(>=0).top(3)]
    h.layout()
    #expect(own.isActive)
    #expect(a.frame.width == 30)
  }

  @Test func removingAManagedViewRemovesItsItemAndConstraints() throws {
    let views = (0..<3).map { Block(10, 10, id: "v\($0)") }
    let h = try BoxHarness(width: 100, height: nil)
    h.box.spacing = 8
    h.box.items = views.boxed
    h.layout()
    views[1].removeFromSuperview()
    #expect(h.box.items.count == 2)
    #expect(h.layout().height == 28)
    #expect(h.box.managedConstraints.allSatisfy { $0.firstItem !== views[1] && $0.secondItem !== views[1] })
  }

  @Test func itemsThatLeaveTheListLeaveTheBox() throws {
    let a = Block(10, 10, id: "a")
    let b = Block(10, 10, id: "b")
    let h = try BoxHarness(width: 100, height: nil)
    h.box.items = [a.boxed, b.boxed]
    h.box.items = [b.boxed]
    #expect(a.superview == nil)
    #expect(b.superview === h.box)
    #expect(!b.translatesAutoresizingMaskIntoConstraints)
  }

  @Test func xAxisLayoutIsTheMirrorImageInRightToLeft() throws {
    func frames(_ direction: UserInterfaceLayoutDirection) throws -> [CGRect] {
      let views = [Block(30, 10, id: "a"), Block(40, 10, id: "b"), Block(20, 10, id: "c")]
      let h = try BoxHarness(BoxView(axis: .x, spacing: 3), width: 300, height: 50, direction: direction)
      h.box.insets = EdgeInsets(top: 2, left: 11, bottom: 5, right: 7)
      h.box.items = [
        views[0].boxed.left(4).centerY(offset: 2), views[1].boxed.top(>=1).right(>=9),
        views[2].boxed.centerX(offset: 25, padding: nil).bottom(3),
      ]
      h.layout()
      return views.map(\.frame)
    }
    let ltr = try frames(.leftToRight)
    let rtl = try frames(.rightToLeft)
    for (l, r) in zip(ltr, rtl) {
      #expect(r.minX == 300 - l.minX - l.width)
      #expect(r.minY == l.minY && r.size == l.size)
    }
  }

  @Test func directionChangesMirrorCentreOffsets() throws {
    let dot = Block(10, 10, id: "dot")
    let h = try BoxHarness(width: 100, height: 20)
    h.box.items = [dot.boxed.centerX(offset: 20, padding: nil)]
    h.layout()
    #expect(dot.frame.minX == 65)
    h.box.semanticContentAttribute = .forceRightToLeft
    h.layout()
    #expect(dot.frame.minX == 25)
    h.box.semanticContentAttribute = .unspecified
    h.layout()
    #expect(dot.frame.minX == 65)
    // Nothing tells the box its inherited direction changed; the constraint pass notices.
    h.scene.layoutDirection = .rightToLeft
    h.layout()
    #expect(dot.frame.minX == 25)
  }

  @Test func relativeWidthMultiPinIsMeasuredOnTheWholeBox() throws {
    let bar = Block(id: "bar")
    let h = try BoxHarness(width: 200, height: 40)
    h.box.insets = EdgeInsets(all: 10)
    h.box.items = [bar.boxed.right(>=0).relativeWidth((>=20.0) * 0.3)]
    // A weak pull to zero width shows the `>=` bound: 0.3 × 200 + 20.
    let shrink = bar.widthAnchor.constraint(equalToConstant: 0)
    shrink.priority = .fittingSizeLevel
    shrink.isActive = true
    h.layout()
    #expect(bar.frame == CGRect(10, 10, 80, 20))
  }

  @Test func relativeHeightGuideSpacesItems() throws {
    let a = Block(10, 20, id: "a")
    let b = Block(10, 20, id: "b")
    let spacer = BoxItem.relativeHeight(0.25)
    let h = try BoxHarness(width: 100, height: 200)
    h.box.items = [a.boxed, spacer, b.boxed.bottom(>=0)]
    h.layout()
    #expect(spacer.guide?.layoutFrame == CGRect(0, 20, 100, 50))
    #expect(b.frame.minY == 70)
  }

  @Test func flexSplitsTheRemainingLength() throws {
    let a = Block(10, 20, id: "a")
    let b = Block(10, 20, id: "b")
    let h = try BoxHarness(BoxView(axis: .x, spacing: 10), width: 300, height: 20)
    h.box.items = [a.boxed.flex(2), BoxItem.width(40), b.boxed.flex()]
    h.layout()
    #expect(a.frame.width == 160)
    #expect(b.frame == CGRect(220, 0, 80, 20))
  }

  @Test func rectPlacesTheFirstItem() throws {
    let a = Block(id: "a")
    let h = try BoxHarness(width: 200, height: 200)
    h.box.insets = EdgeInsets(all: 5)
    h.box.items = [a.boxed.rect(CGRect(10, 20, 30, 40))]
    h.layout()
    #expect(a.frame == CGRect(15, 25, 30, 40))
  }

  @Test func requiredPaddingCompressesACentredLabel() throws {
    let label = Block(300, 20, id: "label")
    let h = try BoxHarness(width: 200, height: 20)
    h.box.items = [label.boxed.centerX(padding: 30)]
    h.layout()
    #expect(label.frame == CGRect(30, 0, 140, 20))
  }

  @Test func lowerCompressionResistanceGivesWay() throws {
    let a = Block(150, 20, id: "a")
    let b = Block(150, 20, id: "b")
    b.setContentCompressionResistancePriority(LayoutPriority(749), for: .horizontal)
    let h = try BoxHarness(BoxView(axis: .x), width: 200, height: 20)
    h.box.items = [a.boxed, b.boxed]
    h.layout()
    #expect(a.frame.width == 150)
    #expect(b.frame == CGRect(150, 0, 50, 20))
  }

  @Test func fittingBoxCollapsesMainAxisSlack() throws {
    let a = Block(10, 20, id: "a")
    let b = Block(10, 20, id: "b")
    let h = try BoxHarness(width: 100, height: nil)
    h.box.spacing = 4
    h.box.items = [a.boxed.bottom(>=6), b.boxed.bottom(>=12)]
    #expect(h.layout().height == 62)  // 20 + (6 + 4) + 20 + 12
  }

  @Test func nestedRowTakesItsTallestChild() throws {
    let icon = Block(24, 24, id: "icon")
    let text = Block(80, 50, id: "text")
    let row = BoxView(axis: .x, spacing: 6)
    row.items = [icon.boxed.centerY(), text.boxed.top(>=0).bottom(>=0).right(>=0)]
    let h = try BoxHarness(width: 200, height: nil)
    h.box.items = [row.boxed]
    h.layout()
    #expect(row.frame == CGRect(0, 0, 200, 50))
    #expect(icon.frame == CGRect(0, 13, 24, 24))
  }

  @Test func customPriorityPinBeatsCompression() throws {
    let label = Block(150, 21, id: "label")
    let h = try BoxHarness(width: 300, height: 100)
    h.box.items = [label.boxed.right(>=0).width((==100.0).high(5.0))]
    h.layout()
    #expect(label.frame.width == 100)
  }

  @Test func insertItemPlacesInStackAndZOrder() throws {
    let a = Block(10, 10, id: "a")
    let b = Block(10, 10, id: "b")
    let c = Block(10, 10, id: "c")
    let h = try BoxHarness(width: 100, height: nil)
    h.box.items = [a.boxed, b.boxed]
    h.box.insertItem(c.boxed, after: a)
    #expect(ids(h.box.managedViews) == ids([a, c, b]))
    #expect(ids(h.box.subviews) == ids([a, c, b]))
    h.box.insertItem(a.boxed, before: b, z: .front)
    #expect(ids(h.box.managedViews) == ids([c, a, b]))
    #expect(h.box.subviews.last === a)
    h.box.insertItem(b.boxed, after: nil)
    #expect(ids(h.box.managedViews) == ids([b, c, a]))
  }

  @Test func updateBoxItemChangesOneItem() throws {
    let a = Block(10, 10, id: "a")
    let h = try BoxHarness(width: 100, height: nil)
    h.box.items = [a.boxed]
    a.updateBoxItem { $0.left(20) }
    h.layout()
    #expect(a.frame == CGRect(20, 0, 80, 10))
    #expect(h.box.itemForObject(a)?.layout.left == ==20)
  }

  @Test func optionalItemsDropNils() throws {
    let a = Block(10, 10, id: "a")
    let b = Block(10, 10, id: "b")
    let guide = BoxItem.guide()
    let h = try BoxHarness(width: 100, height: nil)
    b.isHidden = true
    h.box.optItems = [a.boxed.useIf(false), b.boxed.useIfVisible, guide.useIfVisible, a.boxed.useIf(true)]
    #expect(h.box.items.count == 2)
    #expect(h.box.optItems.count == 2)
    #expect(h.box.managedGuides.count == 1)
  }

  @Test func badInputIsRefusedWithWarnings() throws {
    let a = Block(10, 10, id: "a")
    let h = try BoxHarness(width: 100, height: nil)
    let warnings = Diagnostics.capture {
      h.box.spacing = .nan
      h.box.insets = EdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0)
      h.box.items = [a.boxed, a.boxed.top(5), h.box.boxed]
    }
    #expect(h.box.spacing == 0)
    #expect(h.box.insets == .zero)
    #expect(h.box.items.count == 1)
    #expect(warnings.filter { $0.kind == .invalidGeometry }.count == 2)
    #expect(warnings.filter { $0.kind == .invalidHierarchy }.count == 2)
  }

  @Test func emptyBoxHasNoConstraints() throws {
    let h = try BoxHarness(width: 100, height: nil)
    #expect(h.layout() == CGSize(width: 100, height: 0))
    #expect(h.box.managedConstraints.isEmpty)
  }
}
