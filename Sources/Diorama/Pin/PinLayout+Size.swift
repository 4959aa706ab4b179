import Foundation

// Width, height, size, their bounds, and content-based sizing.
extension PinLayout {
  /// Sets the width (≥ 0 and finite, else ignored with a warning).
  @discardableResult
  public func width(_ width: CGFloat) -> PinLayout {
    setWidth(width) { "width(\(Double(width)))" }
  }

  /// Sets the width to a percentage of the superview's width.
  @discardableResult
  public func width(_ percent: Percent) -> PinLayout {
    guard let size = superviewSize() else { return self }
    return setWidth(percent.of(size.width)) { "width(\(percent))" }
  }

  /// Sets the width to the reference's (its transformed width with `pinFrame`).
  @discardableResult
  public func width(of view: PinView) -> PinLayout {
    setWidth(referenceNode(view).rect(keepTransform: keepTransform).width) {
      "width(of: \(self.describe(view)))"
    }
  }

  /// Sets the minimum width, which wins over every other width rule except the maximum.
  @discardableResult
  public func minWidth(_ width: CGFloat) -> PinLayout {
    setMinWidth(width) { "minWidth(\(Double(width)))" }
  }

  /// Sets the minimum width to a percentage of the superview's width.
  @discardableResult
  public func minWidth(_ percent: Percent) -> PinLayout {
    guard let size = superviewSize() else { return self }
    return setMinWidth(percent.of(size.width)) { "minWidth(\(percent))" }
  }

  /// Sets the maximum width, which wins over every other width rule.
  @discardableResult
  public func maxWidth(_ width: CGFloat) -> PinLayout {
    setMaxWidth(width) { "maxWidth(\(Double(width)))" }
  }

  /// Sets the maximum width to a percentage of the superview's width.
  @discardableResult
  public func maxWidth(_ percent: Percent) -> PinLayout {
    guard let size = superviewSize() else { return self }
    return setMaxWidth(percent.of(size.width)) { "maxWidth(\(percent))" }
  }

  /// Sets the height (≥ 0 and finite, else ignored with a warning).
  @discardableResult
  public func height(_ height: CGFloat) -> PinLayout {
    setHeight(height) { "height(\(Double(height)))" }
  }

  /// Sets the height to a percentage of the superview's height.
  @discardableResult
  public func height(_ percent: Percent) -> PinLayout {
    guard let size = superviewSize() else { return self }
    return setHeight(percent.of(size.height)) { "height(\(percent))" }
  }

  /// Sets the height to the reference's.
  @discardableResult
  public func height(of view: PinView) -> PinLayout {
    setHeight(referenceNode(view).rect(keepTransform: keepTransform).height) {
      "height(of: \(self.describe(view)))"
    }
  }

  /// Sets the minimum height, which wins over every other height rule except the maximum.
  @discardableResult
  public func minHeight(_ height: CGFloat) -> PinLayout {
    setMinHeight(height) { "minHeight(\(Double(height)))" }
  }

  /// Sets the minimum height to a percentage of the superview's height.
  @discardableResult
  public func minHeight(_ percent: Percent) -> PinLayout {
    guard let size = superviewSize() else { return self }
    return setMinHeight(percent.of(size.height)) { "minHeight(\(percent))" }
  }

  /// Sets the maximum height, which wins over every other height rule.
  @discardableResult
  public func maxHeight(_ height: CGFloat) -> PinLayout {
    setMaxHeight(height) { "maxHeight(\(Double(height)))" }
  }

  /// Sets the maximum height to a percentage of the superview's height.
  @discardableResult
  public func maxHeight(_ percent: Percent) -> PinLayout {
    guard let size = superviewSize() else { return self }
    return setMaxHeight(percent.of(size.height)) { "maxHeight(\(percent))" }
  }

  /// Sets width and height.
  @discardableResult
  public func size(_ size: CGSize) -> PinLayout {
    setSize(size) { "size(CGSize(width: \(Double(size.width)), height: \(Double(size.height))))" }
  }

  /// Sets width and height to the same length.
  @discardableResult
  public func size(_ sideLength: CGFloat) -> PinLayout {
    setSize(CGSize(width: sideLength, height: sideLength)) { "size(sideLength: \(Double(sideLength)))" }
  }

  /// Sets the width to a percentage of the superview's width and the height to the same
  /// percentage of its height.
  @discardableResult
  public func size(_ percent: Percent) -> PinLayout {
    guard let size = superviewSize() else { return self }
    return setSize(CGSize(width: percent.of(size.width), height: percent.of(size.height))) {
      "size(\(percent))"
    }
  }

  /// Sets width and height to the reference's.
  @discardableResult
  public func size(of view: PinView) -> PinLayout {
    setSize(referenceNode(view).rect(keepTransform: keepTransform).size) {
      "size(of: \(self.describe(view)))"
    }
  }

  /// Sizes the node with its `sizeThatFits(_:)` (it must be ``SizeCalculable``).
  ///
  /// `.width` keeps the reference width (explicit width, or left/right minus margins, after
  /// min/max; else the current width) and takes the fitted height; `.height` is the transpose;
  /// the flexible variants take both fitted dimensions; `.content` asks with the current size.
  /// Only one of `sizeToFit` and `aspectRatio` is kept per chain: the first.
  @discardableResult
  public func sizeToFit(_ fitType: FitType = .content) -> PinLayout {
    func context() -> String { "sizeToFit(\(fitType))" }
    guard adjustSizeType == nil else { return warnAdjustSizeConflict(context) }
    guard node.sizeCalculable != nil else {
      warnWontBeApplied(
        .pinUnsupported,
        "PinLayout cannot comptute this view's size. This type of views doesn't conform to the protocol "
          + "SizeCalculable.", context)
      return self
    }
    adjustSizeType = .fit(fitType)
    return self
  }

  /// Sets the aspect ratio (width / height, > 0): the one known dimension gives the other.
  @discardableResult
  public func aspectRatio(_ ratio: CGFloat) -> PinLayout {
    setAspectRatio(ratio) { "aspectRatio(\(Double(ratio)))" }
  }

  /// Sets the aspect ratio to the reference's width / height.
  @discardableResult
  public func aspectRatio(of view: PinView) -> PinLayout {
    let rect = referenceNode(view).rect(keepTransform: keepTransform)
    return setAspectRatio(rect.width / rect.height) { "aspectRatio(of: \(self.describe(view)))" }
  }

  /// Sets the aspect ratio to the image's, for an ``ImageView`` with an image; otherwise warns.
  @discardableResult
  public func aspectRatio() -> PinLayout {
    func context() -> String { "aspectRatio()" }
    guard case .view(let imageView as ImageView) = node else {
      warn(
        .pinUnsupported,
        "aspectRatio() won't be applied, the layouted view must be an UIImageView() to use the aspectRatio() "
          + "method without parameter.")
      return self
    }
    guard let size = imageView.image?.size, size.height > 0 else {
      if configuration.activeWarnings.aspectRatioImageNotSet {
        warn(
          .pinAspectRatioImageNotSet,
          "aspectRatio() won't be applied, the layouted UIImageView's image hasn't been set (aspectRatioImageNotSet)"
        )
      }
      return self
    }
    return setAspectRatio(size.width / size.height, context)
  }

  // MARK: Implementation

  private func setSize(_ size: CGSize, _ context: Context) -> PinLayout {
    setWidth(size.width) { "\(context())'s width" }
    setHeight(size.height) { "\(context())'s height" }
    return self
  }

  private func setAspectRatio(_ ratio: CGFloat, _ context: Context) -> PinLayout {
    guard adjustSizeType == nil else { return warnAdjustSizeConflict(context) }
    guard ratio > 0, ratio.isFinite else {
      warnWontBeApplied(
        .pinInvalidValue, "the aspectRatio (\(Double(ratio))) must be greater than zero.", context)
      return self
    }
    adjustSizeType = .aspectRatio(ratio)
    return self
  }

  private func warnAdjustSizeConflict(_ context: Context) -> PinLayout {
    if let adjustSizeType {
      warn(
        .pinConflict,
        "PinLayout Conflict: \(context()) won't be applied since it conflicts with "
          + "\(adjustSizeType.conflictDescription).")
    }
    return self
  }
}
