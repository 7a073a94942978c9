import Testing
@testable import Layout

@Suite("Conflicts in a real layout")
struct LayoutConflictTests {
    @Test("a conflict deep in a long chain names only the constraints that fight it")
    func chainConflict() throws {
        let solver = Solver(), width = Variable("W")
        try solver.addEditVariable(width, priority: .defaultHigh)
        try solver.suggestValue(width, 375)
        var cells: [BenchmarkCell] = []
        var lists: [[Constraint]] = []
        for _ in 0..<60 {
            let cell = BenchmarkCell()
            let top = cells.last.map { $0.cell.top + $0.cell.height } ?? Expression(constant: 0)
            let list = cell.constraints(width: width, top: top)
            for constraint in list { try solver.add(constraint) }
            cells.append(cell)
            lists.append(list)
        }
        // Cell 30 cannot be 50 pt tall: its 60 pt image sits at least 12 pt down and needs 12 pt below
        // it. (The subtitle's 55 pt does not count: the labels' heights are only strong.)
        let tooShort = cells[30].cell.height == 50
        let refused = refusal { try solver.add(tooShort) }
        let mine = lists[30]
        #expect(refused?.conflicts == [mine[5], mine[6], mine[17]])
        #expect(solver.value(of: cells[59].cell.top) == 84 * 59)
        #expect(solver.constraintCount == 60 * 19 + 1)
    }
}
