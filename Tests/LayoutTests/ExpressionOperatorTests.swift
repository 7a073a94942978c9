import Testing
import Layout

/// The operators build each expression in one step now (no intermediate negations and
/// concatenations); the terms, their order and the constants must be what the long way gave.
@Suite("Expression operators")
struct ExpressionOperatorTests {
    static func summary(_ expression: Expression) -> [String] {
        expression.terms.map { "\($0.coefficient)·\($0.variable.name)" } + ["\(expression.constant)"]
    }

    @Test("sums and differences keep the terms in writing order with the right signs")
    func sumsAndDifferences() {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        #expect(Self.summary(x + y) == ["1.0·x", "1.0·y", "0.0"])
        #expect(Self.summary(x - y) == ["1.0·x", "-1.0·y", "0.0"])
        #expect(Self.summary(x + 3) == ["1.0·x", "3.0"])
        #expect(Self.summary(3 - x) == ["-1.0·x", "3.0"])
        #expect(Self.summary(x - (y + z + 2)) == ["1.0·x", "-1.0·y", "-1.0·z", "-2.0"])
        #expect(Self.summary((x + 1) - z) == ["1.0·x", "-1.0·z", "1.0"])
        #expect(Self.summary((x + y) - (z * 2 - 4)) == ["1.0·x", "1.0·y", "-2.0·z", "4.0"])
        #expect(Self.summary(Expression(constant: 5) + (x - 1)) == ["1.0·x", "4.0"])
        #expect(Self.summary(Expression(constant: 5) - (x - 1)) == ["-1.0·x", "6.0"])
        #expect(Self.summary(y / 2 + x) == ["0.5·y", "1.0·x", "0.0"])
    }

    @Test("relations store the left side minus the right side")
    func relations() {
        let x = Variable("x"), y = Variable("y")
        #expect(Self.summary((x + 10 == y).expression) == ["1.0·x", "-1.0·y", "10.0"])
        #expect(Self.summary((x >= 44).expression) == ["1.0·x", "-44.0"])
        #expect(Self.summary((x + y <= x * 2 + 1).expression) == ["1.0·x", "1.0·y", "-2.0·x", "-1.0"])
        #expect((x == y).relation == .equal && (x <= y).relation == .lessThanOrEqual)
    }

    /// The operators extend a temporary operand's array in place; an expression the caller keeps must
    /// come out unchanged however often it is reused (copy on write).
    @Test("a named expression used several times is never changed by the operators")
    func namedOperandsStayIntact() {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let sum = x + y
        let a = sum + z, b = sum - z, c = sum * 3, d = z - sum, e = sum + 4
        let f = x + sum, g = sum - (y + 1), h = -sum
        let relation = sum == z + 2
        #expect(Self.summary(sum) == ["1.0·x", "1.0·y", "0.0"])
        #expect(Self.summary(a) == ["1.0·x", "1.0·y", "1.0·z", "0.0"])
        #expect(Self.summary(b) == ["1.0·x", "1.0·y", "-1.0·z", "0.0"])
        #expect(Self.summary(c) == ["3.0·x", "3.0·y", "0.0"])
        #expect(Self.summary(d) == ["1.0·z", "-1.0·x", "-1.0·y", "-0.0"])
        #expect(Self.summary(e) == ["1.0·x", "1.0·y", "4.0"])
        #expect(Self.summary(f) == ["1.0·x", "1.0·x", "1.0·y", "0.0"])
        #expect(Self.summary(g) == ["1.0·x", "1.0·y", "-1.0·y", "-1.0"])
        #expect(Self.summary(h) == ["-1.0·x", "-1.0·y", "-0.0"])
        #expect(Self.summary(relation.expression) == ["1.0·x", "1.0·y", "-1.0·z", "-2.0"])
        #expect(Self.summary(sum) == ["1.0·x", "1.0·y", "0.0"])
        // Longer than the four terms an expression starts with room for.
        let long = x + y + z + x + y + z - (x + y + z)
        #expect(long.terms.count == 9 && long.terms.map(\.coefficient).reduce(0, +) == 3)
    }

    /// `withPriority` reuses a constraint nobody else holds; a constraint the caller keeps (or a
    /// solver holds) must stay as it was, and the result must be a distinct constraint.
    @Test("withPriority never changes a constraint someone else holds")
    func withPriorityKeepsSharedConstraints() throws {
        let x = Variable("x")
        let kept = x == 10
        let lowered = kept.withPriority(.defaultLow)
        #expect(kept.priority == .required && lowered.priority == .defaultLow && kept !== lowered)
        #expect(Self.summary(lowered.expression) == ["1.0·x", "-10.0"] && lowered.relation == .equal)

        let solver = Solver()
        try solver.add(kept)
        let inSolver = [kept]
        let again = inSolver[0].withPriority(.defaultHigh)
        #expect(kept.priority == .required && again.priority == .defaultHigh && again !== kept)
        #expect(solver.hasConstraint(kept) && !solver.hasConstraint(again))

        let temporary = (x >= 4).withPriority(.defaultHigh)
        #expect(temporary.priority == .defaultHigh && temporary.relation == .greaterThanOrEqual)
    }
}
