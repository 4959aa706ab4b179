extension View {
  /// The content hugging priority for the horizontal axis (BoxView's shorthand for
  /// ``contentHuggingPriority(for:)`` and ``setContentHuggingPriority(_:for:)``).
  public var huggingX: LayoutPriority {
    get { contentHuggingPriority(for: .horizontal) }
    set { setContentHuggingPriority(newValue, for: .horizontal) }
  }

  /// The content hugging priority for the vertical axis.
  public var huggingY: LayoutPriority {
    get { contentHuggingPriority(for: .vertical) }
    set { setContentHuggingPriority(newValue, for: .vertical) }
  }

  /// The compression resistance priority for the horizontal axis.
  public var resistanceX: LayoutPriority {
    get { contentCompressionResistancePriority(for: .horizontal) }
    set { setContentCompressionResistancePriority(newValue, for: .horizontal) }
  }

  /// The compression resistance priority for the vertical axis.
  public var resistanceY: LayoutPriority {
    get { contentCompressionResistancePriority(for: .vertical) }
    set { setContentCompressionResistancePriority(newValue, for: .vertical) }
  }
}
