extension View {
  /// UIKit's name for Diorama's `ContentMode` (`UIView.ContentMode`).
  public typealias ContentMode = Diorama.ContentMode
}
