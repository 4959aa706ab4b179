import Diorama
import Foundation
import Testing

@Suite struct FittingSizeTests {
  @Test func compressedSizeWrapsTheContentWithItsInsets() {
    let card = View()
    let label = Label(text: "Fitting")
    label.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
      label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
      label.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
      label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
    ])
    let size = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    #expect(size.width == label.intrinsicContentSize.width + 24)
    #expect(size.height == label.intrinsicContentSize.height + 16)
  }

  @Test func requiredFittingPriorityPinsThatDimension() {
    let card = View()
    let box = View()
    box.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(box)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: card.leadingAnchor),
      box.trailingAnchor.constraint(equalTo: card.trailingAnchor),
      box.topAnchor.constraint(equalTo: card.topAnchor),
      box.bottomAnchor.constraint(equalTo: card.bottomAnchor),
      box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
    ])
    let size = card.systemLayoutSizeFitting(
      CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 300, height: 150))
  }
}

@Suite struct DiagnosticsTests {
  @Test func conflictingRequiredConstraintsAreReportedOnceAndOneIsBroken() {
    let root = container()
    let view = constrained(root, "box")
    let a = view.widthAnchor.constraint(equalToConstant: 100)
    a.identifier = "want-100"
    let b = view.widthAnchor.constraint(equalToConstant: 200)
    b.identifier = "want-200"
    let unrelated = view.heightAnchor.constraint(equalToConstant: 10)
    unrelated.identifier = "height"
    let warnings = Diagnostics.capture {
      LayoutConstraint.activate([
        a, b, unrelated, view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        view.topAnchor.constraint(equalTo: root.topAnchor),
      ])
      root.layoutIfNeeded()
      root.layoutIfNeeded()
    }
    #expect(warnings.count == 1)
    let message = warnings.first?.message ?? ""
    #expect(message.contains("Unable to simultaneously satisfy constraints"))
    #expect(message.contains("'want-100'") && message.contains("'want-200'"))
    #expect(!message.contains("'height'"))  // only the conflicting set is listed
    #expect(message.contains("Will attempt to recover by breaking constraint\n<LayoutConstraint 'want-200'"))
    #expect(view.frame.width == 100)
    #expect(b.isActive)  // broken, not deactivated, as in UIKit
  }

  @Test func ambiguityIsDetected() {
    let root = container()
    let view = constrained(root, "loose")
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
      view.widthAnchor.constraint(greaterThanOrEqualToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(view.hasAmbiguousLayout)
    #expect(root.ambiguityReport.contains("loose"))
    view.widthAnchor.constraint(equalToConstant: 30).isActive = true
    root.layoutIfNeeded()
    #expect(!view.hasAmbiguousLayout)
    #expect(root.ambiguityReport.isEmpty)
    #expect(view.frame.width == 30)
  }

  @Test func theConstraintDumpShowsIdentifiers() {
    let root = container()
    root.accessibilityIdentifier = "root"
    let view = constrained(root, "child")
    let c = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
    c.identifier = "child-leading"
    c.isActive = true
    #expect(
      root.constraintsDescription.contains(
        "<LayoutConstraint 'child-leading' child.leading == root.leading + 8>"))
  }

  @Test func constraintsBetweenUnrelatedViewsDoNotActivate() {
    let a = View()
    let b = View()
    let c = a.widthAnchor.constraint(equalTo: b.widthAnchor)
    let warnings = Diagnostics.capture { c.isActive = true }
    #expect(!c.isActive)
    #expect(warnings.first?.message.contains("no common ancestor") == true)
  }

  @Test func malformedConstraintsDoNotActivate() {
    let root = container()
    let view = constrained(root)
    let sizeToPosition = LayoutConstraint(
      item: view, attribute: .width, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1,
      constant: 0)
    let leadingToLeft = LayoutConstraint(
      item: view, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1,
      constant: 0)
    let positionWithoutItem = LayoutConstraint(
      item: view, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
      constant: 4)
    let notAnItem = LayoutConstraint(
      item: NSObject(), attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, multiplier: 1,
      constant: 0)
    let nonFinite = LayoutConstraint(
      item: view, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, multiplier: .nan,
      constant: 0)
    let all = [sizeToPosition, leadingToLeft, positionWithoutItem, notAnItem, nonFinite]
    let warnings = Diagnostics.capture { LayoutConstraint.activate(all) }
    #expect(all.allSatisfy { !$0.isActive })
    #expect(warnings.count == all.count)
    #expect(warnings.allSatisfy { $0.kind == .invalidConstraint })
  }

  @Test func nonFiniteConstantsAreIgnored() {
    let root = container()
    let view = constrained(root)
    let width = view.widthAnchor.constraint(equalToConstant: 10)
    width.isActive = true
    let warnings = Diagnostics.capture { width.constant = .infinity }
    #expect(width.constant == 10)
    #expect(warnings.count == 1)
  }
}

@Suite struct LayoutPassBehaviourTests {
  final class ManualAfterConstraints: View {
    var seenChildWidth: CGFloat = -1
    override func layoutSubviews() {
      seenChildWidth = subviews.first?.frame.width ?? -1
    }
  }

  @Test func layoutSubviewsRunsAfterSolvedFramesAreApplied() {
    let root = ManualAfterConstraints(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let child = constrained(root)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.25),
      child.heightAnchor.constraint(equalToConstant: 5),
    ])
    root.layoutIfNeeded()
    #expect(root.seenChildWidth == 50)
    root.frame.size.width = 400
    root.layoutIfNeeded()
    #expect(root.seenChildWidth == 100)
  }

  @Test func updateConstraintsRunsInTheConstraintPass() {
    final class SelfConstraining: View {
      var passes = 0
      var width: LayoutConstraint?
      override func updateConstraints() {
        passes += 1
        if width == nil {
          width = widthAnchor.constraint(equalToConstant: 42)
          width?.isActive = true
        }
        super.updateConstraints()
      }
    }
    let root = container()
    let view = SelfConstraining()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 1),
    ])
    view.setNeedsUpdateConstraints()
    root.layoutIfNeeded()
    root.layoutIfNeeded()
    #expect(view.passes == 1)
    #expect(view.frame.width == 42)
  }

  @Test func incrementalEditsGiveTheSameFramesAsAFreshSolve() {
    func build(_ constants: [CGFloat], offsets: [CGFloat]) -> (View, [View], [LayoutConstraint]) {
      let root = container(600, 400)
      var views: [View] = []
      var edits: [LayoutConstraint] = []
      var previous: View = root
      for (index, constant) in constants.enumerated() {
        let view = constrained(root, "v\(index)")
        let leading = view.leadingAnchor.constraint(
          equalTo: index == 0 ? root.leadingAnchor : previous.trailingAnchor, constant: constant)
        edits.append(leading)
        LayoutConstraint.activate([
          leading, view.topAnchor.constraint(equalTo: root.topAnchor, constant: offsets[index]),
          view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.1),
          view.heightAnchor.constraint(equalToConstant: 20 + offsets[index]),
        ])
        views.append(view)
        previous = view
      }
      root.layoutIfNeeded()
      return (root, views, edits)
    }
    var generator = SystemRandomNumberGenerator()
    let initial = (0..<6).map { _ in CGFloat(Int.random(in: 0...20, using: &generator)) }
    let (root, views, edits) = build(initial, offsets: initial)
    var current = initial
    for _ in 0..<25 {
      let index = Int.random(in: 0..<edits.count, using: &generator)
      current[index] = CGFloat(Int.random(in: 0...30, using: &generator))
      edits[index].constant = current[index]
      root.layoutIfNeeded()
    }
    root.frame.size = CGSize(width: 500, height: 400)
    root.layoutIfNeeded()
    let fresh = build(current, offsets: initial)
    fresh.0.frame.size = CGSize(width: 500, height: 400)
    fresh.0.layoutIfNeeded()
    #expect(views.map(\.frame) == fresh.1.map(\.frame))
  }

  @Test func baselinesAlignTextOfDifferentSizes() {
    let root = container(400, 100)
    let big = Label(text: "Big", font: .systemFont(ofSize: 40))
    let small = Label(text: "small", font: .systemFont(ofSize: 12))
    for label in [big, small] {
      label.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(label)
    }
    LayoutConstraint.activate([
      big.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      big.topAnchor.constraint(equalTo: root.topAnchor),
      small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
      small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
    ])
    root.layoutIfNeeded()
    let bigBaseline = big.frame.minY + big.firstBaselineOffsetFromTop
    let smallBaseline = small.frame.minY + small.firstBaselineOffsetFromTop
    #expect(abs(bigBaseline - smallBaseline) <= 0.5)
    #expect(small.frame.minY > 10)
  }

  @Test func removingAViewDeactivatesItsConstraintsToTheOutside() {
    let root = container()
    let box = constrained(root, "box")
    let inner = constrained(box, "inner")
    let outer = box.widthAnchor.constraint(equalTo: root.widthAnchor)
    let inside = inner.widthAnchor.constraint(equalTo: box.widthAnchor)
    LayoutConstraint.activate([outer, inside])
    root.layoutIfNeeded()
    box.removeFromSuperview()
    #expect(!outer.isActive)
    #expect(inside.isActive)
    box.frame = CGRect(x: 0, y: 0, width: 77, height: 10)
    box.translatesAutoresizingMaskIntoConstraints = true
    LayoutConstraint.activate([
      inner.leadingAnchor.constraint(equalTo: box.leadingAnchor),
      inner.topAnchor.constraint(equalTo: box.topAnchor),
      inner.heightAnchor.constraint(equalToConstant: 3),
    ])
    box.layoutIfNeeded()
    #expect(inner.frame.width == 77)
    root.addSubview(box)
    box.frame.size.width = 55
    root.layoutIfNeeded()
    #expect(inner.frame.width == 55)
  }
}

/// Constraints, guides and engines do not keep views alive, and read `nil` once a view is
/// gone, as UIKit's (and `weak` references) do, though they hold no `weak` reference to views.
@Suite struct LayoutReferenceLifetimeTests {
  @Test func aConstraintOutlivingItsViewsReadsNilItemsAndIsInactive() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    var constraint: LayoutConstraint?
    weak var gone: View?
    do {
      let child = View()
      child.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(child)
      constraint = child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
      constraint!.isActive = true
      root.layoutIfNeeded()
      #expect(child.frame.width == 50)
      child.removeFromSuperview()
      gone = child
    }
    #expect(gone == nil, "the constraint kept its first item alive")
    #expect(constraint!.firstItem == nil)
    #expect(constraint!.secondItem === root)
    #expect(!constraint!.isActive)
    root.layoutIfNeeded()  // nothing dangles in the engine either
  }

  @Test func aConstraintInstalledOnAViewThatIsGoneIsInactive() {
    var constraint: LayoutConstraint?
    weak var gone: View?
    do {
      let host = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let a = View()
      let b = View()
      host.addSubview(a)
      host.addSubview(b)
      constraint = a.widthAnchor.constraint(equalTo: b.widthAnchor)
      constraint!.isActive = true
      #expect(constraint!.installedOn === host)
      host.layoutIfNeeded()
      gone = host
    }
    #expect(gone == nil, "the tree was kept alive")
    #expect(constraint!.installedOn == nil)
    #expect(!constraint!.isActive)
    #expect(constraint!.firstItem == nil && constraint!.secondItem == nil)
  }

  @Test func aGuideOutlivingItsViewHasNoOwner() {
    var guide: LayoutGuide?
    do {
      let view = View(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
      guide = view.layoutMarginsGuide
      view.layoutIfNeeded()
      let width = guide!.layoutFrame.width
      #expect(guide!.owningView === view)
      #expect(width == 64, "the default margins are 8 points")
    }
    #expect(guide!.owningView == nil)
    #expect(guide!.layoutFrame == .zero)
  }

  @Test func aConstraintToAnObjectThatIsNeitherViewNorGuideHoldsItWeakly() {
    final class Thing {}
    var thing: Thing? = Thing()
    let view = View()
    let constraint = LayoutConstraint(
      item: view, attribute: .width, relatedBy: .equal, toItem: thing, attribute: .width, multiplier: 1,
      constant: 0)
    #expect(constraint.secondItem === thing)
    thing = nil
    #expect(constraint.secondItem == nil)
  }
}
