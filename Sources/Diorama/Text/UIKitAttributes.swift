import Foundation

extension AttributeScopes {
  /// UIKit's attributes for Swift's `AttributedString` (UIKit's `AttributeScopes.UIKitAttributes`),
  /// so that iOS code compiles unchanged:
  ///
  /// ```swift
  /// var text = AttributedString("Hello")
  /// text.font = .boldSystemFont(ofSize: 20)
  /// text.foregroundColor = .systemBlue
  /// label.attributedText = NSAttributedString(text)
  /// ```
  ///
  /// Each key's name is UIKit's `NSAttributedString.Key` raw value, so a string converted with
  /// `NSAttributedString(_:)` carries the keys ``Label`` and ``TextLayer`` read. Foundation's own
  /// attributes (`link`, `languageIdentifier`) come along.
  public struct UIKitAttributes: AttributeScope {
    /// A ``Font``.
    public let font: FontAttribute
    /// A ``Color`` for the glyphs.
    public let foregroundColor: ForegroundColorAttribute
    /// A ``Color`` filled behind the glyphs.
    public let backgroundColor: BackgroundColorAttribute
    /// Points added after each character.
    public let kern: KernAttribute
    /// Points added between characters.
    public let tracking: TrackingAttribute
    /// An ``NSUnderlineStyle``.
    public let underlineStyle: UnderlineStyleAttribute
    /// A ``Color`` for the underline.
    public let underlineColor: UnderlineColorAttribute
    /// An ``NSUnderlineStyle`` for a line through the glyphs.
    public let strikethroughStyle: StrikethroughStyleAttribute
    /// A ``Color`` for the strike-through line.
    public let strikethroughColor: StrikethroughColorAttribute
    /// Points to raise the glyphs.
    public let baselineOffset: BaselineOffsetAttribute
    /// An ``NSShadow``.
    public let shadow: ShadowAttribute
    /// An ``NSParagraphStyle``.
    public let paragraphStyle: ParagraphStyleAttribute
    /// Foundation's attributes.
    public let foundation: AttributeScopes.FoundationAttributes

    /// The `NSAttributedString.Key.font` attribute.
    public enum FontAttribute: AttributedStringKey {
      public typealias Value = Font
      public static let name = NSAttributedString.Key.font.rawValue
    }
    /// The `NSAttributedString.Key.foregroundColor` attribute.
    public enum ForegroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = NSAttributedString.Key.foregroundColor.rawValue
    }
    /// The `NSAttributedString.Key.backgroundColor` attribute.
    public enum BackgroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = NSAttributedString.Key.backgroundColor.rawValue
    }
    /// The `NSAttributedString.Key.kern` attribute.
    public enum KernAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = NSAttributedString.Key.kern.rawValue
    }
    /// The `NSAttributedString.Key.tracking` attribute.
    public enum TrackingAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = NSAttributedString.Key.tracking.rawValue
    }
    /// The `NSAttributedString.Key.underlineStyle` attribute.
    public enum UnderlineStyleAttribute: AttributedStringKey {
      public typealias Value = NSUnderlineStyle
      public static let name = NSAttributedString.Key.underlineStyle.rawValue
    }
    /// The `NSAttributedString.Key.underlineColor` attribute.
    public enum UnderlineColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = NSAttributedString.Key.underlineColor.rawValue
    }
    /// The `NSAttributedString.Key.strikethroughStyle` attribute.
    public enum StrikethroughStyleAttribute: AttributedStringKey {
      public typealias Value = NSUnderlineStyle
      public static let name = NSAttributedString.Key.strikethroughStyle.rawValue
    }
    /// The `NSAttributedString.Key.strikethroughColor` attribute.
    public enum StrikethroughColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = NSAttributedString.Key.strikethroughColor.rawValue
    }
    /// The `NSAttributedString.Key.baselineOffset` attribute.
    public enum BaselineOffsetAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = NSAttributedString.Key.baselineOffset.rawValue
    }
    /// The `NSAttributedString.Key.shadow` attribute.
    public enum ShadowAttribute: AttributedStringKey {
      public typealias Value = NSShadow
      public static let name = NSAttributedString.Key.shadow.rawValue
    }
    /// The `NSAttributedString.Key.paragraphStyle` attribute.
    public enum ParagraphStyleAttribute: AttributedStringKey {
      public typealias Value = NSParagraphStyle
      public static let name = NSAttributedString.Key.paragraphStyle.rawValue
    }
  }

  /// UIKit's attribute scope, for `NSAttributedString(_:including: \.uiKit)`.
  public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
  /// UIKit's attributes as properties of `AttributedString`, its runs and its containers
  /// (`text.font = …`).
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>
  ) -> T {
    self[T.self]
  }
}

extension NSAttributedString {
  /// The string with its UIKit and Foundation attributes (the UIKit scope), under UIKit's
  /// `NSAttributedString.Key`s, as Apple's Foundation converts it when UIKit is loaded.
  /// Attributes of other scopes are left out.
  public convenience init(_ attributedString: AttributedString) {
    self.init(attributedString: Self.converted(attributedString))
  }

  /// The string with the attributes of UIKit's scope (`\.uiKit`), which includes Foundation's.
  /// It throws nothing on Linux; the signature is Apple's, so the call ports unchanged.
  public convenience init(
    _ attributedString: AttributedString,
    including scope: KeyPath<AttributeScopes, AttributeScopes.UIKitAttributes.Type>
  ) throws {
    self.init(attributedString: Self.converted(attributedString))
  }

  /// One run after another, each with its attributes under UIKit's keys.
  private static func converted(_ attributedString: AttributedString) -> NSAttributedString {
    typealias UIKit = AttributeScopes.UIKitAttributes
    typealias Base = AttributeScopes.FoundationAttributes
    let result = NSMutableAttributedString(string: "")
    for run in attributedString.runs {
      var attributes: [NSAttributedString.Key: Any] = [:]
      func copy<K: AttributedStringKey>(_ key: K.Type) where K.Value: Sendable {
        if let value = run[K.self] { attributes[NSAttributedString.Key(K.name)] = value }
      }
      copy(UIKit.FontAttribute.self)
      copy(UIKit.ForegroundColorAttribute.self)
      copy(UIKit.BackgroundColorAttribute.self)
      copy(UIKit.KernAttribute.self)
      copy(UIKit.TrackingAttribute.self)
      copy(UIKit.UnderlineStyleAttribute.self)
      copy(UIKit.UnderlineColorAttribute.self)
      copy(UIKit.StrikethroughStyleAttribute.self)
      copy(UIKit.StrikethroughColorAttribute.self)
      copy(UIKit.BaselineOffsetAttribute.self)
      copy(UIKit.ShadowAttribute.self)
      copy(UIKit.ParagraphStyleAttribute.self)
      copy(Base.LinkAttribute.self)
      copy(Base.LanguageIdentifierAttribute.self)
      let text = String(attributedString[run.range].characters)
      result.append(NSAttributedString(string: text, attributes: attributes))
    }
    return result
  }
}
