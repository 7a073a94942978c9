@_exported import HandheldKit

// UIKit's names for Handheld's types, so code written for UIKit compiles with few edits (README, "UIKit names").
// Each is the same type, not a wrapper: a `UIView` is a `View`, and both names can be mixed freely.
//
// Foundation on Linux has its own `CGFloat`, `CGPoint`, `CGSize`, `CGRect` and `IndexPath`, which Handheld's
// views do not take. The names below are Handheld's geometry instead, so a file written against UIKitCompat
// should not also `import Foundation` (both would then be visible and ambiguous): import only what it needs
// (`import struct Foundation.Date`), or keep Foundation code in another file.

public typealias UIView = View
public typealias UIWindow = Window
public typealias UILabel = Label
public typealias UIButton = Button
public typealias UISwitch = Switch
public typealias UIControl = Control
public typealias UIScrollView = ScrollView
public typealias UITableView = TableView
public typealias UITableViewCell = TableViewCell
public typealias UITableViewDataSource = TableViewDataSource
public typealias UITableViewDelegate = TableViewDelegate
public typealias UIStackView = StackView
public typealias UIPickerView = PickerView
public typealias UIDatePicker = DatePicker
public typealias UIViewController = ViewController
public typealias UINavigationController = NavigationController
public typealias UINavigationControllerDelegate = NavigationControllerDelegate
public typealias UISplitViewController = SplitViewController
public typealias UISplitViewControllerDelegate = SplitViewControllerDelegate
public typealias UIViewControllerTransitionCoordinator = TransitionCoordinator
public typealias UIViewControllerTransitionCoordinatorContext = TransitionContext
public typealias UIViewControllerContextTransitioning = ViewControllerContextTransitioning
public typealias UIViewControllerAnimatedTransitioning = ViewControllerAnimatedTransitioning
public typealias UIPercentDrivenInteractiveTransition = PercentDrivenInteractiveTransition
public typealias UIGestureRecognizer = GestureRecognizer
public typealias UITapGestureRecognizer = TapGestureRecognizer
public typealias UIPanGestureRecognizer = PanGestureRecognizer
public typealias UIScreenEdgePanGestureRecognizer = ScreenEdgePanGestureRecognizer
public typealias UITraitCollection = TraitCollection
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
public typealias UIUserInterfaceStyle = UserInterfaceStyle
public typealias UIUserInterfaceLevel = UserInterfaceLevel
public typealias UIContentSizeCategory = ContentSizeCategory
public typealias UIColor = Color
public typealias UIFont = Font
public typealias UIEdgeInsets = EdgeInsets
public typealias NSLayoutConstraint = LayoutConstraint
public typealias NSLayoutAnchor<AnchorType: AnyObject> = LayoutAnchor<AnchorType>
public typealias UILayoutGuide = LayoutGuide
public typealias UILayoutPriority = LayoutPriority

/// Handheld measures in points as `Double`; UIKit's `CGFloat` is a `Double` on every 64-bit device.
public typealias CGFloat = Double
/// Seconds, as UIKit's durations are typed (`transitionDuration(using:) -> TimeInterval`); Foundation's is a
/// `Double` too (the same caveat about importing Foundation as a whole applies).
public typealias TimeInterval = Double
public typealias CGPoint = Point
public typealias CGSize = Size
public typealias CGRect = Rect

/// The row height that makes a table ask each cell for its height: UIKit's Swift 3 global, before it became
/// `UITableView.automaticDimension` (which Handheld has too).
@MainActor public let UITableViewAutomaticDimension = TableView.automaticDimension
