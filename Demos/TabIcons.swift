import Diorama
import Foundation

/// Tab bar icons drawn with Bézier paths (Diorama has no SF Symbols): 25-point template images at
/// 3×, tinted by the tab bar.
public enum TabIcons {
  /// The drawing side, in points.
  static let side: CGFloat = 25

  private static func icon(_ draw: () -> Void) -> Image {
    let format = GraphicsImageRendererFormat.default()
    format.scale = 3
    let renderer = GraphicsImageRenderer(size: CGSize(width: side, height: side), format: format)
    return renderer.image { _ in
      Color.black.setFill()
      draw()
    }.withRenderingMode(.alwaysTemplate)
  }

  /// A gear: a toothed ring.
  public static let gear = icon {
    let centre = CGPoint(x: 12.5, y: 12.5)
    let gear = BezierPath()
    let teeth = 8
    for step in 0..<(teeth * 2) {
      let angle = CGFloat(step) * .pi / CGFloat(teeth)
      let radius: CGFloat = step.isMultiple(of: 2) ? 11.5 : 9
      for offset in [-0.17, 0.17] as [CGFloat] {
        let point = CGPoint(
          x: centre.x + radius * cos(angle + offset), y: centre.y + radius * sin(angle + offset))
        if step == 0 && offset < 0 { gear.move(to: point) } else { gear.addLine(to: point) }
      }
    }
    gear.close()
    gear.append(BezierPath(ovalIn: CGRect(x: 8.5, y: 8.5, width: 8, height: 8)))
    gear.usesEvenOddFillRule = true
    gear.fill()
  }

  /// A person: a head over shoulders.
  public static let person = icon {
    BezierPath(ovalIn: CGRect(x: 7.5, y: 2, width: 10, height: 10)).fill()
    let shoulders = BezierPath()
    shoulders.move(to: CGPoint(x: 2.5, y: 23.5))
    shoulders.addCurve(
      to: CGPoint(x: 22.5, y: 23.5), controlPoint1: CGPoint(x: 2.5, y: 11),
      controlPoint2: CGPoint(x: 22.5, y: 11))
    shoulders.close()
    shoulders.fill()
  }

  /// Photos: four rounded squares.
  public static let photos = icon {
    for (x, y) in [(2, 2), (13.5, 2), (2, 13.5), (13.5, 13.5)] as [(CGFloat, CGFloat)] {
      BezierPath(roundedRect: CGRect(x: x, y: y, width: 9.5, height: 9.5), cornerRadius: 2.5).fill()
    }
  }

  /// A bell: a rounded dome over a clapper.
  public static let bell = icon {
    let dome = BezierPath()
    dome.move(to: CGPoint(x: 3, y: 19))
    dome.addLine(to: CGPoint(x: 5.5, y: 15.5))
    dome.addCurve(
      to: CGPoint(x: 19.5, y: 15.5), controlPoint1: CGPoint(x: 5.5, y: 0.5),
      controlPoint2: CGPoint(x: 19.5, y: 0.5))
    dome.addLine(to: CGPoint(x: 22, y: 19))
    dome.close()
    dome.fill()
    BezierPath(ovalIn: CGRect(x: 9.5, y: 19.5, width: 6, height: 4.5)).fill()
  }
}
