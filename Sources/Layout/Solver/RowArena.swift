/// The cells of every row of one solver (tableau rows, objective levels, the artificial objective)
/// in one buffer, each row an open-addressed map from symbol to coefficient in its own block.
///
/// A table keeps a small solver per cell, and one array per row (23 for a cell) cost a solver more
/// in allocating, reference counting and freeing than in solving. Here a row is a ``Row`` handle,
/// the index and size of its block, and the solver holds one array for all of them. Blocks are powers
/// of two; a block a row outgrows or drops goes on a free list for its size, so no live block ever
/// moves and a handle stays valid however the buffer grows.
///
/// Within a block the map is what a row used to keep in its own array, slot for slot: linear probing
/// from a Fibonacci hash of the symbol, at most 7/8 full (an empty slot ends every probe), deletion
/// shifting later slots back instead of leaving tombstones. The layout of a row, and so the order in
/// which the simplex meets its symbols, is the same as before the arena.
struct RowArena {
    struct Slot {
        /// -1 marks an empty slot; in a free block, the first slot's key links to the next free block.
        var key: Int32
        var value: Double
    }

    enum Change { case inserted, updated, removed, unchanged }

    private(set) var slots: [Slot] = []
    /// The first free block of each size 2^k, -1 for none. Allocated on the first release.
    private var freeBlocks: [Int32] = []

    init(capacity: Int = 0) {
        slots.reserveCapacity(capacity)
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
        if sizeClass < freeBlocks.count, freeBlocks[sizeClass] >= 0 {
            let base = freeBlocks[sizeClass]
            freeBlocks[sizeClass] = slots[Int(base)].key
            let start = Int(base)
            for index in start..<start + size { slots[index] = Slot(key: -1, value: 0) }
            return base
        }
        let base = slots.count
        precondition(base + size <= Int(Int32.max), "a solver's rows outgrew 32-bit slot indices")
        slots.append(contentsOf: repeatElement(Slot(key: -1, value: 0), count: size))
        return Int32(base)
    }

    /// Gives a row's block back; the handle must not be used again.
    mutating func release(_ row: Row) {
        let sizeClass = row.size.trailingZeroBitCount
        if freeBlocks.count <= sizeClass {
            freeBlocks.append(contentsOf: repeatElement(-1, count: max(32, sizeClass + 1) - freeBlocks.count))
        }
        slots[Int(row.base)].key = freeBlocks[sizeClass]
        freeBlocks[sizeClass] = row.base
    }

    /// The slots of a row's block, empty ones (key -1) included, in probing order.
    @inline(__always)
    func range(_ row: Row) -> Range<Int> { Int(row.base)..<Int(row.base) + row.size }

    /// Every slot key of a row, -1 for the empty ones: the symbols a conflict explanation starts from.
    func keys(_ row: Row) -> [Int32] { slots[range(row)].map(\.key) }

    @inline(__always)
    private static func home(_ key: Int32, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt32(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// The slot holding `key`, nil when absent.
    @inline(__always)
    private func find(_ row: Row, _ key: Int32) -> Int? {
        let base = Int(row.base), mask = Int(row.mask)
        return slots.withUnsafeBufferPointer { slots in
            var offset = Self.home(key, mask)
            while true {
                let found = slots[base + offset].key
                if found == key { return base + offset }
                if found < 0 { return nil }
                offset = (offset + 1) & mask
            }
        }
    }

    /// 0 for a symbol not in the row, which is what an absent cell means.
    @inline(__always)
    func value(_ row: Row, _ key: Int) -> Double {
        guard let index = find(row, Int32(key)) else { return 0 }
        return slots[index].value
    }

    func contains(_ row: Row, _ key: Int) -> Bool { find(row, Int32(key)) != nil }

    /// Adds `delta` to the coefficient of `key`, dropping the cell when the sum is near zero.
    @discardableResult
    mutating func add(_ row: inout Row, _ key: Int, _ delta: Double) -> Change {
        let key32 = Int32(key)
        let base = Int(row.base), mask = Int(row.mask)
        // One borrow of the buffer for the probe and the write: each access of its own checked the
        // buffer's uniqueness, a tenth of a small solver's instructions.
        let change = slots.withUnsafeMutableBufferPointer { slots -> Change in
            var offset = Self.home(key32, mask)
            while true {
                let found = slots[base + offset].key
                if found == key32 {
                    let sum = slots[base + offset].value + delta
                    if nearZero(sum) {
                        Self.removeSlot(in: slots, base: base, mask: mask, at: offset)
                        return .removed
                    }
                    slots[base + offset].value = sum
                    return .updated
                }
                if found < 0 { break }
                offset = (offset + 1) & mask
            }
            if nearZero(delta) { return .unchanged }
            slots[base + offset] = Slot(key: key32, value: delta)
            return .inserted
        }
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
        let value = slots[index].value
        removeSlot(&row, at: index - Int(row.base))
        return value
    }

    mutating func scale(_ row: Row, by factor: Double) {
        let cells = range(row)
        slots.withUnsafeMutableBufferPointer { slots in
            for index in cells where slots[index].key >= 0 {
                slots[index].value *= factor
            }
        }
    }

    private mutating func removeSlot(_ row: inout Row, at start: Int) {
        let base = Int(row.base), mask = Int(row.mask)
        slots.withUnsafeMutableBufferPointer { Self.removeSlot(in: $0, base: base, mask: mask, at: start) }
        row.count -= 1
    }

    /// Empties a slot of the block at `base`, shifting the rest of its probe run back.
    private static func removeSlot(in slots: UnsafeMutableBufferPointer<Slot>, base: Int, mask: Int, at start: Int) {
        var hole = start
        var index = start
        while true {
            index = (index + 1) & mask
            let key = slots[base + index].key
            if key < 0 { break }
            let wanted = home(key, mask)
            // The slot may move back into the hole only if its home is not cyclically in (hole, index].
            let between = hole <= index ? (wanted > hole && wanted <= index) : (wanted > hole || wanted <= index)
            if !between {
                slots[base + hole] = slots[base + index]
                hole = index
            }
        }
        slots[base + hole].key = -1
    }

    /// Moves the row to a block twice the size, rehashing in slot order as an array of its own did.
    private mutating func grow(_ row: inout Row) {
        let old = row
        let size = old.size * 2
        row.base = allocate(size)
        row.mask = Int32(size - 1)
        let base = Int(row.base), mask = size - 1, cells = range(old)
        slots.withUnsafeMutableBufferPointer { slots in
            for index in cells where slots[index].key >= 0 {
                let slot = slots[index]
                var offset = Self.home(slot.key, mask)
                while slots[base + offset].key >= 0 { offset = (offset + 1) & mask }
                slots[base + offset] = slot
            }
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
        precondition(source + count <= slots.count && target + count <= slots.count)
        slots.withUnsafeMutableBufferPointer { slots in
            let start = slots.baseAddress!
            (start + target).update(from: start + source, count: count)
        }
    }
}

/// Kiwi's tolerance: coefficients and constants this small are treated as zero.
@inline(__always)
func nearZero(_ value: Double) -> Bool { abs(value) < 1.0e-8 }
