import Diorama
import Foundation
import Testing

/// Pins and their operators, usable from outside the module.
@Suite struct BoxPinTests {
  @Test func prefixOperatorsBuildPinsWithTheirRelation() {
    #expect(==5 == BoxLayout.Pin(constant: 5))
    #expect(>=2.5 == BoxLayout.Pin(constant: 2.5, relation: .greaterThanOrEqual))
    #expect(<=CGFloat(3) == BoxLayout.Pin(constant: 3, relation: .lessThanOrEqual))
    let none: Int? = nil
    #expect(==none == nil)
  }

  @Test func literalsAreEqualPins() {
    let pin: BoxLayout.Pin = 30.0
    #expect(pin == ==30)
    #expect(BoxLayout.Pin(value: 50.0, relation: .greaterThanOrEqual) == >=50)
  }

  @Test func infixOperatorsArePublic() {
    #expect(((>=8) + 2).constant == 10)
    #expect(((>=8) & LayoutPriority(750)).priority == .defaultHigh)
    let relative = (>=20.0) * 0.3
    #expect(relative.multiplier == 0.3 && relative.constant == 20 && relative.relation == .greaterThanOrEqual)
    #expect((*0.5).multiplier == 0.5)
  }

  @Test func prioritiesNeverExceedRequired() {
    #expect((==1).required(5).priority == .required)
    #expect((==1).high(5).priority == LayoutPriority(755))
    #expect((==1).low().priority == .defaultLow)
    #expect((==1).almostRequired.priority == LayoutPriority(999))
  }

  @Test func centredLayoutWithoutPaddingHasNoEdgePins() {
    let layout = BoxLayout.xCentered(offset: 4, padding: nil)
    #expect(layout.left == nil && layout.right == nil)
    #expect(layout.centerX == ==4 && layout.top == .zero)
  }

  @Test func descriptionsListPins() {
    #expect(BoxLayout.zero.description == "top ==0, left ==0, right ==0, bottom ==0")
    #expect((>=8).high().description == ">=8 @750")
  }
}
