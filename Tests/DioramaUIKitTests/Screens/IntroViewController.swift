import DioramaUIKit

// A screen written for iOS after PinLayout's example app (its IntroViewController and IntroView):
// a logo, a title, a paragraph that wraps, and a separator, laid out with pin in layoutSubviews
// against the safe area.

final class IntroViewController: UIViewController {
  private var mainView: IntroView { return self.view as! IntroView }

  override func loadView() {
    view = IntroView()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Intro"
  }
}

final class IntroView: UIView {
  let logo = UIView()
  let titleLabel = UILabel()
  let textLabel = UILabel()
  let separatorView = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white

    logo.backgroundColor = UIColor(red: 0.27, green: 0.56, blue: 0.87, alpha: 1)
    logo.layer.cornerRadius = 16
    addSubview(logo)

    titleLabel.text = "PinLayout"
    titleLabel.font = .boldSystemFont(ofSize: 24)
    addSubview(titleLabel)

    textLabel.text =
      "Swift manual views layouting without auto layout, no magic, pure code, full control and blazing fast."
      + " Concise syntax, intuitive, readable & chainable."
    textLabel.font = .systemFont(ofSize: 14)
    textLabel.numberOfLines = 0
    textLabel.lineBreakMode = .byWordWrapping
    addSubview(textLabel)

    separatorView.backgroundColor = UIColor(white: 0.85, alpha: 1)
    addSubview(separatorView)
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let padding: CGFloat = 10

    logo.pin.top(pin.safeArea).left(pin.safeArea).width(100).aspectRatio(1).margin(padding)
    titleLabel.pin.after(of: logo, aligned: .top).right(pin.safeArea).marginHorizontal(padding)
      .sizeToFit(.width)
    textLabel.pin.below(of: titleLabel, aligned: .left).width(of: titleLabel).marginTop(6)
      .sizeToFit(.width)
    separatorView.pin.below(of: [logo, textLabel], aligned: .left).right(to: titleLabel.edge.right)
      .height(1)
      .marginTop(10)
  }
}
