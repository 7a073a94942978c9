import Render

extension Window {
    /// The kinds of the transitions that change only traits (`transition(toTraits:…)`).

    /// Changes the window's traits to `traits` through one transition of `kind`, in UIKit's order: the
    /// root and each presented controller's `willTransition(to:with:)`, then, inside the transition,
    /// `traitCollectionDidChange(_:)` down the controllers and their views, then the alongside animations.
    /// Appearance and text-size changes both go through here. A running trait transition ends first by
    /// the one rule (`TransitionCoordinator.finishImmediately`), so a second toggle starts from where the
    /// first one would rest. A push, a pop, a presentation or a finger on the screen is left alone: in
    /// UIKit a trait change does not end a navigation transition or cancel touches (switching Dark Mode
    /// from Control Center while an app pushes lets the push finish), and these transitions only recolour
    /// and re-measure, so they need no settled tree.
    func transition(toTraits traits: TraitCollection, kind: TransitionKind, duration: Double, curve: TimingCurve,
                    animated: Bool) -> TransitionCoordinator {
        for running in engine.runningTransitions where running.kind.changesTraitsOnly {
            running.finishImmediately()
        }
        let coordinator = TransitionCoordinator(kind: kind, duration: duration, curve: curve, animated: animated,
                                                engine: engine, container: rootView)
        var next = rootViewController
        while let controller = next {
            if traits != controller.traitCollection { controller.willTransition(to: traits, with: coordinator) }
            next = controller.presentationShown?.presentedViewController
        }
        coordinator.start({ self.traitCollection = traits }, completion: { _ in })
        setNeedsDisplay()
        return coordinator
    }

    /// Sets the reader's text size (Dynamic Type), as Settings → Display & Text Size → Larger Text does.
    /// iOS applies a new size at once, without animation; it still reaches every controller and view as a
    /// trait change (a transition of kind "content-size" that ends immediately), so labels that adjust
    /// their fonts re-measure and self-sizing rows grow on the next layout.
    @discardableResult
    public func transition(toContentSizeCategory category: ContentSizeCategory) -> TransitionCoordinator {
        var traits = traitCollection
        traits.preferredContentSizeCategory = category
        return transition(toTraits: traits, kind: .contentSize, duration: 0, curve: .linear, animated: false)
    }
}
