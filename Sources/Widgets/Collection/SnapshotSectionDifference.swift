import Foundation

/// What changed in a snapshot's sections: those gone (old indexes), those new (new indexes), and those out of
/// their relative order (moves, found as the items' are: all but a longest increasing run of the survivors'
/// old indexes), as UIKit's diffable data source reports a section change rather than reloading.
struct SnapshotSectionDifference {
    var deletes = IndexSet()
    var inserts = IndexSet()
    var moves: [(from: Int, to: Int)] = []
    /// Old section index → new one (-1 for a deleted section).
    var map: [Int]

    init<S, I>(from old: DiffableDataSourceSnapshot<S, I>, to new: DiffableDataSourceSnapshot<S, I>) {
        var oldIndex: [S: Int] = [:]
        for (o, id) in old.sectionIdentifiers.enumerated() { oldIndex[id] = o }
        map = [Int](repeating: -1, count: old.numberOfSections)
        var from = [Int](repeating: -1, count: new.numberOfSections)
        var stayed: [Int] = []
        for (t, id) in new.sectionIdentifiers.enumerated() {
            guard let o = oldIndex[id] else { inserts.insert(t); continue }
            from[t] = o
            map[o] = t
            stayed.append(o)
        }
        for o in map.indices where map[o] < 0 { deletes.insert(o) }
        let keep = SnapshotDifference.longestIncreasingRun(stayed)
        var k = 0
        for t in from.indices where from[t] >= 0 {
            if !keep[k] { moves.append((from[t], t)) }
            k += 1
        }
    }
}

extension SnapshotDifference {
    /// The items' difference when the sections changed too (`sections`): items of a deleted section go with
    /// it and those of an inserted section come with it (no item updates of their own, as UIKit counts
    /// them); an item that stays in its section's identifier keeps its place even when the section moved;
    /// one that changes sections moves, unless one end is a section that is new or gone (then it is
    /// deleted from a surviving section, or inserted into one).
    init<S, I>(from old: DiffableDataSourceSnapshot<S, I>, to new: DiffableDataSourceSnapshot<S, I>, sections: SnapshotSectionDifference) {
        var oldPaths: [I: Int] = [:]
        for s in 0..<old.numberOfSections {
            let items = old.items(inSectionAt: s)
            for i in 0..<items.count { oldPaths[items[i]] = s << 32 | i }
        }
        func path(_ packed: Int) -> IndexPath { IndexPath(item: packed & 0xFFFF_FFFF, section: packed >> 32) }
        func survives(_ packed: Int) -> Bool { sections.map[packed >> 32] >= 0 }
        let reloaded = Set(new.reloadedItemIdentifiers)
        for s in 0..<new.numberOfSections {
            let items = new.items(inSectionAt: s)
            let inserted = sections.inserts.contains(s)
            var from = [Int](repeating: -1, count: items.count)
            var stayed: [Int] = []
            for i in 0..<items.count {
                guard let packed = oldPaths.removeValue(forKey: items[i]) else { continue }
                if inserted || reloaded.contains(items[i]) || !survives(packed) {
                    if survives(packed) { deletes.append(path(packed)) }
                    continue
                }
                from[i] = packed
                if sections.map[packed >> 32] == s { stayed.append(packed & 0xFFFF_FFFF) }
            }
            guard !inserted else { continue }
            let keep = Self.longestIncreasingRun(stayed)
            var k = 0
            for i in 0..<items.count {
                let packed = from[i]
                guard packed >= 0 else { inserts.append(IndexPath(item: i, section: s)); continue }
                if sections.map[packed >> 32] == s {
                    k += 1
                    if keep[k - 1] { continue }
                }
                moves.append((path(packed), IndexPath(item: i, section: s)))
            }
        }
        for packed in oldPaths.values where survives(packed) { deletes.append(path(packed)) }
        deletes.sort()
    }
}
