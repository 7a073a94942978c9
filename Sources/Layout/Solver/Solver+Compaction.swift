/// Giving back the symbols, cells and column entries of constraints that are gone, so that a solver's
/// memory follows what is alive rather than everything it ever held.
///
/// A window's solver lives as long as the window: every table row that scrolls into view, every scene
/// visited adds constraints that are later removed, and symbol ids were handed out once and never
/// again, so the per-symbol arrays (rows, marks, column heads, resolved values) and the variables kept
/// alive for their addresses grew for good (a heap profile pointed at `newSymbol`).
///
/// A free list of ids would reuse a dead id for a new symbol, but the references of
/// `Solver+References.swift` rest on ids being ages: a new constraint's new variables are the ids at
/// or above `firstNew`, references are expanded newest (largest) first, and a reference is always
/// older than the row holding it. So dead ids are dropped by compaction instead, the way a copying
/// collector does it: the live symbols are renumbered in their old order (so every "newer is larger"
/// stays true), and the rows are rewritten into a fresh arena with a fresh column index. It runs after
/// a removal once the ids handed out reach twice those alive at the last compaction (plus a floor), so
/// its cost, linear in the tableau, is paid for by the symbols made since: amortised constant per
/// symbol, and never on a workload that only adds (the layout benchmarks).
///
/// A symbol is alive when some row, the objective or a constraint's tag still names it. After a
/// constraint's removal its marker and errors appear nowhere (every row is a combination of the
/// remaining constraints' equations, and only the removed one held them), and a variable that no
/// remaining constraint uses appears in no row either; such a variable is forgotten, which is what a
/// variable the solver has never seen already means (``Solver/value(of:)`` is 0 for both, and a later
/// constraint on it makes a fresh symbol).
extension Solver {
    /// Ids handed out below which a solver never compacts: a table cell's solver (42 symbols) never
    /// does, and a window's engine does it once its dead symbols outnumber a few hundred.
    static let defaultCompactionFloor = 256

    /// After a removal: compacts when the ids handed out reached the threshold.
    func compactIfNeeded() {
        guard marks.count >= compactionThreshold else { return }
        compact()
    }

    /// Renumbers the live symbols in their old order and rewrites every structure that holds ids.
    /// Only called between operations: no artificial row, no dirty symbol pending.
    func compact() {
        precondition(artificial == nil && dirty.isEmpty, "compaction runs between operations")
        let renumbered = liveSymbolIDs()
        let liveCount = renumbered.lazy.filter { $0 >= 0 }.count

        var newMarks: [Mark] = []
        newMarks.reserveCapacity(max(liveCount, Self.symbolCapacity))
        for symbol in marks.indices where renumbered[symbol] >= 0 {
            newMarks.append(Mark(kind: marks[symbol].kind))
        }

        // Rows into a fresh arena, each in the smallest block that holds it: blocks grown for cells
        // that have since gone shrink back here.
        var liveSlots = 0
        for row in rows where row != nil { liveSlots += RowArena.blockSize(for: Int(row!.count)) }
        for level in objective.levels { liveSlots += RowArena.blockSize(for: Int(level.row.count)) }
        var newArena = RowArena(capacity: max(Self.arenaCapacity, liveSlots))
        var newRows = [Row?](repeating: nil, count: liveCount)
        newRows.reserveCapacity(max(liveCount, Self.symbolCapacity))
        var newColumns = ColumnIndex(capacity: max(liveCount, Self.symbolCapacity))
        for _ in 0..<liveCount { newColumns.addSymbol() }
        for basic in rows.indices {
            guard let row = rows[basic] else { continue }
            let moved = arena.move(row, into: &newArena, renumbering: renumbered)
            let newBasic = Int(renumbered[basic])
            for index in newArena.range(moved) where newArena.keys[index] >= 0 {
                newColumns.register(Int(newArena.keys[index]), row: Int32(newBasic))
            }
            newRows[newBasic] = moved
        }
        for level in objective.levels.indices {
            objective.levels[level].row = arena.move(objective.levels[level].row, into: &newArena,
                                                     renumbering: renumbered)
        }

        tags = tags.map { tag in
            Tag(constraint: tag.constraint, marker: Int(renumbered[tag.marker]),
                other: tag.other >= 0 ? Int(renumbered[tag.other]) : -1, serial: tag.serial)
        }
        edits = edits.map { edit in
            Edit(variable: edit.variable, constraint: edit.constraint, marker: renumbered[Int(edit.marker)],
                 other: edit.other >= 0 ? renumbered[Int(edit.other)] : -1, suggested: edit.suggested)
        }

        // Variables no row names any more are forgotten, and so no longer kept alive.
        var newSymbols = AddressMap(capacity: max(24, variables.count))
        var newVariables: [Variable] = []
        newVariables.reserveCapacity(max(24, variables.count))
        for variable in variables {
            let key = ObjectKey(variable).address
            guard let symbol = symbols[key], renumbered[symbol] >= 0 else { continue }
            newSymbols.insert(key, Int(renumbered[symbol]))
            newVariables.append(variable)
        }

        referencingRows = referencingRows.compactMap { symbol in
            let new = renumbered[Int(symbol)]
            return new >= 0 && newRows[Int(new)]?.mayReference == true ? new : nil
        }
        infeasible = infeasible.compactMap { symbol in
            let new = Int(renumbered[symbol])
            return new >= 0 ? new : nil
        }

        marks = newMarks
        rows = newRows
        arena = newArena
        columns = newColumns
        symbols = newSymbols
        variables = newVariables
        resolved = []
        editColumnMarker = -1
        columnBuffer.removeAll(keepingCapacity: true)
        tableauChanged()
        // A floor of 0 is the tests' setting: compact after every removal.
        compactionThreshold = compactionFloor == 0 ? 0 : max(2 * liveCount, compactionFloor)
    }

    /// Each symbol's new id, or -1 for a dead one: live symbols keep their order.
    private func liveSymbolIDs() -> [Int32] {
        var renumbered = [Int32](repeating: -1, count: marks.count)
        func keep(_ symbol: Int) { if symbol >= 0 { renumbered[symbol] = 0 } }
        for basic in rows.indices {
            guard let row = rows[basic] else { continue }
            keep(basic)
            for index in arena.range(row) { keep(Int(arena.keys[index])) }
        }
        for level in objective.levels {
            for index in arena.range(level.row) { keep(Int(arena.keys[index])) }
        }
        for tag in tags {
            keep(tag.marker)
            keep(tag.other)
        }
        var next: Int32 = 0
        for symbol in renumbered.indices where renumbered[symbol] == 0 {
            renumbered[symbol] = next
            next += 1
        }
        return renumbered
    }

    /// Symbols the solver has ids for, live or not yet compacted away: what its per-symbol arrays hold.
    var symbolCount: Int { marks.count }
}

extension RowArena {
    /// A copy of `row` in `target`, its keys renumbered, in the smallest block that holds its cells.
    /// The cells are inserted in the old row's slot order, so the copy is the same map.
    func move(_ row: Row, into target: inout RowArena, renumbering renumbered: [Int32]) -> Row {
        var moved = target.makeRow(constant: row.constant, capacity: Int(row.count))
        moved.mayReference = row.mayReference
        for index in range(row) where keys[index] >= 0 {
            target.add(&moved, Int(renumbered[Int(keys[index])]), values[index])
        }
        return moved
    }
}
