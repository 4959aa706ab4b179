import Foundation

/// Safe areas and the guides built on them, as UIKit computes them.
///
/// The scene's insets (status bar, sensor housing, home indicator: see ``Device``) make the
/// root view's safe area; a view controller's `additionalSafeAreaInsets` shrink its view's;
/// every other view's safe area is the part of its bounds inside its superview's safe area.
/// Layout passes keep ``View/safeAreaLayoutGuide``, the margins and
/// ``View/readableContentGuide`` in step with it, and call ``View/safeAreaInsetsDidChange()``
/// on views whose insets changed.
extension View {
  /// The distances from the bounds' edges to the safe area (zero on a view fully inside it).
  ///
  /// Computed from the current frames of the view and its ancestors: O(depth).
  public var safeAreaInsets: EdgeInsets { safeAreaGeometry().insets }

  /// A guide whose edges are the safe area's: pin content to it to keep it clear of the
  /// status bar and the home indicator.
  public var safeAreaLayoutGuide: LayoutGuide {
    let state = autoLayout
    if let guide = state.safeAreaGuide { return guide }
    let guide = LayoutGuide()
    guide.identifier = "UIViewSafeAreaLayoutGuide"
    addLayoutGuide(guide)
    state.safeAreaGuide = guide
    let insets = safeAreaInsets
    state.safeAreaGuideConstraints = [
      guide.leftAnchor.constraint(equalTo: leftAnchor, constant: insets.left),
      guide.topAnchor.constraint(equalTo: topAnchor, constant: insets.top),
      guide.rightAnchor.constraint(equalTo: rightAnchor, constant: -insets.right),
      guide.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -insets.bottom),
    ]
    for (constraint, edge) in zip(state.safeAreaGuideConstraints, ["left", "top", "right", "bottom"]) {
      constraint.identifier = "UIViewSafeAreaLayoutGuide-\(edge)"
      constraint.isActive = true
    }
    return guide
  }

  /// A guide inside the layout margins no wider than a comfortable line of body text
  /// (672 points, UIKit's readable width at the default text size), centred between the
  /// margins.
  public var readableContentGuide: LayoutGuide {
    let state = autoLayout
    if let guide = state.readableGuide { return guide }
    let guide = LayoutGuide()
    guide.identifier = "UIViewReadableContentGuide"
    addLayoutGuide(guide)
    state.readableGuide = guide
    let width = guide.widthAnchor.constraint(equalToConstant: View.readableContentWidth)
    width.priority = LayoutPriority(999)
    let constraints = [
      guide.leadingAnchor.constraint(greaterThanOrEqualTo: layoutMarginsGuide.leadingAnchor),
      guide.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor),
      guide.centerXAnchor.constraint(equalTo: layoutMarginsGuide.centerXAnchor),
      guide.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
      guide.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
      guide.widthAnchor.constraint(lessThanOrEqualToConstant: View.readableContentWidth), width,
    ]
    for constraint in constraints { constraint.identifier = "UIViewReadableContentGuide" }
    LayoutConstraint.activate(constraints)
    return guide
  }

  /// The readable content width at UIKit's default text size.
  static let readableContentWidth: CGFloat = 672

  /// The margins constraints and ``layoutMarginsGuide`` use: ``layoutMargins`` measured from
  /// the safe area when ``insetsLayoutMarginsFromSafeArea`` is set, and at least the
  /// superview's margins where ``preservesSuperviewLayoutMargins`` asks for them.
  public var effectiveLayoutMargins: EdgeInsets { effectiveLayoutMargins(safeArea: safeAreaInsets) }

  /// The effective margins given the view's safe-area insets (known during a layout pass, so
  /// the pass need not walk the ancestors again for each view).
  func effectiveLayoutMargins(safeArea safe: @autoclosure () -> EdgeInsets) -> EdgeInsets {
    var margins = layoutMargins
    if let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins {
      let minimum = controller.systemMinimumLayoutMargins
      margins.left = max(margins.left, minimum.leading)
      margins.right = max(margins.right, minimum.trailing)
    }
    if insetsLayoutMarginsFromSafeArea {
      let safe = safe()
      margins.top += safe.top
      margins.left += safe.left
      margins.bottom += safe.bottom
      margins.right += safe.right
    }
    if preservesSuperviewLayoutMargins, let superview {
      let outer = superview.effectiveLayoutMargins
      let frame = self.frame
      let parent = superview.bounds
      margins.top = max(margins.top, outer.top - (frame.minY - parent.minY))
      margins.left = max(margins.left, outer.left - (frame.minX - parent.minX))
      margins.bottom = max(margins.bottom, outer.bottom - (parent.maxY - frame.maxY))
      margins.right = max(margins.right, outer.right - (parent.maxX - frame.maxX))
    }
    return margins
  }

  // MARK: Geometry

  /// Where a view and its safe area lie in the root view's coordinates.
  struct SafeAreaGeometry {
    /// The view's bounds in the root's coordinates.
    var rect: CGRect
    /// The view's safe area in the root's coordinates.
    var safe: CGRect

    /// The root view's geometry: its bounds inset by the scene's and its own insets.
    init(root: View) {
      rect = CGRect(origin: .zero, size: root.bounds.size)
      safe = Self.inset(Self.inset(rect, by: root.hostSafeAreaInsets), by: root.ownAdditionalSafeAreaInsets)
    }

    /// A subview's geometry from its superview's.
    ///
    /// A scroll view's content gets no insets on the edges whose safe area the scroll view
    /// already turns into content inset (``ScrollView/adjustedContentInset``), as in UIKit:
    /// content scrolls under the status bar instead of being pushed below it.
    ///
    /// A function rather than an initializer so that it borrows the two views (an initializer
    /// takes its arguments retained, and a layout pass calls this for every view it visits).
    static func of(_ view: View, in parent: SafeAreaGeometry, superview: View) -> SafeAreaGeometry {
      of(frame: view.frame, additional: view.ownAdditionalSafeAreaInsets, in: parent, superview: superview)
    }

    /// The geometry of a subview with frame `frame` and additional insets `additional`.
    static func of(
      frame: CGRect, additional: EdgeInsets, in parent: SafeAreaGeometry, superview: View
    ) -> SafeAreaGeometry {
      let parentBounds = superview.bounds
      let rect = CGRect(
        x: parent.rect.minX + frame.minX - parentBounds.minX,
        y: parent.rect.minY + frame.minY - parentBounds.minY,
        width: frame.width, height: frame.height)
      var clipped = parent.safe.intersection(rect)
      if clipped.isNull {
        let x = min(max(parent.safe.midX, rect.minX), rect.maxX)
        let y = min(max(parent.safe.midY, rect.minY), rect.maxY)
        clipped = CGRect(x: x, y: y, width: 0, height: 0)
      }
      if let scroll = superview as? ScrollView {
        let adjusted = scroll.adjustsSafeArea
        if adjusted.vertical {
          clipped.origin.y = rect.minY
          clipped.size.height = rect.height
        }
        if adjusted.horizontal {
          clipped.origin.x = rect.minX
          clipped.size.width = rect.width
        }
      }
      return SafeAreaGeometry(rect: rect, safe: Self.inset(clipped, by: additional))
    }

    init(rect: CGRect, safe: CGRect) {
      self.rect = rect
      self.safe = safe
    }

    /// The view's safe area insets.
    var insets: EdgeInsets {
      guard rect.isFiniteRect, safe.isFiniteRect else { return .zero }
      return EdgeInsets(
        top: max(0, safe.minY - rect.minY), left: max(0, safe.minX - rect.minX),
        bottom: max(0, rect.maxY - safe.maxY), right: max(0, rect.maxX - safe.maxX))
    }

    /// `rect` inset, never below zero size (an inset larger than the rectangle leaves a line
    /// at its centre).
    static func inset(_ rect: CGRect, by insets: EdgeInsets) -> CGRect {
      guard insets != .zero else { return rect }
      let width = max(0, rect.width - insets.left - insets.right)
      let height = max(0, rect.height - insets.top - insets.bottom)
      let x = width > 0 ? rect.minX + insets.left : rect.minX + min(insets.left, rect.width)
      let y = height > 0 ? rect.minY + insets.top : rect.minY + min(insets.top, rect.height)
      return CGRect(x: x, y: y, width: width, height: height)
    }
  }

  /// The view's safe-area geometry from its current frames and its ancestors'.
  func safeAreaGeometry() -> SafeAreaGeometry {
    guard let superview else { return SafeAreaGeometry(root: self) }
    return .of(self, in: superview.safeAreaGeometry(), superview: superview)
  }

  /// Gives the view its solved frame and settles its safe area at once, without a visit of its
  /// own, when the move is all that changed and the settle after it would change nothing: the
  /// size, the insets and the margins stay as settled, no transform, nothing pending below.
  /// Returns `false`, doing nothing, otherwise. `parent` is the superview's settled geometry.
  ///
  /// A visit would read the view again after its superview's `layoutSubviews()`; when a
  /// change moves thousands of siblings, their objects are out of the cache by then.
  func placeSettled(at frame: CGRect, in parent: SafeAreaGeometry, of superview: View) -> Bool {
    guard frame.size == bounds.size, settledBounds == bounds, layer.transformIsIdentity,
      !geometryChangedSinceSettle, !layoutVisitPending, !needsLayout, !marginInputsChanged,
      !preservesSuperviewLayoutMargins
    else { return false }
    let insets = SafeAreaGeometry.of(
      frame: frame, additional: ownAdditionalSafeAreaInsets, in: parent, superview: superview
    ).insets
    guard insets == settledSafeAreaInsets,
      autoLayoutStorage == nil || effectiveLayoutMargins(safeArea: insets) == settledLayoutMargins
    else { return false }
    // With the flag set, the move asks for no visit; the settle leaves it clear.
    geometryChangedSinceSettle = true
    setSolvedFrame(frame)
    geometryChangedSinceSettle = false
    layoutVisitCount += 1
    return true
  }

  /// Brings the safe-area guide and the margins constraints read in line with `geometry`, during
  /// a layout pass, and tells the view when its insets changed; a change queues another solve.
  ///
  /// Returns whether the subviews' safe areas or margins may have changed with this view's:
  /// its insets, bounds or margins changed, or it moved (or its superview's margins changed)
  /// while it preserves its superview's margins. `superviewChanged` says the superview's did.
  func settleSafeArea(_ geometry: SafeAreaGeometry, superviewChanged: Bool) -> Bool {
    var changed =
      bounds != settledBounds || marginInputsChanged
      || (preservesSuperviewLayoutMargins && (geometryChangedSinceSettle || superviewChanged))
    settledBounds = bounds
    geometryChangedSinceSettle = false
    marginInputsChanged = false
    let insets = geometry.insets
    if insets != settledSafeAreaInsets {
      changed = true
      settledSafeAreaInsets = insets
      if let state = autoLayoutStorage, let guide = state.safeAreaGuide, guide.owningView === self {
        let constants = [insets.left, insets.top, -insets.right, -insets.bottom]
        for (constraint, constant) in zip(state.safeAreaGuideConstraints, constants)
        where constraint.constant != constant {
          constraint.constant = constant
        }
      }
      safeAreaInsetsDidChange()
    }
    guard autoLayoutStorage != nil else { return changed }
    let margins = effectiveLayoutMargins(safeArea: insets)
    if margins != settledLayoutMargins {
      changed = true
      let first = settledLayoutMargins == nil
      settledLayoutMargins = margins
      if !first || margins != layoutMargins {
        layoutItemDependentsDidChange()
        if !first { layoutMarginsDidChange() }
      }
    }
    return changed
  }
}
