import Diorama
import Foundation

/// Every alignment × distribution of a horizontal `StackView`, one labelled tile each, with
/// the middle view of every stack hiding and showing again through `isHidden` in an animation
/// block, as in UIKit.
public struct StackGalleryDemo: Demo {
  public init() {}
  public var id: String { "stack-gallery" }
  public var title: String { "StackView gallery" }
  public var summary: String {
    "Six alignments × five distributions of a horizontal StackView with three labels of different sizes;"
      + " the middle label collapses and comes back."
  }
  public var size: CGSize { CGSize(width: 1180, height: 860) }
  public var duration: Double { 3 }

  static let tileSize = CGSize(width: 216, height: 116)
  static let gap: CGFloat = 12
  static let margin: CGFloat = 20
  static let top: CGFloat = 64

  /// The three arranged labels: different fonts give different intrinsic sizes and baselines.
  static let items: [(text: String, size: CGFloat, color: UInt32)] = [
    ("Aa", 13, 0x5B8DEF), ("Bbb", 24, 0xEF8E5B), ("C", 17, 0x2FB36B),
  ]

  public func makeScene(scale: CGFloat) throws -> Scene {
    let scene = try Scene(size: size, scale: scale, backgroundColor: Color(hex: 0xEEF1F6))
    let root = scene.rootView

    let heading = Label(text: "StackView: alignment × distribution", font: .boldSystemFont(ofSize: 22))
    heading.textColor = Color(hex: 0x1F2430)
    heading.frame = CGRect(origin: CGPoint(x: Self.margin, y: 18), size: heading.intrinsicContentSize)
    root.addSubview(heading)

    var middles: [View] = []
    for alignment in StackViewAlignment.allCases {
      for distribution in StackViewDistribution.allCases {
        let (tile, middle) = makeTile(alignment: alignment, distribution: distribution)
        tile.frame = CGRect(
          origin: CGPoint(
            x: Self.margin + CGFloat(distribution.rawValue) * (Self.tileSize.width + Self.gap),
            y: Self.top + CGFloat(alignment.rawValue) * (Self.tileSize.height + Self.gap)),
          size: Self.tileSize)
        root.addSubview(tile)
        middles.append(middle)
      }
    }

    let note = Label(
      text: "Tinted: each stack's bounds (full width, height fitted to its views). Center alignment pins the"
        + " stack's bottom to the first view, as Arranged does, so that view spans the stack's height.",
      font: .systemFont(ofSize: 12))
    note.textColor = Color(hex: 0x5A6272)
    note.frame = CGRect(
      origin: CGPoint(x: Self.margin, y: size.height - 30), size: note.intrinsicContentSize)
    root.addSubview(note)

    try scene.schedule(at: 0.6) {
      View.animate(
        withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: []
      ) {
        for middle in middles { middle.isHidden = true }
        root.layoutIfNeeded()
      }
    }
    try scene.schedule(at: 1.8) {
      View.animate(
        withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: []
      ) {
        for middle in middles { middle.isHidden = false }
        root.layoutIfNeeded()
      }
    }
    return scene
  }

  /// A white card with a caption and a stack of three labels filling a fixed area; returns
  /// the card and the stack's middle label.
  private func makeTile(alignment: StackViewAlignment, distribution: StackViewDistribution) -> (View, View) {
    let tile = View()
    tile.backgroundColor = .white
    tile.layer.cornerRadius = 10
    tile.layer.borderWidth = 1
    tile.layer.borderColor = Color(hex: 0xD5DAE3)

    let caption = Label(text: "\(alignment) · \(distribution)", font: .boldSystemFont(ofSize: 11))
    caption.textColor = Color(hex: 0x1F2430)
    caption.frame = CGRect(origin: CGPoint(x: 10, y: 8), size: caption.intrinsicContentSize)
    tile.addSubview(caption)

    // The stack takes the tile's width and fits its content's height (up to the area's), so
    // each alignment shows where it puts the views; a tinted backdrop marks the stack's bounds.
    let area = View(
      frame: CGRect(x: 10, y: 30, width: Self.tileSize.width - 20, height: Self.tileSize.height - 40))
    let outline = ShapeLayer()
    outline.path = Path(rect: area.bounds)
    outline.fillColor = nil
    outline.strokeColor = Color(hex: 0xD5DAE3)
    outline.lineWidth = 1
    outline.lineDashPattern = [4, 3]
    outline.frame = area.bounds
    area.layer.addSublayer(outline)
    tile.addSubview(area)
    let backdrop = View()
    backdrop.backgroundColor = Color(hex: 0xE4E9F2)
    backdrop.translatesAutoresizingMaskIntoConstraints = false
    area.addSubview(backdrop)

    let labels = Self.items.map { item -> Label in
      let label = Label(text: item.text, font: .boldSystemFont(ofSize: item.size))
      label.textColor = .white
      label.textAlignment = .center
      label.backgroundColor = Color(hex: item.color)
      label.layer.cornerRadius = 4
      return label
    }
    // Under fill, the view that hugs least takes the extra length; without a difference the
    // layout would be ambiguous.
    labels[0].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
    let stack = StackView(arrangedSubviews: labels)
    stack.alignment = alignment
    stack.distribution = distribution
    stack.spacing = 6
    stack.translatesAutoresizingMaskIntoConstraints = false
    area.addSubview(stack)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: area.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: area.trailingAnchor),
      stack.topAnchor.constraint(equalTo: area.topAnchor),
      stack.bottomAnchor.constraint(lessThanOrEqualTo: area.bottomAnchor),
      backdrop.leadingAnchor.constraint(equalTo: stack.leadingAnchor),
      backdrop.trailingAnchor.constraint(equalTo: stack.trailingAnchor),
      backdrop.topAnchor.constraint(equalTo: stack.topAnchor),
      backdrop.bottomAnchor.constraint(equalTo: stack.bottomAnchor),
    ])
    return (tile, labels[1])
  }
}
