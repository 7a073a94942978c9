import Render
import Testing
@testable import Widgets

/// The snapshot difference reports the fewest moves (the items that keep their relative order stay put) and
/// the batch it makes still lands every surviving item at its new index path.
@MainActor
@Suite("Snapshot difference")
struct SnapshotDifferenceTests {
    func snapshot(_ sections: [[Int]]) -> DiffableDataSourceSnapshot<Int, Int> {
        var s = DiffableDataSourceSnapshot<Int, Int>()
        s.appendSections(Array(0..<sections.count))
        for (k, items) in sections.enumerated() { s.appendItems(items, toSection: k) }
        return s
    }

    @Test("a delete near the top shifts the items below without moving them")
    func deleteShifts() {
        let d = SnapshotDifference(from: snapshot([Array(0..<100)]), to: snapshot([Array(0..<100).filter { $0 != 5 }]))
        #expect(d.deletes == [IndexPath(item: 5, section: 0)])
        #expect(d.inserts.isEmpty)
        #expect(d.moves.isEmpty)
    }

    @Test("for random changes across sections, the batch's path map sends every survivor to its new index path")
    func randomBatchesLand() {
        var seed: UInt64 = 42
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        for round in 0..<200 {
            let old: [[Int]] = [Array(0..<(10 + round % 7)), Array(100..<(100 + round % 5))]
            var new = old
            for _ in 0..<(1 + next(6)) {
                let s = next(2)
                switch next(3) {
                case 0 where !new[s].isEmpty: new[s].remove(at: next(new[s].count))
                case 1: new[s].insert(1000 + round * 10 + next(10_000) * 100_000, at: next(new[s].count + 1))
                default:
                    guard !new[s].isEmpty else { continue }
                    let id = new[s].remove(at: next(new[s].count))
                    let t = next(2)
                    new[t].insert(id, at: next(new[t].count + 1))
                }
            }
            // Identifiers must stay unique: skip a round whose random insert repeated one.
            guard Set(new.flatMap { $0 }).count == new.flatMap({ $0 }).count else { continue }
            let d = SnapshotDifference(from: snapshot(old), to: snapshot(new))
            let batch = ItemBatch(inserts: d.inserts, deletes: d.deletes, moves: d.moves, reloads: [])
            let map = batch.pathMap(oldCounts: old.map(\.count), newCounts: new.map(\.count))
            for (s, items) in old.enumerated() {
                for (i, id) in items.enumerated() {
                    let expected = new.enumerated().lazy.compactMap { t, list in list.firstIndex(of: id).map { IndexPath(item: $0, section: t) } }.first
                    #expect(map[IndexPath(item: i, section: s)] == expected, "round \(round): item \(id)")
                }
            }
        }
    }

    /// An identifier whose hash is its value modulo 4, so most identifiers share a hash with others.
    struct Crowded: Hashable {
        let value: Int
        static func == (a: Crowded, b: Crowded) -> Bool { a.value == b.value }
        func hash(into hasher: inout Hasher) { hasher.combine(value % 4) }
    }

    @Test("identifiers that share hashes are still told apart: the difference is the one of plain integers")
    func sharedHashes() {
        func crowded(_ sections: [[Int]]) -> DiffableDataSourceSnapshot<Int, Crowded> {
            var s = DiffableDataSourceSnapshot<Int, Crowded>()
            s.appendSections(Array(0..<sections.count))
            for (k, items) in sections.enumerated() { s.appendItems(items.map(Crowded.init), toSection: k) }
            return s
        }
        let old = [Array(0..<40), Array(40..<60)]
        // 3 and 17 deleted, 100 and 101 inserted, 25 moved to the front, 45 moved to the first section.
        let new = [[25, 100] + Array(0..<40).filter { ![3, 17, 25].contains($0) } + [45], Array(40..<60).filter { $0 != 45 } + [101]]
        let plain = SnapshotDifference(from: snapshot(old), to: snapshot(new))
        let shared = SnapshotDifference(from: crowded(old), to: crowded(new))
        #expect(shared.deletes == [IndexPath(item: 3, section: 0), IndexPath(item: 17, section: 0)])
        #expect(shared.inserts == [IndexPath(item: 1, section: 0), IndexPath(item: 19, section: 1)])
        #expect(shared.deletes == plain.deletes && shared.inserts == plain.inserts)
        #expect(shared.moves.map { [$0.from, $0.to] } == plain.moves.map { [$0.from, $0.to] })
        #expect(shared.moves.contains { $0.from == IndexPath(item: 25, section: 0) && $0.to == IndexPath(item: 0, section: 0) })
        #expect(shared.moves.contains { $0.from == IndexPath(item: 5, section: 1) && $0.to == IndexPath(item: 39, section: 0) })
    }
}
