import Diorama
import Foundation
import Testing

/// Bad input to every kind of PinLayout entry point gets PinLayout's warning (or is ignored
/// as PinLayout documents) and never a crash, a hang or a non-finite frame.
@Suite struct PinBadInputTests {
  let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
  let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 60))
  let other = View(frame: CGRect(x: 200, y: 20, width: 50, height: 50))

  init() {
    root.addSubview(view)
    root.addSubview(other)
  }

  static let nonFinite: [CGFloat] = [.nan, .infinity, -.infinity]

  @Test(arguments: nonFinite)
  func nonFiniteSizesAreRejected(_ value: CGFloat) {
    Pin.withIsolatedConfiguration {
      let found = warnings {
        view.pin.width(value)
        view.pin.height(value)
        view.pin.minWidth(value).maxHeight(value)
        view.pin.size(value)
      }
      #expect(found.count == 6 && found.allSatisfy { $0.kind == .pinInvalidValue })
      #expect(found[0].message.contains("width(\(Double(value))) won't be applied, the width"))
      #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 60))
    }
  }

  @Test(arguments: nonFinite)
  func nonFiniteOffsetsLeaveTheFrameFinite(_ value: CGFloat) {
    Pin.withIsolatedConfiguration {
      let found = warnings {
        view.pin.top(value).left(value)
        view.pin.hCenter(value).marginLeft(value)
        view.pin.all(value)
      }
      #expect(!found.isEmpty && found.allSatisfy { $0.kind == .pinInvalidValue })
      #expect(view.frame.isFiniteRect)
      #expect(view.frame.size == CGSize(width: 100, height: 60))
    }
  }

  @Test(arguments: [0.0, -2.0, .nan, .infinity])
  func aspectRatioMustBePositive(_ ratio: Double) {
    Pin.withIsolatedConfiguration {
      let found = warnings { view.pin.left().width(100).aspectRatio(CGFloat(ratio)) }
      #expect(found.map(\.kind) == [.pinInvalidValue])
      #expect(found.first?.message.contains("must be greater than zero") == true)
      #expect(view.frame == CGRect(x: 0, y: 20, width: 100, height: 60))
    }
  }

  @Test func aspectRatioOfAFlatViewIsRejected() {
    Pin.withIsolatedConfiguration {
      other.frame.size.height = 0
      let found = warnings { view.pin.width(100).aspectRatio(of: other) }
      #expect(found.map(\.kind) == [.pinInvalidValue])
      #expect(view.frame.size == CGSize(width: 100, height: 60))
    }
  }

  @Test func viewWithoutSuperviewIgnoresWhatNeedsOneSilently() {
    Pin.withIsolatedConfiguration {
      let lonely = View(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
      let found = warnings {
        lonely.pin.right(10).bottom(10).hCenter().width(50%).below(of: other).top(to: other.edge.bottom)
        lonely.pin.marginTop(10%).horizontallyBetween(view, and: other)
      }
      #expect(found.isEmpty)
      #expect(lonely.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
      lonely.pin.top(1).left(2).width(3)
      #expect(lonely.frame == CGRect(x: 2, y: 1, width: 3, height: 10))
    }
  }

  @Test func detachedReferenceIsSkippedWithAWarning() {
    Pin.withIsolatedConfiguration {
      let detached = View(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
      let found = warnings { view.pin.below(of: [other, detached]).left(to: detached.edge.right) }
      #expect(found.count == 2 && found.allSatisfy { $0.kind == .pinInvalidReference })
      #expect(found[0].message.contains("must be added as a sub-view before being used as a reference."))
      #expect(view.frame.minY == 70)
    }
  }

  @Test func referenceInAnotherAttachedHierarchyIsConverted() {
    Pin.withIsolatedConfiguration {
      let otherRoot = View(frame: CGRect(x: 100, y: 100, width: 300, height: 300))
      let parent = View(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
      let reference = View(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
      otherRoot.addSubview(parent)
      parent.addSubview(reference)
      let found = warnings { view.pin.below(of: reference, aligned: .left) }
      #expect(found.isEmpty)
      #expect(view.frame.origin == CGPoint(x: 115, y: 135))
    }
  }

  @Test func layerReferenceForAViewIsRejected() {
    Pin.withIsolatedConfiguration {
      let layer = Layer()
      root.layer.addSublayer(layer)
      let found = warnings {
        view.pin.top(to: layer.edge.bottom)
        view.pin.topLeft(to: layer.anchor.center)
      }
      #expect(found.count == 2 && found.allSatisfy { $0.kind == .pinInvalidReference })
      #expect(view.frame.origin == CGPoint(x: 10, y: 20))
    }
  }

  @Test func emptyAndSelfReferencingListsWarn() {
    Pin.withIsolatedConfiguration {
      let found = warnings {
        view.pin.above(of: [])
        view.pin.horizontallyBetween(view, and: other)
        view.pin.verticallyBetween(other, and: other)
      }
      #expect(found.map(\.kind) == [.pinInvalidReference, .pinInvalidReference, .pinInvalidReference])
      #expect(found[0].message.contains("At least one view must be visible"))
      #expect(found[1].message.contains("cannot be used as one of the references"))
      #expect(found[2].message.contains("reference views must be different"))
      #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 60))
    }
  }

  @Test func contentSizingOfUnsupportedNodesWarns() {
    Pin.withIsolatedConfiguration {
      let parent = Layer()
      let layer = Layer()
      parent.addSublayer(layer)
      let found = warnings {
        layer.pin.width(10).sizeToFit(.width)
        view.pin.aspectRatio()
        ImageView(image: nil).pin.width(10).aspectRatio()
      }
      #expect(found.map(\.kind) == [.pinUnsupported, .pinUnsupported, .pinAspectRatioImageNotSet])
      #expect(found[0].message.contains("doesn't conform to the protocol SizeCalculable"))
    }
  }

  @Test(arguments: [0.0, -1.0, .nan, .infinity])
  func invalidDisplayScaleIsIgnored(_ scale: Double) {
    Pin.withIsolatedConfiguration {
      let found = warnings { Pin.displayScale = CGFloat(scale) }
      #expect(found.map(\.kind) == [.pinInvalidValue])
      #expect(Pin.displayScale == 1)
    }
  }

  @Test func hugeValuesStayFiniteAndDoNotHang() {
    Pin.withIsolatedConfiguration {
      let found = warnings {
        view.pin.left(-1e300).width(1e300).top(1e300).height(.greatestFiniteMagnitude)
        view.pin.wrapContent(padding: -1e300)
      }
      #expect(found.isEmpty)
      // Too large for the pixel grid: written unsnapped (y loses precision through the centre).
      #expect(view.frame.isFiniteRect)
      #expect(view.frame.minX == -1e300 && view.frame.width == 1e300)
    }
  }
}
