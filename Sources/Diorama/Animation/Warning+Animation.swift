import Foundation

extension Warning.Kind {
  /// An animation or transaction call with invalid input was ignored or repaired.
  public static let invalidAnimation = Warning.Kind(rawValue: "invalidAnimation")
}
