// Relations that build required constraints, `x + 10 == y`; lower one with
// `(cell.height == 44).withPriority(.defaultLow)`. Each relation is stored as `lhs - rhs ⋚ 0`, built
// with one array at most (see Expression+Operators).

public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .equal) }
public func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }

public func == (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }
public func <= (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func >= (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }

public func == (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .equal) }
public func <= (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func >= (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }

public func == (lhs: Variable, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .equal) }
public func <= (lhs: Variable, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func >= (lhs: Variable, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }

public func == (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .equal) }
public func <= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func >= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }

public func == (lhs: Variable, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }
public func <= (lhs: Variable, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func >= (lhs: Variable, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
