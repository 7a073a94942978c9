import Layout
import Render

/// UIKit's debugging calls for constraint-based layout (the UIConstraintBasedLayoutDebugging category).
extension View {
    /// Whether the constraints leave the view's frame free to move (UIView.hasAmbiguousLayout): each of
    /// its four variables is nudged by a constraint weaker than any the app can write; a variable that
    /// follows the nudge was held by nothing.
    public var hasAmbiguousLayout: Bool { ambiguousAlternative() != nil }

    /// Moves an ambiguous view to another frame its constraints also allow, so the freedom shows on screen
    /// (UIView.exerciseAmbiguityInLayout). The next layout pass of its superview puts it back.
    public func exerciseAmbiguityInLayout() {
        guard let alternative = ambiguousAlternative() else { return }
        frame = alternative
    }

    /// The constraints that take part in placing the view along `axis`
    /// (UIView.constraintsAffectingLayout(for:)): those naming the view on that axis, the engine's own
    /// frame and content-size constraints included.
    public func constraintsAffectingLayout(for axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
        guard let engine = autoLayoutState?.engine else { return [] }
        return engine.active.values
            .filter { ($0.firstItem === self && $0.firstAttribute.axis == axis)
                || ($0.secondItem === self && $0.secondAttribute.axis == axis) }
            .sorted { (engine.serials[ObjectIdentifier($0)] ?? 0) < (engine.serials[ObjectIdentifier($1)] ?? 0) }
    }

    /// A different frame the constraints allow, or nil when they fix the frame.
    private func ambiguousAlternative() -> Rect? {
        guard let engine = autoLayoutState?.engine, engine.places(self) else { return nil }
        engine.updateIfNeeded()
        let v = layoutVariables
        let variables = [v.left, v.top, v.width, v.height]
        let before = variables.map { engine.value($0) }
        var probes: [Constraint] = []
        for (variable, value) in zip(variables, before) {
            let probe = Constraint(Expression(variable) - (value + 37), .equal, priority: Priority(1))
            if (try? engine.solver.add(probe)) != nil { probes.append(probe) }
        }
        let after = variables.map { engine.value($0) }
        let moved = engine.rect(of: self, relativeTo: superview)
        for probe in probes { try? engine.solver.remove(probe) }
        return zip(before, after).contains { abs($0 - $1) > 1e-6 } ? moved : nil
    }
}
