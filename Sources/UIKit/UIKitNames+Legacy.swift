import HandheldKit

// UIKit's names for the status bar, orientation and edge types that older controllers override or set
// (preferredStatusBarStyle, supportedInterfaceOrientations, edgesForExtendedLayout).

public typealias UIStatusBarStyle = StatusBarStyle
public typealias UIStatusBarAnimation = StatusBarAnimation
public typealias UIInterfaceOrientation = InterfaceOrientation
public typealias UIInterfaceOrientationMask = InterfaceOrientationMask
public typealias UIRectEdge = RectEdge
