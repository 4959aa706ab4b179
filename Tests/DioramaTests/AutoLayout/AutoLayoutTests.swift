import Diorama
import Foundation
import Testing

/// A root view of a size with one constrained child.
func container(_ width: CGFloat = 400, _ height: CGFloat = 300) -> View {
  View(frame: CGRect(x: 0, y: 0, width: width, height: height))
}

func constrained(_ parent: View, _ name: String = "view") -> View {
  let view = View()
  view.accessibilityIdentifier = name
  view.translatesAutoresizingMaskIntoConstraints = false
  parent.addSubview(view)
  return view
}

@Suite struct AnchorTests {
  @Test func edgesWithConstantsPlaceTheView() {
    let root = container()
    let view = constrained(root)
    LayoutConstraint.activate([
      view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
      view.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -20),
      view.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
      view.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -40),
    ])
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 10, y: 30, width: 370, height: 230))
  }

  @Test func centresSizesAndMultipliers() {
    let root = container()
    let view = constrained(root)
    LayoutConstraint.activate([
      view.centerXAnchor.constraint(equalTo: root.centerXAnchor, constant: 5),
      view.centerYAnchor.constraint(equalTo: root.centerYAnchor),
      view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
      view.heightAnchor.constraint(equalToConstant: 40),
    ])
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 105, y: 130, width: 200, height: 40))
  }

  @Test func requiredInequalitiesBeatOptionalEqualities() {
    let root = container()
    let view = constrained(root)
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.widthAnchor.constraint(greaterThanOrEqualToConstant: 120),
      view.widthAnchor.constraint(equalToConstant: 40).withPriority(500),
      view.heightAnchor.constraint(lessThanOrEqualToConstant: 50),
      view.heightAnchor.constraint(equalToConstant: 80).withPriority(500),
    ])
    root.layoutIfNeeded()
    #expect(view.frame.width == 120)
    #expect(view.frame.height == 50)
  }

  @Test func itemAttributeInitializerMatchesAnchors() {
    let root = container()
    let view = constrained(root)
    let constraints = [
      LayoutConstraint(
        item: view, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leading, multiplier: 1,
        constant: 12),
      LayoutConstraint(
        item: view, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, multiplier: 1,
        constant: 8),
      LayoutConstraint(
        item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
        multiplier: 1, constant: 50),
      LayoutConstraint(
        item: view, attribute: .height, relatedBy: .equal, toItem: view, attribute: .width, multiplier: 2,
        constant: 0),
    ]
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 12, y: 8, width: 50, height: 100))
    #expect(constraints[2].secondAttribute == .notAnAttribute)
    #expect(root.constraints.count == 2 && view.constraints.count == 2)  // installed on the common ancestor
  }

  @Test func systemSpacingIsEightPointsPerUnit() {
    let root = container()
    let a = constrained(root, "a")
    let b = constrained(root, "b")
    LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      a.widthAnchor.constraint(equalToConstant: 10),
      b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
      b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 10),
      b.widthAnchor.constraint(equalToConstant: 10),
      b.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(b.frame.origin == CGPoint(x: 26, y: 18))
  }
}

extension LayoutConstraint {
  func withPriority(_ priority: LayoutPriority) -> LayoutConstraint {
    self.priority = priority
    return self
  }
}

@Suite struct PriorityTests {
  @Test func aHigherPriorityWinsOverAnyNumberOfLowerOnes() {
    let root = container(2000, 100)
    var views: [View] = []
    var constraints: [LayoutConstraint] = []
    let target = constrained(root, "target")
    for index in 0..<60 {
      let view = constrained(root, "v\(index)")
      views.append(view)
      // Each wants the target at x = 0 through its own width at 250 …
      constraints.append(view.widthAnchor.constraint(equalTo: target.widthAnchor).withPriority(250))
      constraints.append(view.widthAnchor.constraint(equalToConstant: 0))
      constraints.append(view.leadingAnchor.constraint(equalTo: root.leadingAnchor))
      constraints.append(view.topAnchor.constraint(equalTo: root.topAnchor))
      constraints.append(view.heightAnchor.constraint(equalToConstant: 1))
    }
    // … while one constraint at 251 wants the target 100 wide.
    constraints.append(target.widthAnchor.constraint(equalToConstant: 100).withPriority(251))
    constraints += [
      target.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      target.topAnchor.constraint(equalTo: root.topAnchor),
      target.heightAnchor.constraint(equalToConstant: 1),
    ]
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    #expect(target.frame.width == 100)
  }

  @Test func changingPriorityBetweenRequiredAndOptionalWhileActiveIsRefused() {
    let root = container()
    let view = constrained(root)
    let width = view.widthAnchor.constraint(equalToConstant: 10)
    width.isActive = true
    let warnings = Diagnostics.capture { width.priority = .defaultHigh }
    #expect(width.priority == .required)
    #expect(warnings.map(\.kind) == [.invalidConstraint])
    width.isActive = false
    width.priority = .defaultHigh
    #expect(width.priority == .defaultHigh)
  }
}

@Suite struct IntrinsicSizeTests {
  func row(
    width: CGFloat, hugging: (LayoutPriority, LayoutPriority), compression: (LayoutPriority, LayoutPriority)
  )
    -> (View, Label, Label)
  {
    let root = container(width, 50)
    let left = Label(text: "Left label")
    left.accessibilityIdentifier = "left"
    let right = Label(text: "Right label")
    right.accessibilityIdentifier = "right"
    for label in [left, right] {
      label.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(label)
    }
    left.setContentHuggingPriority(hugging.0, for: .horizontal)
    right.setContentHuggingPriority(hugging.1, for: .horizontal)
    left.setContentCompressionResistancePriority(compression.0, for: .horizontal)
    right.setContentCompressionResistancePriority(compression.1, for: .horizontal)
    LayoutConstraint.activate([
      left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      right.leadingAnchor.constraint(equalTo: left.trailingAnchor),
      right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      left.topAnchor.constraint(equalTo: root.topAnchor), right.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    return (root, left, right)
  }

  @Test func theLowerHuggingPriorityGrows() {
    let (_, left, right) = row(width: 400, hugging: (251, 250), compression: (750, 750))
    #expect(left.frame.width == left.intrinsicContentSize.width)
    #expect(right.frame.width == 400 - left.intrinsicContentSize.width)
    let (_, left2, right2) = row(width: 400, hugging: (250, 251), compression: (750, 750))
    #expect(right2.frame.width == right2.intrinsicContentSize.width)
    #expect(left2.frame.width > left2.intrinsicContentSize.width)
  }

  @Test func theLowerCompressionResistanceShrinks() {
    let (_, left, right) = row(width: 120, hugging: (250, 250), compression: (750, 749))
    #expect(left.frame.width == left.intrinsicContentSize.width)
    #expect(right.frame.width == 120 - left.intrinsicContentSize.width)
    #expect(left.frame.height == left.intrinsicContentSize.height)
  }

  @Test func invalidatingTheIntrinsicSizeRelaysOut() {
    let (root, left, right) = row(width: 400, hugging: (251, 250), compression: (750, 750))
    let before = left.frame.width
    left.text = "A much longer left label"
    root.layoutIfNeeded()
    #expect(left.frame.width > before)
    #expect(left.frame.width == left.intrinsicContentSize.width)
    #expect(right.frame.minX == left.frame.maxX)
  }
}

@Suite struct MarginAndGuideTests {
  @Test func marginAttributesAndTheMarginsGuideFollowTheMargins() {
    let root = container()
    root.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    let view = constrained(root)
    let guide = root.layoutMarginsGuide
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      view.topAnchor.constraint(equalTo: guide.topAnchor),
      view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 20, y: 10, width: 340, height: 260))
    #expect(guide.layoutFrame == CGRect(x: 20, y: 10, width: 340, height: 260))
    root.layoutMargins = EdgeInsets(all: 0)
    root.layoutIfNeeded()
    #expect(view.frame == root.bounds)
  }

  @Test func marginAttributesWithoutAGuide() {
    let root = container()
    root.layoutMargins = EdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
    let view = constrained(root)
    LayoutConstraint.activate([
      LayoutConstraint(
        item: view, attribute: .left, relatedBy: .equal, toItem: root, attribute: .leftMargin, multiplier: 1,
        constant: 0),
      LayoutConstraint(
        item: view, attribute: .right, relatedBy: .equal, toItem: root, attribute: .rightMargin,
        multiplier: 1, constant: 0),
      LayoutConstraint(
        item: view, attribute: .centerY, relatedBy: .equal, toItem: root, attribute: .centerYWithinMargins,
        multiplier: 1, constant: 0),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 6, y: 144, width: 386, height: 10))
  }

  @Test func layoutGuidesSpaceViewsEqually() {
    let root = container(300, 100)
    let a = constrained(root, "a")
    let b = constrained(root, "b")
    let gaps = [LayoutGuide(), LayoutGuide(), LayoutGuide()]
    for gap in gaps { root.addLayoutGuide(gap) }
    LayoutConstraint.activate([
      gaps[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
      a.leadingAnchor.constraint(equalTo: gaps[0].trailingAnchor),
      gaps[1].leadingAnchor.constraint(equalTo: a.trailingAnchor),
      b.leadingAnchor.constraint(equalTo: gaps[1].trailingAnchor),
      gaps[2].leadingAnchor.constraint(equalTo: b.trailingAnchor),
      gaps[2].trailingAnchor.constraint(equalTo: root.trailingAnchor),
      gaps[1].widthAnchor.constraint(equalTo: gaps[0].widthAnchor),
      gaps[2].widthAnchor.constraint(equalTo: gaps[0].widthAnchor),
      a.widthAnchor.constraint(equalToConstant: 60), b.widthAnchor.constraint(equalToConstant: 60),
      a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(a.frame.minX == 60)
    #expect(b.frame.minX == 180)
    #expect(gaps[1].layoutFrame.width == 60)
  }
}

@Suite struct RightToLeftTests {
  func build(direction: SemanticContentAttribute) -> (View, View, View) {
    let root = container(300, 100)
    root.semanticContentAttribute = direction
    let a = constrained(root, "a")
    let b = constrained(root, "b")
    LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      a.widthAnchor.constraint(equalToConstant: 50),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 5),
      b.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -10),
      b.widthAnchor.constraint(equalToConstant: 40),
      a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    return (root, a, b)
  }

  @Test func leadingAndTrailingMirrorInRightToLeft() {
    let (_, a, b) = build(direction: .forceLeftToRight)
    #expect(a.frame.minX == 10 && b.frame.minX == 65)
    let (_, ra, rb) = build(direction: .forceRightToLeft)
    #expect(ra.frame.maxX == 290)
    #expect(rb.frame.maxX == 235)
  }

  @Test func changingTheDirectionRelaysOut() {
    let (root, a, _) = build(direction: .forceLeftToRight)
    root.semanticContentAttribute = .forceRightToLeft
    root.layoutIfNeeded()
    #expect(a.frame.maxX == 290)
  }

  @Test func leftAndRightDoNotMirror() {
    let root = container(300, 100)
    root.semanticContentAttribute = .forceRightToLeft
    let a = constrained(root)
    LayoutConstraint.activate([
      a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
      a.widthAnchor.constraint(equalToConstant: 50),
      a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(a.frame.minX == 10)
  }
}
