// Relations that build required constraints, `x + 10 == y`; lower one with
// `(cell.height == 44).withPriority(.defaultLow)`. Each relation is stored as `lhs - rhs ⋚ 0`.

public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .equal) }
public func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }

public func == (lhs: Expression, rhs: Double) -> Constraint { lhs == Expression(constant: rhs) }
public func <= (lhs: Expression, rhs: Double) -> Constraint { lhs <= Expression(constant: rhs) }
public func >= (lhs: Expression, rhs: Double) -> Constraint { lhs >= Expression(constant: rhs) }

public func == (lhs: Expression, rhs: Variable) -> Constraint { lhs == Expression(rhs) }
public func <= (lhs: Expression, rhs: Variable) -> Constraint { lhs <= Expression(rhs) }
public func >= (lhs: Expression, rhs: Variable) -> Constraint { lhs >= Expression(rhs) }

public func == (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
public func <= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
public func >= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }

public func == (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) == Expression(rhs) }
public func <= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) <= Expression(rhs) }
public func >= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) >= Expression(rhs) }

public func == (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) == Expression(constant: rhs) }
public func <= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) <= Expression(constant: rhs) }
public func >= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) >= Expression(constant: rhs) }
