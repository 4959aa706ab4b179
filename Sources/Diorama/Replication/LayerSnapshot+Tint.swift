import Foundation

extension LayerSnapshot {
  /// The snapshot with every flat colour multiplied by `tint`, component by component: what a
  /// ``ReplicatorLayer``'s instance colour does to a copy.
  func multiplyingColors(by tint: Color) -> LayerSnapshot {
    func times(_ color: Color?) -> Color? {
      color.map {
        Color(
          red: $0.red * tint.red, green: $0.green * tint.green, blue: $0.blue * tint.blue,
          alpha: $0.alpha * tint.alpha)
      }
    }
    var copy = self
    copy.backgroundColor = times(backgroundColor)
    copy.borderColor = times(borderColor)
    copy.contentsTintColor = times(contentsTintColor)
    if var shadow = copy.shadow, let color = times(shadow.color) {
      shadow.color = color
      copy.shadow = shadow
    }
    switch content {
    case .none: break
    case .shape(var shape):
      shape.fillColor = times(shape.fillColor)
      shape.strokeColor = times(shape.strokeColor)
      copy.content = .shape(shape)
    case .gradient(var gradient):
      gradient.colors = gradient.colors.map { times($0)! }
      copy.content = .gradient(gradient)
    case .text(var text):
      text.color = times(text.color)!
      copy.content = .text(text)
    case .particles(var particles):
      for i in particles.particles.indices {
        particles.particles[i].color = times(particles.particles[i].color)!
      }
      copy.content = .particles(particles)
    }
    copy.sublayers = sublayers.map { $0.multiplyingColors(by: tint) }
    return copy
  }
}
