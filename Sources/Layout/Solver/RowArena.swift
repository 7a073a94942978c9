/// The cells of every row of one solver (tableau rows, objective levels, the artificial objective)
/// in one buffer, each row an open-addressed map from symbol to coefficient in its own block.
///
/// A table keeps a small solver per cell, and one array per row (23 for a cell) cost a solver more
/// in allocating, reference counting and freeing than in solving. Here a row is a ``Row`` handle,
/// the index and size of its block, and the solver holds two buffers for all of them (a
/// ``SlotStorage``): the keys and the values, apart, because a slot of both takes 16 bytes with its
/// padding and 12 without, and for a table of small solvers the pages first touched cost more than the
/// arithmetic. Blocks are powers
/// of two; a block a row outgrows or drops goes on a free list for its size, so no live block ever
/// moves and a handle stays valid however the buffers grow. The probes read the buffers through plain
/// pointers: every index is a block's base plus an offset masked to the block, and blocks lie below
/// the storage's count, so no access can stray, and none pays an array's uniqueness check.
///
/// Within a block the map is what a row used to keep in its own array, slot for slot: linear probing
/// from a Fibonacci hash of the symbol, at most 7/8 full (an empty slot ends every probe), deletion
/// shifting later slots back instead of leaving tombstones. The layout of a row, and so the order in
/// which the simplex meets its symbols, is the same as before the arena.
struct RowArena {
    enum Change { case inserted, updated, removed, unchanged }

    /// The memory, shared by copies of the arena (the solver keeps one).
    private let storage: SlotStorage
    /// Each slot's symbol, -1 for an empty slot; in a free block, the first key links to the next
    /// free block of its size. Valid until the next block is made.
    var keys: UnsafeMutablePointer<Int32> { storage.keys }
    /// Each slot's coefficient.
    var values: UnsafeMutablePointer<Double> { storage.values }
    /// The first free block of each size 2^k, -1 for none. Inline, not an array: one allocation
    /// fewer for each small solver.
    private var freeBlocks = InlineArray<32, Int32>(repeating: -1)
    /// Slots handed out so far (live or free-listed); the ones past it are already empty, so that
    /// a new block costs no writes.
    private var top = 0

    init(capacity: Int = 0) {
        storage = SlotStorage(capacity: capacity)
    }

    /// Four slots for up to three cells, the size of most rows in a view layout; more as needed.
    static func blockSize(for capacity: Int) -> Int {
        var size = 4
        while size * 7 < capacity * 8 { size <<= 1 }
        return size
    }

    mutating func makeRow(constant: Double = 0, capacity: Int = 3) -> Row {
        let size = Self.blockSize(for: capacity)
        return Row(constant: constant, base: allocate(size), mask: Int32(size - 1))
    }

    /// An empty block of `size` slots: a recycled one of that size if any, else new slots at the end.
    private mutating func allocate(_ size: Int) -> Int32 {
        let sizeClass = size.trailingZeroBitCount
        if freeBlocks[sizeClass] >= 0 {
            let base = freeBlocks[sizeClass]
            freeBlocks[sizeClass] = keys[Int(base)]
            let start = Int(base)
            for index in start..<start + size { keys[index] = -1 }
            return base
        }
        let base = top
        precondition(base + size <= Int(Int32.max), "a solver's rows outgrew 32-bit slot indices")
        if base + size > storage.count {
            // Empty slots in runs of at least 32, so most new blocks are already there, but no further
            // than the reserved capacity when the block fits in it.
            let room = storage.capacity - storage.count
            storage.appendEmpty(size <= room ? min(max(size, 32), room) : max(size, 32))
        }
        top += size
        return Int32(base)
    }

    /// Gives a row's block back; the handle must not be used again.
    mutating func release(_ row: Row) {
        let sizeClass = row.size.trailingZeroBitCount
        keys[Int(row.base)] = freeBlocks[sizeClass]
        freeBlocks[sizeClass] = row.base
    }

    /// The slots of a row's block, empty ones (key -1) included, in probing order.
    @inline(__always)
    func range(_ row: Row) -> Range<Int> { Int(row.base)..<Int(row.base) + row.size }

    /// Every slot key of a row, -1 for the empty ones: the symbols a conflict explanation starts from.
    func keys(_ row: Row) -> [Int32] { Array(UnsafeBufferPointer(start: keys + Int(row.base), count: row.size)) }

    @inline(__always)
    private static func home(_ key: Int32, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt32(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// The slot holding `key`, nil when absent.
    @inline(__always)
    private func find(_ row: Row, _ key: Int32) -> Int? {
        let base = Int(row.base), mask = Int(row.mask), keys = self.keys
        var offset = Self.home(key, mask)
        while true {
            let found = keys[base + offset]
            if found == key { return base + offset }
            if found < 0 { return nil }
            offset = (offset + 1) & mask
        }
    }

    /// 0 for a symbol not in the row, which is what an absent cell means.
    @inline(__always)
    func value(_ row: Row, _ key: Int) -> Double {
        guard let index = find(row, Int32(key)) else { return 0 }
        return values[index]
    }

    func contains(_ row: Row, _ key: Int) -> Bool { find(row, Int32(key)) != nil }

    /// Adds `delta` to the coefficient of `key`, dropping the cell when the sum is near zero.
    @discardableResult
    mutating func add(_ row: inout Row, _ key: Int, _ delta: Double) -> Change {
        let key32 = Int32(key)
        let base = Int(row.base), mask = Int(row.mask)
        let keys = self.keys, values = self.values
        let change: Change = {
            var offset = Self.home(key32, mask)
            while true {
                let found = keys[base + offset]
                if found == key32 {
                    let sum = values[base + offset] + delta
                    if nearZero(sum) {
                        Self.removeSlot(keys, values, base: base, mask: mask, at: offset)
                        return .removed
                    }
                    values[base + offset] = sum
                    return .updated
                }
                if found < 0 { break }
                offset = (offset + 1) & mask
            }
            if nearZero(delta) { return .unchanged }
            keys[base + offset] = key32
            values[base + offset] = delta
            return .inserted
        }()
        switch change {
        case .inserted:
            row.count += 1
            if Int(row.count) * 8 > row.size * 7 { grow(&row) }
        case .removed:
            row.count -= 1
        case .updated, .unchanged:
            break
        }
        return change
    }

    /// Removes `key` and returns its coefficient, or nil when it was absent.
    mutating func remove(_ row: inout Row, _ key: Int) -> Double? {
        guard let index = find(row, Int32(key)) else { return nil }
        let value = values[index]
        let base = Int(row.base), mask = Int(row.mask)
        Self.removeSlot(keys, values, base: base, mask: mask, at: index - base)
        row.count -= 1
        return value
    }

    mutating func scale(_ row: Row, by factor: Double) {
        let keys = self.keys, values = self.values
        for index in range(row) where keys[index] >= 0 {
            values[index] *= factor
        }
    }

    /// Empties a slot of the block at `base`, shifting the rest of its probe run back.
    private static func removeSlot(_ keys: UnsafeMutablePointer<Int32>, _ values: UnsafeMutablePointer<Double>,
                                   base: Int, mask: Int, at start: Int) {
        var hole = start
        var index = start
        while true {
            index = (index + 1) & mask
            let key = keys[base + index]
            if key < 0 { break }
            let wanted = home(key, mask)
            // The slot may move back into the hole only if its home is not cyclically in (hole, index].
            let between = hole <= index ? (wanted > hole && wanted <= index) : (wanted > hole || wanted <= index)
            if !between {
                keys[base + hole] = key
                values[base + hole] = values[base + index]
                hole = index
            }
        }
        keys[base + hole] = -1
    }

    /// Moves the row to a block twice the size, rehashing in slot order as an array of its own did.
    private mutating func grow(_ row: inout Row) {
        let old = row
        let size = old.size * 2
        row.base = allocate(size)
        row.mask = Int32(size - 1)
        let base = Int(row.base), mask = size - 1, keys = self.keys, values = self.values
        for index in range(old) where keys[index] >= 0 {
            let key = keys[index]
            var offset = Self.home(key, mask)
            while keys[base + offset] >= 0 { offset = (offset + 1) & mask }
            keys[base + offset] = key
            values[base + offset] = values[index]
        }
        release(old)
    }

    /// A second row with the same cells in a block of its own, for a caller that changes one of them.
    mutating func copy(_ row: Row) -> Row {
        var copy = Row(constant: row.constant, base: allocate(row.size), mask: row.mask)
        copy.count = row.count
        copySlots(row.size, from: Int(row.base), to: Int(copy.base))
        return copy
    }

    /// Makes `row` a copy of `other`'s cells in a block of the same size (so the same layout).
    mutating func copyCells(of other: Row, into row: inout Row) {
        release(row)
        row.base = allocate(other.size)
        row.mask = other.mask
        row.count = other.count
        copySlots(other.size, from: Int(other.base), to: Int(row.base))
    }

    /// One block's slots onto another's (different blocks never overlap).
    private mutating func copySlots(_ count: Int, from source: Int, to target: Int) {
        precondition(source + count <= storage.count && target + count <= storage.count)
        (keys + target).update(from: keys + source, count: count)
        (values + target).update(from: values + source, count: count)
    }
}

/// Kiwi's tolerance: coefficients and constants this small are treated as zero.
@inline(__always)
func nearZero(_ value: Double) -> Bool { abs(value) < 1.0e-8 }
