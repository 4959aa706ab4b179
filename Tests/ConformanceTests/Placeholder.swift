import Foundation
import Testing
@Test func placeholder() { #expect(Bundle.module.url(forResource: "Fixtures", withExtension: nil) != nil) }
