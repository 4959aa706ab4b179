import Diorama
import Foundation
import Testing

/// Solved frames for a set of configurations, checked against values worked out by hand. The
/// stack sits in a frame-based root at (10, 20), sized by constraints unless a test says
/// otherwise; views `a`, `b`, `c` have intrinsic sizes 40×20, 60×30 and 20×10.
@Suite struct StackLayoutTests {
  struct Fixture {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
    let stack: StackView
    let a = ContentView(40, 20, id: "a")
    let b = ContentView(60, 30, id: "b")
    let c = ContentView(20, 10, id: "c")

    init(
      _ axis: LayoutConstraint.Axis = .horizontal, _ alignment: StackViewAlignment = .fill,
      _ distribution: StackViewDistribution = .fill, spacing: CGFloat = 0,
      size: CGSize? = CGSize(width: 300, height: 100)
    ) {
      stack = StackView(arrangedSubviews: [a, b, c])
      stack.axis = axis
      stack.alignment = alignment
      stack.distribution = distribution
      stack.spacing = spacing
      stack.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(stack)
      var constraints = [
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      ]
      if let size {
        constraints.append(stack.widthAnchor.constraint(equalToConstant: size.width))
        constraints.append(stack.heightAnchor.constraint(equalToConstant: size.height))
      }
      LayoutConstraint.activate(constraints)
    }

    /// Lays out, expecting no warnings, and returns the frames of a, b and c.
    func frames(sourceLocation: SourceLocation = #_sourceLocation) -> [CGRect] {
      let warnings = Diagnostics.capture { root.layoutIfNeeded() }
      #expect(warnings.isEmpty, "\(warnings)", sourceLocation: sourceLocation)
      return [a.frame, b.frame, c.frame]
    }
  }

  static func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: w, height: h)
  }

  @Test func fillGivesTheExtraLengthToTheViewThatHugsLeast() {
    let f = Fixture(spacing: 10)
    f.b.setContentHuggingPriority(200, for: .horizontal)
    // 300 − 2 × 10 spacing − 40 − 20 leaves 220 for b; fill alignment spans the height.
    #expect(f.frames() == [Self.rect(0, 0, 40, 100), Self.rect(50, 0, 220, 100), Self.rect(280, 0, 20, 100)])
    #expect(f.stack.frame == Self.rect(10, 20, 300, 100))
  }

  @Test func fillEquallyWithLeadingAlignmentKeepsIntrinsicHeightsAtTheTop() {
    let f = Fixture(.horizontal, .leading, .fillEqually, spacing: 15)
    // (300 − 30) / 3 = 90 each; ambiguity suppression and hugging keep intrinsic heights.
    #expect(f.frames() == [Self.rect(0, 0, 90, 20), Self.rect(105, 0, 90, 30), Self.rect(210, 0, 90, 10)])
  }

  @Test func fillProportionallyWithCenterAlignmentStretchesTheFirstViewAsArrangedDoes() {
    let f = Fixture(.horizontal, .center, .fillProportionally)
    // Widths 300 × 40/120, 60/120, 20/120. Arranged pins stack.bottom to the first view under
    // center alignment with a spanner, so with stack.centerY == a.centerY the first view
    // spans the whole height; the others are centred.
    #expect(
      f.frames() == [Self.rect(0, 0, 100, 100), Self.rect(100, 35, 150, 30), Self.rect(250, 45, 50, 10)])
  }

  @Test func equalSpacingWithTrailingAlignmentSharesTheSpaceLeftBetweenGaps() {
    let f = Fixture(.horizontal, .trailing, .equalSpacing, spacing: 10)
    // (300 − 120) / 2 = 90 per gap; bottoms on the stack's bottom.
    #expect(f.frames() == [Self.rect(0, 80, 40, 20), Self.rect(130, 70, 60, 30), Self.rect(280, 90, 20, 10)])
    let gaps = f.stack.subviews.compactMap { $0 as? GapLayoutGuide }
    #expect(gaps.map(\.frame.width) == [90, 90])
  }

  @Test func equalCenteringSpacesTheCentresEqually() {
    let f = Fixture(.horizontal, .fill, .equalCentering)
    // Centres at 20 and 290, so b's centre is at 155: x = 125.
    #expect(f.frames() == [Self.rect(0, 0, 40, 100), Self.rect(125, 0, 60, 100), Self.rect(280, 0, 20, 100)])
  }

  @Test func hiddenViewCollapsesWithoutSpacing() {
    let f = Fixture(.vertical, .fill, .fill, spacing: 6)
    f.c.setContentHuggingPriority(200, for: .vertical)
    f.b.isHidden = true
    // b is collapsed to zero height with 3 + 3 spacing around it, so a and c are 6 apart.
    #expect(f.frames() == [Self.rect(0, 0, 300, 20), Self.rect(0, 23, 300, 0), Self.rect(0, 26, 300, 74)])
    f.b.isHidden = false
    f.b.setContentHuggingPriority(300, for: .vertical)
    #expect(f.frames() == [Self.rect(0, 0, 300, 20), Self.rect(0, 26, 300, 30), Self.rect(0, 62, 300, 38)])
  }

  @Test func marginsRelativeArrangementInsetsTheViews() {
    let f = Fixture(.horizontal, .fill, .fillEqually, spacing: 0)
    f.stack.removeArrangedSubview(f.c)
    f.c.removeFromSuperview()
    f.stack.layoutMargins = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    f.stack.isLayoutMarginsRelativeArrangement = true
    let frames = f.frames()
    #expect(frames[0] == Self.rect(10, 10, 140, 80))
    #expect(frames[1] == Self.rect(150, 10, 140, 80))
  }

  @Test func customSpacingReplacesSpacingAfterOneView() {
    let f = Fixture(spacing: 10)
    f.b.setContentHuggingPriority(200, for: .horizontal)
    f.stack.setCustomSpacing(30, after: f.a)
    #expect(f.frames() == [Self.rect(0, 0, 40, 100), Self.rect(70, 0, 200, 100), Self.rect(280, 0, 20, 100)])
    #expect(f.stack.customSpacing(after: f.a) == 30)
    // A custom spacing after a view spans the hidden views that follow it.
    f.b.isHidden = true
    let frames = f.frames()
    #expect(frames[2].minX - frames[0].maxX == 30)
    f.stack.setCustomSpacing(StackView.spacingUseDefault, after: f.a)
    #expect(f.stack.customSpacing(after: f.a) == StackView.spacingUseDefault)
    let reset = f.frames()
    #expect(reset[2].minX - reset[0].maxX == 10)
  }

  @Test func stackWithoutSizeConstraintsFitsItsContent() {
    let f = Fixture(spacing: 10, size: nil)
    // Width 40 + 60 + 20 + 2 × 10; fill alignment makes every view as tall as the tallest
    // compression resistance asks for (b's 30).
    #expect(f.frames() == [Self.rect(0, 0, 40, 30), Self.rect(50, 0, 60, 30), Self.rect(120, 0, 20, 30)])
    #expect(f.stack.frame == Self.rect(10, 20, 140, 30))
  }

  @Test func nestedStacksLayOutInsideEachOther() {
    let f = Fixture(.vertical, .leading, .fill, spacing: 4, size: nil)
    let x = ContentView(10, 10, id: "x")
    let y = ContentView(30, 5, id: "y")
    let row = StackView(arrangedSubviews: [x, y])
    row.spacing = 2
    row.alignment = .center
    f.stack.insertArrangedSubview(row, at: 1)
    // Column: a (20 high), row (10 high: its tallest view), b, c; widths intrinsic (leading).
    let frames = f.frames()
    #expect(frames == [Self.rect(0, 0, 40, 20), Self.rect(0, 38, 60, 30), Self.rect(0, 72, 20, 10)])
    #expect(row.frame == Self.rect(0, 24, 42, 10))
    #expect(x.frame == Self.rect(0, 0, 10, 10))
    // y is centred at 2.5, which the engine snaps to the pixel grid.
    #expect(y.frame == Self.rect(12, 3, 30, 5))
    #expect(f.stack.frame == Self.rect(10, 20, 60, 82))
  }

  @Test func baselineRelativeSpacingMeasuresFromBaselineToBaseline() {
    let first = Label(text: "First")
    let second = Label(text: "Second", font: .systemFont(ofSize: 30))
    let stack = StackView(arrangedSubviews: [first, second])
    stack.axis = .vertical
    stack.alignment = .leading
    stack.spacing = 24
    stack.isBaselineRelativeArrangement = true
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    root.addSubview(stack)
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
    stack.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
    root.layoutIfNeeded()
    let lastBaseline = first.frame.maxY - first.lastBaselineOffsetFromBottom
    let firstBaseline = second.frame.minY + second.firstBaselineOffsetFromTop
    #expect(abs(firstBaseline - lastBaseline - 24) <= 0.5)
  }

  @Test func constraintsOutsideFollowAVerticalStacksFirstBaselineView() {
    let title = Label(text: "Title")
    let stack = StackView(arrangedSubviews: [title])
    stack.axis = .vertical
    let note = Label(text: "note")
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    for view in [stack, note] {
      root.addSubview(view)
      view.translatesAutoresizingMaskIntoConstraints = false
    }
    LayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      note.leadingAnchor.constraint(equalTo: stack.trailingAnchor, constant: 8),
      note.firstBaselineAnchor.constraint(equalTo: stack.firstBaselineAnchor),
    ])
    root.layoutIfNeeded()
    #expect(
      abs(note.frame.minY + note.firstBaselineOffsetFromTop - (10 + title.firstBaselineOffsetFromTop)) < 0.5)
    // A new first arranged view moves the stack's first baseline, and the note with it.
    let banner = ContentView(10, 40)
    stack.insertArrangedSubview(banner, at: 0)
    root.layoutIfNeeded()
    #expect(stack.forFirstBaselineLayout === banner)
    #expect(abs(note.frame.minY + note.firstBaselineOffsetFromTop - 50) < 0.5)
  }
}
