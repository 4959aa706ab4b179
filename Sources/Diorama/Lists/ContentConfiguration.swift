import Foundation

/// A description of a cell's, header's or footer's content that makes the view showing it
/// (UIKit's `UIContentConfiguration`).
///
/// Assign one to ``TableViewCell/contentConfiguration`` or
/// ``TableViewHeaderFooterView/contentConfiguration``; ``ListContentConfiguration`` is the
/// standard one.
public protocol ContentConfiguration {
  /// Makes a new view that shows this configuration.
  func makeContentView() -> View

  /// Applies this configuration to `view`, a view this type's ``makeContentView()`` made, and
  /// returns `true`; returns `false` when `view` cannot show it (the caller then makes a new one).
  func apply(to view: View) -> Bool
}
