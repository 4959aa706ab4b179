import Foundation

/// The keyboard a text field or text view asks for (UIKit's `UIKeyboardType`).
///
/// Diorama shows no keyboard: the value is kept so that code setting it ports unchanged.
public enum KeyboardType: Int, Sendable, Hashable, CaseIterable {
  /// The default keyboard.
  case `default`
  /// Letters, digits and punctuation (ASCII only).
  case asciiCapable
  /// Digits and punctuation.
  case numbersAndPunctuation
  /// A keyboard for URLs.
  case URL
  /// A numeric keypad.
  case numberPad
  /// A telephone keypad.
  case phonePad
  /// A keypad for a name and a phone number.
  case namePhonePad
  /// A keyboard for e-mail addresses.
  case emailAddress
  /// Digits and a decimal point.
  case decimalPad
  /// A keyboard for Twitter-style text.
  case twitter
  /// A keyboard for web searches.
  case webSearch
  /// A number pad restricted to ASCII digits.
  case asciiCapableNumberPad
}

/// The title of the return key (UIKit's `UIReturnKeyType`); kept, never shown.
public enum ReturnKeyType: Int, Sendable, Hashable, CaseIterable {
  /// "return".
  case `default`
  /// "Go".
  case go
  /// "Google".
  case google
  /// "Join".
  case join
  /// "Next".
  case next
  /// "Route".
  case route
  /// "Search".
  case search
  /// "Send".
  case send
  /// "Yahoo".
  case yahoo
  /// "Done".
  case done
  /// "Emergency Call".
  case emergencyCall
  /// "Continue".
  case `continue`
}

/// When typed text is capitalised automatically (UIKit's `UITextAutocapitalizationType`); kept,
/// never applied (nothing is typed).
public enum TextAutocapitalizationType: Int, Sendable, Hashable, CaseIterable {
  /// Never.
  case none
  /// The first letter of each word.
  case words
  /// The first letter of each sentence.
  case sentences
  /// Every letter.
  case allCharacters
}

/// Whether typed text is corrected automatically (UIKit's `UITextAutocorrectionType`); kept,
/// never applied.
public enum TextAutocorrectionType: Int, Sendable, Hashable, CaseIterable {
  /// The system's choice.
  case `default`
  /// Off.
  case no
  /// On.
  case yes
}

/// What a text field holds, for the system's suggestions (UIKit's `UITextContentType`); kept,
/// never used.
public struct TextContentType: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A person's full name.
  public static let name = TextContentType(rawValue: "name")
  /// A given name.
  public static let givenName = TextContentType(rawValue: "given-name")
  /// A family name.
  public static let familyName = TextContentType(rawValue: "family-name")
  /// An e-mail address.
  public static let emailAddress = TextContentType(rawValue: "email")
  /// A telephone number.
  public static let telephoneNumber = TextContentType(rawValue: "tel")
  /// A user name.
  public static let username = TextContentType(rawValue: "username")
  /// A password.
  public static let password = TextContentType(rawValue: "password")
  /// A new password (the system offers a strong one).
  public static let newPassword = TextContentType(rawValue: "new-password")
  /// A one-time code.
  public static let oneTimeCode = TextContentType(rawValue: "one-time-code")
  /// A URL.
  public static let URL = TextContentType(rawValue: "url")
  /// A postal code.
  public static let postalCode = TextContentType(rawValue: "postal-code")
}
