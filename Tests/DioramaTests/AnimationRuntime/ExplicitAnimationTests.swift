import Diorama
import Foundation
import Testing

/// Explicit animations added to real layers and evaluated through the scene clock.
@Suite struct ExplicitAnimationTests {
  /// The value of `position.x` on a layer whose model value is −5, with `animation` added, at
  /// parent time `time` (the clock's origin; begin times are shifted by 100 so that none is 0).
  private func presentedX(_ animation: Animation, at time: Double, shift: Double = 100) throws -> Double {
    let stage = try LayerStage(origin: time + shift, committed: false)
    stage.layer.position.x = -5
    animation.beginTime += shift
    stage.layer.add(animation, forKey: "test")
    return Double(try stage.snapshot(atFrame: 0).position.x)
  }

  @Test func everyMediaTimingRowThroughALayer() throws {
    let rows = AnimationFixture.section("media_timing")["rows"].array
    #expect(rows.count >= 25)
    for row in rows {
      let params = row["params"]
      let animation = BasicAnimation(keyPath: "position.x")
      animation.fromValue = 0.0
      animation.toValue = 1.0
      animation.beginTime = try #require(params["beginTime"].double)
      animation.duration = try #require(params["duration"].double)
      animation.speed = params["speed"].double ?? 1
      animation.timeOffset = params["timeOffset"].double ?? 0
      animation.repeatCount = params["repeatCount"].double ?? 0
      animation.repeatDuration = params["repeatDuration"].double ?? 0
      animation.autoreverses = params["autoreverses"].bool ?? false
      animation.fillMode = FillMode(rawValue: params["fillMode"].string ?? "removed") ?? .removed
      animation.isRemovedOnCompletion = params["removedOnCompletion"].bool ?? true
      let time = try #require(row["parentTime"].double)
      let label = "\(row["label"].string ?? "?") at \(time)"
      let value = try presentedX(animation, at: time)
      if row["expected_progress"].string == "inactive" {
        #expect(value == -5, "\(label)")
      } else {
        expectClose(value, row["expected_progress"].double, label)
      }
    }
  }

  @Test func layerTimeHierarchyRowsThroughNestedLayers() throws {
    for row in AnimationFixture.section("layer_time_hierarchy")["rows"].array {
      let label = row["label"].string ?? "?"
      let stage = try LayerStage(origin: try #require(row["rootTime"].double), committed: false)
      var parent = stage.layer
      for (index, entry) in row["chain"].array.enumerated() {
        let layer: Layer
        if index == 0 {
          layer = stage.layer
        } else {
          layer = Layer()
          parent.addSublayer(layer)
        }
        layer.beginTime = try #require(entry["beginTime"].double)
        layer.speed = try #require(entry["speed"].double)
        layer.timeOffset = try #require(entry["timeOffset"].double)
        expectClose(
          layer.convertTime(stage.scene.clock.time, from: nil), entry["local"].double, "\(label) local")
        parent = layer
      }
      let animation = BasicAnimation(keyPath: "opacity")
      animation.fromValue = 0.0
      animation.toValue = 1.0
      animation.beginTime = try #require(row["animation"]["beginTime"].double)
      animation.duration = try #require(row["animation"]["duration"].double)
      animation.speed = row["animation"]["speed"].double ?? 1
      parent.add(animation, forKey: "fade")
      var snapshot = try stage.snapshot(atFrame: 0)
      while let child = snapshot.sublayers.first { snapshot = child }
      expectClose(Double(snapshot.opacity), row["expected_progress"].double, tolerance: 1e-6, label)
    }
  }

  @Test func pausingAndResumingALayerFreezesAndContinuesItsAnimations() throws {
    let stage = try LayerStage()
    let animation = BasicAnimation(keyPath: "position.x")
    animation.fromValue = 0.0
    animation.toValue = 60.0
    animation.duration = 1
    stage.layer.add(animation, forKey: "move")
    try stage.scene.advance(toFrame: 30)  // committed on frame 1: 29 frames in
    let paused = stage.layer.convertTime(stage.scene.clock.time, from: nil)
    stage.layer.speed = 0
    stage.layer.timeOffset = paused
    #expect(abs(try stage.snapshot(atFrame: 90).position.x - 29) < 1e-9)
    stage.layer.speed = 1
    stage.layer.timeOffset = 0
    stage.layer.beginTime = 0
    stage.layer.beginTime = stage.layer.convertTime(stage.scene.clock.time, from: nil) - paused
    #expect(abs(try stage.snapshot(atFrame: 100).position.x - 39) < 1e-9)
  }

  @Test func everyKeyframeCaseThroughALayer() throws {
    for test in AnimationFixture.section("keyframe_animations")["cases"].array {
      let name = test["name"].string ?? "?"
      let isPoint = test["values"].array.first.map { !$0.array.isEmpty } ?? false
      var labels: [String] = []
      func number(_ value: JSONValue) -> Double? {
        if let string = value.string {
          if !labels.contains(string) { labels.append(string) }
          return Double(labels.firstIndex(of: string)!)
        }
        return value.double
      }
      let animation = KeyframeAnimation(keyPath: isPoint ? "position" : "position.x")
      animation.values = test["values"].array.map { value -> Any in
        isPoint ? CGPoint(x: value.doubles[0], y: value.doubles[1]) : number(value) ?? .nan
      }
      animation.keyTimes = test["keyTimes"].isNull ? nil : test["keyTimes"].doubles
      animation.timingFunctions =
        test["timingFunctions"].isNull
        ? nil
        : test["timingFunctions"].array.compactMap { TimingFunction.Name(rawValue: $0.string ?? "") }
          .map(TimingFunction.init(name:))
      animation.timingFunction = test["animation_timingFunction"].string
        .flatMap(TimingFunction.Name.init(rawValue:)).map(TimingFunction.init(name:))
      animation.calculationMode = CalculationMode(rawValue: test["calculationMode"].string ?? "") ?? .linear
      animation.duration = try #require(test["duration"].double)
      for sample in test["samples"].array {
        let t = try #require(sample["t"].double)
        let stage = try LayerStage(origin: 100 + t, committed: false)
        animation.beginTime = 100
        stage.layer.add(animation, forKey: "keys")
        let snapshot = try stage.snapshot(atFrame: 0)
        if isPoint {
          expectClose(Double(snapshot.position.x), sample["value"].doubles.first, "\(name) x at \(t)")
          expectClose(Double(snapshot.position.y), sample["value"].doubles.last, "\(name) y at \(t)")
        } else {
          expectClose(Double(snapshot.position.x), number(sample["value"]), "\(name) at \(t)")
        }
      }
    }
  }

  @Test func cubicKeyframesPassThroughTheirValues() throws {
    let animation = KeyframeAnimation(keyPath: "position.x")
    animation.values = [0.0, 100, 50, 200]
    animation.calculationMode = .cubic
    animation.duration = 3
    for (t, expected) in [(0.0, 0.0), (1.0, 100), (2.0, 50), (3.0, 200)] {
      animation.beginTime = 0
      expectClose(try presentedX(animation, at: t), expected, "cubic at \(t)")
    }
    animation.beginTime = 0
    let between = try presentedX(animation, at: 0.5)
    #expect(between > 50 && between < 100, "Catmull-Rom overshoots the chord towards the next key")
  }

  @Test func everyCASpringThroughALayerMatchesTheReferenceCurve() throws {
    let section = AnimationFixture.section("ca_springs")
    let times = section["t"].doubles
    for spring in section["springs"].array {
      let name = spring["name"].string ?? "?"
      let animation = SpringAnimation(keyPath: "position.x")
      animation.mass = try #require(spring["mass"].double)
      animation.stiffness = try #require(spring["stiffness"].double)
      animation.damping = try #require(spring["damping"].double)
      animation.initialVelocity = try #require(spring["initialVelocity"].double)
      animation.allowsOverdamping = spring["allowsOverdamping"].bool ?? false
      animation.fromValue = 0.0
      animation.toValue = 1.0
      // Long enough that every sample lies inside the animation.
      animation.duration = 10
      expectClose(
        animation.settlingDuration, spring["settlingDuration"].double, tolerance: 1e-3, "\(name) settling")
      for (t, expected) in zip(times, spring["progress"].doubles) where t < 2 {
        animation.beginTime = 0
        expectClose(try presentedX(animation, at: t), expected, "\(name) at \(t)")
      }
    }
  }

  @Test func groupChildrenAreClippedAndInheritTheGroupDuration() throws {
    let move = BasicAnimation(keyPath: "position.x")
    move.fromValue = 0.0
    move.toValue = 100.0
    let long = BasicAnimation(keyPath: "position.y")
    long.fromValue = 0.0
    long.toValue = 100.0
    long.duration = 10
    let group = AnimationGroup()
    group.animations = [move, long]
    group.duration = 2
    let stage = try LayerStage(origin: 101, committed: false)
    group.beginTime = 100
    stage.layer.add(group, forKey: "group")
    let snapshot = try stage.snapshot(atFrame: 0)
    #expect(abs(snapshot.position.x - 50) < 1e-9, "duration 0 takes the group's 2 s")
    #expect(abs(snapshot.position.y - 10) < 1e-9, "the 10 s child runs at its own pace")
  }

  @Test func additiveAndCumulativeAnimationsFoldAsSpecified() throws {
    let additive = BasicAnimation(keyPath: "position.x")
    additive.fromValue = 0.0
    additive.toValue = 10.0
    additive.duration = 1
    additive.isAdditive = true
    additive.beginTime = 0
    expectClose(try presentedX(additive, at: 0.5), -5 + 5, "additive on the model")

    let cumulative = BasicAnimation(keyPath: "position.x")
    cumulative.fromValue = 0.0
    cumulative.toValue = 10.0
    cumulative.duration = 1
    cumulative.repeatCount = 3
    cumulative.isCumulative = true
    expectClose(try presentedX(cumulative, at: 2.5), 25, "third cycle starts at 20")
  }

  @Test func laterAnimationsOverrideEarlierOnesInInsertionOrder() throws {
    let stage = try LayerStage()
    for (key, value) in [("a", 10.0), ("b", 20.0)] {
      let hold = BasicAnimation(keyPath: "position.x")
      hold.fromValue = value
      hold.toValue = value
      hold.duration = 1
      stage.layer.add(hold, forKey: key)
    }
    #expect(stage.layer.animationKeys() == ["a", "b"])
    #expect(try stage.snapshot(atFrame: 10).position.x == 20)
    stage.layer.removeAnimation(forKey: "b")
    #expect(try stage.snapshot(atFrame: 11).position.x == 10)
  }

  @Test func rotationKeyPathSpinsAFullTurn() throws {
    let section = AnimationFixture.section("property_interpolation")["scalar_keypath_rotation"]
    let row = try #require(section.array.first)
    let spin = BasicAnimation(keyPath: "transform.rotation.z")
    spin.fromValue = row["from_value"].double ?? .nan
    spin.toValue = row["to_value"].double ?? .nan
    spin.duration = 1
    let stage = try LayerStage(origin: 100 + (row["p"].double ?? 0), committed: false)
    spin.beginTime = 100
    stage.layer.add(spin, forKey: "spin")
    let t = try stage.snapshot(atFrame: 0).transform.affineTransform
    let matrix = row["expected_matrix"].array.map(\.doubles)
    expectClose(Double(t.a), matrix[0][0], "a")
    expectClose(Double(t.b), matrix[0][1], "b")
    expectClose(Double(t.c), matrix[1][0], "c")
    expectClose(Double(t.d), matrix[1][1], "d")
  }

  @Test func decomposedTransformsAndColoursInterpolateThroughALayer() throws {
    let section = AnimationFixture.section("property_interpolation")
    for test in section["transforms_decomposed"]["cases"].array {
      let to = test["to_matrix"].array.map(\.doubles)
      let animation = BasicAnimation(keyPath: "transform")
      animation.fromValue = Transform.identity
      animation.toValue = Transform(
        a: to[0][0], b: to[0][1], c: to[1][0], d: to[1][1], tx: to[3][0], ty: to[3][1])
      animation.duration = 1
      let stage = try LayerStage(origin: 100 + (test["p"].double ?? 0), committed: false)
      animation.beginTime = 100
      stage.layer.add(animation, forKey: "t")
      let t = try stage.snapshot(atFrame: 0).transform.affineTransform
      let expected = test["expected_matrix"].array.map(\.doubles)
      let label = test["label"].string ?? "?"
      for (actual, reference) in [
        (t.a, expected[0][0]), (t.b, expected[0][1]), (t.c, expected[1][0]), (t.d, expected[1][1]),
      ] {
        expectClose(Double(actual), reference, label)
      }
    }
    for test in section["colors_nonpremultiplied_srgb"].array {
      let from = test["from_rgba"].doubles
      let to = test["to_rgba"].doubles
      let animation = BasicAnimation(keyPath: "backgroundColor")
      animation.fromValue = ColorComponents(red: from[0], green: from[1], blue: from[2], alpha: from[3])
      animation.toValue = ColorComponents(red: to[0], green: to[1], blue: to[2], alpha: to[3])
      animation.duration = 1
      let stage = try LayerStage(origin: 100 + (test["p"].double ?? 0), committed: false)
      animation.beginTime = 100
      stage.layer.add(animation, forKey: "c")
      let color = try #require(try stage.snapshot(atFrame: 0).backgroundColor)
      let expected = test["expected"].doubles
      for (actual, reference) in zip([color.red, color.green, color.blue, color.alpha], expected) {
        expectClose(Double(actual), reference, "colour at \(test["p"].double ?? .nan)")
      }
    }
  }

  @Test func shapeAndGradientPropertiesAnimate() throws {
    let shape = ShapeLayer()
    shape.path = Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    shape.strokeColor = .black
    shape.strokeEnd = 0
    let stage = try LayerStage(shape)
    let gradient = GradientLayer()
    gradient.colors = [.black, .white]
    gradient.locations = [0, 1]
    stage.scene.rootView.layer.addSublayer(gradient)
    try stage.scene.advance(toFrame: 1)
    Transaction.begin()
    Transaction.setAnimationDuration(1)
    Transaction.setAnimationTimingFunction(.linear)
    shape.strokeEnd = 1
    gradient.colors = [.white, .black]
    gradient.locations = [0.5, 1]
    Transaction.commit()
    let frame = try stage.scene.frame(at: 32)  // committed on frame 2: 0.5 s in
    guard case .shape(let drawn) = frame.root.sublayers[0].content,
      case .gradient(let ramp) = frame.root.sublayers[1].content
    else {
      Issue.record("missing content")
      return
    }
    #expect(abs(drawn.strokeEnd - 0.5) < 1e-9)
    #expect(abs(ramp.colors[0].red - 0.5) < 1e-9 && abs(ramp.locations[0] - 0.25) < 1e-9)
  }

  @Test func delegateHearsStartAndStopInPostRender() throws {
    let stage = try LayerStage()
    let delegate = RecordingDelegate()
    delegate.scene = stage.scene
    let fade = BasicAnimation(keyPath: "opacity")
    fade.toValue = 0.0
    fade.duration = 0.1
    fade.delegate = delegate
    stage.layer.add(fade, forKey: "fade")
    try stage.scene.advance(toFrame: 10)
    #expect(delegate.started == [1])
    #expect(delegate.stopped.map(\.frame) == [7] && delegate.stopped.map(\.finished) == [true])
  }

  @Test func replacingAnAnimationStopsTheOldOneUnfinished() throws {
    let stage = try LayerStage()
    let delegate = RecordingDelegate()
    let first = BasicAnimation(keyPath: "opacity")
    first.toValue = 0.0
    first.delegate = delegate
    stage.layer.add(first, forKey: "fade")
    stage.layer.add(BasicAnimation(keyPath: "opacity"), forKey: "fade")
    try stage.scene.advance(toFrame: 1)
    #expect(delegate.stopped.map(\.finished) == [false])
  }

  @Test func removedOnCompletionFalseKeepsTheForwardFill() throws {
    let stage = try LayerStage()
    let fade = BasicAnimation(keyPath: "opacity")
    fade.toValue = 0.0
    fade.duration = 0.1
    fade.fillMode = .forwards
    fade.isRemovedOnCompletion = false
    stage.layer.add(fade, forKey: "fade")
    #expect(try stage.snapshot(atFrame: 60).opacity == 0)
    #expect(stage.layer.animationKeys() == ["fade"] && !stage.scene.hasRunningAnimations)
    #expect(stage.layer.opacity == 1, "the model never changed")
  }

  @Test func addingCopiesTheAnimation() throws {
    let stage = try LayerStage()
    let fade = BasicAnimation(keyPath: "opacity")
    fade.toValue = 0.0
    fade.duration = 1
    stage.layer.add(fade, forKey: "fade")
    fade.toValue = 0.5
    fade.duration = 10
    #expect(stage.layer.animation(forKey: "fade")?.duration == 1)
    #expect(try stage.snapshot(atFrame: 61).opacity == 0)
  }

  @Test func animationsWithoutKeysGetNumberedKeys() throws {
    let stage = try LayerStage()
    stage.layer.add(BasicAnimation(keyPath: "opacity"), forKey: nil)
    stage.layer.add(BasicAnimation(keyPath: "opacity"), forKey: nil)
    #expect(stage.layer.animationKeys() == ["anim#1", "anim#2"])
  }
}
