/// Heights of a table's items (headers, rows, footers in order) and their y offsets, in memory that grows
/// with the number of items whose height differs from the common one, not with the item count: a million
/// rows of 44 pt cost a few numbers, so scrolling them is flat in time and memory. Offsets are
/// `index × base` plus the sum of the exceptions before the index (sorted, with prefix sums).
struct RowHeightIndex {
    private(set) var count: Int
    let base: Double
    private var keys: [Int] = []
    private var deltas: [Double] = []
    /// prefix[i] = deltas[0..<i] summed.
    private var prefix: [Double] = [0]

    /// Space above the first item and below the last (the table's header and footer views).
    var leading = 0.0
    var trailing = 0.0

    init(count: Int, base: Double) {
        self.count = count
        self.base = base
    }

    /// Number of items stored as exceptions (tests check memory stays flat).
    var exceptionCount: Int { keys.count }

    var totalHeight: Double { leading + Double(count) * base + prefix[prefix.count - 1] + trailing }

    func height(of index: Int) -> Double {
        if let k = position(of: index), keys[k] == index { return base + deltas[k] }
        return base
    }

    /// The y of the item's top edge.
    func offset(of index: Int) -> Double {
        let k = lowerBound(index)
        return leading + Double(index) * base + prefix[k]
    }

    /// The item whose extent contains `y` (clamped to the first and last item); nil when empty.
    func index(at y: Double) -> Int? {
        guard count > 0 else { return nil }
        var lo = 0, hi = count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if offset(of: mid) <= y { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    mutating func setHeight(_ height: Double, of index: Int) {
        let delta = height - base
        let k = lowerBound(index)
        if k < keys.count && keys[k] == index {
            if delta == 0 {
                keys.remove(at: k)
                deltas.remove(at: k)
            } else {
                deltas[k] = delta
            }
        } else if delta != 0 {
            keys.insert(index, at: k)
            deltas.insert(delta, at: k)
        } else {
            return
        }
        rebuildPrefix(from: k)
    }

    private func position(of index: Int) -> Int? {
        let k = lowerBound(index)
        return k < keys.count ? k : nil
    }

    /// First position whose key is ≥ index.
    private func lowerBound(_ index: Int) -> Int {
        var lo = 0, hi = keys.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if keys[mid] < index { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    private mutating func rebuildPrefix(from k: Int) {
        prefix.removeSubrange((k + 1)...)
        for i in k..<deltas.count { prefix.append(prefix[i] + deltas[i]) }
    }
}
