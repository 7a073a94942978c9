/// Which engine a view's constraints live in, and keeping that right as subtrees move between trees.
extension View {
    /// The topmost ancestor: the view that owns the tree's engine.
    var layoutRoot: View {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// The engine of this view's tree, made when the tree first needs one.
    func treeLayoutEngine() -> LayoutEngine {
        let root = layoutRoot
        if let engine = root.autoLayoutState?.ownedEngine { return engine }
        let engine = LayoutEngine(root: root)
        root.autoLayout.ownedEngine = engine
        return engine
    }

    /// The engine of this view's tree if it has one; a tree without constraints has none and lays out by
    /// frames alone.
    var existingLayoutEngine: LayoutEngine? { layoutRoot.autoLayoutState?.ownedEngine }

    /// After this subtree joined a new superview: its views leave the engine of the tree they were in,
    /// and the constraints installed in it move to the engine of the tree they are in now.
    func subtreeDidMove(from oldEngine: LayoutEngine?) {
        let ownEngine = autoLayoutState?.ownedEngine
        autoLayoutState?.ownedEngine = nil
        let engines = [oldEngine, ownEngine].compactMap { $0 }
        guard !engines.isEmpty || hasConstraintsInSubtree else { return }
        var moved: [LayoutConstraint] = []
        forEachInSubtree { view in
            for engine in engines { engine.unregister(view) }
            moved += view.autoLayoutState?.constraints ?? []
        }
        // Constraints above this subtree that reach into it cannot hold any more: UIKit removes them when
        // a view leaves its superview.
        if let oldEngine {
            for constraint in Array(oldEngine.active.values) {
                guard constraint.origin != .autoresizingMask,
                      constraint.origin != .contentSize, let installed = constraint.installedView,
                      !installed.isDescendant(of: self) else { continue }
                let items = [constraint.firstItem?.layoutOwningView, constraint.secondItem?.layoutOwningView]
                if items.contains(where: { $0?.isDescendant(of: self) == true }) { constraint.isActive = false }
            }
        }
        guard !moved.isEmpty else { return }
        let engine = treeLayoutEngine()
        for constraint in moved {
            constraint.engine?.remove(constraint)
            engine.add(constraint)
        }
    }

    private var hasConstraintsInSubtree: Bool {
        if autoLayoutState?.constraints.isEmpty == false { return true }
        return subviews.contains { $0.hasConstraintsInSubtree }
    }

    func forEachInSubtree(_ body: (View) -> Void) {
        body(self)
        for child in subviews { child.forEachInSubtree(body) }
    }
}
