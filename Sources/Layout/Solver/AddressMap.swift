/// A map from an object's address to a small integer: how a solver finds a variable's symbol, a
/// constraint's tag and an edit variable's edit.
///
/// Open addressing with linear probing over one array of (address, value) slots, hashed by a Fibonacci
/// multiply; 0 marks an empty slot (no object lives at address 0), and removal shifts later slots back
/// instead of leaving tombstones. The solver keeps every object it has a key for alive, so no other
/// object can take its address. Reading a value is a lookup here, so a table reading back every frame's
/// variables spent more in `Dictionary`'s generic lookup than in the suggested value's dual simplex.
struct AddressMap {
    struct Slot {
        var key: UInt
        var value: Int32
    }

    private(set) var slots: [Slot]
    private(set) var count = 0
    private var mask: Int

    init(capacity: Int = 8) {
        var size = 8
        while size * 3 < capacity * 4 { size <<= 1 }
        slots = Array(repeating: Slot(key: 0, value: 0), count: size)
        mask = size - 1
    }

    @inline(__always)
    private func home(_ key: UInt) -> Int {
        Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// The value stored for `key`, nil when absent.
    subscript(key: UInt) -> Int? {
        var index = home(key)
        while true {
            let found = slots[index].key
            if found == key { return Int(slots[index].value) }
            if found == 0 { return nil }
            index = (index + 1) & mask
        }
    }

    /// Stores `value` for `key`, which must not be 0; replaces the value when the key is present.
    mutating func insert(_ key: UInt, _ value: Int) {
        precondition(key != 0, "address 0 marks an empty slot")
        var index = home(key)
        while true {
            let found = slots[index].key
            if found == key {
                slots[index].value = Int32(value)
                return
            }
            if found == 0 { break }
            index = (index + 1) & mask
        }
        slots[index] = Slot(key: key, value: Int32(value))
        count += 1
        if count * 4 > slots.count * 3 { grow() }
    }

    /// Removes `key` and returns its value, or nil when it was absent.
    @discardableResult
    mutating func remove(_ key: UInt) -> Int? {
        var index = home(key)
        while true {
            let found = slots[index].key
            if found == key { break }
            if found == 0 { return nil }
            index = (index + 1) & mask
        }
        let value = Int(slots[index].value)
        var hole = index
        while true {
            index = (index + 1) & mask
            let key = slots[index].key
            if key == 0 { break }
            let wanted = home(key)
            // The slot may move back into the hole only if its home is not cyclically in (hole, index].
            let between = hole <= index ? (wanted > hole && wanted <= index) : (wanted > hole || wanted <= index)
            if !between {
                slots[hole] = slots[index]
                hole = index
            }
        }
        slots[hole] = Slot(key: 0, value: 0)
        count -= 1
        return value
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: Slot(key: 0, value: 0), count: old.count * 2)
        mask = slots.count - 1
        for slot in old where slot.key != 0 {
            var index = home(slot.key)
            while slots[index].key != 0 { index = (index + 1) & mask }
            slots[index] = slot
        }
    }
}
