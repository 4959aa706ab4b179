import Foundation

/// A device's screen as UIKit lays it out: its size in points, its scale, and the insets its
/// status bar, sensor housing and home indicator take (the root view's safe area).
///
/// Create a scene for one with ``Scene/init(device:orientation:scale:backgroundColor:layoutDirection:)``. The
/// presets carry the values UIKit reports on those devices running iOS 17 with the status bar
/// shown (hidden in landscape on iPhones, as iOS does).
public struct Device: Hashable, Sendable, CustomStringConvertible {
  /// The device's name, e.g. "iPhone 15".
  public var name: String
  /// The screen's size in points in portrait.
  public var portraitSize: CGSize
  /// Pixels per point.
  public var scale: CGFloat
  /// The safe-area insets in portrait.
  public var portraitSafeAreaInsets: EdgeInsets
  /// The safe-area insets in landscape (home button or sensor housing on the left).
  public var landscapeSafeAreaInsets: EdgeInsets
  /// The status bar's height in portrait.
  public var portraitStatusBarHeight: CGFloat
  /// The status bar's height in landscape (0 where iOS hides it).
  public var landscapeStatusBarHeight: CGFloat

  /// Describes a device.
  public init(
    name: String, portraitSize: CGSize, scale: CGFloat, portraitSafeAreaInsets: EdgeInsets,
    landscapeSafeAreaInsets: EdgeInsets, portraitStatusBarHeight: CGFloat, landscapeStatusBarHeight: CGFloat
  ) {
    self.name = name
    self.portraitSize = portraitSize
    self.scale = scale
    self.portraitSafeAreaInsets = portraitSafeAreaInsets
    self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
    self.portraitStatusBarHeight = portraitStatusBarHeight
    self.landscapeStatusBarHeight = landscapeStatusBarHeight
  }

  /// The screen's size in points in an orientation.
  public func size(_ orientation: Orientation) -> CGSize {
    switch orientation {
    case .portrait: portraitSize
    case .landscape: CGSize(width: portraitSize.height, height: portraitSize.width)
    }
  }

  /// The safe-area insets in an orientation.
  public func safeAreaInsets(_ orientation: Orientation) -> EdgeInsets {
    orientation == .portrait ? portraitSafeAreaInsets : landscapeSafeAreaInsets
  }

  /// The status bar's height in an orientation.
  public func statusBarHeight(_ orientation: Orientation) -> CGFloat {
    orientation == .portrait ? portraitStatusBarHeight : landscapeStatusBarHeight
  }

  public var description: String { name }

  /// How the device is held.
  public enum Orientation: Hashable, Sendable, CaseIterable {
    /// Taller than wide.
    case portrait
    /// Wider than tall.
    case landscape
  }

  /// iPhone SE (2nd and 3rd generation): 375 × 667 at 2×, a home button and a 20-point status bar.
  public static let iPhoneSE = Device(
    name: "iPhone SE", portraitSize: CGSize(width: 375, height: 667), scale: 2,
    portraitSafeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
    landscapeSafeAreaInsets: .zero, portraitStatusBarHeight: 20, landscapeStatusBarHeight: 0)

  /// iPhone 15 (and 15 Pro): 393 × 852 at 3×, the Dynamic Island and a home indicator.
  public static let iPhone15 = Device(
    name: "iPhone 15", portraitSize: CGSize(width: 393, height: 852), scale: 3,
    portraitSafeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
    landscapeSafeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
    portraitStatusBarHeight: 54, landscapeStatusBarHeight: 0)

  /// iPhone 15 Pro Max (and 15 Plus): 430 × 932 at 3×, the Dynamic Island and a home indicator.
  public static let iPhone15ProMax = Device(
    name: "iPhone 15 Pro Max", portraitSize: CGSize(width: 430, height: 932), scale: 3,
    portraitSafeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
    landscapeSafeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
    portraitStatusBarHeight: 54, landscapeStatusBarHeight: 0)

  /// iPad Pro 11-inch (and iPad Air 11-inch): 834 × 1194 at 2×, a 24-point status bar and a
  /// home indicator, in both orientations.
  public static let iPad11 = Device(
    name: "iPad 11-inch", portraitSize: CGSize(width: 834, height: 1194), scale: 2,
    portraitSafeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
    landscapeSafeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
    portraitStatusBarHeight: 24, landscapeStatusBarHeight: 24)

  /// Every preset.
  public static let presets: [Device] = [.iPhoneSE, .iPhone15, .iPhone15ProMax, .iPad11]
}
