import Foundation

/// The base class of controls (UIKit's `UIControl`): a view with a ``state`` — enabled,
/// selected, highlighted — and actions that run when one of its ``Event``s fires.
///
/// Diorama has no touch input, so no event ever fires by itself: code fires events with
/// ``sendActions(for:)``, as a test or a demo script does, and changes state directly
/// (``Switch/isOn`` on a switch, ``isHighlighted`` here). Subclasses redraw when the state changes;
/// where iOS animates a change, the subclass animates it on the scene clock.
open class Control: View {
  /// A control state (UIKit's `UIControl.State`), an option set: `[]` is ``normal``.
  public struct State: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The normal state: enabled, not selected, not highlighted.
    public static let normal: State = []
    /// Highlighted (a touch is down on the control in UIKit).
    public static let highlighted = State(rawValue: 1 << 0)
    /// Disabled (``Control/isEnabled`` is `false`).
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected (``Control/isSelected`` is `true`).
    public static let selected = State(rawValue: 1 << 2)
    /// Focused (never set by Diorama, which has no focus engine; kept for source compatibility).
    public static let focused = State(rawValue: 1 << 3)

    public var description: String {
      if isEmpty { return "normal" }
      let names: [(State, String)] = [
        (.highlighted, "highlighted"), (.disabled, "disabled"), (.selected, "selected"),
        (.focused, "focused"),
      ]
      return names.filter { contains($0.0) }.map(\.1).joined(separator: "|")
    }
  }

  /// The events a control reports (UIKit's `UIControl.Event`), with UIKit's raw values.
  ///
  /// Nothing fires them by itself in Diorama; ``Control/sendActions(for:)`` does.
  public struct Event: OptionSet, Hashable, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A touch went down in the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A repeated touch went down (a double tap).
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A finger dragged inside the control.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A finger dragged outside the control.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A finger dragged into the control.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A finger dragged out of the control.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A touch lifted inside the control: a tap.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A touch lifted outside the control.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The system cancelled a touch.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The control's value changed (a switch toggled, a slider moved).
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action fired (a button tapped).
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// A menu action fired.
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// Editing began in a text control.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// The text of a text control changed.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended in a text control.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Editing ended with the return key.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    /// Every editing event.
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// The range reserved for applications.
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    /// The range reserved for the system.
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// How content sits horizontally in the control (UIKit's `UIControl.ContentHorizontalAlignment`).
  public enum ContentHorizontalAlignment: Sendable, Hashable {
    /// Centred.
    case center
    /// Against the left edge.
    case left
    /// Against the right edge.
    case right
    /// Stretched to the width.
    case fill
    /// Against the leading edge (left in left-to-right layouts).
    case leading
    /// Against the trailing edge (right in left-to-right layouts).
    case trailing
  }

  /// How content sits vertically in the control (UIKit's `UIControl.ContentVerticalAlignment`).
  public enum ContentVerticalAlignment: Sendable, Hashable {
    /// Centred.
    case center
    /// Against the top edge.
    case top
    /// Against the bottom edge.
    case bottom
    /// Stretched to the height.
    case fill
  }

  /// A closure-based action (UIKit's `UIAction`): a title and image for menus, an identifier,
  /// and the handler a control runs when an event it was added for fires.
  public final class Action: Identifiable, CustomStringConvertible {
    /// An action's identifier (UIKit's `UIAction.Identifier`); unique per control and event set.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
      public var rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      /// Creates an identifier from a string.
      public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The title, shown when the action is in a menu.
    public var title: String
    /// A second line for menus.
    public var subtitle: String?
    /// The image, shown when the action is in a menu.
    public var image: Image?
    /// The identifier; a new unique one unless given.
    public let identifier: Identifier
    /// The control that sent the action while its handler runs, `nil` otherwise.
    public private(set) weak var sender: Control?
    private let handler: (Action) -> Void

    /// The identifier (for `Identifiable`).
    public var id: Identifier { identifier }

    /// Creates an action.
    /// - Parameters:
    ///   - title: the menu title; empty by default.
    ///   - subtitle: a second menu line.
    ///   - image: the menu image.
    ///   - identifier: the identifier; `nil` makes a unique one.
    ///   - handler: runs with the action (its ``sender`` set) when an event fires.
    public init(
      title: String = "", subtitle: String? = nil, image: Image? = nil, identifier: Identifier? = nil,
      handler: @escaping (Action) -> Void
    ) {
      self.title = title
      self.subtitle = subtitle
      self.image = image
      self.identifier = identifier ?? Identifier(UUID().uuidString)
      self.handler = handler
    }

    /// Runs the handler with `sender` as the sender.
    func perform(sender: Control?) {
      self.sender = sender
      handler(self)
      self.sender = nil
    }

    public var description: String { "<Action: title = '\(title)'; identifier = \(identifier.rawValue)>" }
  }

  /// Creates a control with a frame.
  public override init(frame: CGRect) { super.init(frame: frame) }

  // MARK: State

  /// Whether the control is enabled; `true` by default. A disabled control draws dimmed and
  /// ``sendActions(for:)`` runs nothing.
  open var isEnabled = true {
    didSet { if isEnabled != oldValue { stateDidChange() } }
  }

  /// Whether the control is selected; `false` by default.
  open var isSelected = false {
    didSet { if isSelected != oldValue { stateDidChange() } }
  }

  /// Whether the control is highlighted (in UIKit, while a finger is down on it); `false` by default.
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { stateDidChange() } }
  }

  /// The state: the combination of ``isEnabled``, ``isSelected`` and ``isHighlighted``.
  open var state: State {
    var state: State = []
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// Where content sits horizontally; ``ContentHorizontalAlignment/center`` by default.
  open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
    didSet { if contentHorizontalAlignment != oldValue { setNeedsLayout() } }
  }

  /// Where content sits vertically; ``ContentVerticalAlignment/center`` by default.
  open var contentVerticalAlignment: ContentVerticalAlignment = .center {
    didSet { if contentVerticalAlignment != oldValue { setNeedsLayout() } }
  }

  /// ``contentHorizontalAlignment`` with `leading` and `trailing` resolved for the layout direction.
  open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    switch contentHorizontalAlignment {
    case .leading: return rightToLeft ? .right : .left
    case .trailing: return rightToLeft ? .left : .right
    default: return contentHorizontalAlignment
    }
  }

  /// Called after ``isEnabled``, ``isSelected`` or ``isHighlighted`` changed; subclasses update
  /// their look (inside an animation block where iOS animates the change).
  func stateDidChange() {}

  // MARK: Actions

  private var registered: [(action: Action, events: Event)] = []

  /// Adds an action that runs when any of `events` fires (UIKit's `addAction(_:for:)`). An
  /// action with the same identifier already added for these events is replaced.
  public func addAction(_ action: Action, for events: Event) {
    registered.removeAll { $0.action.identifier == action.identifier && $0.events == events }
    registered.append((action, events))
  }

  /// Removes an action for `events`; it stays for other events it was added for.
  public func removeAction(_ action: Action, for events: Event) {
    removeAction(identifiedBy: action.identifier, for: events)
  }

  /// Removes the action with an identifier for `events`.
  public func removeAction(identifiedBy identifier: Action.Identifier, for events: Event) {
    registered = registered.compactMap { entry in
      guard entry.action.identifier == identifier else { return entry }
      let remaining = entry.events.subtracting(events)
      return remaining.isEmpty ? nil : (entry.action, remaining)
    }
  }

  /// The events an action with an identifier was added for, or `[]`.
  public func events(forActionIdentifiedBy identifier: Action.Identifier) -> Event {
    registered.filter { $0.action.identifier == identifier }.reduce([]) { $0.union($1.events) }
  }

  /// Every event some action was added for (UIKit's `allControlEvents`).
  public var allControlEvents: Event { registered.reduce([]) { $0.union($1.events) } }

  /// Runs, in the order they were added, the actions added for any of `events` (UIKit's
  /// `sendActions(for:)`). This is how a Diorama script "taps": there is no touch input.
  /// A disabled control runs nothing, as a disabled UIKit control receives no touches.
  public func sendActions(for events: Event) {
    guard isEnabled else { return }
    for entry in registered where !entry.events.isDisjoint(with: events) {
      entry.action.perform(sender: self)
    }
  }

  /// Runs one action with this control as its sender (UIKit's `sendAction(_:)`).
  public func sendAction(_ action: Action) { action.perform(sender: self) }
}
