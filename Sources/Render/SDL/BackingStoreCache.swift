internal import CSDL

/// The backing stores of one renderer: for each view that draws into one, the texture holding its subtree's
/// pixels as last drawn, and what they were drawn for (the owner's contents version, the appearance, the
/// pixel scale and size). Core Animation keeps a layer's contents the same way, so a subtree that did not
/// change is composited, not redrawn.
///
/// Entries are keyed by the owner's identity and hold it weakly, so a new object that happens to reuse a
/// dead one's address never inherits its pixels. Bounded by bytes, least recently used first out, like
/// `ShapeCache`. Disabled, nothing is stored and every subtree is drawn directly: the drawing stores are
/// tested against pixel for pixel.
@MainActor
package final class BackingStoreCache {
    /// What a store's pixels were drawn for; any difference means drawing it again.
    struct Key: Equatable {
        var version: UInt64
        var appearance: Appearance
        var scaleX: Double
        var scaleY: Double
        var width: Int
        var height: Int
    }

    final class Entry {
        weak var owner: AnyObject?
        let texture: OpaquePointer
        let width: Int
        let height: Int
        var key: Key
        /// False when the last drawing could not be stored exactly (not opaque, drew outside, blurred its
        /// backdrop): the owner is drawn directly until its key changes.
        var isUsable = false

        init(owner: AnyObject, texture: OpaquePointer, key: Key) {
            self.owner = owner
            self.texture = texture
            self.width = key.width
            self.height = key.height
            self.key = key
        }

        var bytes: Int { width * height * 4 }
    }

    /// 32 MB: every row of a full-screen table on a 1024-point-wide iPad at 1×, or an iPhone's at 3×.
    static let defaultByteBudget = 32 << 20
    static let defaultCapacity = 4096

    private let renderer: OpaquePointer
    private let retirement: TargetTextureRetirement
    private var entries: LRUCache<ObjectIdentifier, Entry>
    package let byteBudget: Int
    /// Off: no subtree is stored; every one is drawn directly (the uncached drawing).
    package var isEnabled = true {
        didSet { if !isEnabled { removeAll() } }
    }
    package private(set) var bytes = 0
    /// Subtrees drawn into a store (a repeated frame must not move it).
    package private(set) var renderCount = 0
    /// Subtrees composited from their store instead of being drawn.
    package private(set) var hits = 0
    /// Drawings that could not be stored exactly and were drawn directly instead.
    package private(set) var rejections = 0
    package private(set) var evictions = 0
    package var count: Int { entries.count }

    init(renderer: OpaquePointer, retirement: TargetTextureRetirement, byteBudget: Int = BackingStoreCache.defaultByteBudget) {
        self.renderer = renderer
        self.retirement = retirement
        self.byteBudget = byteBudget
        self.entries = LRUCache(capacity: Self.defaultCapacity)
    }

    /// The entry `owner` has, if it is current for `key`.
    func current(for owner: AnyObject, key: Key) -> Entry? {
        guard let entry = entries.value(for: ObjectIdentifier(owner)), entry.owner === owner,
              entry.key == key else { return nil }
        if entry.isUsable { hits += 1 }
        return entry
    }

    /// An entry to draw `owner` into for `key`, reusing its old texture when the size is unchanged.
    func entryToDraw(for owner: AnyObject, key: Key) -> Entry? {
        let id = ObjectIdentifier(owner)
        if let old = entries.value(for: id) {
            if old.owner === owner, old.width == key.width, old.height == key.height {
                old.key = key
                old.isUsable = false
                renderCount += 1
                return old
            }
            if let removed = entries.remove(id) { destroy(removed) }
        }
        guard let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                                              Int32(key.width), Int32(key.height)) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        let entry = Entry(owner: owner, texture: texture, key: key)
        if let evicted = entries.insert(entry, for: id) { destroy(evicted.value) }
        bytes += entry.bytes
        // The newest entry stays even when it alone is over the budget: it is about to be drawn.
        while bytes > byteBudget, entries.count > 1, let oldest = entries.removeOldest() {
            destroy(oldest.value)
            evictions += 1
        }
        renderCount += 1
        return entry
    }

    func didReject(_ entry: Entry) {
        entry.isUsable = false
        rejections += 1
    }

    /// A store's texture leaves through the retirement, destroyed when the frame ends (see
    /// `TargetTextureRetirement`: on OpenGL it is detached from its framebuffer first).
    private func destroy(_ entry: Entry) {
        retirement.retire(entry.texture)
        bytes -= entry.bytes
    }

    /// Retires every texture; the retirement is flushed before the renderer goes away.
    func removeAll() {
        for entry in entries.removeAll() { retirement.retire(entry.texture) }
        bytes = 0
    }
}
