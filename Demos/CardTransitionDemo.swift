import Diorama
import Foundation

/// A small tile that opens into a card and closes again: frame and corner radius on a spring,
/// colour and a slight tilt on an ease curve, and the card's content fading in after it.
public struct CardTransitionDemo: Demo {
  public init() {}
  public var id: String { "card-transition" }
  public var title: String { "Card transition" }
  public var summary: String {
    "A tile springs open into a card (frame, corner radius), changes colour and straightens from a tilt"
      + " on an ease curve, then closes again."
  }
  public var size: CGSize { CGSize(width: 480, height: 320) }
  public var duration: Double { 3 }

  /// The tile's frame when closed.
  public static let closedFrame = CGRect(x: 40, y: 200, width: 96, height: 80)
  /// The card's frame when open.
  public static let openFrame = CGRect(x: 120, y: 40, width: 320, height: 240)
  /// The tile's colour when closed.
  public static let closedColor = Color(hex: 0xFF9500)
  /// The card's colour when open.
  public static let openColor = Color(hex: 0x5856D6)

  public func makeScene(scale: CGFloat) throws -> Scene {
    let scene = try Scene(size: size, scale: scale, backgroundColor: Color(hex: 0xEEF1F6))
    let card = View(frame: Self.closedFrame)
    card.backgroundColor = Self.closedColor
    card.layer.cornerRadius = 40
    card.transform = Transform(rotationAngle: -0.12)
    card.layer.shadowOpacity = 0.25
    card.layer.shadowRadius = 10
    card.layer.shadowOffset = CGSize(width: 0, height: 6)
    scene.rootView.addSubview(card)

    let title = Label(text: "Opened", font: .boldSystemFont(ofSize: 28))
    title.textColor = .white
    title.frame = CGRect(x: 24, y: 20, width: 260, height: 36)
    title.alpha = 0
    card.addSubview(title)

    try scene.schedule(at: 0.25) {
      // The tilt goes first: with a non-identity transform, setting `frame` keeps the bounds size,
      // as in UIKit.
      View.animate(
        withDuration: 0.6, delay: 0, options: .curveEaseInOut,
        animations: {
          card.transform = .identity
          card.backgroundColor = Self.openColor
        })
      View.animate(
        withDuration: 0.9, delay: 0, usingSpringWithDamping: 0.72, initialSpringVelocity: 0,
        animations: {
          card.frame = Self.openFrame
          card.layer.cornerRadius = 18
        })
      View.animate(withDuration: 0.3, delay: 0.45, options: .curveEaseOut, animations: { title.alpha = 1 })
    }
    try scene.schedule(at: 1.8) {
      View.animate(withDuration: 0.2, delay: 0, options: .curveEaseIn, animations: { title.alpha = 0 })
      View.animate(
        withDuration: 0.8, delay: 0.1, usingSpringWithDamping: 0.9, initialSpringVelocity: 0,
        animations: {
          card.frame = Self.closedFrame
          card.layer.cornerRadius = 40
        })
      View.animate(
        withDuration: 0.6, delay: 0.1, options: .curveEaseInOut,
        animations: {
          card.backgroundColor = Self.closedColor
          card.transform = Transform(rotationAngle: -0.12)
        })
    }
    return scene
  }
}
