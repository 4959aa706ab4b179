import Diorama
import Foundation
import Testing

/// Managing arranged views, hiding, invalidation, incremental regeneration and bad input.
@Suite struct StackBehaviourTests {
  static func ids(_ stack: StackView) -> [String] {
    stack.arrangedSubviews.map { $0.accessibilityIdentifier ?? "?" }
  }

  @Test func initArrangesAndAddsTheViewsInOrder() {
    let views = ["a", "b", "c"].map { ContentView(id: $0) }
    let stack = StackView(arrangedSubviews: views)
    #expect(Self.ids(stack) == ["a", "b", "c"])
    #expect(stack.subviews.count == 3 && zip(stack.subviews, views).allSatisfy { $0 === $1 })
    #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
    #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill)
    #expect(
      stack.spacing == 0 && !stack.isBaselineRelativeArrangement && !stack.isLayoutMarginsRelativeArrangement)
    #expect(StackView().arrangedSubviews.isEmpty)
  }

  @Test func addingAnArrangedViewAgainMovesItToTheEnd() {
    let views = ["a", "b", "c"].map { ContentView(id: $0) }
    let stack = StackView(arrangedSubviews: views)
    stack.addArrangedSubview(views[0])
    #expect(Self.ids(stack) == ["b", "c", "a"])
    stack.insertArrangedSubview(views[0], at: 1)
    #expect(Self.ids(stack) == ["b", "a", "c"])
    stack.insertArrangedSubview(views[2], atIndex: 0)
    #expect(Self.ids(stack) == ["c", "b", "a"])
    // Subview order is left alone.
    #expect(stack.subviews.map { $0.accessibilityIdentifier } == ["a", "b", "c"])
  }

  @Test func anIndexOutOfRangeIsClampedWithAWarning() {
    let stack = StackView(arrangedSubviews: [ContentView(id: "a")])
    let warnings = Diagnostics.capture {
      stack.insertArrangedSubview(ContentView(id: "z"), at: 7)
      stack.insertArrangedSubview(ContentView(id: "y"), at: -2)
    }
    #expect(Self.ids(stack) == ["y", "a", "z"])
    #expect(warnings.map(\.kind) == [.valueClamped, .valueClamped])
  }

  @Test func theStackOrAnAncestorCannotBeArranged() {
    let outer = View()
    let stack = StackView()
    outer.addSubview(stack)
    let warnings = Diagnostics.capture {
      stack.addArrangedSubview(stack)
      stack.addArrangedSubview(outer)
    }
    #expect(stack.arrangedSubviews.isEmpty && stack.subviews.isEmpty)
    #expect(warnings.map(\.kind) == [.invalidHierarchy, .invalidHierarchy])
    #expect(stack.generatedConstraints.isEmpty)
  }

  @Test func removingAViewThatIsNotArrangedChangesNothing() {
    let a = ContentView(id: "a")
    let stranger = ContentView(id: "s")
    let stack = StackView(arrangedSubviews: [a])
    stack.addSubview(stranger)
    let before = stack.generatedConstraints
    stack.removeArrangedSubview(stranger)
    stack.removeArrangedSubview(ContentView())
    #expect(!stack.needsUpdateConstraints())
    #expect(stack.generatedConstraints.map(ObjectIdentifier.init) == before.map(ObjectIdentifier.init))
    #expect(stranger.superview === stack)
  }

  @Test func removingKeepsTheSubviewAndRemovingFromSuperviewUnarranges() {
    let a = ContentView(id: "a")
    let b = ContentView(id: "b")
    let stack = StackView(arrangedSubviews: [a, b])
    stack.removeArrangedSubview(a)
    #expect(Self.ids(stack) == ["b"] && a.superview === stack)
    b.removeFromSuperview()
    #expect(stack.arrangedSubviews.isEmpty)
    // A plain subview is not arranged.
    stack.addSubview(ContentView())
    #expect(stack.arrangedSubviews.isEmpty)
    #expect(stack.generatedConstraints.isEmpty)
  }

  @Test func removingAnArrangedViewFromTheTreeLeavesNoConstraintOnIt() {
    let a = ContentView(id: "a")
    let b = ContentView(id: "b")
    let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let stack = StackView(arrangedSubviews: [a, b])
    root.addSubview(stack)
    root.layoutIfNeeded()
    a.removeFromSuperview()
    root.layoutIfNeeded()
    #expect(
      stack.generatedConstraintDescriptors.map(\.description).sorted() == [
        "'ASV-canvas-connection' stack.bottom == b.bottom",
        "'ASV-canvas-connection' stack.leading == b.leading",
        "'ASV-canvas-connection' stack.top == b.top", "'ASV-canvas-connection' stack.trailing == b.trailing",
      ])
    #expect(a.constraints.isEmpty && stack.generatedConstraints.allSatisfy { $0.isActive })
  }

  @Test func settingIsHiddenOnAnArrangedViewCollapsesIt() {
    let a = ContentView(id: "a")
    let b = ContentView(id: "b")
    let stack = StackView(arrangedSubviews: [a, b])
    stack.spacing = 8
    b.isHidden = true
    #expect(stack.generatedConstraintDescriptors.contains { $0.description == "'ASV-hiding' b.width == 0" })
    #expect(
      stack.generatedConstraintDescriptors.contains {
        $0.description == "'ASV-spacing' b.leading == a.trailing"
      })
    b.isHidden = false
    #expect(!stack.generatedConstraintDescriptors.contains { $0.identifier == "ASV-hiding" })
    // A view that is hidden when it joins starts collapsed.
    let c = ContentView(id: "c")
    c.isHidden = true
    stack.addArrangedSubview(c)
    #expect(stack.generatedConstraintDescriptors.contains { $0.description == "'ASV-hiding' c.width == 0" })
    // A plain subview's isHidden means nothing to the stack.
    let plain = ContentView()
    stack.addSubview(plain)
    _ = stack.generatedConstraints
    plain.isHidden = true
    #expect(!stack.needsUpdateConstraints())
  }

  @Test func setArrangedViewLeavesIsHiddenAloneAndAcceptsStrangers() {
    let a = ContentView(id: "a")
    let stranger = ContentView(id: "s")
    let stack = StackView(arrangedSubviews: [a])
    stack.setArrangedView(a, hidden: true)
    stack.setArrangedView(stranger, hidden: true)
    #expect(!a.isHidden)
    let hiding = stack.generatedConstraintDescriptors.filter { $0.identifier == "ASV-hiding" }.map(
      \.description)
    #expect(hiding == ["'ASV-hiding' a.width == 0", "'ASV-hiding' s.width == 0"])
    #expect(
      stack.generatedHelpers.map(\.role) == [
        "distribution-placeholder (no visible arranged views)", "alignment spanner",
      ])
  }

  @Test func intrinsicSizeChangesRegenerateFillProportionally() {
    let a = ContentView(100, 10, id: "a")
    let b = ContentView(50, 10, id: "b")
    let stack = StackView(arrangedSubviews: [a, b])
    stack.distribution = .fillProportionally
    let multipliers = {
      stack.generatedConstraintDescriptors.filter { $0.second == "stack.width" }.map(\.multiplier)
    }
    #expect(multipliers() == [100.0 / 150, 50.0 / 150])
    b.contentSize = CGSize(width: 100, height: 10)
    #expect(multipliers() == [0.5, 0.5])
    // Other distributions leave intrinsic sizes to the engine and keep their constraints.
    stack.distribution = .fill
    let before = stack.generatedConstraints
    a.contentSize = CGSize(width: 10, height: 10)
    #expect(!stack.needsUpdateConstraints())
    #expect(stack.generatedConstraints.map(ObjectIdentifier.init) == before.map(ObjectIdentifier.init))
  }

  @Test func settingAPropertyToItsValueDoesNotInvalidate() {
    let stack = StackView(arrangedSubviews: [ContentView()])
    _ = stack.generatedConstraints
    stack.axis = .horizontal
    stack.alignment = .fill
    stack.distribution = .fill
    stack.spacing = 0
    stack.isBaselineRelativeArrangement = false
    stack.isLayoutMarginsRelativeArrangement = false
    #expect(!stack.needsUpdateConstraints())
    stack.spacing = 4
    #expect(stack.needsUpdateConstraints())
  }

  @Test func hidingOneViewReplacesOnlyTheConstraintsThatChanged() {
    let views = (0..<100).map { ContentView(id: "v\($0)") }
    let stack = StackView(arrangedSubviews: views)
    stack.spacing = 10
    for distribution in [StackViewDistribution.fill, .fillEqually, .equalSpacing] {
      stack.distribution = distribution
      views[50].isHidden = false
      let before = stack.generatedConstraints
      let spacings = before.filter { $0.identifier == "ASV-spacing" }
      views[50].isHidden = true
      let after = stack.generatedConstraints
      let removed = Set(before.map(ObjectIdentifier.init)).subtracting(after.map(ObjectIdentifier.init)).count
      let added = Set(after.map(ObjectIdentifier.init)).subtracting(before.map(ObjectIdentifier.init)).count
      // The view collapses; the two spacings around it keep their objects with halved
      // constants; fillEqually drops the view's size rule; the gaps on both sides of the view
      // (edges and equalities) make way for one gap.
      let expected: (removed: Int, added: Int) =
        switch distribution {
        case .fill: (0, 1)
        case .fillEqually: (1, 1)
        default: (4 + 2, 1 + 2 + 1)
        }
      #expect(
        removed == expected.removed && added == expected.added, "\(distribution): -\(removed) +\(added)")
      let halved = after.filter { $0.identifier == "ASV-spacing" && $0.constant == 5 }
      #expect(halved.count == 2 && halved.allSatisfy { h in spacings.contains { $0 === h } })
      #expect(after.allSatisfy { $0.isActive })
    }
  }

  @Test func helpersAreReusedWhileTheirRoleLasts() {
    let views = (0..<4).map { ContentView(id: "v\($0)") }
    let stack = StackView(arrangedSubviews: views)
    stack.alignment = .center
    stack.distribution = .equalSpacing
    _ = stack.generatedConstraints
    let helpers = stack.subviews.filter { $0 is LayoutSpacer || $0 is GapLayoutGuide }
    #expect(helpers.count == 4)
    stack.spacing = 12
    _ = stack.generatedConstraints
    let again = stack.subviews.filter { $0 is LayoutSpacer || $0 is GapLayoutGuide }
    #expect(again.map(ObjectIdentifier.init) == helpers.map(ObjectIdentifier.init))
    stack.alignment = .fill
    stack.distribution = .fill
    _ = stack.generatedConstraints
    #expect(stack.subviews.allSatisfy { $0 is ContentView })
    #expect(helpers.allSatisfy { $0.superview == nil && $0.isHidden })
  }

  @Test func conflictingRequiredSizesReportOneBrokenConstraintAndStillLayOut() {
    let a = ContentView(id: "a")
    let b = ContentView(id: "b")
    let stack = StackView(arrangedSubviews: [a, b])
    stack.distribution = .fillEqually
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
    root.addSubview(stack)
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
    stack.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
    a.widthAnchor.constraint(equalToConstant: 100).isActive = true
    b.widthAnchor.constraint(equalToConstant: 50).isActive = true
    let warnings = Diagnostics.capture { root.layoutIfNeeded() }
    #expect(warnings.map(\.kind) == [.unsatisfiableConstraints])
    #expect(warnings.first?.message.contains("ASV-fill-equally") == true)
    // As in UIKit, the constraint that completed the conflict is broken; the others hold.
    #expect([a.frame.width, b.frame.width] == [100, 50])
    #expect(b.frame.minX == 100)
  }

  @Test func badSpacingIsIgnoredAndNegativeSpacingOverlaps() {
    let a = ContentView(id: "a")
    let b = ContentView(id: "b")
    let stack = StackView(arrangedSubviews: [a, b])
    let warnings = Diagnostics.capture { stack.spacing = .nan }
    #expect(stack.spacing == 0 && warnings.map(\.kind) == [.invalidGeometry])
    stack.spacing = -10
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
    root.addSubview(stack)
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
    stack.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
    root.layoutIfNeeded()
    #expect(b.frame.minX == a.frame.maxX - 10)
    #expect(stack.frame.width == 78)
  }

  @Test func emptyStackGeneratesNothing() {
    for alignment in StackViewAlignment.allCases {
      for distribution in StackViewDistribution.allCases {
        let stack = StackView()
        stack.alignment = alignment
        stack.distribution = distribution
        stack.axis = .vertical
        #expect(stack.generatedConstraints.isEmpty && stack.subviews.isEmpty)
      }
    }
  }

  @Test func aliasesAndAppearance() {
    #expect(StackViewAlignment.top == .leading && StackViewAlignment.Top == .leading)
    #expect(StackViewAlignment.bottom == .trailing && StackViewAlignment.Bottom == .trailing)
    let stack = StackView()
    stack.backgroundColor = .white
    #expect(stack.backgroundColor == nil)
    #expect(StackView.requiresConstraintBasedLayout)
    #expect(stack.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
  }

  @Test func baselineViewsFollowTheAxis() {
    let a = Label(text: "a")
    let b = Label(text: "b")
    let stack = StackView(arrangedSubviews: [a, b])
    #expect(stack.forFirstBaselineLayout === stack && stack.forLastBaselineLayout === stack)
    stack.axis = .vertical
    #expect(stack.forFirstBaselineLayout === a && stack.forLastBaselineLayout === b)
    #expect(stack.forBaselineLayout() === a)
    #expect(StackView().forFirstBaselineLayout is StackView)
  }
}

/// Ambiguity reports and Arranged's helper views.
@Suite struct StackAmbiguityTests {
  @Test func helpersAreFreeAlongOneAxisButLeftOutOfAmbiguityReports() {
    let views = [ContentView(id: "a"), ContentView(id: "b"), ContentView(id: "c")]
    let stack = StackView(arrangedSubviews: views)
    stack.distribution = .equalSpacing
    stack.alignment = .center
    stack.spacing = 4
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    root.addSubview(stack)
    stack.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    let gaps = stack.subviews.compactMap { $0 as? GapLayoutGuide }
    #expect(gaps.count == 2 && gaps.allSatisfy { $0.hasAmbiguousLayout })
    #expect(root.ambiguityReport.isEmpty, "\(root.ambiguityReport)")
    // A genuinely ambiguous arranged view is still reported.
    stack.distribution = .fill
    root.layoutIfNeeded()
    #expect(root.ambiguityReport.contains("id = 'a'"))
  }
}
