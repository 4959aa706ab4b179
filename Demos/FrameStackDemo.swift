import Diorama
import Foundation

/// A frame-based stack of coloured tiles that changes direction, alignment, per-item spacing
/// and offsets, and wraps itself around its content, animating each change.
public struct FrameStackDemo: Demo {
  public init() {}
  public var id: String { "framestack" }
  public var title: String { "FrameStackView" }
  public var summary: String {
    "Tiles stacked by frames: origin, centre and end alignment, per-item spacing and offsets, then a"
      + " horizontal stack that wraps its size around them; every change animates."
  }
  public var size: CGSize { CGSize(width: 480, height: 360) }
  public var duration: Double { Double(Self.states.count) * Self.interval + 0.5 }

  /// Seconds between two states.
  static let interval = 1.3

  /// One configuration of the stack and its caption.
  struct State: Sendable {
    var caption: String
    var direction: FrameStackView.StackDirection = .vertical
    var alignment: FrameStackView.ItemAlignment = .origin
    var itemSpacing: [CGFloat]?
    var itemOffset: [CGFloat]?
  }

  static let states: [State] = [
    State(caption: "vertical, origin"),
    State(caption: "vertical, center", alignment: .center),
    State(caption: "vertical, endPoint", alignment: .endPoint),
    State(caption: "itemSpacing [4, 24, 4]", alignment: .endPoint, itemSpacing: [4, 24, 4]),
    State(caption: "itemOffset [0, 24, 48, 24]", itemOffset: [0, 24, 48, 24]),
    State(caption: "horizontal, center", direction: .horizontal, alignment: .center),
  ]

  public func makeScene(scale: CGFloat) throws -> Scene {
    let scene = try Scene(size: size, scale: scale, backgroundColor: Color(hex: 0xF2F4F8))
    let colors: [UInt32] = [0xFF6B5B, 0xFFB547, 0x3CC48A, 0x4C8DF6]
    let sizes = [
      CGSize(width: 100, height: 40), CGSize(width: 70, height: 56), CGSize(width: 120, height: 32),
      CGSize(width: 80, height: 48),
    ]
    let tiles = zip(colors, sizes).map { color, size in
      let tile = View(frame: CGRect(origin: .zero, size: size))
      tile.backgroundColor = Color(hex: color)
      tile.layer.cornerRadius = 8
      return tile
    }
    let stack = FrameStackView(frame: CGRect(x: 24, y: 24, width: 0, height: 0), subviews: tiles)
    stack.backgroundColor = .white
    stack.layer.cornerRadius = 12
    stack.insets = EdgeInsets(all: 12)
    stack.spacing = 10
    stack.shouldWrap = true
    scene.rootView.addSubview(stack)
    let caption = Label(text: nil, font: .monospacedSystemFont(ofSize: 14, weight: .regular))
    caption.textColor = Color(hex: 0x4A5160)
    caption.frame = CGRect(x: 24, y: 320, width: 432, height: 24)
    scene.rootView.addSubview(caption)

    func apply(_ state: State) {
      stack.direction = state.direction
      stack.alignment = state.alignment
      stack.itemSpacing = state.itemSpacing
      stack.itemOffset = state.itemOffset
      caption.text = state.caption
    }
    apply(Self.states[0])
    scene.layoutIfNeeded()
    let root = scene.rootView
    for (index, state) in Self.states.enumerated().dropFirst() {
      try scene.schedule(at: Double(index) * Self.interval) {
        apply(state)
        View.animate(
          withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
          animations: { root.layoutIfNeeded() })
      }
    }
    return scene
  }
}
