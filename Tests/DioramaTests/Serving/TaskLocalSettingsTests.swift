import Foundation
import Testing

@testable import Diorama

/// Per-task alternatives to process-wide settings: what one request changes, the requests beside
/// it (other tasks) do not see.
@Suite struct TaskLocalSettingsTests {
  private static func warn() { Diagnostics.report(Warning(.valueClamped, "a test warning")) }

  @Test func silencingOnATaskReachesItsChildrenButNotOtherTasks() async {
    let (outside, inside, child) = await Diagnostics.withSilenced([.valueClamped]) {
      // Another task, started while this one is silenced, with nothing inherited.
      let outside = await Task.detached { Diagnostics.capture { Self.warn() }.count }.value
      let inside = Diagnostics.capture { Self.warn() }.count
      async let child = Diagnostics.capture { Self.warn() }.count
      return (outside, inside, await child)
    }
    #expect(outside == 1)
    #expect(inside == 0)
    #expect(child == 0)
    #expect(Diagnostics.capture { Self.warn() }.count == 1)
  }

  @Test func silencingOneKindLeavesTheOthers() {
    let warnings = Diagnostics.withSilenced([.valueClamped]) {
      Diagnostics.capture {
        Self.warn()
        Diagnostics.report(Warning(.invalidGeometry, "another kind"))
      }
    }
    #expect(warnings.map(\.kind) == [.invalidGeometry])
  }

  @Test func anIsolatedPinConfigurationStaysOnItsTask() async {
    let (inside, outside) = await Pin.withIsolatedConfiguration {
      Pin.layoutDirection = .rtl
      Pin.displayScale = 3
      let outside = await Task.detached { (Pin.layoutDirection, Pin.displayScale) }.value
      await Task.yield()
      return ((Pin.layoutDirection, Pin.displayScale), outside)
    }
    #expect(inside == (.rtl, 3))
    #expect(outside == (.ltr, 1))
    #expect(Pin.layoutDirection == .ltr && Pin.displayScale == 1)
  }
}
