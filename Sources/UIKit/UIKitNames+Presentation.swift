import HandheldKit

// UIKit's names for the presentation, tab bar, large-title and swipe-action types.

public typealias UIModalPresentationStyle = ModalPresentationStyle
public typealias UIModalTransitionStyle = ModalTransitionStyle
public typealias UIPresentationController = PresentationController
public typealias UIAdaptivePresentationControllerDelegate = AdaptivePresentationControllerDelegate
public typealias UITabBarController = TabBarController
public typealias UITabBarControllerDelegate = TabBarControllerDelegate
public typealias UITabBar = TabBar
public typealias UITabBarItem = TabBarItem
public typealias UIContextualAction = ContextualAction
public typealias UISwipeActionsConfiguration = SwipeActionsConfiguration
public typealias UISheetPresentationController = SheetPresentationController
public typealias UISheetPresentationControllerDelegate = SheetPresentationControllerDelegate
public typealias UISheetPresentationControllerDetentResolutionContext = SheetPresentationController.Detent.ResolutionContext
