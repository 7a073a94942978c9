import HandheldKit

// UIKit's names for the simple controls (UISegmentedControl, UISlider, UIStepper, UIActivityIndicatorView,
// UIProgressView): the same types, so `UISegmentedControl.noSegment` and `UIActivityIndicatorView.Style.large`
// read as in UIKit. Kept apart from UIKitNames+Controls.swift (the older controls) so each list is edited by its own change.

public typealias UISegmentedControl = SegmentedControl
public typealias UIStepper = Stepper
public typealias UIActivityIndicatorView = ActivityIndicatorView
public typealias UIProgressView = ProgressView
