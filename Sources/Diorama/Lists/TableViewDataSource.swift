import Foundation

/// What a ``TableView`` asks for its content (UIKit's `UITableViewDataSource`).
///
/// Only ``tableView(_:numberOfRowsInSection:)`` and ``tableView(_:cellForRowAt:)`` are needed;
/// the others have defaults (one section, no titles).
public protocol TableViewDataSource: AnyObject {
  /// The number of rows in `section`; a negative count is reported and treated as 0.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for the row at `indexPath`, usually from
  /// ``TableView/dequeueReusableCell(withIdentifier:for:)``.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
  /// The number of sections; 1 by default. A negative count is reported and treated as 0.
  func numberOfSections(in tableView: TableView) -> Int
  /// The title of `section`'s header, drawn in the style's header look; `nil` by default.
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
  /// The title of `section`'s footer, drawn in the style's footer look; `nil` by default.
  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
}

extension TableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: TableView) -> Int { 1 }
  /// No header title.
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
  /// No footer title.
  public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
}
