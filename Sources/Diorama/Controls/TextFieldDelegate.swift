import Foundation

/// What a text field tells about editing (UIKit's `UITextFieldDelegate`). Nothing is edited in
/// Diorama, so no method is ever called; the protocol is here so that controllers declaring
/// conformance port unchanged. Every method has a default.
public protocol TextFieldDelegate: AnyObject {
  /// Whether editing may begin; `true` by default.
  func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
  /// Editing began.
  func textFieldDidBeginEditing(_ textField: TextField)
  /// Whether editing may end; `true` by default.
  func textFieldShouldEndEditing(_ textField: TextField) -> Bool
  /// Editing ended.
  func textFieldDidEndEditing(_ textField: TextField)
  /// Whether typed text may replace the characters in `range`; `true` by default.
  func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool
  /// Whether the clear button may clear the text; `true` by default.
  func textFieldShouldClear(_ textField: TextField) -> Bool
  /// Whether the return key is handled; `true` by default.
  func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
  /// `true`.
  public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidBeginEditing(_ textField: TextField) {}
  /// `true`.
  public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidEndEditing(_ textField: TextField) {}
  /// `true`.
  public func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool { true }
  /// `true`.
  public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
  /// `true`.
  public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}
