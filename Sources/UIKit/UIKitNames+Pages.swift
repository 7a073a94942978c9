import HandheldKit

/// UIPageViewController and its protocols (Widgets/Pages); the nested types (TransitionStyle,
/// NavigationOrientation, NavigationDirection, SpineLocation, OptionsKey) come with the class.
public typealias UIPageViewController = PageViewController
public typealias UIPageViewControllerDataSource = PageViewControllerDataSource
public typealias UIPageViewControllerDelegate = PageViewControllerDelegate
