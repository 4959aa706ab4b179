import Testing
@testable import Diorama
@Test func cairoIsLinked() { #expect(!DioramaInfo.cairoVersion.isEmpty) }
