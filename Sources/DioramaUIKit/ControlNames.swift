// UIKit's names for Diorama's controls. Nested names come along: `UIControl.State`,
// `UIControl.Event`, `UIButton.Configuration`, `UIActivityIndicatorView.Style`.

/// UIKit's name for Diorama's `Control`.
public typealias UIControl = Control
/// UIKit's name for Diorama's `Control.Action`, the closure-based action of `addAction(_:for:)`.
public typealias UIAction = Control.Action
/// UIKit's name for Diorama's `Switch`.
public typealias UISwitch = Switch
/// UIKit's name for Diorama's `Slider`.
public typealias UISlider = Slider
/// UIKit's name for Diorama's `ProgressView`.
public typealias UIProgressView = ProgressView
/// UIKit's name for Diorama's `SegmentedControl`.
public typealias UISegmentedControl = SegmentedControl
/// UIKit's name for Diorama's `ActivityIndicatorView`.
public typealias UIActivityIndicatorView = ActivityIndicatorView
/// UIKit's name for Diorama's `Button`.
public typealias UIButton = Button
