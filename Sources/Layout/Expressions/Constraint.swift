/// A linear relation `expression ⋚ 0` with a priority: the unit a ``Solver`` adds and removes.
///
/// A constraint is a reference so that the solver can recognise the very constraint it was given (UIKit's
/// `NSLayoutConstraint` is one too): two constraints with equal expressions are still two constraints,
/// and a conflict explanation hands back the caller's own objects.
public final class Constraint: Sendable, Hashable, CustomStringConvertible {
    public enum Relation: Sendable {
        case equal
        case lessThanOrEqual
        case greaterThanOrEqual
    }

    /// The left side minus the right side.
    public let expression: Expression
    public let relation: Relation
    public let priority: Priority

    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
    }

    /// The same relation at another priority; constraints are immutable, so changing a priority in a
    /// solver is a remove and an add, as kiwi does.
    public func withPriority(_ priority: Priority) -> Constraint {
        Constraint(expression, relation, priority: priority)
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
