import Testing

@testable import Diorama

@Suite struct AnimatableKeyPathTests {
  @Test func propertiesAndMembersResolveToTheirValueKinds() throws {
    let expectations: [(String, AnimatableValueKind)] = [
      ("position", .point), ("position.x", .scalar), ("bounds", .rect), ("bounds.origin", .point),
      ("bounds.size", .size), ("bounds.size.width", .scalar), ("shadowOffset.height", .scalar),
      ("opacity", .scalar), ("backgroundColor", .color), ("transform", .transform),
      ("transform.rotation.z", .scalar), ("sublayerTransform.scale", .scalar), ("colors", .colorArray),
      ("locations", .numberArray), ("strokeEnd", .scalar), ("path", .path), ("contents", .image),
    ]
    for (keyPath, kind) in expectations {
      let resolved = try AnimatableKeyPath(keyPath)
      #expect(resolved.kind == kind, "\(keyPath)")
      #expect(resolved.property == String(keyPath.split(separator: ".")[0]))
    }
  }

  @Test func booleansAreAnimatableButNeverImplicitly() throws {
    #expect(try AnimatableKeyPath("isHidden").animatesImplicitly == false)
    #expect(try AnimatableKeyPath("isHidden").kind == .boolean)
    #expect(try AnimatableKeyPath("cornerRadius").animatesImplicitly)
  }

  @Test func frameUnknownPropertiesAndBadMembersAreNotAnimatable() {
    for keyPath in [
      "frame", "frame.origin", "", "position.z", "bounds.width", "opacity.x", "backgroundColor.red",
      "transform.rotation.w", "position.x.y", "bounds.size.width.height", "Position",
    ] {
      #expect(throws: AnimationError.notAnimatable(keyPath: keyPath)) { try AnimatableKeyPath(keyPath) }
    }
  }
}
