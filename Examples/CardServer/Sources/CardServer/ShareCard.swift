import Diorama

/// What a share card shows, read from a request's query string and bounded, so that no request
/// can make a render cost more than the largest card does.
struct ShareCard: Sendable, Equatable {
  /// Why a query was refused: the message the response carries.
  struct InvalidQuery: Error, Equatable {
    let message: String
  }

  /// The card's size in points (and pixels: cards are rendered at scale 1), the size that
  /// Open Graph and Twitter cards ask for.
  static let size = CGSize(width: 1200, height: 630)
  /// The longest title, in characters. The label shows three lines at most and truncates the
  /// rest, so a longer title would only cost layout.
  static let maximumTitleLength = 200
  /// The longest author name, in characters.
  static let maximumAuthorLength = 40
  /// The title's font sizes, in points: three lines of the largest fit the panel.
  static let fontSizes = 40...80

  var title: String
  var author = "Diorama"
  var fontSize = 64

  /// Reads `title`, `author` and `size` from a query string's parameters: the title is
  /// required, the author and size are optional.
  /// - Throws: ``InvalidQuery`` for a missing title, a title or author that is too long or blank,
  ///   or a size that is not a whole number in ``fontSizes``.
  init(title: String?, author: String?, size: String?) throws(InvalidQuery) {
    guard let title else { throw InvalidQuery(message: "title is missing") }
    self.title = try Self.text(title, named: "title", maximumLength: Self.maximumTitleLength)
    if let author {
      self.author = try Self.text(author, named: "author", maximumLength: Self.maximumAuthorLength)
    }
    if let size {
      guard let points = Int(size), Self.fontSizes.contains(points) else {
        throw InvalidQuery(
          message:
            "size must be a whole number of points from \(Self.fontSizes.lowerBound) to \(Self.fontSizes.upperBound)"
        )
      }
      fontSize = points
    }
  }

  /// The initials the avatar shows: the first letters of the author's first two words.
  var initials: String {
    String(author.split(separator: " ").prefix(2).compactMap(\.first)).uppercased()
  }

  private static func text(_ value: String, named name: String, maximumLength: Int) throws(InvalidQuery)
    -> String
  {
    let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { throw InvalidQuery(message: "\(name) is empty") }
    guard trimmed.count <= maximumLength else {
      throw InvalidQuery(message: "\(name) is longer than \(maximumLength) characters")
    }
    return trimmed
  }
}
