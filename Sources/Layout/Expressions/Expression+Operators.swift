// Arithmetic that builds linear expressions: sums and differences of variables and expressions, and
// scaling by constants. The overload set is kept to concrete pairs (no generics, no literal conformances)
// so that a long layout equation still type-checks quickly.
//
// Each operator builds its result's terms in one array sized up front, and a constant on either side
// shares the other side's array: building a cell's nineteen constraints allocated five arrays a
// constraint through intermediate expressions, more than the solver allocated to solve them.

public func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression.combining(lhs, rhs, sign: 1)
}

public func + (lhs: Expression, rhs: Double) -> Expression {
    Expression(lhs.terms, constant: lhs.constant + rhs)
}

public func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression([Term(lhs), Term(rhs)]) }
public func + (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs)], constant: rhs) }
public func + (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs)], constant: lhs) }
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression.combining(lhs, 1, rhs, sign: 1) }
public func + (lhs: Expression, rhs: Variable) -> Expression { Expression.combining(lhs, rhs, 1) }

public prefix func - (operand: Expression) -> Expression { operand * -1 }
public prefix func - (operand: Variable) -> Expression { Expression([Term(operand, -1)]) }

public func - (lhs: Expression, rhs: Expression) -> Expression { Expression.combining(lhs, rhs, sign: -1) }
public func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
public func - (lhs: Double, rhs: Expression) -> Expression { lhs + -rhs }
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression([Term(lhs), Term(rhs, -1)]) }
public func - (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs)], constant: -rhs) }
public func - (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, -1)], constant: lhs) }
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression.combining(lhs, 1, rhs, sign: -1) }
public func - (lhs: Expression, rhs: Variable) -> Expression { Expression.combining(lhs, rhs, -1) }

public func * (lhs: Expression, rhs: Double) -> Expression {
    Expression(lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
}

public func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }
public func * (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, rhs)]) }
public func * (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, lhs)]) }
public func / (lhs: Expression, rhs: Double) -> Expression { lhs * (1 / rhs) }
public func / (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, 1 / rhs)]) }

extension Expression {
    /// `lhs + sign·rhs`, with no array allocated when either side has no terms.
    static func combining(_ lhs: Expression, _ rhs: Expression, sign: Double) -> Expression {
        let constant = lhs.constant + sign * rhs.constant
        if rhs.terms.isEmpty { return Expression(lhs.terms, constant: constant) }
        if lhs.terms.isEmpty && sign == 1 { return Expression(rhs.terms, constant: constant) }
        var terms: [Term] = []
        terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
        terms.append(contentsOf: lhs.terms)
        for term in rhs.terms { terms.append(Term(term.variable, sign * term.coefficient)) }
        return Expression(terms, constant: constant)
    }

    /// `coefficient·variable + sign·rhs`.
    static func combining(_ variable: Variable, _ coefficient: Double, _ rhs: Expression, sign: Double) -> Expression {
        var terms: [Term] = []
        terms.reserveCapacity(1 + rhs.terms.count)
        terms.append(Term(variable, coefficient))
        for term in rhs.terms { terms.append(Term(term.variable, sign * term.coefficient)) }
        return Expression(terms, constant: sign * rhs.constant)
    }

    /// `lhs + coefficient·variable`.
    static func combining(_ lhs: Expression, _ variable: Variable, _ coefficient: Double) -> Expression {
        var terms: [Term] = []
        terms.reserveCapacity(lhs.terms.count + 1)
        terms.append(contentsOf: lhs.terms)
        terms.append(Term(variable, coefficient))
        return Expression(terms, constant: lhs.constant)
    }
}
