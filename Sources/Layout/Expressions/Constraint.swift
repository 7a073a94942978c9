/// A linear relation `expression ⋚ 0` with a priority: the unit a ``Solver`` adds and removes.
///
/// A constraint is a reference so that the solver can recognise the very constraint it was given (UIKit's
/// `NSLayoutConstraint` is one too): two constraints with equal expressions are still two constraints,
/// and a conflict explanation hands back the caller's own objects.
///
/// `@unchecked Sendable` because ``withPriority(_:)`` may set the priority of a constraint nobody else
/// holds a reference to; no other code can see that change, so a shared constraint is immutable.
public final class Constraint: @unchecked Sendable, Hashable, CustomStringConvertible {
    public enum Relation: Sendable {
        case equal
        case lessThanOrEqual
        case greaterThanOrEqual
    }

    /// The left side minus the right side.
    public let expression: Expression
    public let relation: Relation
    /// Unchecked for exclusivity: it is written only by `withPriority` while nobody else holds the
    /// constraint, and the dynamic check cost every `Solver.add` about 80 instructions.
    @exclusivity(unchecked) public private(set) var priority: Priority

    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
    }

    /// The same relation at another priority; constraints are immutable, so changing a priority in a
    /// solver is a remove and an add, as kiwi does.
    ///
    /// A constraint nobody else references (the usual `(a == b).withPriority(p)`) is given the priority
    /// and returned rather than copied: no strong holder can tell the difference (only a `weak`
    /// reference to a constraint whose last strong reference is the receiver would see the new
    /// priority), and building the constraint twice was a tenth of what a table cell's own objects cost.
    public consuming func withPriority(_ priority: Priority) -> Constraint {
        var constraint = self
        if isKnownUniquelyReferenced(&constraint) {
            constraint.priority = priority
            return constraint
        }
        return Constraint(constraint.expression, constraint.relation, priority: priority)
    }

    /// How far a solution is from satisfying the relation: 0 when it holds, otherwise the distance the
    /// expression would have to move. This is the error the solver minimises per priority.
    public func violation(_ valueOf: (Variable) -> Double) -> Double {
        let value = expression.value(valueOf)
        switch relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String {
        let symbol = switch relation {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
        let suffix = priority.isRequired ? "" : " @\(priority)"
        return "\(expression) \(symbol) 0\(suffix)"
    }
}
