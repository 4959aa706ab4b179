import Testing

@testable import Cassowary

/// The dumps are debugging tools: they name variables, show each priority level of the
/// objective, every row, every constraint with its markers, and every value.
@Suite struct DumpTests {
  @Test func dumpShowsTheTableau() throws {
    let left = Variable("left"), width = Variable("width")
    let solver = Solver()
    let c = (width == 100) | 750
    try solver.addConstraint(left >= 10)
    try solver.addConstraint(c)
    try solver.addConstraint((left + width <= 50) | 999.5)
    try solver.addEditVariable(left, strength: 250)
    try solver.suggestValue(left, 20)
    try solver.updateConstant(of: c, to: -90)
    let dump = solver.dump()
    #expect(dump.contains("Objective (strict levels, highest first):"))
    #expect(dump.contains("  @999.5: "))
    #expect(dump.contains("  @750: "))
    #expect(dump.contains("  @250: "))
    #expect(dump.contains("Tableau (4 rows):"))
    #expect(dump.contains("width - 100 == 0 | 750 (constant now -90)"))
    #expect(dump.contains("left suggested 20 | 250"))
    #expect(dump.contains("  left = 10\n"))
    #expect(dump.contains("  width = 40\n"))
    #expect(solver.valuesDescription == "left = 10\nwidth = 40")
    #expect(solver.debugDescription == dump)
  }
}
