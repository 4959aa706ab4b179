/// Every suite the runner knows, one line each. To implement a suite, replace its
/// `<Name>Suite.swift` stand-in (which answers every case with `unsupported: … not
/// implemented yet`) with a real ``ConformanceSuite``.
enum SuiteRegistry {
  static let all: [any ConformanceSuite] = [
    SolverSuite(),
    PinLayoutSuite(),
    StackViewSuite(),
    BoxViewSuite(),
    FrameStackSuite(),
    AnimationSuite(),
  ]

  static func suite(named name: String) -> (any ConformanceSuite)? {
    all.first { $0.name == name }
  }
}
