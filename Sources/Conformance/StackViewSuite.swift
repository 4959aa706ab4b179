/// The `stackview` suite (not written yet). Replace this stand-in with a ConformanceSuite that
/// builds each case of `conformance/stackview.json` through Diorama's public API; see
/// ConformanceSuite.swift for the rules and SolverSuite.swift for a complete example.
struct StackViewSuite: ConformanceSuite {
  let name = "stackview"

  func run(_ file: JSON) throws(ConformanceFileError) -> [CaseResult] {
    try UnimplementedSuite(name: name).run(file)
  }
}
