/// The tableau's bookkeeping: symbols, rows stored by their basic symbol, and a column index so that
/// finding the rows that hold a symbol costs the size of that column rather than a scan of every row
/// (kiwi scans every row on each pivot, which makes a long chain of views quadratic).
extension Solver {
    func newSymbol(_ kind: SymbolKind) -> Int {
        let symbol = marks.count
        rows.append(nil)
        columns.addSymbol()
        marks.append(Mark(kind: kind))
        return symbol
    }

    func addRow(_ basic: Int, _ row: Row) {
        let tag = Int32(basic)
        for index in arena.range(row) {
            let key = arena.keys[index]
            if key >= 0 { columns.register(Int(key), row: tag) }
        }
        rows[basic] = row
    }

    /// Removes and returns a row, whose cells stay in the arena until the caller releases them. Its
    /// column entries go stale and are dropped lazily by `gatherColumn(_:)`.
    func takeRow(_ basic: Int) -> Row {
        let row = rows[basic]!
        rows[basic] = nil
        return row
    }

    /// Gathers the basic symbols whose rows hold `symbol`, each once, into `columnBuffer` and returns
    /// how many there are. The stored column is a superset (cells are removed without touching it, a row
    /// can be registered twice); this drops stale entries as it reads.
    ///
    /// Callers walk `columnBuffer[0..<count]` by index (none gathers another column while it walks
    /// one): handing out the buffer as an array cost two retains and releases a call, atomic ones, and
    /// a table cell gathers thirty columns.
    func gatherColumn(_ symbol: Int) -> Int {
        editColumnMarker = -1
        stamp &+= 1
        if stamp == 0 {
            for index in marks.indices { marks[index].stamp = 0 }
            stamp = 1
        }
        let current = stamp
        columnBuffer.removeAll(keepingCapacity: true)
        // Borrowing the rows through a buffer avoids retaining each row's storage just to look in it.
        rows.withUnsafeBufferPointer { rows in
            marks.withUnsafeMutableBufferPointer { marks in
                columns.live(symbol, into: &columnBuffer) { entry in
                    let basic = Int(entry)
                    guard marks[basic].stamp != current, let row = rows[basic], arena.contains(row, symbol) else {
                        return false
                    }
                    marks[basic].stamp = current
                    return true
                }
            }
        }
        return columnBuffer.count
    }

    /// `gatherColumn(_:)` for an edit's marker, reusing the last gathering when nothing since can have
    /// changed which rows hold it. Resizing suggests one width again and again: between two suggestions
    /// only constants change, unless the dual simplex pivots (which gathers columns, and so forgets
    /// this one) or a constraint comes or goes (which forget it too). Gathering was a quarter of a
    /// table's resize.
    func editColumn(_ marker: Int) -> Int {
        if editColumnMarker == marker { return columnBuffer.count }
        let count = gatherColumn(marker)
        editColumnMarker = marker
        return count
    }

    /// Replaces `symbol` by `row` (its new expression) in every row, the objective and the artificial
    /// objective, noting rows that became infeasible for the dual simplex.
    func substitute(_ symbol: Int, _ row: Row) {
        let cells = arena.range(row)
        for position in 0..<gatherColumn(symbol) {
            let entry = columnBuffer[position], basic = Int(entry)
            var target = rows[basic]!
            let coefficient = arena.remove(&target, symbol) ?? 0
            target.constant += row.constant * coefficient
            for index in cells {
                let slot = (key: arena.keys[index], value: arena.values[index])
                guard slot.key >= 0 else { continue }
                if arena.add(&target, Int(slot.key), slot.value * coefficient) == .inserted {
                    columns.register(Int(slot.key), row: entry)
                }
            }
            if marks[basic].kind != .external && target.constant < 0 { infeasible.append(basic) }
            rows[basic] = target
        }
        columns.clear(symbol)
        for level in objective.levels.indices {
            guard let coefficient = arena.remove(&objective.levels[level].row, symbol) else { continue }
            addToObjective(level: level, row, times: coefficient)
        }
        if artificial != nil, let coefficient = arena.remove(&artificial!, symbol) {
            arena.insert(&artificial!, row, times: coefficient)
        }
    }

    /// Adds a multiple of a row to one objective level and marks the symbols whose costs changed, so
    /// that `optimize()` looks only at those for an entering symbol.
    func addToObjective(level: Int, _ row: Row, times coefficient: Double) {
        arena.insert(&objective.levels[level].row, row, times: coefficient)
        for index in arena.range(row) {
            let key = arena.keys[index]
            if key >= 0 { markDirty(Int(key)) }
        }
    }

    func addToObjective(level: Int, symbol: Int, _ coefficient: Double) {
        arena.add(&objective.levels[level].row, symbol, coefficient)
        markDirty(symbol)
    }

    func markDirty(_ symbol: Int) {
        guard !marks[symbol].isDirty else { return }
        marks[symbol].isDirty = true
        dirty.append(symbol)
    }

    /// Makes `entering` basic in place of `leaving`.
    func pivot(leaving: Int, entering: Int) {
        var row = takeRow(leaving)
        arena.solve(&row, for: entering, replacing: leaving)
        substitute(entering, row)
        addRow(entering, row)
    }
}
