// UIKit's names for Diorama's tables and list content. Nested names come along:
// `UITableView.Style`, `UITableView.RowAnimation`, `UITableView.ScrollPosition`,
// `UITableViewCell.CellStyle`, `UITableViewCell.AccessoryType`, `UITableView.automaticDimension`.

/// UIKit's name for Diorama's `TableView`.
public typealias UITableView = TableView
/// UIKit's name for Diorama's `TableViewCell`.
public typealias UITableViewCell = TableViewCell
/// UIKit's name for Diorama's `TableViewHeaderFooterView`.
public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView
/// UIKit's name for Diorama's `TableViewDataSource`.
public typealias UITableViewDataSource = TableViewDataSource
/// UIKit's name for Diorama's `TableViewDelegate`.
public typealias UITableViewDelegate = TableViewDelegate
/// UIKit's name for Diorama's `ContentConfiguration`.
public typealias UIContentConfiguration = ContentConfiguration
/// UIKit's name for Diorama's `ListContentConfiguration`.
public typealias UIListContentConfiguration = ListContentConfiguration
/// UIKit's name for Diorama's `ListContentView`.
public typealias UIListContentView = ListContentView
