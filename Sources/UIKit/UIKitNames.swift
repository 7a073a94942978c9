// Apple's UIKit re-exports Foundation, and its geometry is Foundation's CGFloat, CGPoint, CGSize and CGRect,
// which Handheld's Point, Size and Rect are (Render/Geometry). So `import UIKit` here brings the same names a
// UIKit file expects, and a file may import Foundation beside it.
@_exported import Foundation
// HandheldKit is imported, not re-exported: Apple's UIKit exports no `View`, `Label`, `Color`, `Window` or
// `CollectionView`, and apps declare their own types with those names. The aliases below keep every member
// and conformance of Handheld's types visible through UIKit's names; a file that wants Handheld's own names
// imports HandheldKit beside UIKit.
public import HandheldKit

// UIKit's names for Handheld's types (README, "UIKit"). Each is the same type, not a wrapper: a `UIView` is a
// `View`, and both names can be mixed freely.

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
public typealias UITableViewDataSourcePrefetching = TableViewDataSourcePrefetching
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


/// The row height that makes a table ask each cell for its height: UIKit's Swift 3 global, before it became
/// `UITableView.automaticDimension` (which Handheld has too).
@MainActor public let UITableViewAutomaticDimension = TableView.automaticDimension
