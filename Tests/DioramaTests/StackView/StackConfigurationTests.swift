import Diorama
import Foundation
import Testing

/// Every axis × alignment × distribution (2 × 6 × 5), each with baseline- and margins-relative
/// arrangement on and off, spacing 0 and 10, and the view setups of Arranged's own suite:
/// the generated set has the size the specification's counting formula predicts, follows
/// the catalogue's rules, and does not depend on the states it went through.
@Suite struct StackConfigurationTests {
  struct Combination: Sendable, CustomTestStringConvertible {
    var axis: LayoutConstraint.Axis
    var alignment: StackViewAlignment
    var distribution: StackViewDistribution
    var testDescription: String { "\(axis) \(alignment) \(distribution)" }
  }

  static let combinations: [Combination] = LayoutConstraint.Axis.allCases.flatMap { axis in
    StackViewAlignment.allCases.flatMap { alignment in
      StackViewDistribution.allCases.map { Combination(axis: axis, alignment: alignment, distribution: $0) }
    }
  }

  /// A view setup: the arranged views, which are hidden, and whether the second is removed
  /// again after being added (Arranged's scenarios 1–14).
  struct Setup: Sendable {
    var name: String
    var make: @Sendable () -> [View]
    var hidden: Set<Int> = []
    var removeSecond = false
  }

  static let setups: [Setup] = [
    Setup(name: "0 views", make: { [] }),
    Setup(name: "1 view", make: { [ContentView()] }),
    Setup(name: "3 views", make: { [ContentView(), ContentView(), ContentView()] }),
    Setup(name: "3 views, middle unsized", make: { [ContentView(), ContentView.unsized(), ContentView()] }),
    Setup(
      name: "3 views, 1st and 3rd unsized",
      make: { [ContentView.unsized(), ContentView(), ContentView.unsized()] }),
    Setup(
      name: "3 unsized views",
      make: { [ContentView.unsized(), ContentView.unsized(), ContentView.unsized()] }),
    Setup(name: "1 view hidden", make: { [ContentView()] }, hidden: [0]),
    Setup(name: "2 views, 1st hidden", make: { [ContentView(), ContentView()] }, hidden: [0]),
    Setup(name: "2 views, 2nd hidden", make: { [ContentView(), ContentView()] }, hidden: [1]),
    Setup(name: "2 views, both hidden", make: { [ContentView(), ContentView()] }, hidden: [0, 1]),
    Setup(
      name: "3 views, all hidden", make: { [ContentView(), ContentView(), ContentView()] }, hidden: [0, 1, 2]),
    Setup(
      name: "3 views, 1st and 2nd hidden", make: { [ContentView(), ContentView(), ContentView()] },
      hidden: [0, 1]),
    Setup(name: "2 views, 2nd removed", make: { [ContentView(), ContentView()] }, removeSecond: true),
    Setup(name: "2 empty labels", make: { [Label(text: ""), Label(text: "")] }),
    Setup(name: "3 labels", make: { [Label(text: "Test"), Label(text: "Test"), Label(text: "")] }),
    Setup(
      name: "4 views of odd sizes, 2nd hidden",
      make: {
        [ContentView(13, 7), ContentView(0, 5), ContentView(31, -1), ContentView(3.5, 90)]
      }, hidden: [1]),
  ]

  struct Options: CustomStringConvertible {
    var baseline: Bool
    var margins: Bool
    var spacing: CGFloat
    var description: String { "baseline \(baseline), margins \(margins), spacing \(spacing)" }
  }

  static let options: [Options] = [false, true].flatMap { baseline in
    [false, true].flatMap { margins in
      [0, 10].map { Options(baseline: baseline, margins: margins, spacing: $0) }
    }
  }

  /// The stack and the views the setup made (a removed one included).
  static func makeStack(_ c: Combination, _ setup: Setup, _ o: Options) -> (StackView, [View]) {
    let views = setup.make()
    let stack = StackView(arrangedSubviews: views)
    stack.axis = c.axis
    stack.alignment = c.alignment
    stack.distribution = c.distribution
    stack.spacing = o.spacing
    stack.isBaselineRelativeArrangement = o.baseline
    stack.isLayoutMarginsRelativeArrangement = o.margins
    for index in setup.hidden { stack.setArrangedView(views[index], hidden: true) }
    if setup.removeSecond { stack.removeArrangedSubview(views[1]) }
    return (stack, views)
  }

  /// The specification's constraint-count formula (§10), computed from the configuration alone.
  static func expectedCount(_ c: Combination, items: [View], hidden: Set<ObjectIdentifier>) -> Int {
    let n = items.count
    let visible = items.filter { !hidden.contains(ObjectIdentifier($0)) }
    let v = visible.count
    var count = hidden.count
    guard n >= 1 else { return count }
    let spread = c.distribution == .equalSpacing || c.distribution == .equalCentering
    let k = visible.filter {
      let size = c.axis == .horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height
      return size > 0
    }.count
    count += 2 + (n - 1)
    if spread { count += 2 * max(v - 1, 0) + max(v - 2, 0) + 1 }
    if c.distribution == .fillEqually { count += max(v - 1, 0) }
    if c.distribution == .fillProportionally { count += k > 0 ? v : max(v - 1, 0) }

    let anyWeak = c.alignment != .fill
    let spanner = v == 0 || (n >= 2 && anyWeak)
    let baselineAlignment = c.alignment == .firstBaseline || c.alignment == .lastBaseline
    let perView: Int
    switch c.alignment {
    case .fill: perView = 2
    case .leading, .trailing, .center: perView = 1
    case .firstBaseline, .lastBaseline: perView = c.axis == .horizontal ? 1 : 0
    }
    let someEdgeWeak = spanner ? (c.axis == .horizontal && v >= 1 && baselineAlignment) : anyWeak
    count += (spanner && anyWeak ? 1 : 0) + (spanner ? 2 * v : 0) + 2 + (c.alignment == .center ? 1 : 0)
    count += (n - 1) * perView + (anyWeak ? n : 0) + (someEdgeWeak ? 1 : 0)
    return count
  }

  static let catalogue: Set<String> = [
    "ASV-canvas-connection", "ASV-canvas-fit", "ASV-spacing", "ASV-distributing-edge", "ASV-fill-equally",
    "ASV-fill-proportionally", "ASV-hiding", "ASV-alignment", "ASV-spanning-boundary", "ASV-spanning-fit",
    "ASV-ambiguity-suppression",
  ]

  @Test(arguments: combinations)
  func constraintCountMatchesTheFormula(_ c: Combination) {
    for setup in Self.setups {
      for o in Self.options {
        let (stack, views) = Self.makeStack(c, setup, o)
        let hidden = Set(setup.hidden.map { ObjectIdentifier(views[$0]) })
        let produced = stack.generatedConstraints.count
        #expect(
          produced == Self.expectedCount(c, items: stack.arrangedSubviews, hidden: hidden),
          "\(setup.name), \(o):\n\(stack.generatedConstraintsListing)")
      }
    }
  }

  @Test(arguments: combinations)
  func constraintsFollowTheCatalogue(_ c: Combination) {
    for setup in Self.setups {
      for o in Self.options {
        let (stack, _) = Self.makeStack(c, setup, o)
        for d in stack.generatedConstraintDescriptors {
          let context = "\(setup.name), \(o): \(d)"
          #expect(Self.catalogue.contains(d.identifier), "\(context)")
          #expect(d.constant == 0 || (d.identifier == "ASV-spacing"), "\(context)")
          #expect(d.multiplier == 1 || d.identifier == "ASV-fill-proportionally", "\(context)")
          let margins = d.first.contains(".margins.") || (d.second?.contains(".margins.") ?? false)
          #expect(!margins || (o.margins && d.identifier == "ASV-canvas-connection"), "\(context)")
          #expect(!margins || d.first.hasPrefix("stack.margins."), "\(context)")
          let baseline = d.first.contains("Baseline") || (d.second?.contains("Baseline") ?? false)
          if baseline && !(c.axis == .horizontal && d.identifier == "ASV-alignment") {
            #expect(c.axis == .vertical && o.baseline, "\(context)")
          }
          let priority: Set<Float> = [1000, 999.5, 149, 51, 49, 25]
          #expect(priority.contains(d.priority) || d.identifier == "ASV-fill-proportionally", "\(context)")
        }
      }
    }
  }

  /// Regenerating from any earlier state keeps what matches and replaces the rest; the result
  /// must equal a stack built directly in the final state.
  @Test(arguments: combinations)
  func resultDependsOnlyOnTheFinalState(_ c: Combination) {
    // Two option sets keep the solver work of this test small in debug builds.
    let options = [Self.options[0], Self.options[7]]
    for setup in Self.setups {
      for o in options {
        let (fresh, _) = Self.makeStack(c, setup, o)
        let expected = fresh.generatedConstraintDescriptors
        // Start from the opposite of everything, lay out, then walk to the final state.
        let (stack, views) = Self.makeStack(
          Combination(
            axis: c.axis == .horizontal ? .vertical : .horizontal,
            alignment: StackViewAlignment.allCases[(c.alignment.rawValue + 3) % 6],
            distribution: StackViewDistribution.allCases[(c.distribution.rawValue + 2) % 5]),
          Setup(name: setup.name, make: setup.make),
          Options(baseline: !o.baseline, margins: !o.margins, spacing: 7))
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        root.addSubview(stack)
        for view in views { stack.setArrangedView(view, hidden: true) }
        // Constraints on views of odd sizes may conflict; only the generated set matters here.
        _ = Diagnostics.capture { root.layoutIfNeeded() }
        for view in views { stack.setArrangedView(view, hidden: false) }
        stack.axis = c.axis
        stack.alignment = c.alignment
        stack.distribution = c.distribution
        stack.spacing = o.spacing
        stack.isBaselineRelativeArrangement = o.baseline
        stack.isLayoutMarginsRelativeArrangement = o.margins
        for index in setup.hidden { stack.setArrangedView(views[index], hidden: true) }
        if setup.removeSecond { stack.removeArrangedSubview(views[1]) }
        _ = Diagnostics.capture { root.layoutIfNeeded() }
        let produced = stack.generatedConstraintDescriptors
        #expect(
          produced.sorted(by: Self.order) == expected.sorted(by: Self.order),
          "\(setup.name), \(o):\n\(stack.generatedConstraintsListing)\nexpected:\n\(fresh.generatedConstraintsListing)"
        )
        let inactive = stack.generatedConstraints.filter { !$0.isActive }
        #expect(inactive.isEmpty, "\(setup.name), \(o): inactive \(inactive)")
        let helperViews = stack.subviews.filter { $0 is LayoutSpacer || $0 is GapLayoutGuide }
        #expect(helperViews.count == stack.generatedHelpers.count, "\(setup.name), \(o)")
      }
    }
  }

  static func order(_ a: StackConstraintDescriptor, _ b: StackConstraintDescriptor) -> Bool {
    a.description < b.description
  }
}
