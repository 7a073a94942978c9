import HandheldKit

// UIKit's names for the controls, text inputs, bar items, gestures and layers Handheld has under its own
// names (the "aliases for what exists under another name").

public typealias UIResponder = Responder
public typealias UITouch = Touch
public typealias UITextField = TextField
public typealias UITextFieldDelegate = TextFieldDelegate
public typealias UITextView = TextView
public typealias UITextViewDelegate = TextViewDelegate
public typealias UIPageControl = PageControl
public typealias UIBarButtonItem = BarButtonItem
public typealias UINavigationItem = NavigationItem
public typealias UINavigationBar = NavigationBar
public typealias UIViewPropertyAnimator = PropertyAnimator
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
public typealias UIRotationGestureRecognizer = RotationGestureRecognizer
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
public typealias UIScrollViewDelegate = ScrollViewDelegate
public typealias UIPickerViewDataSource = PickerViewDataSource
public typealias UIPickerViewDelegate = PickerViewDelegate
public typealias UIKeyCommand = KeyCommand
public typealias CALayer = Layer
public typealias CAShapeLayer = ShapeLayer
public typealias CAGradientLayer = GradientLayer
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
public typealias NSLayoutDimension = LayoutDimension
