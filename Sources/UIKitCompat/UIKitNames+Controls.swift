// UIKit's names for the simple controls (UISegmentedControl, UISlider, UIStepper, UIActivityIndicatorView,
// UIProgressView): the same types, so `UISegmentedControl.noSegment` and `UIActivityIndicatorView.Style.large`
// read as in UIKit. Kept beside UIKitNames.swift so the list there is not edited by every new control.

public typealias UISegmentedControl = SegmentedControl
public typealias UISlider = Slider
public typealias UIStepper = Stepper
public typealias UIActivityIndicatorView = ActivityIndicatorView
public typealias UIProgressView = ProgressView
