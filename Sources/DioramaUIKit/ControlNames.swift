// UIKit's names for Diorama's controls. Nested names come along: `UIControl.State`,
// `UIControl.Event`, `UIButton.Configuration`, `UIActivityIndicatorView.Style`,
// `UITextField.BorderStyle`, `UITextField.ViewMode`, `UIPageControl.BackgroundStyle`.

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
/// UIKit's name for Diorama's `TextField`.
public typealias UITextField = TextField
/// UIKit's name for Diorama's `TextFieldDelegate`.
public typealias UITextFieldDelegate = TextFieldDelegate
/// UIKit's name for Diorama's `TextView`.
public typealias UITextView = TextView
/// TextKit's name for Diorama's `TextContainer`.
public typealias NSTextContainer = TextContainer
/// UIKit's name for Diorama's `KeyboardType`.
public typealias UIKeyboardType = KeyboardType
/// UIKit's name for Diorama's `ReturnKeyType`.
public typealias UIReturnKeyType = ReturnKeyType
/// UIKit's name for Diorama's `TextAutocapitalizationType`.
public typealias UITextAutocapitalizationType = TextAutocapitalizationType
/// UIKit's name for Diorama's `TextAutocorrectionType`.
public typealias UITextAutocorrectionType = TextAutocorrectionType
/// UIKit's name for Diorama's `TextContentType`.
public typealias UITextContentType = TextContentType
/// UIKit's name for Diorama's `Stepper`.
public typealias UIStepper = Stepper
/// UIKit's name for Diorama's `PageControl`.
public typealias UIPageControl = PageControl
