/// The `boxview` suite (not written yet). Replace this stand-in with a ConformanceSuite that
/// builds each case of `conformance/boxview.json` through Diorama's public API; see
/// ConformanceSuite.swift for the rules and SolverSuite.swift for a complete example.
struct BoxViewSuite: ConformanceSuite {
  let name = "boxview"

  func run(_ file: JSON) throws(ConformanceFileError) -> [CaseResult] {
    try UnimplementedSuite(name: name).run(file)
  }
}
