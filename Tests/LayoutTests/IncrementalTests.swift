import Testing
@testable import Layout

/// Random sequences of adds, removes, edit variables and suggestions: the solver that lived through
/// them must end as good as a fresh solver given only what survived, and as the brute force.
@Suite("Incremental solving equals solving from scratch")
struct IncrementalTests {
    /// An edit variable as the brute force sees it: an optional equality to its last suggestion.
    static func editConstraint(_ index: Int, of count: Int, value: Double, priority: Float) -> PlainConstraint {
        var plain = PlainConstraint.bound(index, of: count, .equal, value)
        plain.priority = priority
        return plain
    }

    @Test("a random history ends at the optimum of the surviving constraints", arguments: 0..<200)
    func randomHistory(seed: UInt64) throws {
        try history(seed: 1_000 + seed, variables: 2...4, steps: 4...14, bruteForce: true)
    }

    /// Too big to enumerate, but long enough for many pivots, removals and re-optimisations.
    @Test("a long history on a larger system agrees with a fresh solver", arguments: 0..<40)
    func longHistory(seed: UInt64) throws {
        try history(seed: 9_000 + seed, variables: 6...9, steps: 40...80, bruteForce: false)
    }

    /// A stack view rebuilt its constraints twice, so the engine held exact copies of required
    /// equalities. A copy enters the tableau as a row of dummy markers only; removing the original must
    /// leave the copy holding, which the history below checks by adding copies of live constraints.
    @Test("a history with copies of live constraints ends at the optimum", arguments: 0..<200)
    func historyWithCopies(seed: UInt64) throws {
        try history(seed: 20_000 + seed, variables: 2...4, steps: 6...18, bruteForce: true, copies: true)
    }

    /// Every basic row referenced rather than copied: each add expands references and each removal
    /// writes a referencing row out in full before pivoting on it.
    @Test("a history ends at the optimum when every row is referenced", arguments: 0..<200)
    func historyReferencingEveryRow(seed: UInt64) throws {
        try history(seed: 1_000 + seed, variables: 2...4, steps: 4...14, bruteForce: true, referenceThreshold: 0)
        try history(seed: 20_000 + seed, variables: 2...4, steps: 6...18, bruteForce: true, copies: true,
                    referenceThreshold: 0)
    }

    /// Compaction renumbers every symbol after each removal: the same histories must end at the same optimum.
    @Test("a history ends at the optimum when the solver compacts after every removal", arguments: 0..<200)
    func historyCompactingAfterEveryRemoval(seed: UInt64) throws {
        try history(seed: 1_000 + seed, variables: 2...4, steps: 4...14, bruteForce: true, compactionFloor: 0)
        try history(seed: 20_000 + seed, variables: 2...4, steps: 6...18, bruteForce: true, copies: true,
                    referenceThreshold: 0, compactionFloor: 0)
        try history(seed: 9_000 + seed, variables: 6...9, steps: 40...80, bruteForce: false, compactionFloor: 0)
    }

    @Test("removing a required equality leaves its exact copy satisfied")
    func removedOriginalLeavesCopy() throws {
        for flip in [false, true] {
            for bound in [Constraint.Relation.lessThanOrEqual, .greaterThanOrEqual] {
                let x = Variable("x"), y = Variable("y")
                let solver = Solver()
                try solver.add(y == 10)
                let original = flip ? (y == Expression(x)) : (x == Expression(y))
                try solver.add(original)
                try solver.add(bound == .lessThanOrEqual ? x <= 20 : x >= 5)
                try solver.add(Constraint(original.expression, .equal))
                try solver.addEditVariable(x, priority: .defaultHigh)
                try solver.suggestValue(x, 14)
                try solver.remove(original)
                #expect(solver.value(of: y) == 10)
                #expect(solver.value(of: x) == 10, "flip \(flip), \(bound)")
            }
        }
    }

    func history(seed: UInt64, variables range: ClosedRange<Int>, steps: ClosedRange<Int>, bruteForce: Bool,
                 copies: Bool = false, referenceThreshold: Int = Solver.defaultReferenceThreshold,
                 compactionFloor: Int = Solver.defaultCompactionFloor) throws {
        var generator = SplitMix64(seed: seed)
        let count = Int.random(in: range, using: &generator)
        let variables = (0..<count).map { Variable("x\($0)") }
        let solver = Solver(explainsConflicts: true, referenceThreshold: referenceThreshold,
                            compactionFloor: compactionFloor)
        let box = PropertyTests.box(variables: count)
        for constraint in box { try solver.add(constraint.constraint(variables)) }
        var live: [(plain: PlainConstraint, constraint: Constraint)] = []
        var edits = RandomEdits()
        for _ in 0..<Int.random(in: steps, using: &generator) {
            switch Int.random(in: 0..<10, using: &generator) {
            case 3 where copies && !live.isEmpty:
                let copied = live[Int.random(in: live.indices, using: &generator)].plain
                let constraint = copied.constraint(variables)
                if (try? solver.add(constraint)) != nil { live.append((copied, constraint)) }
            case 0...3:
                let plain = PlainConstraint.random(variables: count, using: &generator)
                let constraint = plain.constraint(variables)
                if (try? solver.add(constraint)) != nil { live.append((plain, constraint)) }
            case 4...5 where !live.isEmpty:
                let removed = live.remove(at: Int.random(in: live.indices, using: &generator))
                try solver.remove(removed.constraint)
            case 6:
                try edits.toggle(Int.random(in: 0..<count, using: &generator), in: solver, variables,
                                 priorities: [999, 750, 250, 1], using: &generator)
            default:
                try edits.suggest(in: solver, variables, using: &generator)
            }
        }

        let fresh = Solver()
        for constraint in box { try fresh.add(constraint.constraint(variables)) }
        for entry in live { try fresh.add(entry.plain.constraint(variables)) }
        for (index, edit) in edits.edits.sorted(by: { $0.key < $1.key }) {
            try fresh.addEditVariable(variables[index], priority: Priority(edit.priority))
            try fresh.suggestValue(variables[index], edit.value)
        }

        let all = box + live.map(\.plain) + edits.edits.map { index, edit in
            Self.editConstraint(index, of: count, value: edit.value, priority: edit.priority)
        }
        let levels = BruteForce.priorities(of: all)
        let incremental = PropertyTests.values(solver, variables)
        let scratch = PropertyTests.values(fresh, variables)
        PropertyTests.checkRequired(all, at: incremental, seed: seed)
        let incrementalObjective = LevelObjective.of(all, at: incremental, levels: levels)
        let scratchObjective = LevelObjective.of(all, at: scratch, levels: levels)
        #expect(incrementalObjective.compare(scratchObjective) == 0,
                "seed \(seed): incremental \(incrementalObjective) at \(incremental), fresh \(scratchObjective) at \(scratch)")
        if bruteForce, let best = BruteForce.optimum(all, variables: count) {
            #expect(incrementalObjective.compare(best.objective) == 0,
                    "seed \(seed): incremental \(incrementalObjective), brute force \(best.objective) at \(best.point)")
        }
    }
}
