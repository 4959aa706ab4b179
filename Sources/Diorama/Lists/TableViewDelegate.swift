import Foundation

/// What a ``TableView`` asks about its layout and tells about its cells (UIKit's
/// `UITableViewDelegate`). Every method has a default.
public protocol TableViewDelegate: AnyObject {
  /// The height of the row at `indexPath`; ``TableView/automaticDimension`` sizes it to its
  /// cell. By default the table's ``TableView/rowHeight``.
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// The height of `section`'s header; by default the table's ``TableView/sectionHeaderHeight``.
  func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
  /// The height of `section`'s footer; by default the table's ``TableView/sectionFooterHeight``.
  func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
  /// A view shown as `section`'s header instead of its title; `nil` by default.
  func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
  /// A view shown as `section`'s footer instead of its title; `nil` by default.
  func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
  /// Called before a cell is shown for the row at `indexPath`.
  func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
  /// The table's ``TableView/rowHeight``.
  public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  /// The table's ``TableView/sectionHeaderHeight``.
  public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }
  /// The table's ``TableView/sectionFooterHeight``.
  public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }
  /// No header view.
  public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
  /// No footer view.
  public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
  /// Does nothing.
  public func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}
}
