import Diorama
import Foundation
import Testing

/// `Stepper` against UIKit's `UIStepper`: 94×32 points since iOS 13 (its fixed frame in UIKit's
/// view debugger), value 0 in 0…100 stepping by 1, `wraps` off, `autorepeat` and `isContinuous`
/// on (Apple's documented defaults). UIKit raises an exception for a minimum at or above the
/// maximum and for a step that is not positive; Diorama ignores those with a warning.
@Suite struct StepperTests {
  @Test func sizeIsFixedAt94By32() {
    let stepper = Stepper(frame: CGRect(x: 4, y: 5, width: 300, height: 100))
    #expect(stepper.frame == CGRect(x: 4, y: 5, width: 94, height: 32))
    #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
    #expect(stepper.sizeThatFits(.zero) == CGSize(width: 94, height: 32))
  }

  @Test func defaultsAreUIKits() {
    let stepper = Stepper()
    #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100)
    #expect(stepper.stepValue == 1 && !stepper.wraps && stepper.autorepeat && stepper.isContinuous)
  }

  @Test func stepsClampAndReportChanges() {
    let stepper = Stepper()
    stepper.maximumValue = 10
    stepper.stepValue = 4
    var changes = 0
    stepper.addAction(Control.Action { _ in changes += 1 }, for: .valueChanged)
    stepper.stepUp()
    stepper.stepUp()
    #expect(stepper.value == 8)
    stepper.stepUp()
    #expect(stepper.value == 10, "clamped at the maximum")
    stepper.stepUp()
    #expect(changes == 3, "the last tap changed nothing and sent nothing")
    #expect(!stepper.canStepUp && stepper.canStepDown)
  }

  @Test func wrappingGoesToTheOtherEnd() {
    let stepper = Stepper()
    stepper.maximumValue = 10
    stepper.stepValue = 4
    stepper.wraps = true
    stepper.value = 8
    stepper.stepUp()
    #expect(stepper.value == 0, "8 + 4 passes 10: UIKit wraps to the minimum")
    stepper.stepDown()
    #expect(stepper.value == 10)
  }

  @Test func valuesOutsideTheRangeAreClampedAndNaNIsIgnored() {
    let stepper = Stepper()
    stepper.value = 250
    #expect(stepper.value == 100)
    stepper.value = -3
    #expect(stepper.value == 0)
    let warnings = Diagnostics.capture { stepper.value = .nan }
    #expect(warnings.map(\.kind) == [.valueClamped])
    #expect(stepper.value == 0)
  }

  @Test func badRangesAndStepsAreIgnoredWithWarnings() {
    let stepper = Stepper()
    stepper.value = 50
    let warnings = Diagnostics.capture {
      stepper.minimumValue = 100  // at the maximum
      stepper.maximumValue = -1  // below the minimum
      stepper.stepValue = 0
      stepper.stepValue = .infinity
      stepper.minimumValue = -.infinity
    }
    #expect(warnings.count == 5 && warnings.allSatisfy { $0.kind == .valueClamped })
    #expect(stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
    stepper.maximumValue = 20
    #expect(stepper.value == 20, "a lower maximum pulls the value in")
  }

  @Test func theMinusIsDimmedAtTheMinimum() throws {
    let stage = try ControlStage(Stepper(), frame: CGRect(x: 0, y: 0, width: 94, height: 32))
    let image = try stage.render()
    // The minus is centred at x = 23.5, the plus at 70.5, both at y = 16. At the minimum the minus
    // is the tertiary label grey (60 60 67 at 30 % over the grey track) and the plus black.
    let minus = image[x: 23, y: 16]
    let plus = image[x: 70, y: 16]
    #expect(minus.r > 150, "\(minus)")
    #expect(plus.r < 40, "\(plus)")
    // The divider sits in the middle, 18 points tall.
    #expect(image[x: 47, y: 16].r < 225 && image[x: 47, y: 4].r > 225)
  }

  @Test func disabledSendsNothing() {
    let stepper = Stepper()
    stepper.isEnabled = false
    stepper.stepUp()
    #expect(stepper.value == 0 && !stepper.canStepUp)
  }
}
