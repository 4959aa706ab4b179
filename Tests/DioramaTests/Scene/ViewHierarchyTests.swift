import Diorama
import Foundation
import Testing

@Suite struct ViewHierarchyTests {
  @Test func addSubviewKeepsViewsAndLayersInTheSameOrder() {
    let root = View()
    let a = View()
    let b = View()
    let c = View()
    root.addSubview(a)
    root.addSubview(b)
    root.insertSubview(c, at: 1)
    #expect(root.subviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
    #expect(root.layer.sublayers!.map(ObjectIdentifier.init) == [a, c, b].map { ObjectIdentifier($0.layer) })
    root.bringSubviewToFront(a)
    #expect(root.subviews.last === a)
    #expect(root.layer.sublayers!.last === a.layer)
    root.sendSubviewToBack(b)
    #expect(root.subviews.first === b)
    #expect(root.layer.sublayers!.first === b.layer)
    root.exchangeSubview(at: 0, withSubviewAt: 2)
    #expect(root.subviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
  }

  @Test func insertAboveAndBelowSiblings() {
    let root = View()
    let a = View()
    let b = View()
    root.addSubview(a)
    root.addSubview(b)
    let above = View()
    root.insertSubview(above, aboveSubview: a)
    let below = View()
    root.insertSubview(below, belowSubview: a)
    #expect(root.subviews.map(ObjectIdentifier.init) == [below, a, above, b].map(ObjectIdentifier.init))
    root.insertSubview(b, belowSubview: a)  // moving an existing subview
    #expect(root.subviews.map(ObjectIdentifier.init) == [below, b, a, above].map(ObjectIdentifier.init))
  }

  @Test func movingAViewToAnotherParentRemovesItFromTheFirst() {
    let first = View()
    let second = View()
    let child = View()
    first.addSubview(child)
    second.addSubview(child)
    #expect(first.subviews.isEmpty)
    #expect(first.layer.sublayers == nil)
    #expect(child.superview === second)
    child.removeFromSuperview()
    #expect(child.superview == nil)
    #expect(second.subviews.isEmpty)
  }

  @Test func addingAViewIntoItsOwnSubtreeIsIgnoredWithAWarning() {
    let root = View()
    let child = View()
    let grandchild = View()
    root.addSubview(child)
    child.addSubview(grandchild)
    let warnings = Diagnostics.capture {
      grandchild.addSubview(root)
      root.addSubview(root)
    }
    #expect(warnings.count == 2)
    #expect(warnings.allSatisfy { $0.kind == .invalidHierarchy })
    #expect(warnings[0].message.contains("cycle"))
    #expect(root.superview == nil)
    #expect(grandchild.subviews.isEmpty)
  }

  @Test func layerCyclesAreRefusedToo() {
    let a = Layer()
    let b = Layer()
    a.addSublayer(b)
    let warnings = Diagnostics.capture { b.addSublayer(a) }
    #expect(warnings.map(\.kind) == [.invalidHierarchy])
    #expect(a.superlayer == nil)
  }

  @Test func hierarchyCallbacksRunInUIKitOrder() {
    final class Recorder: View {
      var events: [String] = []
      override func willMove(toSuperview newSuperview: View?) {
        events.append(newSuperview == nil ? "willMove(nil)" : "willMove")
      }
      override func didMoveToSuperview() { events.append("didMove") }
    }
    let root = View()
    let view = Recorder()
    root.addSubview(view)
    view.removeFromSuperview()
    #expect(view.events == ["willMove", "didMove", "willMove(nil)", "didMove"])
  }

  @Test func aDeallocatedParentLeavesNoDanglingLinks() {
    let child = View()
    let orphanLayer = Layer()
    do {
      let parent = View()
      parent.addSubview(child)
      parent.layer.addSublayer(orphanLayer)
      #expect(child.superview === parent)
    }
    #expect(child.superview == nil)
    #expect(child.layer.superlayer == nil)
    #expect(orphanLayer.superlayer == nil)
    #expect(child.layer.owningView === child)
    var layer: Layer? = View().layer
    #expect(layer?.owningView == nil)  // the view is gone, its layer lives on
    layer = nil
  }

  @Test func viewWithTagSearchesDepthFirst() {
    let root = View()
    let a = View()
    let b = View()
    b.tag = 7
    root.addSubview(a)
    a.addSubview(b)
    #expect(root.viewWithTag(7) === b)
    #expect(root.viewWithTag(8) == nil)
  }

  @Test func recursiveDescriptionIndentsByDepth() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    let label = Label(text: "Hi")
    label.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
    root.addSubview(label)
    let lines = root.recursiveDescription.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines[0].hasPrefix("<View: frame = (0 0; 100 50)"))
    #expect(lines[1].hasPrefix("   | <Label: frame = (10 10; 20 20)"))
    #expect(lines[1].contains("text = 'Hi'"))
  }
}

@Suite struct ViewGeometryTests {
  @Test func frameBoundsAndCenterStayConsistent() {
    let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
    #expect(view.center == CGPoint(x: 60, y: 40))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
    view.center = CGPoint(x: 0, y: 0)
    #expect(view.frame == CGRect(x: -50, y: -20, width: 100, height: 40))
    view.bounds.size = CGSize(width: 10, height: 10)
    #expect(view.frame == CGRect(x: -5, y: -5, width: 10, height: 10))
  }

  @Test func transformChangesTheFrameButNotTheBounds() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    view.transform = Transform(scaleX: 2, y: 2)
    #expect(view.bounds.size == CGSize(width: 100, height: 50))
    #expect(view.frame == CGRect(x: -50, y: -25, width: 200, height: 100))
    view.transform = Transform(rotationAngle: .pi / 2)
    #expect(abs(view.frame.width - 50) < 1e-9)
    #expect(abs(view.frame.height - 100) < 1e-9)
  }

  @Test func convertMapsThroughOffsetsBoundsOriginsAndTransforms() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let a = View(frame: CGRect(x: 100, y: 50, width: 200, height: 200))
    let b = View(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
    root.addSubview(a)
    a.addSubview(b)
    #expect(b.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 115, y: 75))
    #expect(root.convert(CGPoint(x: 115, y: 75), to: b) == CGPoint(x: 5, y: 5))
    #expect(
      b.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: nil)
        == CGRect(x: 110, y: 70, width: 10, height: 10))
    a.bounds.origin = CGPoint(x: 10, y: 10)  // scrolling shifts the content
    #expect(b.convert(CGPoint.zero, to: root) == CGPoint(x: 100, y: 60))
    a.transform = Transform(scaleX: 2, y: 2)
    let p = b.convert(CGPoint.zero, to: root)
    #expect(abs(p.x - 0) < 1e-9 && abs(p.y - (-50 + 20)) < 1e-9)
    #expect(root.convert(p, to: b).x.magnitude < 1e-9)
  }

  @Test func nonFiniteGeometryIsIgnoredWithAWarning() {
    let view = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    let warnings: [Warning] = Diagnostics.capture {
      view.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
      view.center = CGPoint(x: 0, y: CGFloat.infinity)
      view.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1)
      view.transform = Transform(scaleX: .infinity, y: 1)
      view.layer.cornerRadius = CGFloat.nan
      view.layoutMargins = EdgeInsets(top: CGFloat.nan, left: 0, bottom: 0, right: 0)
      view.alpha = CGFloat.nan
    }
    #expect(warnings.count == 7)
    #expect(warnings.allSatisfy { $0.kind == .invalidGeometry })
    #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(view.transform.isIdentity)
    #expect(view.layer.cornerRadius == 0)
    #expect(view.alpha == 1)
  }

  @Test func silencedWarningKindsAreNotCollected() {
    Diagnostics.silence(.valueClamped)
    defer { Diagnostics.unsilence(.valueClamped) }
    let warnings = Diagnostics.capture {
      Diagnostics.report(Warning(.valueClamped, "x"))
      Diagnostics.report(Warning(.invalidGeometry, "y"))
    }
    #expect(warnings.map(\.kind) == [.invalidGeometry])
  }

  @Test func directionalMarginsFollowTheLayoutDirection() {
    let root = View()
    let view = View()
    root.addSubview(view)
    view.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(view.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    root.semanticContentAttribute = .forceRightToLeft
    #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(
      view.directionalLayoutMargins == DirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
    view.semanticContentAttribute = .playback
    #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
  }
}

@Suite struct LayoutPassTests {
  final class Recording: View {
    var log: [String]
    let name: String
    init(_ name: String, log: [String]) {
      self.name = name
      self.log = log
      super.init(frame: .zero)
    }
    var onLayout: (() -> Void)?
    override func layoutSubviews() {
      onLayout?()
    }
  }

  @Test func layoutIfNeededRunsParentsBeforeChildrenOncePerPass() {
    var order: [String] = []
    let root = Recording("root", log: [])
    let child = Recording("child", log: [])
    root.onLayout = { order.append("root") }
    child.onLayout = { order.append("child") }
    root.addSubview(child)
    child.layoutIfNeeded()  // starts from the topmost view that needs layout
    #expect(order == ["root", "child"])
    root.layoutIfNeeded()
    #expect(order == ["root", "child"])  // nothing pending
    child.frame.size = CGSize(width: 5, height: 5)  // resizing needs layout
    root.layoutIfNeeded()
    #expect(order == ["root", "child", "child"])
  }

  @Test func sizeToFitUsesSizeThatFits() {
    let label = Label(text: "Hello")
    label.sizeToFit()
    #expect(label.bounds.size == label.intrinsicContentSize)
    #expect(label.bounds.width > 30 && label.bounds.height > 15)
  }
}
