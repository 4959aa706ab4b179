import Diorama
import Foundation
import Testing

/// BoxView's constraint helpers on views and guides (`pin`, `pinWidth`, `pinHeight`, `pinSize`,
/// `pinAspect`, `pinAspectFromSize`, `pinSameEdge`, `pinSameWidth`). Every expected frame is the
/// constraint arithmetic done by hand in a 400 × 300 root.
@Suite struct BoxPinHelperTests {
  let scene: Scene
  var root: View { scene.rootView }

  init() throws {
    scene = try Scene(size: CGSize(width: 400, height: 300))
  }

  func added(_ count: Int) -> [View] {
    (0..<count).map { _ in
      let view = View().al
      root.addSubview(view)
      return view
    }
  }

  // a: left 10, top 20, 100 × 50.
  // b: left = a.right + 8 = 118, top = a.top, width = 0.5 × 100 = 50, height = 50 + 5 = 55.
  // c: left = a.left = 10, top = b.bottom + 10 = 85, width = 100 − 20 = 80, height = 0.5 × 80 = 40.
  // d: 60 wide, height 60 × 3/4 = 45, right = 400 − 10 = 390 → x 330, bottom = 300 − 5 → y 250.
  @Test func edgesAndSizesPlaceViews() {
    let views = added(4)
    let (a, b, c, d) = (views[0], views[1], views[2], views[3])
    a.pin(.left, of: root, pin: ==10)
    a.pin(.top, of: root, pin: ==20)
    #expect(a.pinSize(CGSize(width: 100, height: 50)).count == 2)
    b.pin(.left, to: .right, of: a, offset: 8)
    b.pin(.top, to: .top, of: a, offset: 0)
    b.pinWidth(to: a, multiPin: *0.5)
    b.pinHeight(to: a, pin: ==5)
    c.pin(.left, of: a)
    c.pin(.top, to: .bottom, of: b, offset: 10)
    c.pinWidth(to: a, offset: -20)
    c.pinAspect(0.5)
    d.pinWidth(60)
    #expect(d.pinAspectFromSize(CGSize(width: 4, height: 3)) != nil)
    d.pin(.right, of: root, pin: ==(-10))
    d.pin(.bottom, to: .bottom, of: root, offset: -5)
    scene.layoutIfNeeded()
    #expect(a.frame == CGRect(10, 20, 100, 50))
    #expect(b.frame == CGRect(118, 20, 50, 55))
    #expect(c.frame == CGRect(10, 85, 80, 40))
    #expect(d.frame == CGRect(330, 250, 60, 45))
  }

  // A `<=40` width beats a low-priority `==100`; a `>=25` height beats a low-priority `==10`.
  // Relative: height <= 0.1 × root height (30) beats a low `==100`; width >= root width − 390
  // (10) beats a low `==0`.
  @Test func relationsAndPrioritiesOfPins() {
    let views = added(2)
    let (e, f) = (views[0], views[1])
    for view in [e, f] {
      view.pin(.left, of: root)
      view.pin(.top, of: root)
    }
    e.pinWidth(<=40)
    e.pinWidth((==100).low())
    e.pinHeight(>=25)
    e.pinHeight((==10).low())
    f.pinHeight(to: root, multiPin: (<=0) * 0.1)
    f.pinHeight((==100).low())
    f.pinWidth(to: root, pin: >=(-390))
    f.pinWidth((==0).low())
    scene.layoutIfNeeded()
    #expect(e.frame.size == CGSize(width: 40, height: 25))
    #expect(f.frame.size == CGSize(width: 10, height: 30))
  }

  // Each helper returns the constraint it made, active, with the pin's priority.
  @Test func helpersReturnActiveConstraintsWithThePinsPriority() {
    let view = added(1)[0]
    let width = view.pinWidth((>=8).high(5))
    #expect(width.isActive)
    #expect(
      width.relation == .greaterThanOrEqual && width.constant == 8 && width.priority == LayoutPriority(755))
    let height = view.pinHeight(to: root, offset: -10)
    #expect(height.firstAttribute == .height && height.secondItem === root && height.constant == -10)
    let edge = view.pin(.top, of: root, pin: ==4, activate: false)
    #expect(!edge.isActive)
  }

  // `left` follows `sca`: `.unspecified` is leading (the right edge in a right-to-left scene, a
  // positive constant moving inward: maxX = 400 − 10 = 390); a forced left-to-right attribute is
  // the physical left (minX = 10); `.forceRightToLeft` is the physical right, constants not
  // mirrored (right == root.right − 10 → maxX 390).
  @Test func leftFollowsTheSemanticContentAttribute() throws {
    let rtl = try Scene(size: CGSize(width: 400, height: 300), layoutDirection: .rightToLeft)
    let views = (0..<3).map { _ in View().al }
    for view in views {
      rtl.rootView.addSubview(view)
      view.pinSize(CGSize(width: 20, height: 20))
      view.pin(.top, of: rtl.rootView)
    }
    views[0].pin(.left, of: rtl.rootView, pin: ==10)
    views[1].pin(.left, of: rtl.rootView, pin: ==10, sca: .forceLeftToRight)
    views[2].pin(.left, of: rtl.rootView, pin: ==(-10), sca: .forceRightToLeft)
    rtl.layoutIfNeeded()
    #expect(views.map(\.frame.maxX) == [390, 30, 390])
  }

  @Test func pinSameEdgeMakesAnInactiveConstraint() {
    let views = added(2)
    let (a, b) = (views[0], views[1])
    a.pin(.left, of: root, pin: ==30)
    a.pin(.top, of: root, pin: ==40)
    a.pinSize(CGSize(width: 10, height: 10))
    b.pinSize(CGSize(width: 10, height: 10))
    let left = b.pinSameEdge(.left, to: a, pin: ==5, sca: .unspecified)
    let top = b.pinSameEdge(.top, to: a, pin: ==6, sca: .unspecified)
    #expect(!left.isActive && !top.isActive)
    LayoutConstraint.activate([left, top])
    scene.layoutIfNeeded()
    #expect(b.frame.origin == CGPoint(x: 35, y: 46))
  }

  // The first element's width (70) spreads to the others; a repeated element gets one
  // constraint.
  @Test func pinSameWidthAndHeightFollowTheFirst() {
    let views = added(3)
    for (index, view) in views.enumerated() {
      view.pin(.left, of: root)
      view.pin(.top, of: root, pin: ==(CGFloat(index) * 50))
    }
    views[0].pinSize(CGSize(width: 70, height: 15))
    #expect((views + [views[1]]).pinSameWidth().count == 2)
    #expect(views.pinSameHeight().count == 2)
    #expect([View]().pinSameWidth().isEmpty)
    scene.layoutIfNeeded()
    #expect(views.map(\.frame.size) == Array(repeating: CGSize(width: 70, height: 15), count: 3))
  }

  // A guide is pinned like a view: 20 from the left and top, 100 × 60.
  @Test func guidesTakePinsToo() {
    let guide = LayoutGuide()
    root.addLayoutGuide(guide)
    guide.pin(.left, of: root, pin: ==20)
    guide.pin(.top, of: root, pin: ==20)
    guide.pinWidth(100)
    guide.pinHeight(60)
    scene.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(20, 20, 100, 60))
  }

  @Test func badInputWarnsInsteadOfTrapping() {
    let view = added(1)[0]
    let warnings: [Warning] = Diagnostics.capture {
      #expect(!view.pin(.left, to: .top, of: root).isActive)
      #expect(!view.pinWidth(CGFloat.nan).isActive)
      #expect(view.pinAspect(.infinity)?.isActive == false)
      #expect(view.pinAspectFromSize(.zero) == nil)
      #expect(view.pinAspectFromSize(CGSize(width: CGFloat.infinity, height: 3)) == nil)
      #expect(!View().pinWidth(to: view).isActive)
    }
    #expect(warnings.filter { $0.kind == .invalidConstraint }.count == 4)
    #expect(warnings.filter { $0.kind == .invalidGeometry }.count == 2)
  }
}
