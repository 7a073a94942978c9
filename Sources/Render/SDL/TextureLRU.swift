internal import CSDL

/// An entry of a texture cache: the SDL texture, and the bytes it counts against the cache's budget.
protocol CachedTexture {
    var texture: OpaquePointer { get }
    var bytes: Int { get }
}

/// The storage the texture caches share (text, shapes, images): entries bounded by count and by bytes,
/// least recently used first out, each texture destroyed as its entry leaves. The newest entry stays even
/// when it alone is over the budget: it is about to be drawn.
struct TextureLRU<Key: Hashable, Entry: CachedTexture> {
    private var entries: LRUCache<Key, Entry>
    let byteBudget: Int
    private(set) var bytes = 0
    private(set) var evictions = 0
    var count: Int { entries.count }
    var capacity: Int { entries.capacity }

    init(capacity: Int, byteBudget: Int) {
        entries = LRUCache(capacity: capacity)
        self.byteBudget = byteBudget
    }

    /// The entry for `key`, made the most recently used.
    mutating func value(for key: Key) -> Entry? { entries.value(for: key) }

    /// Keeps `entry` for `key` (destroying one it replaces), then evicts the oldest while over budget.
    mutating func insert(_ entry: Entry, for key: Key) {
        if let replaced = entries.insert(entry, for: key) { destroy(replaced.value) }
        bytes += entry.bytes
        while bytes > byteBudget, entries.count > 1, let oldest = entries.removeOldest() { destroy(oldest.value) }
    }

    func contains(_ key: Key) -> Bool { entries.contains(key) }

    /// Destroys the entry for `key`, if there is one.
    mutating func remove(_ key: Key) {
        if let removed = entries.remove(key) { destroy(removed) }
    }

    /// Destroys every texture; needed before the renderer goes away.
    mutating func removeAll() {
        for entry in entries.removeAll() { SDL_DestroyTexture(entry.texture) }
        bytes = 0
    }

    private mutating func destroy(_ entry: Entry) {
        SDL_DestroyTexture(entry.texture)
        bytes -= entry.bytes
        evictions += 1
    }
}
