import HandheldKit

extension NavigationController {
    /// UINavigationController.visibleViewController: the controller presented modally from the navigation
    /// controller if there is one, else the top of the stack (UIKit's documentation: "The view controller
    /// associated with the currently visible view in the navigation interface", which is the presented one
    /// while a modal is up).
    public var visibleViewController: ViewController? {
        presentedViewController ?? topViewController
    }
}

/// The supplementary kinds as Swift 3-era globals (`UICollectionElementKindSectionHeader`), which
/// became `UICollectionView.elementKindSectionHeader`; same string values.
@MainActor public let UICollectionElementKindSectionHeader = CollectionView.elementKindSectionHeader
@MainActor public let UICollectionElementKindSectionFooter = CollectionView.elementKindSectionFooter
public typealias UIContentContainer = ContentContainer
public typealias UITraitEnvironment = TraitEnvironment
