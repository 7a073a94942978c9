import Testing
@testable import Layout

@Suite("Symbol map")
struct SymbolMapTests {
    @Test("random adds and removes agree with a dictionary", arguments: 0..<20)
    func againstDictionary(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        var map = SymbolMap()
        var reference: [Int: Double] = [:]
        let keys = Int.random(in: 4...300, using: &generator)
        for _ in 0..<2_000 {
            let key = Int.random(in: 0..<keys, using: &generator)
            switch Int.random(in: 0..<4, using: &generator) {
            case 0:
                #expect(map.remove(key) == reference.removeValue(forKey: key))
            case 1:
                // Cancelling a coefficient exactly must drop the cell.
                let current = reference[key] ?? 0
                map.add(key, -current)
                reference[key] = nil
            default:
                let delta = Double(Int.random(in: -3...3, using: &generator))
                map.add(key, delta)
                let sum = (reference[key] ?? 0) + delta
                reference[key] = sum == 0 ? nil : sum
            }
        }
        #expect(map.count == reference.count)
        for key in 0..<keys {
            #expect(map[key] == (reference[key] ?? 0))
            #expect(map.contains(key) == (reference[key] != nil))
        }
        let listed = map.slots.filter { $0.key >= 0 }.map { Int($0.key) }.sorted()
        #expect(listed == reference.keys.sorted())
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
