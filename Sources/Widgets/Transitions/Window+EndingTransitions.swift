extension Window {
    /// Ends, by the transition contract's one rule (`TransitionCoordinator.finishImmediately`), every
    /// transition running in `view`'s subtree (the whole window when nil), and those their completions
    /// start, so the tree is settled when this returns. A screen change, a split view moving controllers
    /// between its columns, and a new navigation request all end transitions this way.
    public func finishTransitions(inside view: View? = nil) {
        // Completions may start queued transitions; a bounded number of rounds ends those too.
        for _ in 0..<16 {
            let running = engine.runningTransitions.filter { t in
                guard let view else { return true }
                return t.containerView.map { $0.isDescendant(of: view) } ?? false
            }
            guard !running.isEmpty else { return }
            for t in running { t.finishImmediately() }
        }
    }
}
