import Diorama
import Foundation

/// A plain view with a settable intrinsic size, for box tests.
final class Block: View {
  var intrinsic: CGSize
  init(_ width: CGFloat = View.noIntrinsicMetric, _ height: CGFloat = View.noIntrinsicMetric, id: String) {
    intrinsic = CGSize(width: width, height: height)
    super.init(frame: .zero)
    accessibilityIdentifier = id
  }
  override var intrinsicContentSize: CGSize { intrinsic }
}

/// A box in a scene, its left and top pinned to the root, each dimension fixed or fitting (held
/// toward 0 at priority 50, as `systemLayoutSizeFitting` does).
struct BoxHarness {
  let scene: Scene
  let box: BoxView

  init(
    _ box: BoxView = BoxView(), width: CGFloat?, height: CGFloat?,
    direction: UserInterfaceLayoutDirection = .leftToRight
  ) throws {
    scene = try Scene(size: CGSize(width: 1000, height: 1000), scale: 4, layoutDirection: direction)
    self.box = box
    box.accessibilityIdentifier = box.accessibilityIdentifier ?? "box"
    box.translatesAutoresizingMaskIntoConstraints = false
    scene.rootView.addSubview(box)
    box.leftAnchor.constraint(equalTo: scene.rootView.leftAnchor).isActive = true
    box.topAnchor.constraint(equalTo: scene.rootView.topAnchor).isActive = true
    for (dimension, value) in [(box.widthAnchor, width), (box.heightAnchor, height)] {
      let constraint = dimension.constraint(equalToConstant: value ?? 0)
      if value == nil { constraint.priority = .fittingSizeLevel }
      constraint.isActive = true
    }
  }

  /// Lays out and returns the box's size.
  @discardableResult
  func layout() -> CGSize {
    scene.layoutIfNeeded()
    return box.frame.size
  }
}

extension CGRect {
  /// `CGRect(x:y:width:height:)`, short.
  init(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) {
    self.init(x: x, y: y, width: width, height: height)
  }
}

/// The identities of views, to compare arrays of views.
func ids(_ views: [View]) -> [ObjectIdentifier] { views.map(ObjectIdentifier.init) }
