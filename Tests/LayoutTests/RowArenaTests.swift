import Testing
@testable import Layout

@Suite("Row arena")
struct RowArenaTests {
    /// Three rows share one arena, so growing one (which moves it to a new block and frees the old)
    /// and dropping and recreating another must never disturb the cells of the others.
    @Test("rows sharing an arena each agree with a dictionary", arguments: 0..<20)
    func againstDictionary(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        var arena = RowArena()
        var rows = (0..<3).map { _ in arena.makeRow() }
        var references: [[Int: Double]] = Array(repeating: [:], count: 3)
        let keys = Int.random(in: 4...300, using: &generator)
        for _ in 0..<3_000 {
            let which = Int.random(in: 0..<3, using: &generator)
            let key = Int.random(in: 0..<keys, using: &generator)
            switch Int.random(in: 0..<9, using: &generator) {
            case 0:
                #expect(arena.remove(&rows[which], key) == references[which].removeValue(forKey: key))
            case 1:
                // Cancelling a coefficient exactly must drop the cell.
                let current = references[which][key] ?? 0
                arena.add(&rows[which], key, -current)
                references[which][key] = nil
            case 2 where Int.random(in: 0..<20, using: &generator) == 0:
                arena.release(rows[which])
                rows[which] = arena.makeRow()
                references[which] = [:]
            default:
                let delta = Double(Int.random(in: -3...3, using: &generator))
                arena.add(&rows[which], key, delta)
                let sum = (references[which][key] ?? 0) + delta
                references[which][key] = sum == 0 ? nil : sum
            }
        }
        for (row, reference) in zip(rows, references) {
            #expect(Int(row.count) == reference.count)
            for key in 0..<keys {
                #expect(arena.value(row, key) == (reference[key] ?? 0))
                #expect(arena.contains(row, key) == (reference[key] != nil))
            }
            let listed = arena.keys(row).filter { $0 >= 0 }.map { Int($0) }.sorted()
            #expect(listed == reference.keys.sorted())
        }
    }

    @Test("a copy keeps the original's layout and changes independently")
    func copy() {
        var arena = RowArena()
        var row = arena.makeRow(constant: 2)
        for key in 0..<20 { arena.add(&row, key, Double(key + 1)) }
        var copy = arena.copy(row)
        #expect(arena.keys(copy) == arena.keys(row))
        #expect(copy.constant == 2)
        arena.add(&copy, 3, 1)
        _ = arena.remove(&copy, 5)
        #expect(arena.value(row, 3) == 4)
        #expect(arena.value(row, 5) == 6)
        #expect(arena.value(copy, 3) == 5)
        #expect(arena.value(copy, 5) == 0)
    }

    @Test("a column lists each row holding the symbol once and recycles stale entries")
    func columnIndex() {
        var columns = ColumnIndex()
        for _ in 0..<4 { columns.addSymbol() }
        columns.register(2, row: 0)
        columns.register(2, row: 1)
        columns.register(2, row: 0)
        columns.register(3, row: 1)
        var seen = Set<Int32>()
        #expect(columns.live(2) { seen.insert($0).inserted && $0 != 1 } == [0])
        #expect(columns.live(2) { _ in true } == [0])
        columns.clear(2)
        #expect(columns.live(2) { _ in true } == [])
        columns.register(1, row: 3)
        #expect(columns.live(1) { _ in true } == [3])
        #expect(columns.live(3) { _ in true } == [1])
    }
}
