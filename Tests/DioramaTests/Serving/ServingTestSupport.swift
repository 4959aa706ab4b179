import Dispatch
import Foundation

@testable import Diorama

enum ServingTestSupport {
  /// A share card: a gradient, a rounded panel with a blurred shadow, a wrapping title.
  static func card(_ title: String, fontSize: CGFloat = 28) throws -> Scene {
    let scene = try Scene(size: CGSize(width: 240, height: 126), backgroundColor: .white)
    let gradient = GradientLayer()
    gradient.frame = scene.rootView.bounds
    gradient.colors = [Color(hex: 0x4C78A8), Color(hex: 0xE45756)]
    gradient.startPoint = CGPoint(x: 0, y: 0)
    gradient.endPoint = CGPoint(x: 1, y: 1)
    scene.rootView.layer.addSublayer(gradient)
    let panel = View(frame: CGRect(x: 16, y: 16, width: 208, height: 94))
    panel.backgroundColor = .white
    panel.layer.cornerRadius = 12
    panel.layer.shadowOpacity = 0.35
    panel.layer.shadowRadius = 8
    panel.layer.shadowOffset = CGSize(width: 0, height: 4)
    scene.rootView.addSubview(panel)
    let label = Label(text: title, font: .boldSystemFont(ofSize: fontSize))
    label.numberOfLines = 2
    label.frame = CGRect(x: 12, y: 10, width: 184, height: 74)
    panel.addSubview(label)
    return scene
  }
}

/// A view whose drawing waits until `gate` is signalled (or `limit` passes, which it records):
/// a render that holds its thread for as long as a test wants.
final class GatedView: View {
  let gate: DispatchSemaphore
  let limit: DispatchTime
  let timedOut: @Sendable () -> Void

  init(frame: CGRect, gate: DispatchSemaphore, limit: DispatchTime, timedOut: @escaping @Sendable () -> Void)
  {
    self.gate = gate
    self.limit = limit
    self.timedOut = timedOut
    super.init(frame: frame)
  }

  override func draw(_ rect: CGRect) {
    if gate.wait(timeout: limit) == .timedOut { timedOut() }
    Color.systemGreen.setFill()
    BezierPath(rect: rect).fill()
  }
}
