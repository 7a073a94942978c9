import Testing
import Layout

@Suite("Solver calls")
struct SolverTests {
    @Test("a required equality fixes a variable")
    func requiredEquality() throws {
        let solver = Solver(), x = Variable("x"), y = Variable("y")
        try solver.add(x == 20)
        try solver.add(x + 10 == y)
        #expect(solver.value(of: x) == 20)
        #expect(solver.value(of: y) == 30)
    }

    @Test("inequalities hold and an optional constraint pulls inside them")
    func inequalities() throws {
        let solver = Solver(), x = Variable("x")
        try solver.add(x >= 10)
        try solver.add(x <= 30)
        try solver.add((x == 50).withPriority(.defaultHigh))
        #expect(solver.value(of: x) == 30)
        try solver.add((x == 0).withPriority(.defaultHigh))
        // Two equal-priority pulls: any point between minimises the total error; the bounds hold.
        #expect((10...30).contains(solver.value(of: x)))
    }

    @Test("a higher priority beats any number of lower ones")
    func strictPriorities() throws {
        let solver = Solver(), x = Variable("x")
        try solver.add((x == 100).withPriority(Priority(999)))
        for _ in 0..<2000 {
            try solver.add((x == 0).withPriority(Priority(998)))
        }
        #expect(solver.value(of: x) == 100)
    }

    @Test("removing a constraint frees the variable for the next priority")
    func removal() throws {
        let solver = Solver(), x = Variable("x")
        let strong = (x == 100).withPriority(.defaultHigh)
        try solver.add(strong)
        try solver.add((x == 5).withPriority(.defaultLow))
        #expect(solver.value(of: x) == 100)
        #expect(solver.hasConstraint(strong))
        try solver.remove(strong)
        #expect(!solver.hasConstraint(strong))
        #expect(solver.value(of: x) == 5)
    }

    @Test("adding a constraint twice or removing an unknown one is refused")
    func duplicateAndUnknown() throws {
        let solver = Solver(), x = Variable("x")
        let constraint = x == 1
        try solver.add(constraint)
        #expect(throws: LayoutError.self) { try solver.add(constraint) }
        #expect(throws: LayoutError.self) { try solver.remove(x == 1) }
        #expect(solver.constraintCount == 1)
    }

    @Test("an edit variable follows suggested values without breaking required constraints")
    func editVariables() throws {
        let solver = Solver(), width = Variable("width"), half = Variable("half")
        try solver.add(half * 2 == width)
        try solver.add(half <= 200)
        try solver.addEditVariable(width, priority: .defaultHigh)
        #expect(solver.hasEditVariable(width))
        try solver.suggestValue(width, 300)
        #expect(solver.value(of: half) == 150)
        try solver.suggestValue(width, 500)
        #expect(solver.value(of: width) == 400)
        try solver.suggestValue(width, 120)
        #expect(solver.value(of: half) == 60)
        try solver.removeEditVariable(width)
        #expect(!solver.hasEditVariable(width))
        #expect(throws: LayoutError.self) { try solver.suggestValue(width, 1) }
    }

    /// A suggestion reuses the rows it reached last time unless something changed which rows hold the
    /// edit (a pivot of the dual simplex, an add, a removal): values after each kind of change in between.
    @Test("repeated suggestions follow pivots, adds and removals in between")
    func repeatedSuggestions() throws {
        let solver = Solver(), width = Variable("width"), left = Variable("left"), right = Variable("right")
        try solver.addEditVariable(width, priority: .defaultHigh)
        try solver.add(left == width * 0.25)
        try solver.add(right == width - 10)
        let cap = right <= 300
        try solver.add(cap)
        for (value, expected) in [(400.0, 77.5), (200, 50), (500, 77.5), (360, 77.5), (100, 25), (300, 75)] {
            try solver.suggestValue(width, value)
            #expect(solver.value(of: left) == expected, "width \(value)")
        }
        let floor = left >= 60
        try solver.add(floor)
        try solver.suggestValue(width, 100)
        #expect(solver.value(of: left) == 60)
        #expect(solver.value(of: right) == 230)
        try solver.suggestValue(width, 120)
        #expect(solver.value(of: left) == 60)
        try solver.remove(floor)
        try solver.suggestValue(width, 100)
        #expect(solver.value(of: left) == 25)
        try solver.remove(cap)
        try solver.suggestValue(width, 1_000)
        #expect(solver.value(of: right) == 990)
    }

    @Test("edit variables refuse duplicates, unknowns and required priority")
    func editErrors() throws {
        let solver = Solver(), x = Variable("x")
        #expect(throws: LayoutError.self) { try solver.addEditVariable(x, priority: .required) }
        try solver.addEditVariable(x, priority: .defaultLow)
        #expect(throws: LayoutError.self) { try solver.addEditVariable(x, priority: .defaultLow) }
        #expect(throws: LayoutError.self) { try solver.removeEditVariable(Variable("y")) }
    }

    @Test("a contradicting required constraint is refused, explained and not kept")
    func unsatisfiable() throws {
        let solver = Solver(), x = Variable("x"), y = Variable("y"), z = Variable("z")
        let unrelated = z == 7
        let xFixed = x == 10
        let yFromX = y == x + 5
        let yLimit = y <= 12
        try solver.add(unrelated)
        try solver.add(xFixed)
        try solver.add((x >= 0).withPriority(.defaultLow))
        try solver.add(yFromX)
        let conflicting = y >= 20
        let refused = refusal { try solver.add(yLimit) }
        #expect(refused?.constraint === yLimit)
        #expect(refused?.conflicts == [xFixed, yFromX])
        #expect(!solver.hasConstraint(yLimit))
        #expect(solver.value(of: y) == 15)
        try solver.remove(xFixed)
        try solver.add(conflicting)
        #expect(solver.value(of: y) == 20)
        #expect(solver.value(of: x) == 15)
    }

    @Test("contradicting required equalities name the equalities involved")
    func unsatisfiableEqualities() throws {
        let solver = Solver(), a = Variable("a"), b = Variable("b"), c = Variable("c")
        let first = a == b + 1, second = b == c + 1, third = c == 4
        try solver.add(first)
        try solver.add(second)
        try solver.add(third)
        try solver.add(Variable("d") == 3)
        let bad = a == 5
        #expect(refusal { try solver.add(bad) }?.conflicts == [first, second, third])
        #expect(solver.value(of: a) == 6)
        #expect(solver.constraintCount == 4)
    }

    @Test("a redundant required constraint is accepted")
    func redundant() throws {
        let solver = Solver(), x = Variable("x"), y = Variable("y")
        try solver.add(x == y)
        try solver.add(y == 3)
        try solver.add(x == 3)
        try solver.add(x <= 3)
        try solver.add(x >= 3)
        #expect(solver.value(of: x) == 3)
    }
}
