/// Why a solver call was refused. After any of these the solver is unchanged.
public enum LayoutError: Error, CustomStringConvertible {
    /// A required constraint contradicts required constraints already in the solver. `conflicts` is a
    /// minimal set of them (drop any one and the new constraint fits), in the order they were added;
    /// it is what UIKit prints under "Unable to simultaneously satisfy constraints".
    case unsatisfiable(Constraint, conflicts: [Constraint])
    case duplicateConstraint(Constraint)
    case unknownConstraint(Constraint)
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    /// An edit variable must be optional: a required edit could make a suggested value unsatisfiable.
    case requiredEditVariable(Variable)

    public var description: String {
        switch self {
        case let .unsatisfiable(constraint, conflicts):
            let lines = conflicts.map { "  \($0)" }.joined(separator: "\n")
            return "unable to satisfy \(constraint) together with:\n\(lines)"
        case let .duplicateConstraint(constraint): return "constraint already added: \(constraint)"
        case let .unknownConstraint(constraint): return "constraint not in the solver: \(constraint)"
        case let .duplicateEditVariable(variable): return "edit variable already added: \(variable)"
        case let .unknownEditVariable(variable): return "not an edit variable: \(variable)"
        case let .requiredEditVariable(variable): return "an edit variable cannot be required: \(variable)"
        }
    }
}
