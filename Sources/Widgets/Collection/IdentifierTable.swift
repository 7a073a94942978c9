/// Where each of a list of identifiers stands, found by hash: an open-addressing table of positions over
/// the identifiers' hash values, for diffing snapshots. The diff runs as generic code not specialised for
/// the app's identifier types (it is called from another module), where every `Dictionary<I, Int>`
/// insertion and lookup looked up generic type metadata: 10,000 items spent most of a 20-million-
/// instruction diff there (callgrind). Here the table is plain integers; the identifiers are touched only
/// to hash each once and to compare the one candidate a lookup finds.
struct IdentifierTable<I: Hashable> {
    let identifiers: [I]
    private let hashes: [Int]
    /// Position + 1 of the identifier in each slot, 0 for an empty slot; a power of two long.
    private var slots: [Int]
    private let mask: Int

    init(_ identifiers: [I]) {
        self.identifiers = identifiers
        var hashes = [Int](repeating: 0, count: identifiers.count)
        for i in 0..<identifiers.count { hashes[i] = identifiers[i].hashValue }
        self.hashes = hashes
        var size = 16
        while size < 2 * identifiers.count { size *= 2 }
        mask = size - 1
        slots = [Int](repeating: 0, count: size)
        for i in 0..<hashes.count {
            var slot = hashes[i] & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = i + 1
        }
    }

    /// The position of `identifier` in the list, nil when it is not there.
    func position(of identifier: I) -> Int? {
        let hash = identifier.hashValue
        var slot = hash & mask
        while slots[slot] != 0 {
            let i = slots[slot] - 1
            if hashes[i] == hash, identifiers[i] == identifier { return i }
            slot = (slot + 1) & mask
        }
        return nil
    }
}
