import Foundation

/// A segmented control (UIKit's `UISegmentedControl`) drawn as iOS 13 and later draw it: a grey
/// rounded track (``Color/tertiarySystemFill``), the selected segment a white rounded rectangle
/// with a soft shadow, titles in the 13-point system font (semibold when selected), and thin
/// dividers between unselected segments.
///
/// The control is 32 points tall; its ``intrinsicContentSize`` gives every segment the width of
/// the widest title plus ``segmentPadding`` on each side, as UIKit sizes equal-width segments.
/// Segments share the laid-out width equally.
///
/// Setting ``selectedSegmentIndex`` moves the selection at once (or with the enclosing
/// animation block); ``setSelectedSegmentIndex(_:animated:)`` slides it on the scene clock as a
/// tap on iOS does. Nothing taps it (Diorama has no touches): send
/// ``Control/Event/valueChanged`` after changing the selection if actions should run.
open class SegmentedControl: Control {
  /// UIKit's `UISegmentedControl.noSegment`: no segment is selected.
  public static let noSegment = -1
  /// The control's height, 32 points.
  public static let height: CGFloat = 32
  /// The selected segment's inset from the track's edge, 2 points.
  public static let selectionInset: CGFloat = 2
  /// The space on each side of the widest title in the intrinsic width, 12 points.
  public static let segmentPadding: CGFloat = 12
  /// The titles' font size, 13 points.
  public static let fontSize: CGFloat = 13
  /// How long an animated selection change takes, in seconds.
  public static let animationDuration: TimeInterval = 0.25

  private let content = View()
  private let selection = View()
  private var titles: [String] = []
  private var labels: [Label] = []
  private var dividers: [View] = []
  private var storedSelection = SegmentedControl.noSegment

  /// The number of segments.
  open var numberOfSegments: Int { titles.count }

  /// The selected segment, or ``noSegment`` (−1, the default). An index outside
  /// `0..<numberOfSegments` (other than −1) is ignored with a ``Warning/Kind/valueClamped``
  /// warning; UIKit raises an exception there.
  open var selectedSegmentIndex: Int {
    get { storedSelection }
    set { setSelectedSegmentIndex(newValue, animated: false) }
  }

  /// The selected segment's colour; `nil` (the default) draws white.
  open var selectedSegmentTintColor: Color? {
    didSet { updateAppearance() }
  }

  /// Creates a control with one segment per title, sized to fit them, none selected.
  public init(items: [String]) {
    super.init(frame: .zero)
    setUp()
    for (index, title) in items.enumerated() { insertSegment(withTitle: title, at: index, animated: false) }
    frame = CGRect(origin: .zero, size: intrinsicContentSize)
  }

  /// Creates a control with no segments.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  /// Creates a control with no segments and a zero frame.
  public convenience init() { self.init(frame: .zero) }

  private func setUp() {
    layer.cornerRadius = 9
    backgroundColor = .tertiarySystemFill
    selection.layer.cornerRadius = 7
    selection.layer.shadowColor = .black
    selection.layer.shadowOpacity = 0.12
    selection.layer.shadowOffset = CGSize(width: 0, height: 3)
    selection.layer.shadowRadius = 4
    selection.layer.borderWidth = 0.5
    selection.layer.borderColor = Color(white: 0, alpha: 0.04)
    content.addSubview(selection)
    addSubview(content)
    updateAppearance()
  }

  open override var intrinsicContentSize: CGSize {
    let widest = labels.map { measuredWidth($0) }.max() ?? 0
    let segment = (widest + 2 * SegmentedControl.segmentPadding).rounded(.up)
    return CGSize(width: segment * CGFloat(titles.count), height: SegmentedControl.height)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Inserts a segment with a title; an index past the end appends, a negative one inserts first
  /// (with a ``Warning/Kind/valueClamped`` warning), as UIKit clamps it.
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    var index = segment
    if index < 0 || index > titles.count {
      index = min(max(index, 0), titles.count)
      if segment < 0 {
        SegmentedControl.warn("insertSegment(at: \(segment)): the index is negative; inserted at 0.")
      }
    }
    let label = Label(text: title ?? "", font: .systemFont(ofSize: SegmentedControl.fontSize))
    titles.insert(title ?? "", at: index)
    labels.insert(label, at: index)
    content.addSubview(label)
    let divider = View()
    dividers.append(divider)
    content.insertSubview(divider, at: 0)
    if storedSelection >= index { storedSelection += 1 }
    segmentsDidChange(animated: animated)
  }

  /// Removes a segment; an index out of range is ignored with a warning.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard titles.indices.contains(segment) else {
      return SegmentedControl.warn(
        "removeSegment(at: \(segment)): there are \(titles.count) segments; nothing was removed.")
    }
    titles.remove(at: segment)
    labels.remove(at: segment).removeFromSuperview()
    dividers.removeLast().removeFromSuperview()
    if storedSelection == segment {
      storedSelection = SegmentedControl.noSegment
    } else if storedSelection > segment {
      storedSelection -= 1
    }
    segmentsDidChange(animated: animated)
  }

  /// Removes every segment.
  open func removeAllSegments() {
    while !titles.isEmpty { removeSegment(at: titles.count - 1, animated: false) }
  }

  /// Changes a segment's title; an index out of range is ignored with a warning.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard titles.indices.contains(segment) else {
      return SegmentedControl.warn(
        "setTitle(forSegmentAt: \(segment)): there are \(titles.count) segments; nothing changed.")
    }
    titles[segment] = title ?? ""
    labels[segment].text = title ?? ""
    segmentsDidChange(animated: false)
  }

  /// A segment's title, or `nil` for an index out of range.
  open func titleForSegment(at segment: Int) -> String? {
    titles.indices.contains(segment) ? titles[segment] : nil
  }

  /// Selects a segment (or none, with ``noSegment``); with `animated`, the white selection slides
  /// to it over ``animationDuration`` on the scene clock, as a tap makes it on iOS. Fires no
  /// event. An index out of range is ignored with a ``Warning/Kind/valueClamped`` warning.
  open func setSelectedSegmentIndex(_ index: Int, animated: Bool) {
    guard index == SegmentedControl.noSegment || titles.indices.contains(index) else {
      return SegmentedControl.warn(
        "selectedSegmentIndex = \(index): there are \(titles.count) segments; the selection stays"
          + " \(storedSelection).")
    }
    guard index != storedSelection else { return }
    let wasNone = storedSelection == SegmentedControl.noSegment
    storedSelection = index
    updateAppearance()
    if animated && !wasNone {
      // The titles change weight at once (their frames must not animate, or a title would be cut
      // short on the way); the selection slides.
      View.performWithoutAnimation { layoutTitles() }
      View.animate(withDuration: SegmentedControl.animationDuration, delay: 0, options: .curveEaseInOut) {
        self.layoutSelection()
      }
    } else {
      layoutParts()
    }
  }

  /// The frame of a segment in the control's coordinates: the width shared equally.
  open func segmentFrame(at segment: Int) -> CGRect {
    guard !titles.isEmpty else { return .zero }
    let width = bounds.width / CGFloat(titles.count)
    return CGRect(x: width * CGFloat(segment), y: 0, width: width, height: bounds.height)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutParts()
  }

  override func stateDidChange() {
    View.performWithoutAnimation { updateAppearance() }
  }

  private func segmentsDidChange(animated: Bool) {
    invalidateIntrinsicContentSize()
    updateAppearance()
    if animated {
      View.animate(withDuration: SegmentedControl.animationDuration) { self.layoutParts() }
    } else {
      layoutParts()
    }
  }

  private func measuredWidth(_ label: Label) -> CGFloat {
    let size = label.intrinsicContentSize
    return size.width.isFinite ? max(0, size.width) : 0
  }

  private func layoutParts() {
    layoutTitles()
    layoutSelection()
  }

  private func layoutTitles() {
    content.frame = CGRect(origin: .zero, size: bounds.size)
    for (index, label) in labels.enumerated() {
      let segment = segmentFrame(at: index)
      let size = label.intrinsicContentSize
      let width = min(size.width, max(0, segment.width - 8))
      label.frame = CGRect(
        x: segment.midX - width / 2, y: segment.midY - size.height / 2, width: width, height: size.height)
    }
    for (index, divider) in dividers.enumerated() {
      let x = segmentFrame(at: index + 1).minX
      divider.frame = CGRect(x: x - 0.5, y: (bounds.height - 16) / 2, width: 1, height: 16)
    }
  }

  private func layoutSelection() {
    if titles.indices.contains(storedSelection) {
      let inset = SegmentedControl.selectionInset
      selection.frame = segmentFrame(at: storedSelection).insetBy(dx: inset, dy: inset)
    }
  }

  private func updateAppearance() {
    selection.backgroundColor = selectedSegmentTintColor ?? .white
    selection.isHidden = !titles.indices.contains(storedSelection)
    for (index, label) in labels.enumerated() {
      let selected = index == storedSelection
      label.font = .systemFont(ofSize: SegmentedControl.fontSize, weight: selected ? .semibold : .regular)
      label.textColor = .label
    }
    for (index, divider) in dividers.enumerated() {
      let touchesSelection = index == storedSelection || index + 1 == storedSelection
      divider.isHidden = index + 1 >= titles.count
      divider.backgroundColor = Color.systemGray3
      divider.alpha = touchesSelection ? 0 : 1
    }
    content.alpha = isEnabled ? 1 : 0.5
  }

  static func warn(_ message: String) {
    Diagnostics.report(Warning(.valueClamped, "SegmentedControl: " + message))
  }

  open override var description: String {
    String(super.description.dropLast()) + "; segments = \(titles.count); selected = \(storedSelection)>"
  }
}
