import Render

extension View {
    /// UIView.overrideUserInterfaceStyle (iOS 13): this view and its subviews take `style` whatever the
    /// controller, window or system says; `.unspecified` (the default) follows the superview again. Apple
    /// documents it on UIView as forcing "the view and all of its subviews" to the style; an override on a
    /// view wins over its controller's and a subview's own override wins over its superview's. Dynamic colours
    /// in the subtree resolve in that style (the subtree is drawn with its appearance), and the change applies
    /// at once without the cross-fade, as setting the property does on iOS: `traitCollectionDidChange(_:)` runs
    /// on the view, then down its subviews, superview before subview as UIKit propagates traits, skipping
    /// subviews that keep their own override. Handheld stops at a subview that is another controller's view:
    /// that controller keeps its own traits (UIKit before iOS 17 passed traits to child controllers through the
    /// controller hierarchy, not the view tree, too).
    public var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { interfaceStyleOverride }
        set {
            guard newValue != interfaceStyleOverride else { return }
            let previous = traitCollection
            interfaceStyleOverride = newValue
            guard traitCollection != previous else { return setNeedsDisplay() }
            sendInterfaceStyleChange(previous)
        }
    }

    /// traitCollectionDidChange here and down the subviews that follow this view's style, each redrawn.
    private func sendInterfaceStyleChange(_ previous: TraitCollection) {
        setNeedsDisplay()
        traitCollectionDidChange(previous)
        for child in subviews where child.owningController == nil && child.interfaceStyleOverride == .unspecified {
            child.sendInterfaceStyleChange(previous)
        }
    }
}
