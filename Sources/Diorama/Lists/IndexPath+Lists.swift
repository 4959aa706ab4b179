import Foundation

extension IndexPath {
  /// An index path for a row in a section of a table view (UIKit's `IndexPath(row:section:)`).
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

  /// An index path for an item in a section of a collection view.
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

  /// The section: the first index (0 for an empty path).
  public var section: Int {
    get { isEmpty ? 0 : self[0] }
    set {
      if isEmpty { self = IndexPath(indexes: [newValue, 0]) } else { self[0] = newValue }
    }
  }

  /// The row in the section: the second index (0 for a shorter path).
  public var row: Int {
    get { count > 1 ? self[1] : 0 }
    set {
      if count > 1 { self[1] = newValue } else { self = IndexPath(indexes: [section, newValue]) }
    }
  }

  /// The item in the section (the same index as ``row``).
  public var item: Int {
    get { row }
    set { row = newValue }
  }
}
