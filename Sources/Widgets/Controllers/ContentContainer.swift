import Render

/// UIContentContainer: what a controller answers to the container that holds it (its preferred size, its
/// child's size, transitions of size and traits). ViewController adopts it, as UIViewController does; its
/// members are the controller's own open methods, so subclasses override them as in UIKit.
@preconcurrency @MainActor
public protocol ContentContainer: AnyObject {
    var preferredContentSize: Size { get }
    func preferredContentSizeDidChange(forChildContentContainer container: ContentContainer)
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: ContentContainer)
    func size(forChildContentContainer container: ContentContainer, withParentContainerSize parentSize: Size) -> Size
    func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator)
    func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator)
}

/// UITraitEnvironment: an object with a trait collection that hears when it changes (views and controllers).
@preconcurrency @MainActor
public protocol TraitEnvironment: AnyObject {
    var traitCollection: TraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?)
}

extension ViewController: ContentContainer, TraitEnvironment {}
extension View: TraitEnvironment {}
