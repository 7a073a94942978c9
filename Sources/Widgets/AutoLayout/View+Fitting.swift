import Layout
import Render

/// Asking constraints for a size (UIView.systemLayoutSizeFitting), the question a self-sizing cell asks
/// of its content view.
extension View {
    /// UIKit's `layoutFittingCompressedSize`: as small as the constraints allow.
    public static let layoutFittingCompressedSize = Size(width: 0, height: 0)
    /// UIKit's `layoutFittingExpandedSize`: as large as the constraints allow.
    public static let layoutFittingExpandedSize = Size(width: 1e6, height: 1e6)

    /// The smallest size (or largest, for the expanded target) the view's constraints allow, both
    /// dimensions pulled toward `targetSize` at the fitting-size level (UILayoutPriority 50).
    public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it when its width is pulled toward `targetSize.width` at
    /// `horizontalFittingPriority` and its height toward `targetSize.height` at `verticalFittingPriority`:
    /// a cell asks `(width, 0)` with `.required` and `.fittingSizeLevel` for its height at a width.
    ///
    /// As in UIKit the view's own frame does not count (its autoresizing width and height constraints
    /// leave the solver for the question), its content's constraints and intrinsic sizes do. The solver
    /// is the tree's own, asked incrementally: two constraints added and removed, nothing rebuilt.
    public func systemLayoutSizeFitting(_ targetSize: Size, withHorizontalFittingPriority horizontal: LayoutPriority,
                                        verticalFittingPriority vertical: LayoutPriority) -> Size {
        let engine = treeLayoutEngine()
        engine.register(self)
        engine.refreshDirtyInputs()
        let own = engine.participants[ObjectIdentifier(self)]?.inputs.filter {
            translatesAutoresizingMaskIntoConstraints && $0.firstAttribute.isDimension
        } ?? []
        for input in own {
            engine.pending.removeAll { $0 === input }
            engine.parked.removeAll { $0 === input }
            engine.takeOut(input)
        }
        engine.flushPending(within: self)
        let v = layoutVariables
        var probes: [Constraint] = []
        for (variable, target, priority) in [(v.width, targetSize.width, horizontal), (v.height, targetSize.height, vertical)]
        where target.isFinite {
            let probe = Constraint(Expression(variable) - target, .equal, priority: Priority(Float(priority.rawValue)))
            if (try? engine.solver.add(probe)) != nil { probes.append(probe) }
        }
        // Wrapping labels measure their height at the width just solved, then the system solves again.
        for _ in 0..<3 {
            var changed = false
            forEachInSubtree { view in
                guard let label = view as? any SolvedWidthAdopting, engine.places(label) else { return }
                changed = label.adoptSolvedWidth(engine.rect(of: label, relativeTo: nil).width) || changed
            }
            guard changed else { break }
            engine.refreshDirtyInputs()
            engine.flushPending(within: self)
        }
        let size = Size(width: engine.value(v.width), height: engine.value(v.height))
        for probe in probes { try? engine.solver.remove(probe) }
        // Parked, not back in the solver: by the next layout pass the view has the size it was measured
        // for, and its old size would only have conflicted with its content in between.
        engine.parked += own
        engine.root.window?.setNeedsLayout()
        let scale = max(1, window?.traitCollection.displayScale ?? 2)
        return Size(width: (size.width * scale).rounded(.up) / scale, height: (size.height * scale).rounded(.up) / scale)
    }
}
