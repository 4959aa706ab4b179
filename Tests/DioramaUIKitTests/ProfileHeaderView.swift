import DioramaUIKit

/// A profile header written as UIKit code is written: this file would compile against UIKit
/// with `import UIKit` in place of its import.
final class ProfileHeaderView: UIView {
  let banner = UIView()
  let avatar = UIImageView()
  let nameLabel = UILabel()
  let stats = UIStackView()
  let divider = CAShapeLayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemGroupedBackground

    banner.backgroundColor = .brand
    avatar.backgroundColor = .systemGray4
    avatar.contentMode = .scaleAspectFill
    avatar.clipsToBounds = true
    avatar.layer.cornerRadius = 40
    avatar.layer.borderWidth = 2
    avatar.layer.borderColor = UIColor.white.cgColor

    nameLabel.text = "Ada Lovelace"
    nameLabel.font = .systemFont(ofSize: 20, weight: .semibold)
    nameLabel.textColor = .label
    nameLabel.textAlignment = .center
    nameLabel.lineBreakMode = .byTruncatingTail

    stats.axis = .horizontal
    stats.distribution = .fillEqually
    stats.alignment = .fill
    stats.spacing = 8
    for _ in 0..<3 {
      let tile = UIView()
      tile.backgroundColor = .secondarySystemGroupedBackground
      tile.layer.cornerRadius = 8
      stats.addArrangedSubview(tile)
    }

    for view in [banner, avatar, nameLabel, stats] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    nameLabel.setContentHuggingPriority(.defaultHigh, for: .vertical)

    NSLayoutConstraint.activate([
      banner.topAnchor.constraint(equalTo: topAnchor),
      banner.leadingAnchor.constraint(equalTo: leadingAnchor),
      banner.trailingAnchor.constraint(equalTo: trailingAnchor),
      banner.heightAnchor.constraint(equalToConstant: 120),

      avatar.widthAnchor.constraint(equalToConstant: 80),
      avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
      avatar.centerXAnchor.constraint(equalTo: centerXAnchor),
      avatar.centerYAnchor.constraint(equalTo: banner.bottomAnchor),

      nameLabel.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 12),
      nameLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      nameLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      nameLabel.heightAnchor.constraint(equalToConstant: 24),

      stats.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 16),
      stats.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      stats.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      stats.heightAnchor.constraint(equalToConstant: 60),
    ])

    divider.strokeColor = UIColor.separator.cgColor
    divider.lineWidth = 1
    divider.lineCap = .round
    layer.addSublayer(divider)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    var path = CGMutablePath()
    path.move(to: CGPoint(x: 16, y: bounds.maxY - 0.5))
    path.addLine(to: CGPoint(x: bounds.maxX - 16, y: bounds.maxY - 0.5))
    divider.path = path
  }
}
