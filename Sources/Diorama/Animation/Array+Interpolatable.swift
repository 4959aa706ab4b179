extension Array: Interpolatable where Element: Interpolatable {
  /// Interpolates element by element when both arrays have the same count (gradient colours and
  /// locations); otherwise switches discretely from `self` to `other` at `progress ≥ 0.5`.
  public func interpolated(to other: [Element], progress: Double) -> [Element] {
    guard count == other.count else { return progress >= 0.5 ? other : self }
    return zip(self, other).map { $0.interpolated(to: $1, progress: progress) }
  }
}
