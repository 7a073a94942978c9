/// An unknown the solver finds a value for, such as a view's left edge.
///
/// A variable is a reference so that two variables with the same debugging name stay distinct and so
/// that one variable can take part in several solvers (each keeps its own value for it). It holds no
/// value itself: ask a solver with ``Solver/value(of:)``. Variables are compared by identity only; `==`
/// between two variables builds a ``Constraint``.
public final class Variable: Sendable, CustomStringConvertible {
    /// For messages and conflict explanations only.
    public let name: String

    public init(_ name: String = "") {
        self.name = name
    }

    public var description: String { name.isEmpty ? "Variable@\(ObjectIdentifier(self).hashValue)" : name }
}
