import Foundation

// UIKit's layout areas, as PinLayout exposes them: `view.pin.all(pin.safeArea)`.
extension PinLayout where PinView == View {
  /// The laid-out view: a `PinLayout<View>` is only ever made for a view.
  private var view: View { unsafeDowncast(node.layoutable, to: View.self) }

  /// The safe-area insets of the view (``View/safeAreaInsets``): non-zero where the scene's
  /// device insets (status bar, sensor housing, home indicator) or a view controller's
  /// additional insets cover it.
  public var safeArea: EdgeInsets { view.safeAreaInsets }

  /// The view's ``View/layoutMargins``.
  public var layoutMargins: EdgeInsets { view.layoutMargins }

  /// The readable content area as insets: inside the layout margins, at most
  /// ``readableContentWidth`` wide and centred, like UIKit's `readableContentGuide`.
  public var readableMargins: EdgeInsets {
    let bounds = view.bounds.size
    let margins = view.layoutMargins
    let available = bounds.width - margins.left - margins.right
    guard available > 0, bounds.height - margins.top - margins.bottom > 0 else { return .zero }
    let extra = max(0, available - Self.readableContentWidth) / 2
    return EdgeInsets(
      top: margins.top, left: margins.left + extra, bottom: margins.bottom, right: margins.right + extra)
  }

  /// The widest readable column, in points (UIKit's value for its default text size).
  public static var readableContentWidth: CGFloat { 672 }

  /// The area covered by an on-screen keyboard: always empty in Diorama.
  public var keyboardArea: CGRect { .zero }
}
