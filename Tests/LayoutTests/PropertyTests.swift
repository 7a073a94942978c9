import Testing
@testable import Layout

/// Random small systems checked against enumeration (see ``BruteForce``): the solver's solution must
/// satisfy every required constraint and reach the same error at every priority level as the best
/// vertex. Values are compared through the objective, not variable by variable, because the optimum
/// of a linear program is often a whole segment.
@Suite("Solver against brute force")
struct PropertyTests {
    static let box = 50.0

    /// The bounding box as required constraints, so both sides solve a bounded problem.
    static func box(variables: Int) -> [PlainConstraint] {
        (0..<variables).flatMap { index in
            [PlainConstraint.bound(index, of: variables, .lessThanOrEqual, box),
             PlainConstraint.bound(index, of: variables, .greaterThanOrEqual, -box)]
        }
    }

    static func values(_ solver: Solver, _ variables: [Variable]) -> [Double] {
        variables.map { solver.value(of: $0) }
    }

    static func checkRequired(_ accepted: [PlainConstraint], at point: [Double], seed: UInt64) {
        for constraint in accepted where constraint.isRequired {
            #expect(constraint.violation(at: point) < 1e-6, "seed \(seed): required \(constraint) broken at \(point)")
        }
    }

    @Test("random systems reach the brute-force optimum at every priority", arguments: 0..<300)
    func randomSystem(seed: UInt64) throws {
        try check(seed: seed, mostlyRequired: false)
    }

    /// Mostly required constraints, so that many adds are refused and explained.
    @Test("refusals are real and explained by a minimal contradicting set", arguments: 0..<300)
    func refusals(seed: UInt64) throws {
        try check(seed: 50_000 + seed, mostlyRequired: true)
    }

    /// The same systems with every basic row referenced rather than copied into new rows, so that every
    /// add expands references (see `Solver+References.swift`) and must reach the same optimum.
    @Test("random systems reach the optimum when every row is referenced", arguments: 0..<300)
    func randomSystemReferencingEveryRow(seed: UInt64) throws {
        try check(seed: seed, mostlyRequired: false, referenceThreshold: 0)
        try check(seed: 50_000 + seed, mostlyRequired: true, referenceThreshold: 0)
    }

    func check(seed: UInt64, mostlyRequired: Bool, referenceThreshold: Int = Solver.defaultReferenceThreshold) throws {
        var generator = SplitMix64(seed: seed)
        let count = Int.random(in: 2...4, using: &generator)
        let variables = (0..<count).map { Variable("x\($0)") }
        let solver = Solver(explainsConflicts: true, referenceThreshold: referenceThreshold)
        var accepted = Self.box(variables: count)
        for constraint in accepted { try solver.add(constraint.constraint(variables)) }
        let tries = Int.random(in: 1...(count <= 3 ? 7 : 5), using: &generator) + (mostlyRequired ? 2 : 0)
        for _ in 0..<tries {
            let plain = PlainConstraint.random(variables: count, mostlyRequired: mostlyRequired, using: &generator)
            var made: [Constraint] = []
            let constraint = plain.constraint(variables)
            do {
                try solver.add(constraint)
                accepted.append(plain)
            } catch {
                guard case let .unsatisfiable(refused, conflicts) = error else {
                    Issue.record("seed \(seed): unexpected \(error)")
                    return
                }
                #expect(refused === constraint)
                #expect(plain.isRequired, "seed \(seed): an optional constraint was refused")
                #expect(!BruteForce.isFeasible(accepted + [plain], variables: count),
                        "seed \(seed): \(plain) was refused but fits")
                made = conflicts
                checkExplanation(made, refused: plain, accepted: accepted, variables: variables, seed: seed)
            }
        }
        guard let best = BruteForce.optimum(accepted, variables: count) else {
            Issue.record("seed \(seed): accepted required constraints have no solution")
            return
        }
        let point = Self.values(solver, variables)
        Self.checkRequired(accepted, at: point, seed: seed)
        let levels = BruteForce.priorities(of: accepted)
        let objective = LevelObjective.of(accepted, at: point, levels: levels)
        #expect(objective.compare(best.objective) == 0,
                "seed \(seed): solver \(objective) at \(point), brute force \(best.objective) at \(best.point)")
    }

    /// The explanation names accepted required constraints that, with the refused one, have no
    /// solution, and dropping any one of them gives a solution.
    func checkExplanation(_ conflicts: [Constraint], refused: PlainConstraint, accepted: [PlainConstraint],
                          variables: [Variable], seed: UInt64) {
        // Match the solver's constraints back to the plain ones by their expressions' text.
        let plainByText = Dictionary(accepted.map { ($0.constraint(variables).description, $0) },
                                     uniquingKeysWith: { first, _ in first })
        let plains = conflicts.compactMap { plainByText[$0.description] }
        #expect(plains.count == conflicts.count, "seed \(seed): explanation names unknown constraints")
        #expect(conflicts.allSatisfy { $0.priority.isRequired })
        #expect(!BruteForce.isFeasible(plains + [refused], variables: variables.count),
                "seed \(seed): the explanation \(conflicts) does not contradict \(refused)")
        for index in plains.indices {
            var fewer = plains
            fewer.remove(at: index)
            #expect(BruteForce.isFeasible(fewer + [refused], variables: variables.count),
                    "seed \(seed): \(conflicts) is not minimal")
        }
    }
}
