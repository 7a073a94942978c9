import Render

extension Window {
    /// Reads the status bar from the deciding controller (ViewController+StatusBar) into `statusBar`; a
    /// change redraws the screen. Inside an animation block (`UIView.animate { setNeedsStatusBarAppearanceUpdate() }`,
    /// the way apps animate it) a hide or show moves with the block's timing as the hiding controller's
    /// `preferredStatusBarUpdateAnimation` says (`.none` jumps), and a new style cross-fades with it;
    /// outside one both change at once.
    public func updateStatusBarAppearance() {
        let decider = rootViewController?.statusBarDecider
        let hider = decider?.controllerForStatusBarHidden
        let styler = decider?.controllerForStatusBarStyle
        statusBar.styleController = styler
        let hidden = hider?.prefersStatusBarHidden ?? false
        let style = styler?.preferredStatusBarStyle ?? .default
        let inBlock = engine.currentTransaction != nil
        var changed = false
        if hidden != statusBar.isHidden {
            statusBar.isHidden = hidden
            statusBar.animation = inBlock ? (hider?.preferredStatusBarUpdateAnimation ?? .fade) : .none
            statusBar.visibility.set(hidden ? 0 : 1, engine: statusBar.animation == .none ? nil : engine)
            changed = true
        }
        if style != statusBar.style {
            statusBar.previousStyle = statusBar.style
            statusBar.style = style
            statusBar.styleProgress.set(0, engine: nil)
            statusBar.styleProgress.set(1, engine: inBlock ? engine : nil)
            changed = true
        }
        if changed { setNeedsDisplay() }
    }

    /// The appearance the bar's `.default` content is drawn in: the style-deciding controller's (its
    /// `overrideUserInterfaceStyle` counts), following the window's appearance cross-fade when it has the
    /// window's style.
    public var statusBarContentAppearance: Appearance {
        guard let controller = statusBar.styleController else { return appearance }
        return appearance(for: controller.traitCollection)
    }
}
