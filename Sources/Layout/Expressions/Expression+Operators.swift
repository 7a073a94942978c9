// Arithmetic that builds linear expressions: sums and differences of variables and expressions, and
// scaling by constants. The overload set is kept to concrete pairs (no generics, no literal conformances)
// so that a long layout equation still type-checks quickly.

public func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}

public func + (lhs: Expression, rhs: Double) -> Expression {
    Expression(lhs.terms, constant: lhs.constant + rhs)
}

public func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
public func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
public func + (lhs: Double, rhs: Variable) -> Expression { Expression(rhs) + lhs }
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }

public prefix func - (operand: Expression) -> Expression { operand * -1 }
public prefix func - (operand: Variable) -> Expression { Expression([Term(operand, -1)]) }

public func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }
public func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
public func - (lhs: Double, rhs: Expression) -> Expression { lhs + -rhs }
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + -rhs }
public func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + -rhs }
public func - (lhs: Double, rhs: Variable) -> Expression { lhs + -rhs }
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + -rhs }
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs + -rhs }

public func * (lhs: Expression, rhs: Double) -> Expression {
    Expression(lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
}

public func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }
public func * (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, rhs)]) }
public func * (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, lhs)]) }
public func / (lhs: Expression, rhs: Double) -> Expression { lhs * (1 / rhs) }
public func / (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, 1 / rhs)]) }
