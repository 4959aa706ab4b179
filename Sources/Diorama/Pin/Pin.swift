import Foundation

/// PinLayout's global settings: layout direction, display scale for pixel snapping, and
/// which warnings are reported.
///
/// The settings are process-wide and safe to read and write from any thread. Inside
/// ``withIsolatedConfiguration(_:)`` they are private to the current task, which lets tests that
/// change them run in parallel.
public enum Pin {
  /// The direction every start/end API resolves with (`start`, `end`, `marginStart`, `before`,
  /// `after`, `aligned: .start`, `edge.start`, `anchor.topStart`, …); `.ltr` by default.
  ///
  /// It is read when those methods are called, not when the layout is applied.
  public static var layoutDirection: LayoutDirection {
    get { PinConfiguration.current.read(\.layoutDirection) }
    set { PinConfiguration.current.write { $0.layoutDirection = newValue } }
  }

  /// Sets ``layoutDirection``.
  public static func layoutDirection(_ direction: LayoutDirection) {
    layoutDirection = direction
  }

  /// The number of pixels per point that written frames are snapped to (UIKit's screen scale);
  /// 1 by default, the default scale of a ``Scene``. Origins are rounded and sizes rounded up to
  /// a multiple of `1 / displayScale`. Values that are not finite and positive are ignored with
  /// a ``Warning/Kind/pinInvalidValue`` warning.
  public static var displayScale: CGFloat {
    get { PinConfiguration.current.read(\.displayScale) }
    set {
      guard newValue.isFinite, newValue > 0 else {
        return PinWarnings.report(
          .pinInvalidValue,
          "PinLayout Warning: Pin.displayScale = \(Double(newValue)) won't be applied, "
            + "the display scale must be finite and greater than zero.")
      }
      PinConfiguration.current.write { $0.displayScale = newValue }
    }
  }

  /// Whether warnings are reported at all; `true` by default.
  public static var logWarnings: Bool {
    get { PinConfiguration.current.read(\.logWarnings) }
    set { PinConfiguration.current.write { $0.logWarnings = newValue } }
  }

  /// Warnings that can be switched off individually.
  public static var activeWarnings: ActiveWarnings {
    get { PinConfiguration.current.read(\.activeWarnings) }
    set { PinConfiguration.current.write { $0.activeWarnings = newValue } }
  }

  /// When `true`, a builder that applies itself without an explicit `layout()` call first warns
  /// (useful where object lifetimes are long, such as playgrounds); `false` by default.
  public static var logMissingLayoutCalls: Bool {
    get { PinConfiguration.current.read(\.logMissingLayoutCalls) }
    set { PinConfiguration.current.write { $0.logMissingLayoutCalls = newValue } }
  }

  /// The text of the most recent PinLayout warning, never cleared automatically.
  ///
  /// Prefer ``Diagnostics/capture(_:)->(_,_)`` in tests: it collects per task.
  public static var lastWarningText: String? {
    get { PinConfiguration.current.lastWarningText }
    set { PinConfiguration.current.lastWarningText = newValue }
  }

  /// Restores ``logWarnings`` and ``activeWarnings`` to their defaults.
  public static func resetWarnings() {
    PinConfiguration.current.write {
      $0.logWarnings = true
      $0.activeWarnings = ActiveWarnings()
    }
  }

  /// UIKit's iOS 7–10 safe-area emulation mode. Diorama computes safe areas directly, so the
  /// mode is stored for source compatibility and changes nothing.
  public static var safeAreaInsetsDidChangeMode: PinSafeAreaInsetsDidChangeMode {
    get { PinConfiguration.current.read(\.safeAreaInsetsDidChangeMode) }
    set { PinConfiguration.current.write { $0.safeAreaInsetsDidChangeMode = newValue } }
  }

  /// Installs PinLayout's iOS 7–10 safe-area support. Nothing to install in Diorama; kept for
  /// source compatibility.
  public static func initPinLayout() {}

  /// Runs `body` with a private copy of the default settings: changes made inside (layout
  /// direction, display scale, warnings) affect only the current task and vanish afterwards.
  public static func withIsolatedConfiguration<T>(_ body: () throws -> T) rethrows -> T {
    try PinConfiguration.withStore(PinConfiguration.Store(PinConfiguration()), body)
  }

  /// Runs the asynchronous `body` with a private copy of the default settings, as the
  /// synchronous ``withIsolatedConfiguration(_:)`` does: for a server request that changes the
  /// layout direction or the display scale without affecting the requests beside it.
  public static func withIsolatedConfiguration<T>(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> T
  ) async rethrows -> T {
    try await PinConfiguration.withStore(PinConfiguration.Store(PinConfiguration()), body)
  }
}

/// PinLayout's unit-test hook: forces the display scale used for pixel snapping (`nil`
/// restores the default of 1).
public func _pinlayoutSetUnitTest(scale: CGFloat?) {
  Pin.displayScale = scale ?? 1
}
