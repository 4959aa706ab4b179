import Diorama

/// The share card: a gradient background with two soft circles, a white rounded panel over a
/// blurred shadow, an accent bar, the title in up to three lines, and the author's avatar
/// (initials on a gradient disc) and name.
///
/// Frames are set in ``layoutSubviews()``, which runs during the scene's layout pass, so the
/// title is measured where the card is rendered: on ``RenderService``'s threads.
final class ShareCardView: View {
  /// The card's colours: the background's gradient runs from `start` (top left) through `middle`
  /// to `end` (bottom right).
  enum Palette {
    static let start = Color(hex: 0x4338CA)
    static let middle = Color(hex: 0x7C3AED)
    static let end = Color(hex: 0xDB2777)
    static let ink = Color(hex: 0x0F172A)
    static let secondaryInk = Color(hex: 0x64748B)
  }

  /// Space between the card's edge and the panel, and inside the panel.
  static let margin: CGFloat = 56
  static let panelCornerRadius: CGFloat = 32
  static let avatarSide: CGFloat = 72

  private let card: ShareCard
  private let background = GradientView(
    colors: [Palette.start, Palette.middle, Palette.end], from: CGPoint(x: 0, y: 0), to: CGPoint(x: 1, y: 1))
  private let circles = [View(), View()]
  private let panel = View()
  private let accent = GradientView(
    colors: [Palette.start, Palette.middle, Palette.end], from: CGPoint(x: 0, y: 0.5),
    to: CGPoint(x: 1, y: 0.5))
  private let titleLabel = Label(text: nil)
  private let avatar = GradientView(
    colors: [Palette.start, Palette.end], from: CGPoint(x: 0, y: 0), to: CGPoint(x: 1, y: 1))
  private let initialsLabel = Label(text: nil)
  private let authorLabel = Label(text: nil)
  private let creditLabel = Label(text: "Rendered with Diorama", font: .systemFont(ofSize: 22))

  init(card: ShareCard) {
    self.card = card
    super.init(frame: CGRect(origin: .zero, size: ShareCard.size))

    addSubview(background)
    for circle in circles {
      circle.backgroundColor = Color(white: 1, alpha: 0.08)
      addSubview(circle)
    }

    panel.backgroundColor = .white
    panel.layer.cornerRadius = Self.panelCornerRadius
    panel.layer.shadowColor = Color(hex: 0x1E1B4B)
    panel.layer.shadowOpacity = 0.45
    panel.layer.shadowRadius = 24
    panel.layer.shadowOffset = CGSize(width: 0, height: 20)
    addSubview(panel)

    accent.layer.cornerRadius = 5
    panel.addSubview(accent)

    titleLabel.text = card.title
    titleLabel.font = .boldSystemFont(ofSize: CGFloat(card.fontSize))
    titleLabel.textColor = Palette.ink
    titleLabel.numberOfLines = 3
    panel.addSubview(titleLabel)

    avatar.layer.cornerRadius = Self.avatarSide / 2
    avatar.clipsToBounds = true
    initialsLabel.text = card.initials
    initialsLabel.font = .boldSystemFont(ofSize: 28)
    initialsLabel.textColor = .white
    initialsLabel.textAlignment = .center
    avatar.addSubview(initialsLabel)
    panel.addSubview(avatar)

    authorLabel.text = card.author
    authorLabel.font = .boldSystemFont(ofSize: 28)
    authorLabel.textColor = Palette.ink
    panel.addSubview(authorLabel)
    creditLabel.textColor = Palette.secondaryInk
    panel.addSubview(creditLabel)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let margin = Self.margin
    background.frame = bounds
    circles[0].frame = CGRect(x: bounds.maxX - 300, y: -220, width: 520, height: 520)
    circles[1].frame = CGRect(x: -140, y: bounds.maxY - 200, width: 360, height: 360)
    for circle in circles { circle.layer.cornerRadius = circle.bounds.width / 2 }

    panel.frame = bounds.insetBy(dx: margin, dy: margin)
    // A shadow path spares the renderer drawing the panel once more to find its shape.
    panel.layer.shadowPath = Path(roundedRect: panel.bounds, cornerRadius: Self.panelCornerRadius)
    let content = panel.bounds.insetBy(dx: margin, dy: margin)

    accent.frame = CGRect(x: content.minX, y: content.minY, width: 88, height: 10)
    let titleTop = accent.frame.maxY + 28
    let titleSize = titleLabel.sizeThatFits(CGSize(width: content.width, height: .greatestFiniteMagnitude))
    titleLabel.frame = CGRect(x: content.minX, y: titleTop, width: content.width, height: titleSize.height)

    let side = Self.avatarSide
    avatar.frame = CGRect(x: content.minX, y: content.maxY - side, width: side, height: side)
    initialsLabel.frame = avatar.bounds
    let textX = avatar.frame.maxX + 20
    let textWidth = content.maxX - textX
    authorLabel.frame = CGRect(x: textX, y: avatar.frame.minY + 2, width: textWidth, height: 36)
    creditLabel.frame = CGRect(x: textX, y: authorLabel.frame.maxY + 2, width: textWidth, height: 30)
  }
}
