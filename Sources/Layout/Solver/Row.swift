/// One tableau equation, `basic = constant + Σ coefficient·symbol`, or before a subject is chosen,
/// `0 = constant + Σ coefficient·symbol`.
///
/// Rows are values; the solver keeps the column index (which rows hold a symbol) up to date itself, so
/// the operations here are the pure algebra of kiwi's `Row`.
struct Row {
    var cells: SymbolMap
    var constant: Double

    init(constant: Double = 0, capacity: Int = 3) {
        cells = SymbolMap(capacity: capacity)
        self.constant = constant
    }

    /// Adds `coefficient` times another row (its constant and every cell). Into an empty row this is
    /// a copy of the other's table, not a rehash of every cell: new rows in a long chain of views start
    /// as a multiple of one long row.
    mutating func insert(_ other: Row, times coefficient: Double) {
        constant += other.constant * coefficient
        if cells.isEmpty && other.cells.count > 8 {
            cells = other.cells
            if coefficient != 1 { cells.scale(by: coefficient) }
            return
        }
        for slot in other.cells.slots where slot.key >= 0 {
            cells.add(Int(slot.key), slot.value * coefficient)
        }
    }

    mutating func reverseSign() {
        constant = -constant
        cells.scale(by: -1)
    }

    /// Rewrites `0 = … + c·symbol + …` as `symbol = …`, removing the symbol from the cells.
    mutating func solve(for symbol: Int) {
        let coefficient = -1 / (cells.remove(symbol) ?? 1)
        constant *= coefficient
        cells.scale(by: coefficient)
    }

    /// Rewrites `lhs = … + c·rhs + …` as `rhs = …` (a pivot of this row).
    mutating func solve(for rhs: Int, replacing lhs: Int) {
        cells.add(lhs, -1)
        solve(for: rhs)
    }
}
