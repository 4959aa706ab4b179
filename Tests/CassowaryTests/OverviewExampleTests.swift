import Cassowary
import Testing

/// The module overview's example: a preferred width at 750 gives way to a required maximum.
@Suite struct OverviewExampleTests {
  @Test func requiredMaximumWinsAndZeroIsPositive() throws {
    let left = Variable("left")
    let width = Variable("width")
    let solver = Solver()
    try solver.addConstraint(left >= 0)
    try solver.addConstraint((width == 200) | 750)
    try solver.addConstraint((left + width <= 120) | 1000)
    solver.updateVariables()
    // left + width <= 120 with left >= 0 and width as close to 200 as possible: 0 and 120.
    #expect(solver.value(of: width) == 120)
    #expect(solver.value(of: left) == 0)
    #expect(solver.value(of: left).sign == .plus, "a solved zero is 0.0, not -0.0")
    #expect("\(solver.value(of: left))" == "0.0")
  }
}
