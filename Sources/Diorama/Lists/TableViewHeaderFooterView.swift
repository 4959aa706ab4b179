import Foundation

/// A section header or footer of a ``TableView`` (UIKit's `UITableViewHeaderFooterView`): a
/// ``contentView`` and a ``contentConfiguration`` (a ``ListContentConfiguration`` header or
/// footer). The table makes one for each shown section title.
open class TableViewHeaderFooterView: View {
  /// The identifier the view is reused under, or `nil`.
  public let reuseIdentifier: String?
  /// The view to add your content to; it spans the header or footer.
  public let contentView = View()
  private var configuredView: View?

  /// Creates a header or footer view.
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// Creates a header or footer view without a reuse identifier.
  public override convenience init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }

  /// The content; a ``ListContentConfiguration`` shows its text in the header or footer look.
  public var contentConfiguration: (any ContentConfiguration)? {
    didSet {
      guard let configuration = contentConfiguration else {
        configuredView?.removeFromSuperview()
        configuredView = nil
        return
      }
      if let configuredView, configuration.apply(to: configuredView) { return }
      configuredView?.removeFromSuperview()
      let view = configuration.makeContentView()
      configuredView = view
      contentView.addSubview(view)
      setNeedsLayout()
    }
  }

  /// A grouped header configuration to fill in (``ListContentConfiguration/groupedHeader()``).
  public func defaultContentConfiguration() -> ListContentConfiguration { .groupedHeader() }

  /// The label showing the configuration's text, when it is a ``ListContentConfiguration``.
  public var textLabel: Label? { (configuredView as? ListContentView)?.textLabel }

  /// The height the content needs at `width`.
  func fittingHeight(forWidth width: CGFloat) -> CGFloat {
    configuredView?.sizeThatFits(CGSize(width: width, height: .infinity)).height ?? 0
  }

  /// Makes the content view and the configured view span the bounds.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
    configuredView?.frame = contentView.bounds
    configuredView?.setNeedsLayout()
  }
}
