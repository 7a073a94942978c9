/// For each symbol, the rows that may hold it: the column index that spares the solver kiwi's scan of
/// every row on each pivot.
///
/// Entries live in one pool of singly linked lists (a head per symbol, a free list for reuse) rather
/// than an array per symbol, because a table of small solvers spent more time allocating those arrays
/// than solving. The lists are supersets: removing a cell does not touch them, and `live(_:keeping:)`
/// drops stale entries as it reads.
struct ColumnIndex {
    /// One list node: the row's basic symbol and the next node (-1 ends the list). Basic and link side
    /// by side in one array, one allocation and one cache line where two arrays took two of each.
    struct Entry {
        var basic: Int32
        var next: Int32
    }

    private var heads: [Int32] = []
    private var entries: [Entry] = []
    private var free: Int32 = -1

    init(capacity: Int = 64) {
        heads.reserveCapacity(capacity)
        // A table cell's 42 symbols use 68 entries.
        entries.reserveCapacity(capacity * 3 / 2)
    }

    mutating func addSymbol() {
        heads.append(-1)
    }

    mutating func register(_ symbol: Int, row basic: Int32) {
        let entry: Int32
        if free >= 0 {
            entry = free
            free = entries[Int(entry)].next
            entries[Int(entry)] = Entry(basic: basic, next: heads[symbol])
        } else {
            entry = Int32(entries.count)
            entries.append(Entry(basic: basic, next: heads[symbol]))
        }
        heads[symbol] = entry
    }

    /// Forgets the whole column, when the symbol has just been eliminated from every row.
    mutating func clear(_ symbol: Int) {
        var entry = heads[symbol]
        while entry >= 0 {
            let following = entries[Int(entry)].next
            entries[Int(entry)].next = free
            free = entry
            entry = following
        }
        heads[symbol] = -1
    }

    /// The entries `keeping` accepts, in list order; the rest are unlinked and recycled.
    mutating func live(_ symbol: Int, keeping: (Int32) -> Bool) -> [Int32] {
        var result: [Int32] = []
        live(symbol, into: &result, keeping: keeping)
        return result
    }

    /// The same, appended to `result`, so that a caller can reuse one buffer for every column.
    mutating func live(_ symbol: Int, into result: inout [Int32], keeping: (Int32) -> Bool) {
        var previous: Int32 = -1
        var entry = heads[symbol]
        while entry >= 0 {
            let following = entries[Int(entry)].next
            let basic = entries[Int(entry)].basic
            if keeping(basic) {
                result.append(basic)
                previous = entry
            } else {
                if previous >= 0 { entries[Int(previous)].next = following } else { heads[symbol] = following }
                entries[Int(entry)].next = free
                free = entry
            }
            entry = following
        }
    }
}
