import Render

extension Window {
    /// The rotation transition's duration and curve (reference: Rotation, UIKit's built-in 0.4 s).
    public static let sizeTransitionDuration = 0.4
    public static let sizeTransitionCurve = TimingCurve.easeInOut

    /// Changes the window's size, safe area and traits through one transition (a rotation, a device
    /// switch, a multitasking pane), in the order UIKit logs on a rotation, each given the same
    /// coordinator: the root controller's `willTransition(to:with:)` (only when the traits change), then
    /// `viewWillTransition(to:with:)`, then, inside the transition's animation, the new size and safe area
    /// and `traitCollectionDidChange(_:)`, then the alongside animations; completions after it ends.
    ///
    /// The press in progress is cancelled and every transition still running is ended first by the one
    /// rule (`finishTransitions`): a back swipe under the pointer goes back, a push jumps to its end.
    @discardableResult
    public func transition(toSize newSize: Size, safeAreaInsets newInsets: EdgeInsets, traits newTraits: TraitCollection,
                           kind: String, animated: Bool = true,
                           completion: @escaping (TransitionContext) -> Void = { _ in }) -> TransitionCoordinator {
        transition(toSize: newSize, safeAreaInsets: newInsets, traits: newTraits, kind: TransitionKind(name: kind),
                   animated: animated, completion: completion)
    }

    /// The same size transition, of a typed `kind`.
    @discardableResult
    public func transition(toSize newSize: Size, safeAreaInsets newInsets: EdgeInsets, traits newTraits: TraitCollection,
                           kind: TransitionKind, animated: Bool = true,
                           completion: @escaping (TransitionContext) -> Void = { _ in }) -> TransitionCoordinator {
        cancelTouches()
        finishTransitions()
        let coordinator = TransitionCoordinator(kind: kind, duration: Self.sizeTransitionDuration,
                                                curve: Self.sizeTransitionCurve, animated: animated, engine: engine,
                                                container: rootView)
        // The root, then each controller presented above it (UIKit tells presented controllers too).
        var next = rootViewController
        while let controller = next {
            if newTraits != controller.traitCollection { controller.willTransition(to: newTraits, with: coordinator) }
            controller.viewWillTransition(to: newSize, with: coordinator)
            next = controller.presentationShown?.presentedViewController
        }
        coordinator.start({
            self.size = newSize
            self.safeAreaInsets = newInsets
            self.traitCollection = newTraits
            self.layoutIfNeeded()
        }, completion: completion)
        setNeedsDisplay()
        return coordinator
    }
}
