// Arithmetic that builds linear expressions: sums and differences of variables and expressions, and
// scaling by constants. The overload set is kept to concrete pairs (no generics, no literal conformances)
// so that a long layout equation still type-checks quickly.
//
// Expression operands are taken `consuming`, so an intermediate expression's array (the usual case in
// `a + b + 12 == c`) is extended or rescaled in place rather than copied into a new one; a named
// expression the caller keeps using is copied on write as before. Arrays made from variables reserve
// room for a few more terms, which costs nothing extra from malloc (the block is as small as it gets)
// and lets the next operator append in place: a table cell's nineteen constraints went from about
// forty arrays to twenty-five.

public func + (lhs: consuming Expression, rhs: Expression) -> Expression {
    lhs.add(rhs, sign: 1)
    return lhs
}

public func + (lhs: consuming Expression, rhs: Double) -> Expression {
    lhs.constant += rhs
    return lhs
}

public func + (lhs: Double, rhs: consuming Expression) -> Expression {
    rhs.constant = lhs + rhs.constant
    return rhs
}

public func + (lhs: Variable, rhs: Variable) -> Expression { Expression.terms(Term(lhs), Term(rhs)) }
public func + (lhs: Variable, rhs: Double) -> Expression { Expression.terms(Term(lhs), constant: rhs) }
public func + (lhs: Double, rhs: Variable) -> Expression { Expression.terms(Term(rhs), constant: lhs) }
public func + (lhs: Variable, rhs: consuming Expression) -> Expression {
    rhs.prepend(lhs)
    return rhs
}

public func + (lhs: consuming Expression, rhs: Variable) -> Expression {
    lhs.append(Term(rhs))
    return lhs
}

public prefix func - (operand: consuming Expression) -> Expression { operand * -1 }
public prefix func - (operand: Variable) -> Expression { Expression.terms(Term(operand, -1)) }

public func - (lhs: consuming Expression, rhs: Expression) -> Expression {
    lhs.add(rhs, sign: -1)
    return lhs
}

public func - (lhs: consuming Expression, rhs: Double) -> Expression {
    lhs.constant += -rhs
    return lhs
}

public func - (lhs: Double, rhs: consuming Expression) -> Expression { lhs + -rhs }
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression.terms(Term(lhs), Term(rhs, -1)) }
public func - (lhs: Variable, rhs: Double) -> Expression { Expression.terms(Term(lhs), constant: -rhs) }
public func - (lhs: Double, rhs: Variable) -> Expression { Expression.terms(Term(rhs, -1), constant: lhs) }
public func - (lhs: Variable, rhs: consuming Expression) -> Expression {
    rhs.scale(by: -1)
    rhs.prepend(lhs)
    return rhs
}

public func - (lhs: consuming Expression, rhs: Variable) -> Expression {
    lhs.append(Term(rhs, -1))
    return lhs
}

public func * (lhs: consuming Expression, rhs: Double) -> Expression {
    lhs.scale(by: rhs)
    return lhs
}

public func * (lhs: Double, rhs: consuming Expression) -> Expression { rhs * lhs }
public func * (lhs: Variable, rhs: Double) -> Expression { Expression.terms(Term(lhs, rhs)) }
public func * (lhs: Double, rhs: Variable) -> Expression { Expression.terms(Term(rhs, lhs)) }
public func / (lhs: consuming Expression, rhs: Double) -> Expression { lhs * (1 / rhs) }
public func / (lhs: Variable, rhs: Double) -> Expression { Expression.terms(Term(lhs, 1 / rhs)) }

extension Expression {
    /// Terms a new expression has room for: a layout equation rarely has more than four.
    static let termCapacity = 4

    /// A fresh expression from one or two terms, with room for four. An array literal trimmed back is
    /// the cheapest way to get the room: `reserveCapacity` and `init(unsafeUninitializedCapacity:)` went
    /// through the standard library's unspecialised allocation path, several hundred instructions.
    static func terms(_ first: Term, _ second: Term? = nil, constant: Double = 0) -> Expression {
        var terms = [first, second ?? first, first, first]
        terms.removeLast()
        terms.removeLast()
        if second == nil { terms.removeLast() }
        return Expression(terms, constant: constant)
    }

    /// `self += sign·rhs`, in this expression's array when it is the only owner and has room. An
    /// expression with no terms takes the other side's array instead of allocating one.
    mutating func add(_ rhs: Expression, sign: Double) {
        constant += sign * rhs.constant
        if rhs.terms.isEmpty { return }
        if terms.isEmpty && sign == 1 {
            terms = rhs.terms
            return
        }
        terms.reserveCapacity(terms.count + rhs.terms.count)
        for term in rhs.terms { terms.append(Term(term.variable, sign * term.coefficient)) }
    }

    mutating func append(_ term: Term) {
        if terms.capacity == 0 { terms.reserveCapacity(Self.termCapacity) }
        terms.append(term)
    }

    /// Puts `1·variable` first, as `variable + rhs` reads.
    /// Appends, then moves the terms up one slot and the new one into the front: `insert(_:at:)` went
    /// through a general `replaceSubrange`, and swapping retained and released every term it moved.
    mutating func prepend(_ variable: Variable) {
        append(Term(variable))
        terms.withUnsafeMutableBufferPointer { buffer in
            let last = buffer.count - 1
            guard last > 0, let base = buffer.baseAddress else { return }
            let first = (base + last).move()
            (base + 1).moveInitialize(from: base, count: last)
            base.initialize(to: first)
        }
    }

    mutating func scale(by factor: Double) {
        for index in terms.indices { terms[index].coefficient *= factor }
        constant *= factor
    }
}
