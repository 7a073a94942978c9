/// A map from symbol id to coefficient: the cells of one tableau row.
///
/// Open addressing with linear probing over one array of (key, value) slots, hashed by a Fibonacci
/// multiply. Rows are tiny in most layouts (a handful of cells) but the objective can hold thousands,
/// and a Swift `Dictionary` spends most of its time in SipHash for keys that are already small integers.
/// Deletion shifts later slots back instead of leaving tombstones, so lookups never degrade.
struct SymbolMap {
    struct Slot {
        /// -1 marks an empty slot.
        var key: Int32
        var value: Double
    }

    private(set) var slots: [Slot]
    /// 32-bit count and mask keep a row at 24 bytes: a table keeps a small solver per cell, and their
    /// memory, touched for the first time, cost more than the arithmetic.
    private var storedCount: Int32 = 0
    private var storedMask: Int32

    var count: Int { Int(storedCount) }
    private var mask: Int { Int(storedMask) }

    /// Four slots for up to three cells, the size of most rows in a view layout; more as needed.
    /// Tables fill to 7/8 (one slot always stays empty, which ends every probe): with rows this short
    /// the longer probes cost less than the memory a 3/4 table touches (3.6% fewer pages for a table of
    /// 10,000 small solvers, the same instruction count).
    init(capacity: Int = 3) {
        var size = 4
        while size * 7 < capacity * 8 { size <<= 1 }
        slots = Array(repeating: Slot(key: -1, value: 0), count: size)
        storedMask = Int32(size - 1)
    }

    var isEmpty: Bool { storedCount == 0 }

    @inline(__always)
    private func home(_ key: Int32) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt32(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    @inline(__always)
    private func find(_ key: Int32) -> Int? {
        var index = home(key)
        while true {
            let found = slots[index].key
            if found == key { return index }
            if found < 0 { return nil }
            index = (index + 1) & mask
        }
    }

    /// 0 for a symbol not in the map, which is what an absent cell means.
    subscript(key: Int) -> Double {
        guard let index = find(Int32(key)) else { return 0 }
        return slots[index].value
    }

    func contains(_ key: Int) -> Bool { find(Int32(key)) != nil }

    enum Change { case inserted, updated, removed, unchanged }

    /// Adds `delta` to the coefficient of `key`, dropping the cell when the sum is near zero.
    @discardableResult
    mutating func add(_ key: Int, _ delta: Double) -> Change {
        let key32 = Int32(key)
        var index = home(key32)
        while true {
            let found = slots[index].key
            if found == key32 {
                let sum = slots[index].value + delta
                if nearZero(sum) {
                    removeSlot(at: index)
                    return .removed
                }
                slots[index].value = sum
                return .updated
            }
            if found < 0 { break }
            index = (index + 1) & mask
        }
        if nearZero(delta) { return .unchanged }
        slots[index] = Slot(key: key32, value: delta)
        storedCount += 1
        if count * 8 > slots.count * 7 { grow() }
        return .inserted
    }

    /// Removes `key` and returns its coefficient, or nil when it was absent.
    mutating func remove(_ key: Int) -> Double? {
        guard let index = find(Int32(key)) else { return nil }
        let value = slots[index].value
        removeSlot(at: index)
        return value
    }

    mutating func scale(by factor: Double) {
        for index in slots.indices where slots[index].key >= 0 {
            slots[index].value *= factor
        }
    }

    private mutating func removeSlot(at start: Int) {
        var hole = start
        var index = start
        while true {
            index = (index + 1) & mask
            let key = slots[index].key
            if key < 0 { break }
            let wanted = home(key)
            // The slot may move back into the hole only if its home is not cyclically in (hole, index].
            let between = hole <= index ? (wanted > hole && wanted <= index) : (wanted > hole || wanted <= index)
            if !between {
                slots[hole] = slots[index]
                hole = index
            }
        }
        slots[hole].key = -1
        storedCount -= 1
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: Slot(key: -1, value: 0), count: old.count * 2)
        storedMask = Int32(slots.count - 1)
        for slot in old where slot.key >= 0 {
            var index = home(slot.key)
            while slots[index].key >= 0 { index = (index + 1) & mask }
            slots[index] = slot
        }
    }
}

/// Kiwi's tolerance: coefficients and constants this small are treated as zero.
@inline(__always)
func nearZero(_ value: Double) -> Bool { abs(value) < 1.0e-8 }
