/// The views that are shown (not hidden, alpha above zero), for relative positioning that
/// skips hidden views: `view.pin.below(of: visible([a, b]))`.
public func visible(_ views: [View]) -> [View] {
  views.filter { !$0.isHidden && $0.alpha > 0 }
}
