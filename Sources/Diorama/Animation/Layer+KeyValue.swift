import Foundation

extension Layer {
  /// The model value of an animatable key path (`opacity`, `position.x`, `transform.rotation.z`,
  /// `strokeEnd`, …), or `nil` when the key path is not animatable on this layer's class.
  ///
  /// Read it on ``presentation()`` to get what is on screen.
  public func value(forKeyPath keyPath: String) -> AnimationValue? {
    guard let path = try? LayerKeyPath(keyPath, on: self) else { return nil }
    return path.value(in: self)
  }

  /// The value of a whole animatable property, or `nil` if this layer's class does not have it.
  func animatableValue(ofProperty property: String) -> AnimationValue? {
    switch property {
    case "position": return .point(position)
    case "anchorPoint": return .point(anchorPoint)
    case "bounds": return .rect(bounds)
    case "transform": return .transform(transform)
    case "sublayerTransform": return .transform(sublayerTransform)
    case "zPosition": return .scalar(Double(zPosition))
    case "anchorPointZ": return .scalar(Double(anchorPointZ))
    case "isDoubleSided": return .boolean(isDoubleSided)
    case "opacity": return .scalar(Double(opacity))
    case "backgroundColor": return .color(backgroundColor.map(ColorComponents.init) ?? .zero)
    case "borderColor": return .color(borderColor.map(ColorComponents.init) ?? .zero)
    case "shadowColor": return .color(shadowColor.map(ColorComponents.init) ?? .zero)
    case "cornerRadius": return .scalar(Double(cornerRadius))
    case "borderWidth": return .scalar(Double(borderWidth))
    case "shadowOpacity": return .scalar(Double(shadowOpacity))
    case "shadowRadius": return .scalar(Double(shadowRadius))
    case "shadowOffset": return .size(shadowOffset)
    case "shadowPath": return .path(shadowPath)
    case "contents": return .image(contents)
    case "contentsCenter": return .rect(contentsCenter)
    case "contentsRect": return .rect(contentsRect)
    case "contentsTintColor": return .color(contentsTintColor.map(ColorComponents.init) ?? .zero)
    case "masksToBounds": return .boolean(masksToBounds)
    case "isHidden": return .boolean(isHidden)
    default: break
    }
    if let shape = self as? ShapeLayer {
      switch property {
      case "path": return .path(shape.path)
      case "fillColor": return .color(shape.fillColor.map(ColorComponents.init) ?? .zero)
      case "strokeColor": return .color(shape.strokeColor.map(ColorComponents.init) ?? .zero)
      case "lineWidth": return .scalar(Double(shape.lineWidth))
      case "miterLimit": return .scalar(Double(shape.miterLimit))
      case "lineDashPhase": return .scalar(Double(shape.lineDashPhase))
      case "strokeStart": return .scalar(Double(shape.strokeStart))
      case "strokeEnd": return .scalar(Double(shape.strokeEnd))
      default: return nil
      }
    }
    if let gradient = self as? GradientLayer {
      switch property {
      case "colors": return .colors((gradient.colors ?? []).map(ColorComponents.init))
      case "locations": return .numbers((gradient.locations ?? []).map(Double.init))
      case "startPoint": return .point(gradient.startPoint)
      case "endPoint": return .point(gradient.endPoint)
      default: return nil
      }
    }
    if let text = self as? TextLayer {
      switch property {
      case "fontSize": return .scalar(Double(text.fontSize))
      case "foregroundColor": return .color(text.foregroundColor.map(ColorComponents.init) ?? .zero)
      default: return nil
      }
    }
    return nil
  }

  /// Writes a whole animatable property; values of the wrong kind are ignored.
  func setAnimatableValue(_ value: AnimationValue, ofProperty property: String) {
    switch (property, value) {
    case ("position", .point(let p)): position = p
    case ("anchorPoint", .point(let p)): anchorPoint = p
    case ("bounds", .rect(let r)): bounds = r
    case ("transform", .transform(let m)): transform = m
    case ("sublayerTransform", .transform(let m)): sublayerTransform = m
    case ("zPosition", .scalar(let v)): zPosition = CGFloat(v)
    case ("anchorPointZ", .scalar(let v)): anchorPointZ = CGFloat(v)
    case ("isDoubleSided", .boolean(let b)): isDoubleSided = b
    case ("opacity", .scalar(let v)): opacity = Float(v)
    case ("backgroundColor", .color(let c)): backgroundColor = Color(c)
    case ("borderColor", .color(let c)): borderColor = Color(c)
    case ("shadowColor", .color(let c)): shadowColor = Color(c)
    case ("cornerRadius", .scalar(let v)): cornerRadius = CGFloat(v)
    case ("borderWidth", .scalar(let v)): borderWidth = CGFloat(v)
    case ("shadowOpacity", .scalar(let v)): shadowOpacity = Float(v)
    case ("shadowRadius", .scalar(let v)): shadowRadius = CGFloat(v)
    case ("shadowOffset", .size(let s)): shadowOffset = s
    case ("shadowPath", .path(let p)): shadowPath = p
    case ("contents", .image(let i)): contents = i
    case ("contentsCenter", .rect(let r)): contentsCenter = r
    case ("contentsRect", .rect(let r)): contentsRect = r
    case ("contentsTintColor", .color(let c)): contentsTintColor = Color(c)
    case ("masksToBounds", .boolean(let b)): masksToBounds = b
    case ("isHidden", .boolean(let b)): isHidden = b
    default: setSubclassValue(value, ofProperty: property)
    }
  }

  private func setSubclassValue(_ value: AnimationValue, ofProperty property: String) {
    if let shape = self as? ShapeLayer {
      switch (property, value) {
      case ("path", .path(let p)): shape.path = p
      case ("fillColor", .color(let c)): shape.fillColor = Color(c)
      case ("strokeColor", .color(let c)): shape.strokeColor = Color(c)
      case ("lineWidth", .scalar(let v)): shape.lineWidth = CGFloat(v)
      case ("miterLimit", .scalar(let v)): shape.miterLimit = CGFloat(v)
      case ("lineDashPhase", .scalar(let v)): shape.lineDashPhase = CGFloat(v)
      case ("strokeStart", .scalar(let v)): shape.strokeStart = CGFloat(v)
      case ("strokeEnd", .scalar(let v)): shape.strokeEnd = CGFloat(v)
      default: break
      }
    } else if let gradient = self as? GradientLayer {
      switch (property, value) {
      case ("colors", .colors(let list)): gradient.colors = list.map(Color.init)
      case ("locations", .numbers(let list)): gradient.locations = list.map { CGFloat($0) }
      case ("startPoint", .point(let p)): gradient.startPoint = p
      case ("endPoint", .point(let p)): gradient.endPoint = p
      default: break
      }
    } else if let text = self as? TextLayer {
      switch (property, value) {
      case ("fontSize", .scalar(let v)): text.fontSize = CGFloat(v)
      case ("foregroundColor", .color(let c)): text.foregroundColor = Color(c)
      default: break
      }
    }
  }

  /// A detached layer of the same class with the same model values and no sublayers, whose
  /// property changes run no actions. User subclasses' own stored properties are not copied.
  func detachedCopy() -> Layer {
    let copy = type(of: self).init()
    copy.isPresentation = true
    // Values a new layer already has are not set again (their checks are not free).
    copy.bounds = bounds
    copy.position = position
    copy.anchorPoint = anchorPoint
    if transform != copy.transform { copy.transform = transform }
    if sublayerTransform != copy.sublayerTransform { copy.sublayerTransform = sublayerTransform }
    copy.zPosition = zPosition
    copy.anchorPointZ = anchorPointZ
    copy.isDoubleSided = isDoubleSided
    copy.maskedCorners = maskedCorners
    copy.cornerCurve = cornerCurve
    copy.opacity = opacity
    copy.isHidden = isHidden
    copy.backgroundColor = backgroundColor
    copy.cornerRadius = cornerRadius
    copy.borderWidth = borderWidth
    copy.borderColor = borderColor
    copy.masksToBounds = masksToBounds
    copy.shadowColor = shadowColor
    copy.shadowOpacity = shadowOpacity
    copy.shadowOffset = shadowOffset
    copy.shadowRadius = shadowRadius
    if shadowPath != copy.shadowPath { copy.shadowPath = shadowPath }
    if contents != copy.contents { copy.contents = contents }
    copy.contentsGravity = contentsGravity
    if contentsCenter != copy.contentsCenter { copy.contentsCenter = contentsCenter }
    if contentsRect != copy.contentsRect { copy.contentsRect = contentsRect }
    if contentsTintColor != copy.contentsTintColor { copy.contentsTintColor = contentsTintColor }
    copy.name = name
    copy.animationState.timing = animationState.timing
    if let shape = self as? ShapeLayer, let target = copy as? ShapeLayer {
      target.path = shape.path
      target.fillColor = shape.fillColor
      target.fillRule = shape.fillRule
      target.strokeColor = shape.strokeColor
      target.lineWidth = shape.lineWidth
      target.lineCap = shape.lineCap
      target.lineJoin = shape.lineJoin
      target.miterLimit = shape.miterLimit
      target.lineDashPattern = shape.lineDashPattern
      target.lineDashPhase = shape.lineDashPhase
      target.strokeStart = shape.strokeStart
      target.strokeEnd = shape.strokeEnd
    } else if let gradient = self as? GradientLayer, let target = copy as? GradientLayer {
      target.colors = gradient.colors
      target.locations = gradient.locations
      target.startPoint = gradient.startPoint
      target.endPoint = gradient.endPoint
      target.type = gradient.type
    } else if let text = self as? TextLayer, let target = copy as? TextLayer {
      target.stringValue = text.stringValue
      target.content = text.content
      target.font = text.font
      target.fontSize = text.fontSize
      target.foregroundColor = text.foregroundColor
      target.isWrapped = text.isWrapped
      target.truncationMode = text.truncationMode
      target.alignmentMode = text.alignmentMode
      target.labelStyle = text.labelStyle
    }
    return copy
  }
}
