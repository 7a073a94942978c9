/// The objective as one row per distinct priority, minimised lexicographically (highest first).
///
/// Kiwi folds strengths into one number, so a thousand weak errors can outweigh one strong error and
/// priorities 999 and 998 differ by a rounding error. Keeping a row per priority gives every symbol a
/// vector of reduced costs instead; the simplex compares those vectors level by level, so a priority
/// always dominates every lower one exactly, and the cost grows only with the number of priorities in
/// use (a layout uses a handful). Every error costs 1 within its level.
struct Objective {
    /// A priority and its row, together so that a small solver allocates one array, not two.
    struct Level {
        let priority: Priority
        var row: Row
    }

    /// One level per priority in use, highest priority first.
    var levels: [Level] = []

    /// Room for four priorities, so that a small solver does not grow the array level by level.
    init() {
        levels.reserveCapacity(4)
    }

    /// The level of a priority, creating it (empty) on first use. Levels are never dropped, so an index
    /// stays valid until a higher level is created; callers look it up each time rather than keep it.
    /// A linear search: a layout uses a handful of priorities, and a dictionary cost each small solver
    /// of a table an allocation per new level.
    mutating func level(for priority: Priority, in arena: inout RowArena) -> Int {
        var index = 0
        while index < levels.count {
            if levels[index].priority == priority { return index }
            if levels[index].priority < priority { break }
            index += 1
        }
        // Room for a table cell's errors at one priority (eight at strong), so the level does not
        // rehash twice on its way there.
        levels.insert(Level(priority: priority, row: arena.makeRow(capacity: 12)), at: index)
        return index
    }

    /// -1, 0 or 1: the sign of the symbol's reduced-cost vector, read at the first level where it is
    /// not zero. A negative vector means increasing the symbol improves the objective.
    func sign(of symbol: Int, in arena: RowArena) -> Int {
        for level in levels {
            let cost = arena.value(level.row, symbol)
            if cost < 0 { return -1 }
            if cost > 0 { return 1 }
        }
        return 0
    }

    /// Whether `cost(a) / ca` is lexicographically smaller than `cost(b) / cb`: the dual simplex ratio
    /// test, in vector form. Differences under a relative 1e-9 count as ties and defer to lower levels.
    func ratio(of a: Int, _ ca: Double, isLessThan b: Int, _ cb: Double, in arena: RowArena) -> Bool {
        for level in levels {
            let ra = arena.value(level.row, a) / ca
            let rb = arena.value(level.row, b) / cb
            let tolerance = 1e-9 * max(1, abs(ra), abs(rb))
            if ra < rb - tolerance { return true }
            if ra > rb + tolerance { return false }
        }
        return false
    }
}
