/// One tableau equation, `basic = constant + Σ coefficient·symbol`, or before a subject is chosen,
/// `0 = constant + Σ coefficient·symbol`: the constant and a handle to the cells in the solver's
/// ``RowArena``.
///
/// The solver keeps the column index (which rows hold a symbol) up to date itself, so the operations
/// here are the pure algebra of kiwi's `Row`, done on the arena that holds the cells.
struct Row {
    var constant: Double
    /// The first slot of the row's block in the arena.
    var base: Int32
    /// The block's size minus one (sizes are powers of two).
    var mask: Int32
    var count: Int32 = 0
    /// A user variable's row that may hold references to other basic rows (see
    /// `Solver+References.swift`); false for every row over non-basic symbols only. Kept here, in the
    /// row's padding, rather than with the symbol's marks, so that reading a value touches one array.
    var mayReference = false

    init(constant: Double, base: Int32, mask: Int32) {
        self.constant = constant
        self.base = base
        self.mask = mask
    }

    var isEmpty: Bool { count == 0 }
    var size: Int { Int(mask) + 1 }
}

extension RowArena {
    /// Adds `coefficient` times another row (its constant and every cell). Into an empty row this is
    /// a copy of the other's block, not a rehash of every cell: new rows in a long chain of views start
    /// as a multiple of one long row.
    mutating func insert(_ row: inout Row, _ other: Row, times coefficient: Double) {
        row.constant += other.constant * coefficient
        if row.isEmpty && other.count > 8 {
            copyCells(of: other, into: &row)
            if coefficient != 1 { scale(row, by: coefficient) }
            return
        }
        for index in range(other) {
            let key = keys[index]
            if key >= 0 { add(&row, Int(key), values[index] * coefficient) }
        }
    }

    mutating func reverseSign(_ row: inout Row) {
        row.constant = -row.constant
        scale(row, by: -1)
    }

    /// Rewrites `0 = … + c·symbol + …` as `symbol = …`, removing the symbol from the cells.
    mutating func solve(_ row: inout Row, for symbol: Int) {
        let coefficient = -1 / (remove(&row, symbol) ?? 1)
        row.constant *= coefficient
        scale(row, by: coefficient)
    }

    /// Rewrites `lhs = … + c·rhs + …` as `rhs = …` (a pivot of this row).
    mutating func solve(_ row: inout Row, for rhs: Int, replacing lhs: Int) {
        add(&row, lhs, -1)
        solve(&row, for: rhs)
    }
}
