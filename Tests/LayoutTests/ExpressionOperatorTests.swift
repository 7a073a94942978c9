import Testing
@testable import Layout

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
}
