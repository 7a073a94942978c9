/// A fixed-capacity map that forgets the least recently used entry when full. Nodes live in arrays linked
/// by index, so a lookup or insert allocates nothing once the cache has filled; slots freed by
/// `removeOldest` are reused.
struct LRUCache<Key: Hashable, Value> {
    private struct Node {
        var key: Key
        var value: Value
        var newer: Int?
        var older: Int?
    }

    let capacity: Int
    private var nodes: [Node] = []
    private var index: [Key: Int] = [:]
    private var newest: Int?
    private var oldest: Int?
    /// Slots whose entry `removeOldest` took out, reused before the array grows.
    private var freeSlots: [Int] = []

    init(capacity: Int) {
        precondition(capacity > 0, "an LRU cache needs room for one entry")
        self.capacity = capacity
    }

    var count: Int { index.count }

    /// The value for `key`, which becomes the most recently used.
    mutating func value(for key: Key) -> Value? {
        guard let i = index[key] else { return nil }
        touch(i)
        return nodes[i].value
    }

    func contains(_ key: Key) -> Bool { index[key] != nil }

    /// Stores `value` as the most recently used; returns the entry pushed out to make room, so the caller
    /// can free what it holds.
    @discardableResult
    mutating func insert(_ value: Value, for key: Key) -> (key: Key, value: Value)? {
        if let i = index[key] {
            let old = nodes[i].value
            nodes[i].value = value
            touch(i)
            return (key, old)
        }
        if let i = freeSlots.popLast() {
            nodes[i] = Node(key: key, value: value, newer: nil, older: nil)
            index[key] = i
            linkAsNewest(i)
            return nil
        }
        if nodes.count < capacity {
            nodes.append(Node(key: key, value: value, newer: nil, older: nil))
            let i = nodes.count - 1
            index[key] = i
            linkAsNewest(i)
            return nil
        }
        // Full: reuse the oldest node's slot.
        let i = oldest!
        let evicted = (key: nodes[i].key, value: nodes[i].value)
        unlink(i)
        index[evicted.key] = nil
        nodes[i] = Node(key: key, value: value, newer: nil, older: nil)
        index[key] = i
        linkAsNewest(i)
        return evicted
    }

    /// Takes out the least recently used entry (a cache bounded by bytes as well as by count).
    mutating func removeOldest() -> (key: Key, value: Value)? {
        guard let i = oldest else { return nil }
        let removed = (key: nodes[i].key, value: nodes[i].value)
        unlink(i)
        index[removed.key] = nil
        freeSlots.append(i)
        return removed
    }

    /// Takes out the entry for `key`, if any.
    mutating func remove(_ key: Key) -> Value? {
        guard let i = index[key] else { return nil }
        let value = nodes[i].value
        unlink(i)
        index[key] = nil
        freeSlots.append(i)
        return value
    }

    /// Empties the cache, returning every value so the caller can free them.
    mutating func removeAll() -> [Value] {
        let values = index.values.map { nodes[$0].value }
        nodes.removeAll()
        freeSlots.removeAll()
        index.removeAll()
        newest = nil
        oldest = nil
        return values
    }

    /// Keys from most to least recently used.
    var keysByRecency: [Key] {
        var out: [Key] = []
        var i = newest
        while let j = i {
            out.append(nodes[j].key)
            i = nodes[j].older
        }
        return out
    }

    private mutating func touch(_ i: Int) {
        guard newest != i else { return }
        unlink(i)
        linkAsNewest(i)
    }

    private mutating func unlink(_ i: Int) {
        let (newer, older) = (nodes[i].newer, nodes[i].older)
        if let newer { nodes[newer].older = older } else { newest = older }
        if let older { nodes[older].newer = newer } else { oldest = newer }
        nodes[i].newer = nil
        nodes[i].older = nil
    }

    private mutating func linkAsNewest(_ i: Int) {
        nodes[i].older = newest
        nodes[i].newer = nil
        if let n = newest { nodes[n].newer = i }
        newest = i
        if oldest == nil { oldest = i }
    }
}
