import Testing
@testable import Cassowary
@Test func placeholder() { #expect(true) }
