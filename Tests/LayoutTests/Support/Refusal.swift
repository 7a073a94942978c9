import Layout

/// The refused constraint and its explanation, or nil when the call did not fail as unsatisfiable.
func refusal(_ body: () throws -> Void) -> (constraint: Constraint, conflicts: [Constraint])? {
    do {
        try body()
    } catch {
        if case let .unsatisfiable(constraint, conflicts) = error as? LayoutError {
            return (constraint, conflicts)
        }
    }
    return nil
}
