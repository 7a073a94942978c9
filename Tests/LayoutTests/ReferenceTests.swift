import Testing
@testable import Layout

/// Rows of user variables that reference other rows instead of copying them (`Solver+References.swift`):
/// the same solutions as copying, a tableau that grows linearly along a chain of views, and small systems
/// left exactly as they were.
@Suite("Rows that reference other rows")
struct ReferenceTests {
    /// A chain of the benchmark's cells in one solver, each top the previous cell's bottom.
    struct Chain {
        let solver: Solver
        let width: Variable
        var cells: [BenchmarkCell] = []
        /// Each cell's nineteen constraints, in the benchmark's order (the third pins the cell's top).
        var constraints: [[Constraint]] = []
    }

    static func chain(_ count: Int, referenceThreshold: Int) throws -> Chain {
        var chain = Chain(solver: Solver(explainsConflicts: true, referenceThreshold: referenceThreshold),
                          width: Variable("W"))
        try chain.solver.addEditVariable(chain.width, priority: .defaultHigh)
        try chain.solver.suggestValue(chain.width, 375)
        for _ in 0..<count {
            let cell = BenchmarkCell()
            let top = chain.cells.last.map { $0.cell.top + $0.cell.height } ?? Expression(constant: 0)
            let constraints = cell.constraints(width: chain.width, top: top)
            for constraint in constraints { try chain.solver.add(constraint) }
            chain.cells.append(cell)
            chain.constraints.append(constraints)
        }
        return chain
    }

    static func values(_ cells: [BenchmarkCell], in solver: Solver) -> [Double] {
        cells.flatMap { cell in
            [cell.cell, cell.image, cell.title, cell.subtitle].flatMap { view in
                [view.left, view.top, view.width, view.height].map { solver.value(of: $0) }
            }
        }
    }

    /// Copying every row (kiwi's tableau) stores Θ(N²) cells for a chain: cell k's top depends on a
    /// symbol of every cell before it. Referencing stores a constant number a cell.
    @Test("a chain's tableau grows linearly, with the values copying rows gives")
    func chainGrowsLinearly() throws {
        let first = try Self.chain(100, referenceThreshold: Solver.defaultReferenceThreshold)
        let hundred = first.solver, cells = first.cells
        let twoHundred = try Self.chain(200, referenceThreshold: Solver.defaultReferenceThreshold).solver
        let copied = try Self.chain(100, referenceThreshold: .max)
        let copying = copied.solver, copiedCells = copied.cells
        let growth = Double(twoHundred.tableauCellCount) / Double(hundred.tableauCellCount)
        #expect(growth > 1.9 && growth < 2.1, "cells \(hundred.tableauCellCount) → \(twoHundred.tableauCellCount)")
        #expect(hundred.referencingRowCount > 300)
        #expect(copying.referencingRowCount == 0)
        #expect(copying.tableauCellCount > 10 * hundred.tableauCellCount,
                "copying \(copying.tableauCellCount), referencing \(hundred.tableauCellCount)")
        let referenced = Self.values(cells, in: hundred), expected = Self.values(copiedCells, in: copying)
        #expect(referenced.count == 1_600)
        for index in referenced.indices {
            #expect(abs(referenced[index] - expected[index]) < 1e-9, "value \(index)")
        }
        #expect(hundred.value(of: cells[99].cell.top) == 8_316)
    }

    /// A resize moves every width, and the memoised values must follow; replacing the constraint that
    /// places a cell in the middle of the chain removes the definition later cells' rows reference, so
    /// the removal pivots on a referencing row. Both must end where copying rows ends.
    @Test("resizes and removals in a referencing chain agree with copying rows")
    func chainEditsAgree() throws {
        let referencing = try Self.chain(30, referenceThreshold: 0)
        let copying = try Self.chain(30, referenceThreshold: .max)
        var rounds: [[Double]] = []
        for chain in [referencing, copying] {
            let solver = chain.solver, cells = chain.cells
            try solver.suggestValue(chain.width, 667)
            let resized = Self.values(cells, in: solver)
            #expect(solver.value(of: cells[29].title.width) == 667 - 16 - 60 - 12 - 16)
            try solver.remove(chain.constraints[10][2])
            try solver.add(cells[10].cell.top == cells[9].cell.top + cells[9].cell.height + 10)
            try solver.remove(chain.constraints[20][18])
            try solver.add((cells[20].cell.height == 100).withPriority(.defaultLow))
            try solver.suggestValue(chain.width, 375)
            rounds.append(resized + Self.values(cells, in: solver))
        }
        #expect(referencing.solver.referencingRowCount > 0)
        #expect(rounds[0].count == rounds[1].count)
        for index in rounds[0].indices {
            #expect(abs(rounds[0][index] - rounds[1][index]) < 1e-9, "value \(index)")
        }
        #expect(referencing.solver.value(of: referencing.cells[29].cell.top) == 29 * 84 + 10 + 16)
    }

    /// Random histories in which new variables are defined from existing ones (so their rows keep
    /// references) and then constrained, edited, suggested and removed, definitions included: the
    /// solver must end at the brute-force optimum of what survived.
    @Test("random histories with defined variables reach the brute-force optimum", arguments: 0..<150)
    func definedVariables(seed: UInt64) throws {
        var generator = SplitMix64(seed: 70_000 + seed)
        let base = Int.random(in: 2...3, using: &generator), total = base + 2
        let variables = (0..<total).map { Variable("v\($0)") }
        let solver = Solver(explainsConflicts: true, referenceThreshold: 0)
        var known = base
        var fixed: [PlainConstraint] = []
        var live: [(plain: PlainConstraint, constraint: Constraint)] = []
        var edits = RandomEdits()
        func box(_ index: Int, _ size: Double) throws {
            for relation in [Constraint.Relation.lessThanOrEqual, .greaterThanOrEqual] {
                let plain = PlainConstraint.bound(index, of: total, relation, relation == .lessThanOrEqual ? size : -size)
                try solver.add(plain.constraint(variables))
                fixed.append(plain)
            }
        }
        for index in 0..<base { try box(index, PropertyTests.box) }
        for _ in 0..<Int.random(in: 6...16, using: &generator) {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0...1 where known < total:
                // v_known = Σ a·v_i + c over the variables so far: a new variable, so it always fits.
                var coefficients = (0..<total).map { index in
                    index < known ? Double(Int.random(in: -2...2, using: &generator)) : 0
                }
                coefficients[Int.random(in: 0..<known, using: &generator)] = 1
                coefficients[known] = -1
                let plain = PlainConstraint(coefficients: coefficients, constant: Double(Int.random(in: -20...20, using: &generator)),
                                            relation: .equal, priority: 1000)
                let constraint = plain.constraint(variables)
                try solver.add(constraint)
                live.append((plain, constraint))
                try box(known, 1_000)
                known += 1
            case 2...5:
                var plain = PlainConstraint.random(variables: known, using: &generator)
                plain.coefficients += Array(repeating: 0, count: total - known)
                let constraint = plain.constraint(variables)
                if (try? solver.add(constraint)) != nil { live.append((plain, constraint)) }
            case 6...7 where !live.isEmpty:
                try solver.remove(live.remove(at: Int.random(in: live.indices, using: &generator)).constraint)
            case 8:
                try edits.toggle(Int.random(in: 0..<known, using: &generator), in: solver, variables,
                                 priorities: [999, 750, 250], using: &generator)
            default:
                try edits.suggest(in: solver, variables, using: &generator)
            }
        }
        // The brute force sees only the variables defined so far (the rest appear in no constraint).
        func trimmed(_ plain: PlainConstraint) -> PlainConstraint {
            var plain = plain
            plain.coefficients = Array(plain.coefficients.prefix(known))
            return plain
        }
        let all = (fixed + live.map(\.plain)).map(trimmed) + edits.edits.map { index, edit in
            IncrementalTests.editConstraint(index, of: known, value: edit.value, priority: edit.priority)
        }
        let point = PropertyTests.values(solver, Array(variables.prefix(known)))
        PropertyTests.checkRequired(all, at: point, seed: seed)
        guard let best = BruteForce.optimum(all, variables: known) else {
            Issue.record("seed \(seed): the surviving required constraints have no solution")
            return
        }
        let levels = BruteForce.priorities(of: all)
        #expect(LevelObjective.of(all, at: point, levels: levels).compare(best.objective) == 0,
                "seed \(seed): solver at \(point), brute force \(best.objective) at \(best.point)")
    }

    /// A table cell's rows are short: nothing is referenced, so its solver builds the rows it built
    /// before references existed, cell for cell.
    @Test("a table cell's solver references nothing")
    func tableCellCopies() throws {
        let solver = Solver(), width = Variable("W"), cell = BenchmarkCell()
        try solver.addEditVariable(width, priority: .defaultHigh)
        try solver.suggestValue(width, 375)
        for constraint in cell.constraints(width: width, top: Expression(constant: 0)) { try solver.add(constraint) }
        #expect(solver.referencingRowCount == 0)
        #expect(solver.longestRowCount <= Solver.defaultReferenceThreshold)
        #expect(solver.value(of: cell.cell.height) == 84)
    }
}
