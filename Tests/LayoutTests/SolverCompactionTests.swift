import Testing
@testable import Layout

/// A long-lived solver, as a window's is, through rows that come and go: its ids, rows and the variables
/// it keeps alive must follow the constraints that are live, not every constraint it ever held. Before
/// compaction, each cell that scrolled through left 40-odd symbols behind for good.
@Suite("Solver memory follows the live constraints")
struct SolverCompactionTests {
    /// A solver with a width edit variable and `kept` cells in a chain, as a table's visible rows.
    static func chain(_ kept: Int, in solver: Solver, width: Variable) throws -> [BenchmarkCell] {
        try solver.addEditVariable(width, priority: .defaultHigh)
        try solver.suggestValue(width, 375)
        var cells: [BenchmarkCell] = []
        for _ in 0..<kept {
            let cell = BenchmarkCell()
            let top = cells.last.map { $0.cell.top + $0.cell.height } ?? Expression(constant: 0)
            for constraint in cell.constraints(width: width, top: top) { try solver.add(constraint) }
            cells.append(cell)
        }
        return cells
    }

    @Test("cells added and removed 3,000 times leave as many ids as a few cells use, and the same layout")
    func churnKeepsIdsBounded() throws {
        let solver = Solver(), width = Variable("width")
        let kept = try Self.chain(10, in: solver, width: width)
        let idsBefore = solver.symbolCount
        var largest = 0
        weak var firstTransient: Variable?
        for cycle in 0..<3_000 {
            let cell = BenchmarkCell()
            if cycle == 0 { firstTransient = cell.cell.top }
            let constraints = cell.constraints(width: width, top: kept[cycle % 10].cell.top + kept[cycle % 10].cell.height)
            for constraint in constraints { try solver.add(constraint) }
            #expect(solver.value(of: cell.cell.height) == 84)
            #expect(solver.value(of: cell.cell.top) == Double(84 * (cycle % 10 + 1)))
            if cycle % 2 == 1 { try solver.suggestValue(width, cycle % 4 == 1 ? 667 : 375) }
            for constraint in constraints { try solver.remove(constraint) }
            largest = max(largest, solver.symbolCount)
        }
        // Compaction keeps the ids under twice the live ones plus the floor, wherever the cycle stops.
        #expect(largest <= 2 * idsBefore + 2 * Solver.defaultCompactionFloor, "ids peaked at \(largest), \(idsBefore) live")
        #expect(firstTransient == nil, "a removed cell's variable is still kept alive")
        #expect(solver.constraintCount == 10 * 19 + 1)

        let fresh = Solver()
        let reference = try Self.chain(10, in: fresh, width: width)
        try fresh.suggestValue(width, solver.value(of: width))
        for (cell, other) in zip(kept, reference) {
            for (view, otherView) in [(cell.cell, other.cell), (cell.title, other.title), (cell.subtitle, other.subtitle)] {
                #expect(solver.value(of: view.top) == fresh.value(of: otherView.top))
                #expect(solver.value(of: view.width) == fresh.value(of: otherView.width))
            }
        }
    }

    @Test("a compacted solver keeps its edit variables, suggestions and references working")
    func compactionKeepsEditsAndReferences() throws {
        let solver = Solver(explainsConflicts: true, referenceThreshold: 0, compactionFloor: 0)
        let width = Variable("width")
        let kept = try Self.chain(4, in: solver, width: width)
        let extra = BenchmarkCell()
        let constraints = extra.constraints(width: width, top: kept[3].cell.top + kept[3].cell.height)
        for constraint in constraints { try solver.add(constraint) }
        let idsWithExtra = solver.symbolCount
        for constraint in constraints { try solver.remove(constraint) }
        #expect(solver.symbolCount < idsWithExtra - 20)
        #expect(solver.value(of: extra.cell.top) == 0)
        try solver.suggestValue(width, 667)
        #expect(solver.value(of: kept[3].title.width) == 667 - 16 - 60 - 12 - 16)
        #expect(solver.value(of: kept[3].cell.top) == 3 * 84)
        // A new cell after compaction references the renumbered rows.
        let next = BenchmarkCell()
        for constraint in next.constraints(width: width, top: kept[3].cell.top + kept[3].cell.height) {
            try solver.add(constraint)
        }
        #expect(solver.value(of: next.cell.top) == 4 * 84)
        #expect(solver.value(of: next.subtitle.width) == 667 - 16 - 60 - 12 - 16)
        try solver.removeEditVariable(width)
        #expect(!solver.hasEditVariable(width))
    }
}
