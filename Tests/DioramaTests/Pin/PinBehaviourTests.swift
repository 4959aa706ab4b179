import Diorama
import Foundation
import Testing

/// PinLayout behaviours beyond the conformance sample.
@Suite struct PinBehaviourTests {
  /// A 400×400 root with one 100×60 child at (10, 20). Views hold their superview weakly, so
  /// callers keep the root alive.
  func makeTree() -> (root: View, child: View) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let child = View(frame: CGRect(x: 10, y: 20, width: 100, height: 60))
    root.addSubview(child)
    return (root, child)
  }

  /// A frame-based view placed with `pin` that constraints refer to: the engine hears of every
  /// move, as it does for `frame =`.
  @Test func constraintsFollowAViewPlacedWithPin() {
    let (root, badge) = makeTree()
    let label = View()
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 8),
      label.topAnchor.constraint(equalTo: badge.topAnchor),
      label.widthAnchor.constraint(equalToConstant: 50),
      label.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 118, y: 20, width: 50, height: 20))

    badge.pin.top(100).left(40).size(CGSize(width: 30, height: 30))
    root.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 78, y: 100, width: 50, height: 20))
  }

  /// A layer whose height is 4,000 points divided by its width (any fixed rule would do: the
  /// test checks that `sizeToFit` asks the layer).
  final class InverseLayer: Layer, SizeCalculable {
    func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 4000 / size.width) }
  }

  /// A layer class that conforms to `SizeCalculable` is sized by `sizeToFit` as a view is: with
  /// `.width`, the pinned width kept and the height the layer gives for it (4,000 / 100 = 40).
  @Test func aLayerThatMeasuresItselfIsSizedToFit() {
    let root = Layer()
    root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
    let layer = InverseLayer()
    root.addSublayer(layer)
    let found = warnings { layer.pin.top(10).left(20).width(100).sizeToFit(.width) }
    #expect(found.isEmpty)
    #expect(layer.frame == CGRect(x: 20, y: 10, width: 100, height: 40))
  }

  @Test func percentPrintsLikePinLayout() {
    #expect((50%).description == "50%")
    #expect((2.5%).description == "2.5%")
    #expect((-(20%)).description == "-20%")
    let value: CGFloat = 30
    #expect((value%).of(200) == 60)
  }

  @Test func layersUseTheSameRulesAsViews() {
    Pin.withIsolatedConfiguration {
      let root = Layer()
      root.frame = CGRect(x: 0, y: 0, width: 400, height: 200)
      let a = Layer()
      let b = Layer()
      root.addSublayer(a)
      root.addSublayer(b)
      a.pin.top(10).left(10).width(20%).height(80%)
      b.pin.below(of: a, aligned: .left).size(of: a)
      #expect(a.frame == CGRect(x: 10, y: 10, width: 80, height: 160))
      #expect(b.frame == CGRect(x: 10, y: 170, width: 80, height: 160))
    }
  }

  @Test func pinKeepsAQuarterTurnWhilePinFrameLaysOutTheTurnedFrame() {
    Pin.withIsolatedConfiguration {
      let (rootA, a) = makeTree()
      let (rootB, b) = makeTree()
      defer { withExtendedLifetime((rootA, rootB)) {} }
      a.transform = Transform(rotationAngle: .pi / 2)
      b.transform = Transform(rotationAngle: .pi / 2)
      a.pin.top(100).left(100).width(100).height(50)
      b.pinFrame.top(100).left(100).width(100).height(50)
      #expect(a.frame.isClose(to: CGRect(x: 125, y: 75, width: 50, height: 100)))
      #expect(a.bounds.size == CGSize(width: 100, height: 50))
      #expect(b.frame.isClose(to: CGRect(x: 100, y: 100, width: 100, height: 50)))
      #expect(abs(b.bounds.width - 50) < 1e-9 && abs(b.bounds.height - 100) < 1e-9)
    }
  }

  @Test func referenceInADetachedHierarchyIsConvertedThroughItsRoot() {
    Pin.withIsolatedConfiguration {
      let (root, child) = makeTree()
      defer { withExtendedLifetime(root) {} }
      let detachedParent = View(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
      let reference = View(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
      detachedParent.addSubview(reference)
      let warnings = warnings { child.pin.topLeft(to: reference.anchor.topLeft) }
      #expect(warnings.isEmpty)
      #expect(child.frame.origin == CGPoint(x: 20, y: 20))
    }
  }

  @Test func startAndEndFollowTheDirectionOfTheirTask() {
    Pin.withIsolatedConfiguration {
      let (root, child) = makeTree()
      defer { withExtendedLifetime(root) {} }
      Pin.layoutDirection(.rtl)
      child.pin.start(20).width(100)
      #expect(child.frame.minX == 280)
      Pin.layoutDirection = .ltr
      child.pin.start(20)
      #expect(child.frame.minX == 20)
    }
    // The isolated change never leaked out.
    #expect(Pin.layoutDirection == .ltr)
  }

  @Test func autoDirectionFollowsTheViewsSemanticContentAttribute() {
    Pin.withIsolatedConfiguration {
      let (root, child) = makeTree()
      Pin.layoutDirection = .auto
      root.semanticContentAttribute = .forceRightToLeft
      child.pin.start(20).width(100)
      #expect(child.frame.minX == 280)
    }
  }

  @Test func sizesRoundUpAndOriginsRoundToThePixelGrid() {
    Pin.withIsolatedConfiguration {
      let (root, child) = makeTree()
      defer { withExtendedLifetime(root) {} }
      Pin.displayScale = 2
      child.pin.left(10.3).top(0.24).width(1600 / 300.0).height(3.01)
      #expect(child.frame == CGRect(x: 10.5, y: 0, width: 5.5, height: 3.5))
      Pin.displayScale = 3
      child.pin.left(1.2)
      #expect(abs(child.frame.minX - 4.0 / 3) < 1e-12)
    }
  }

  @Test func explicitLayoutAppliesOnceAndTheStatementEndAddsNothing() {
    Pin.withIsolatedConfiguration {
      let (root, child) = makeTree()
      defer { withExtendedLifetime(root) {} }
      let builder = child.pin.left(50)
      builder.layout()
      #expect(child.frame.minX == 50)
      child.frame.origin.x = 0
      builder.layout()
      #expect(child.frame.minX == 0)
    }
  }

  @Test func wrapContentCanIgnoreHiddenChildren() {
    Pin.withIsolatedConfiguration {
      let (root, _) = makeTree()
      let container = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      root.addSubview(container)
      let shown = View(frame: CGRect(x: 20, y: 30, width: 40, height: 50))
      let hidden = View(frame: CGRect(x: 200, y: 300, width: 40, height: 50))
      hidden.isHidden = true
      container.addSubview(shown)
      container.addSubview(hidden)
      container.pin.wrapContent(padding: 5, viewFilter: .visibleOnly)
      #expect(container.frame.size == CGSize(width: 50, height: 60))
      #expect(shown.frame.origin == CGPoint(x: 5, y: 5))
      // The hidden child was neither measured nor moved.
      #expect(hidden.frame.origin == CGPoint(x: 200, y: 300))
      container.pin.wrapContent()
      #expect(container.frame.size == CGSize(width: 235, height: 345))
    }
  }

  @Test func visibleDropsHiddenAndTransparentViews() {
    let a = View()
    let b = View()
    let c = View()
    b.isHidden = true
    c.alpha = 0
    #expect(visible([a, b, c]).count == 1 && visible([a, b, c])[0] === a)
  }

  @Test func insetsHelpersRaiseAndAdd() {
    let insets = EdgeInsets(top: 1, left: 20, bottom: 3, right: 40)
    #expect(insets.minInsets(EdgeInsets(all: 10)) == EdgeInsets(top: 10, left: 20, bottom: 10, right: 40))
    #expect(insets.minInsets(dx: 30, dy: 2) == EdgeInsets(top: 2, left: 30, bottom: 3, right: 40))
    #expect(insets + 1 == EdgeInsets(top: 2, left: 21, bottom: 4, right: 41))
  }

  @Test func readableMarginsCentreAColumnInWideViews() {
    Pin.withIsolatedConfiguration {
      let wide = View(frame: CGRect(x: 0, y: 0, width: 1000, height: 100))
      let narrow = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
      #expect(wide.pin.readableMargins == EdgeInsets(top: 8, left: 164, bottom: 8, right: 164))
      #expect(narrow.pin.readableMargins == EdgeInsets(all: 8))
      #expect(narrow.pin.safeArea == .zero)
      #expect(narrow.pin.layoutMargins == narrow.layoutMargins)
    }
  }

  @Test func warningsArriveThroughDiagnosticsWithTheirKind() {
    Pin.withIsolatedConfiguration {
      let (root, child) = makeTree()
      defer { withExtendedLifetime(root) {} }
      let warnings = warnings { child.pin.width(100).width(200) }
      #expect(warnings.count == 1)
      #expect(warnings.first?.kind == .pinConflict)
      #expect(
        warnings.first?.message.hasPrefix(
          "PinLayout Conflict: width(200.0) won't be applied since it value has already been set to 100.")
          == true)
      #expect(warnings.first?.message.contains("Layouted view info: Type: View") == true)
      #expect(child.frame.width == 100)
    }
  }

  @Test func everySettingReadsBackAsWritten() {
    Pin.withIsolatedConfiguration {
      for direction in [LayoutDirection.auto, .ltr, .rtl] {
        for mode in [PinSafeAreaInsetsDidChangeMode.disable, .optIn, .always] {
          for flags in 0..<16 {
            var active = ActiveWarnings()
            active.noSpaceAvailableBetweenViews = flags & 1 != 0
            active.aspectRatioImageNotSet = flags & 2 != 0
            Pin.layoutDirection = direction
            Pin.safeAreaInsetsDidChangeMode = mode
            Pin.activeWarnings = active
            Pin.logWarnings = flags & 4 != 0
            Pin.logMissingLayoutCalls = flags & 8 != 0
            Pin.displayScale = CGFloat(flags + 1) / 3
            #expect(Pin.layoutDirection == direction)
            #expect(Pin.safeAreaInsetsDidChangeMode == mode)
            #expect(Pin.activeWarnings == active)
            #expect(Pin.logWarnings == (flags & 4 != 0))
            #expect(Pin.logMissingLayoutCalls == (flags & 8 != 0))
            #expect(Pin.displayScale == CGFloat(flags + 1) / 3)
          }
        }
      }
    }
  }

  @Test func aSuperviewWithNegativeBoundsIsMeasuredByItsExtent() {
    Pin.withIsolatedConfiguration {
      let (root, child) = makeTree()
      root.bounds = CGRect(x: 0, y: 0, width: -400, height: -300)
      child.pin.right(10).bottom(20).width(50).height(40)
      #expect(child.frame == CGRect(x: 340, y: 240, width: 50, height: 40))
    }
  }

  @Test func aBuilderKeepsTheSettingsItWasMadeWith() {
    Pin.withIsolatedConfiguration {
      let (root, child) = makeTree()
      defer { withExtendedLifetime(root) {} }
      let builder = child.pin.start(10.2).width(100)
      Pin.layoutDirection = .rtl
      Pin.displayScale = 3
      // Made left to right at scale 1: `end` is the right edge and 10.2 snaps to 10.
      builder.end(20).layout()
      #expect(child.frame.minX == 10 && child.frame.width == 100)
      // A new builder reads the new settings: start is the right edge, snapped to thirds.
      child.pin.start(10.2).width(100)
      #expect(abs(child.frame.minX - 869.0 / 3) < 1e-12 && child.frame.width == 100)
    }
  }

  @Test func logWarningsOffReportsNothing() {
    Pin.withIsolatedConfiguration {
      let (root, child) = makeTree()
      defer { withExtendedLifetime(root) {} }
      Pin.logWarnings = false
      let warnings = warnings { child.pin.width(-1) }
      #expect(warnings.isEmpty)
      #expect(Pin.lastWarningText == nil)
      Pin.resetWarnings()
      #expect(Pin.logWarnings)
    }
  }

  @Test func silencedKindIsNotReported() {
    Pin.withIsolatedConfiguration {
      let (root, child) = makeTree()
      defer { withExtendedLifetime(root) {} }
      Pin.logMissingLayoutCalls = true
      // Only this test produces this kind, so silencing it cannot hide another test's warning.
      Diagnostics.silence(.pinMissingLayoutCall)
      let silenced = warnings { child.pin.left(1) }
      Diagnostics.unsilence(.pinMissingLayoutCall)
      let reported = warnings { child.pin.left(2) }
      #expect(silenced.isEmpty)
      #expect(reported.map(\.kind) == [.pinMissingLayoutCall])
      #expect(child.frame.minX == 2)
    }
  }
}

/// The warnings a PinLayout statement emits; the builder is released (and so applied) inside.
func warnings(_ statement: () -> Void) -> [Warning] {
  Diagnostics.capture(statement)
}

extension CGRect {
  /// Equal up to floating-point noise (quarter-turn transforms are not exact).
  func isClose(to other: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
    abs(minX - other.minX) < tolerance && abs(minY - other.minY) < tolerance
      && abs(width - other.width) < tolerance
      && abs(height - other.height) < tolerance
  }
}
