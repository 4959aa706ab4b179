import Diorama
import Foundation
import Testing

/// A plain view with a settable intrinsic content size, like the content views of Arranged's
/// tests.
final class ContentView: View {
  var contentSize: CGSize {
    didSet { invalidateIntrinsicContentSize() }
  }

  init(_ width: CGFloat = 44, _ height: CGFloat = 44, id: String? = nil) {
    contentSize = CGSize(width: width, height: height)
    super.init(frame: .zero)
    accessibilityIdentifier = id
  }

  /// A view without intrinsic size.
  static func unsized(id: String? = nil) -> ContentView {
    ContentView(View.noIntrinsicMetric, View.noIntrinsicMetric, id: id)
  }

  override var intrinsicContentSize: CGSize { contentSize }
}

/// One case of the stack conformance file.
struct StackCase: Decodable, Sendable, CustomTestStringConvertible {
  struct ViewSpec: Decodable, Sendable {
    var id: String
    var hidden: Bool
    var intrinsic: [Double]?
  }
  struct SpacerSpec: Decodable, Sendable, Equatable {
    var id: String
    var `class`: String
    var role: String
    var between: [String]?
  }
  struct ConstraintSpec: Decodable, Sendable {
    var id: String
    var first: String
    var relation: String
    var second: String?
    var multiplier: Double
    var constant: Double
    var priority: Double
  }

  var name: String
  var axis: String
  var alignment: String
  var distribution: String
  var spacing: Double
  var layoutMarginsRelative: Bool
  var baselineRelative: Bool
  var views: [ViewSpec]
  var spacers: [SpacerSpec]
  var expectedCount: Int
  var constraints: [ConstraintSpec]

  var testDescription: String { name }

  static func load() throws -> [StackCase] {
    struct File: Decodable { var cases: [StackCase] }
    guard
      let url = Bundle.module.url(forResource: "stackview", withExtension: "json", subdirectory: "Fixtures")
    else { throw CocoaError(.fileNoSuchFile) }
    return try JSONDecoder().decode(File.self, from: Data(contentsOf: url)).cases
  }

  /// Builds the stack the case describes: properties first, then hidden views, as the
  /// generator of the cases did.
  func makeStack() -> (StackView, [ContentView]) {
    let views = self.views.map { spec -> ContentView in
      let size = spec.intrinsic ?? [-1, -1]
      return ContentView(CGFloat(size[0]), CGFloat(size[1]), id: spec.id)
    }
    let stack = StackView(arrangedSubviews: views)
    stack.axis = axis == "vertical" ? .vertical : .horizontal
    stack.alignment = StackViewAlignment.allCases.first { "\($0)" == alignment }!
    stack.distribution = StackViewDistribution.allCases.first { "\($0)" == distribution }!
    stack.spacing = CGFloat(spacing)
    stack.isLayoutMarginsRelativeArrangement = layoutMarginsRelative
    stack.isBaselineRelativeArrangement = baselineRelative
    for (spec, view) in zip(self.views, views) where spec.hidden { stack.setArrangedView(view, hidden: true) }
    return (stack, views)
  }

  /// The differences between what `stack` generates and the case: empty when they agree as
  /// multisets (strict orientation; multiplier to 1e-9 relative, constant and priority exact).
  func mismatches(of stack: StackView) -> [String] {
    var produced = stack.generatedConstraintDescriptors
    var problems: [String] = []
    if produced.count != expectedCount {
      problems.append("count \(produced.count), expected \(expectedCount)")
    }
    for expected in constraints {
      let index = produced.firstIndex { d in
        d.identifier == expected.id && d.first == expected.first && "\(d.relation)" == expected.relation
          && d.second == expected.second && d.constant == expected.constant
          && Double(d.priority) == expected.priority
          && abs(d.multiplier - expected.multiplier) <= 1e-9 * abs(expected.multiplier)
      }
      if let index {
        produced.remove(at: index)
      } else {
        problems.append(
          "missing \(expected.id) \(expected.first) \(expected.relation) \(expected.second ?? "nil") ×\(expected.multiplier) + \(expected.constant) @\(expected.priority)"
        )
      }
    }
    for extra in produced { problems.append("unexpected \(extra)") }
    let helpers = stack.generatedHelpers.map {
      SpacerSpec(id: $0.name, class: $0.className, role: $0.role, between: $0.between)
    }
    if helpers != spacers { problems.append("helpers \(helpers), expected \(spacers)") }
    return problems
  }
}
