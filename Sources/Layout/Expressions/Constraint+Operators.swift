// Relations that build required constraints, `x + 10 == y`; lower one with
// `(cell.height == 44).withPriority(.defaultLow)`. Each relation is stored as `lhs - rhs ⋚ 0`, built
// in the left side's array when the left side is a temporary (see Expression+Operators): the operands
// are taken `consuming` so that the left side arrives here still uniquely referenced.

public func == (lhs: consuming Expression, rhs: consuming Expression) -> Constraint { Constraint(lhs - rhs, .equal) }
public func <= (lhs: consuming Expression, rhs: consuming Expression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func >= (lhs: consuming Expression, rhs: consuming Expression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }

public func == (lhs: consuming Expression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }
public func <= (lhs: consuming Expression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func >= (lhs: consuming Expression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }

public func == (lhs: consuming Expression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .equal) }
public func <= (lhs: consuming Expression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func >= (lhs: consuming Expression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }

public func == (lhs: Variable, rhs: consuming Expression) -> Constraint { Constraint(lhs - rhs, .equal) }
public func <= (lhs: Variable, rhs: consuming Expression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func >= (lhs: Variable, rhs: consuming Expression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }

public func == (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .equal) }
public func <= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func >= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }

public func == (lhs: Variable, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }
public func <= (lhs: Variable, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func >= (lhs: Variable, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
