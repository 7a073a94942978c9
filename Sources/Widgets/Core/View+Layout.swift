import Render

extension View {
    /// Marks the view for `layoutSubviews` at the next layout pass (at most once per frame).
    public func setNeedsLayout() {
        guard !needsLayout else { return }
        needsLayout = true
        window?.setNeedsLayout()
    }

    /// Lays out this subtree now if anything in it is marked, top-down (UIView.layoutIfNeeded). Inside an
    /// `animate` block the resulting frame changes animate, as in UIKit.
    ///
    /// Where constraints place views, the engine brings its solution up to date first, marks the
    /// superviews of views whose solved frame moved, and each marked view's subviews take their solved
    /// frames just before its `layoutSubviews` runs, so the override reads them (UIKit applies the engine's
    /// results in `UIView.layoutSubviews`). A frame set by code during the pass that moves other views
    /// again is picked up by one more pass, a few at most.
    public func layoutIfNeeded() {
        guard let engine = existingLayoutEngine else { return layoutSubtreeIfNeeded(engine: nil) }
        for _ in 0..<4 {
            engine.prepareLayoutPass()
            if subtreeNeedsLayout { layoutSubtreeIfNeeded(engine: engine) }
            // Constraints no placed view asked for yet still reach the solver in this pass (and report
            // their conflicts now); whatever that moves is laid out by one more round.
            engine.updateIfNeeded()
            guard engine.hasUnmarkedChanges else { return }
        }
    }

    private var subtreeNeedsLayout: Bool { needsLayout || subviews.contains { $0.subtreeNeedsLayout } }

    private func layoutSubtreeIfNeeded(engine: LayoutEngine?) {
        if needsLayout {
            needsLayout = false
            // A controller's root view: UIKit calls viewWillLayoutSubviews and viewDidLayoutSubviews around
            // the view's own layoutSubviews, before its subviews lay out.
            if window != nil { owningController?.sendViewIsAppearingIfNeeded() }
            owningController?.viewWillLayoutSubviews()
            isLayingOutSubviews = true
            engine?.applyFrames(toSubviewsOf: self)
            layoutSubviews()
            isLayingOutSubviews = false
            owningController?.viewDidLayoutSubviews()
        }
        for child in subviews { child.layoutSubtreeIfNeeded(engine: engine) }
    }

    /// `sizeThatFits` for the current width and unlimited height, the usual question a cell asks.
    public func fittingHeight(forWidth width: Double) -> Double {
        sizeThatFits(Size(width: width, height: .infinity)).height
    }
}
