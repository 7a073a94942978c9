import Render

/// The one slide both of the navigation controller's bars use to hide and show
/// (`setNavigationBarHidden(_:animated:)` and `setToolbarHidden(_:animated:)`), so the two stay alike:
/// the bar is shown before it moves, so it is seen sliding in, and hidden only once it has slid out; the
/// container lays out inside the slide, so the pages' safe area and the content pinned to it move with the
/// bar rather than jumping on the next layout pass. The slide lasts `hideShowBarDuration` on the window's
/// animation clock.
extension NavigationController {
    /// Moves `bar` to where the container's layout puts it now that its hidden state (read by `isHidden`)
    /// changed. `prepare` runs first without animation (the toolbar joins the container there the first
    /// time it shows). With `joinsTransition`, a change made while a push or pop runs follows the
    /// transition's progress instead of its own clock (the navigation bar hidden from a page's
    /// viewWillAppear).
    func slideBar(_ bar: View, animated: Bool, joinsTransition: Bool, prepare: () -> Void = {},
                  isHidden: @escaping @MainActor (NavigationController) -> Bool) {
        let container: View = view
        bar.performWithoutAnimation {
            prepare()
            bar.isHidden = false
        }
        let settle: (Bool) -> Void = { [weak self, weak bar] _ in
            guard let self, let bar else { return }
            bar.isHidden = isHidden(self)
        }
        if joinsTransition, let coordinator = transition?.coordinator, !coordinator.isFinished {
            coordinator.animate(alongsideTransition: { [weak self] _ in self?.relayoutForBars() },
                                completion: { _ in settle(true) })
            return
        }
        guard animated, container.window != nil else {
            container.setNeedsLayout()
            container.layoutIfNeeded()
            return settle(true)
        }
        container.animate(withDuration: Self.hideShowBarDuration, options: .toolkit,
                          animations: { self.relayoutForBars() }, completion: settle)
    }

    /// The bars' new places and the pages' layout for their new safe area, run inside the slide.
    private func relayoutForBars() {
        layoutContainer()
        view.layoutIfNeeded()
    }
}
