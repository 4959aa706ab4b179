import Diorama
import Foundation
import Testing

/// Every case of the stack conformance sample: the generated constraints equal Arranged's as a
/// multiset, with helper views named and classed as Arranged inserts them.
@Suite struct StackConformanceTests {
  static let cases: [StackCase] = (try? StackCase.load()) ?? []

  @Test func sampleHoldsEveryVisibleCase() {
    #expect(Self.cases.count == 21)
  }

  @Test(arguments: cases)
  func caseGeneratesArrangedConstraints(_ testCase: StackCase) {
    let (stack, _) = testCase.makeStack()
    let problems = testCase.mismatches(of: stack)
    #expect(
      problems.isEmpty,
      "\(testCase.name):\n\(problems.joined(separator: "\n"))\n\(stack.generatedConstraintsListing)")
  }

  /// The result depends only on the final state: the same case reached through a detour of
  /// other configurations (with constraints kept across regenerations) generates the same set.
  @Test(arguments: cases)
  func caseIsReachedFromAnyEarlierState(_ testCase: StackCase) {
    let (stack, views) = testCase.makeStack()
    let finalAxis = stack.axis
    let finalAlignment = stack.alignment
    let finalDistribution = stack.distribution
    let finalSpacing = stack.spacing
    for (spec, view) in zip(testCase.views, views) { stack.setArrangedView(view, hidden: !spec.hidden) }
    stack.axis = finalAxis == .horizontal ? .vertical : .horizontal
    stack.alignment = .center
    stack.distribution = .equalCentering
    stack.spacing = finalSpacing + 3
    _ = stack.generatedConstraints
    for (spec, view) in zip(testCase.views, views) { stack.setArrangedView(view, hidden: spec.hidden) }
    stack.axis = finalAxis
    stack.alignment = finalAlignment
    stack.distribution = finalDistribution
    stack.spacing = finalSpacing
    let problems = testCase.mismatches(of: stack)
    #expect(problems.isEmpty, "\(testCase.name):\n\(problems.joined(separator: "\n"))")
  }
}
