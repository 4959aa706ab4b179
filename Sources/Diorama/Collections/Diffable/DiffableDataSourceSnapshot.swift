import Foundation

/// The sections and items a diffable data source shows, by their identifiers (UIKit's
/// `NSDiffableDataSourceSnapshot`): build one, then ``CollectionViewDiffableDataSource/apply(_:animatingDifferences:completion:)``
/// or ``TableViewDiffableDataSource/apply(_:animatingDifferences:completion:)`` it.
///
/// ```swift
/// var snapshot = DiffableDataSourceSnapshot<String, Int>()
/// snapshot.appendSections(["Recent"])
/// snapshot.appendItems([1, 2, 3])
/// print(snapshot.numberOfItems)  // 3
/// ```
///
/// Identifiers are unique across the snapshot. Where UIKit raises an exception — an identifier
/// added twice, an item added to a section that is not there, or before an item that is not —
/// Diorama leaves the snapshot unchanged there and reports a
/// ``Warning/Kind/collectionViewInconsistency`` warning.
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  private(set) var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []
  /// Items asked to be reloaded or reconfigured by the next apply.
  public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
  /// Sections asked to be reloaded by the next apply.
  public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

  /// An empty snapshot.
  public init() {}

  // MARK: Reading

  /// How many sections there are.
  public var numberOfSections: Int { sections.count }
  /// How many items there are, in every section.
  public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
  /// The sections' identifiers, in order.
  public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }
  /// Every item's identifier, section by section.
  public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

  /// The items of a section; empty (with a warning) for a section that is not there.
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    guard let index = indexOfSection(identifier) else {
      Self.warn("itemIdentifiers(inSection:) asked for a section that is not in the snapshot")
      return []
    }
    return sections[index].items
  }

  /// How many items a section has; 0 for a section that is not there.
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    indexOfSection(identifier).map { sections[$0].items.count } ?? 0
  }

  /// The section holding an item, or `nil`.
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
    sections.first { $0.items.contains(identifier) }?.id
  }

  /// The position of an item among all items, or `nil`.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    itemIdentifiers.firstIndex(of: identifier)
  }

  /// The position of a section, or `nil`.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sections.firstIndex { $0.id == identifier }
  }

  /// The index path of an item, or `nil`.
  func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
    for (section, entry) in sections.enumerated() {
      if let item = entry.items.firstIndex(of: identifier) { return IndexPath(item: item, section: section) }
    }
    return nil
  }

  /// The item at an index path, or `nil`.
  func item(at indexPath: IndexPath) -> ItemIdentifierType? {
    guard sections.indices.contains(indexPath.section),
      sections[indexPath.section].items.indices.contains(indexPath.item)
    else { return nil }
    return sections[indexPath.section].items[indexPath.item]
  }

  // MARK: Sections

  /// Adds sections at the end.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    insertSections(identifiers, at: sections.count)
  }

  /// Inserts sections before another.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection other: SectionIdentifierType
  ) {
    guard let index = indexOfSection(other) else {
      return Self.warn("insertSections(_:beforeSection:): no such section")
    }
    insertSections(identifiers, at: index)
  }

  /// Inserts sections after another.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection other: SectionIdentifierType
  ) {
    guard let index = indexOfSection(other) else {
      return Self.warn("insertSections(_:afterSection:): no such section")
    }
    insertSections(identifiers, at: index + 1)
  }

  private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
    var seen = Set(sections.map(\.id))
    let fresh = identifiers.filter { seen.insert($0).inserted }
    if fresh.count < identifiers.count {
      Self.warn("a section identifier was added twice; the copy was ignored")
    }
    sections.insert(contentsOf: fresh.map { ($0, []) }, at: index)
  }

  /// Removes sections and their items.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    let gone = Set(identifiers)
    sections.removeAll { gone.contains($0.id) }
  }

  /// Asks the next apply to reload sections.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    reloadedSectionIdentifiers += identifiers
  }

  // MARK: Items

  /// Adds items at the end of a section (the last one when `nil`).
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil
  ) {
    guard let index = section.map(indexOfSection) ?? (sections.isEmpty ? nil : sections.count - 1) else {
      return Self.warn("appendItems(_:toSection:): the snapshot has no such section")
    }
    insertItems(identifiers, section: index, at: sections[index].items.count)
  }

  /// Inserts items before another.
  public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem other: ItemIdentifierType)
  {
    guard let path = indexPath(of: other) else {
      return Self.warn("insertItems(_:beforeItem:): no such item")
    }
    insertItems(identifiers, section: path.section, at: path.item)
  }

  /// Inserts items after another.
  public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem other: ItemIdentifierType) {
    guard let path = indexPath(of: other) else { return Self.warn("insertItems(_:afterItem:): no such item") }
    insertItems(identifiers, section: path.section, at: path.item + 1)
  }

  private mutating func insertItems(_ identifiers: [ItemIdentifierType], section: Int, at index: Int) {
    var seen = Set(itemIdentifiers)
    let fresh = identifiers.filter { seen.insert($0).inserted }
    if fresh.count < identifiers.count {
      Self.warn("an item identifier was added twice; the copy was ignored")
    }
    sections[section].items.insert(contentsOf: fresh, at: index)
  }

  /// Removes items.
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    let gone = Set(identifiers)
    for index in sections.indices { sections[index].items.removeAll { gone.contains($0) } }
  }

  /// Removes every section and item.
  public mutating func deleteAllItems() {
    sections = []
  }

  /// Asks the next apply to reload items (their cells are made again).
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    reloadedItemIdentifiers += identifiers
  }

  /// Asks the next apply to reconfigure items (as ``reloadItems(_:)``: their cells are made again).
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    reloadedItemIdentifiers += identifiers
  }

  /// The snapshot without the reload requests.
  var withoutReloads: Self {
    var copy = self
    copy.reloadedItemIdentifiers = []
    copy.reloadedSectionIdentifiers = []
    return copy
  }

  private static func warn(_ text: String) {
    Diagnostics.report(Warning(.collectionViewInconsistency, "NSDiffableDataSourceSnapshot: \(text)."))
  }

  /// The index paths, in `shown` (the snapshot before this one is applied), of the items this
  /// snapshot reloads that stay where they were; moved or new items need no reload.
  func reloadedIndexPaths(from shown: Self) -> [IndexPath] {
    reloadedItemIdentifiers.compactMap { identifier in
      shown.indexPath(of: identifier).flatMap { indexPath(of: identifier) == $0 ? $0 : nil }
    }
  }

  /// The section at `index`, or `nil`.
  func section(at index: Int) -> SectionIdentifierType? {
    sectionIdentifiers.indices.contains(index) ? sectionIdentifiers[index] : nil
  }

  /// The number of items in section `index` (0 for a section it does not have).
  func numberOfItems(inSectionAt index: Int) -> Int {
    sections.indices.contains(index) ? sections[index].items.count : 0
  }
}

/// What changes between two snapshots with the same sections: the index paths of the items that
/// go (before) and of those that come (after). An item that changes place goes and comes.
struct SnapshotDifference {
  var deleted: [IndexPath] = []
  var inserted: [IndexPath] = []

  init<S, I>(from old: DiffableDataSourceSnapshot<S, I>, to new: DiffableDataSourceSnapshot<S, I>) {
    for section in 0..<min(old.numberOfSections, new.numberOfSections) {
      let before = old.sections[section].items
      let after = new.sections[section].items
      for change in after.difference(from: before) {
        switch change {
        case .remove(let offset, _, _): deleted.append(IndexPath(item: offset, section: section))
        case .insert(let offset, _, _): inserted.append(IndexPath(item: offset, section: section))
        }
      }
    }
  }
}
