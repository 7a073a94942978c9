internal import CSDL

/// Blurred shadow shapes kept as textures, so a shadow is blurred once for its shape and blur, not every
/// frame: scrolling a table of shadowed cards, or animating a shadow's position, offset or opacity, copies
/// the same texture (the colour and opacity are applied as the copy's colour and alpha modulation).
///
/// Keyed by what the pixels depend on, in device pixels: the shape relative to its corner (a rounded
/// rectangle's size and corner radii, a path's points) and the box radii of the blur, which come from the
/// radius and the pixel scale. A layer that changes its size, corners, path or radius so asks for another
/// entry, and its old one ages out; identical cards share one. A long rounded rectangle is kept as its
/// corners and one straight row and column (`ShadowSlices`), so its entry does not grow with it. A shadow
/// cast by content (`SDLCanvas+ContentShadow`) is keyed by its owner and contents version instead, and each
/// owner keeps one entry: a new version replaces the last.
///
/// Bounded by count and bytes, least recently used first out, like `ShapeCache`. Disabled, every shadow
/// is blurred afresh into a texture thrown away after drawing: what the cached drawing is tested against.
@MainActor
package final class ShadowCache {
    enum Shape: Hashable {
        /// A rounded rectangle of this size in pixels (already cut down to its slices).
        case roundedRect(width: Int, height: Int, rx: Double, ry: Double)
        /// Outlines relative to the buffer's corner (room for the blur included).
        case polygons([[Point]], evenOdd: Bool, width: Int, height: Int)
        /// The alpha of what `owner` draws, `width` × `height` pixels before the blur's room, as drawn for its
        /// contents `version`, in `appearance` at this scale (`SDLCanvas+ContentShadow`).
        case content(owner: ObjectIdentifier, version: UInt64, appearance: Appearance, scaleX: Double, scaleY: Double,
                     width: Int, height: Int)
    }

    struct Key: Hashable {
        var shape: Shape
        var radii: [Int]
    }

    struct Entry: CachedTexture {
        var texture: OpaquePointer
        var width: Int
        var height: Int
        /// A content shadow's owner, held weakly: an object that reuses a dead one's address (and so its
        /// `ObjectIdentifier`) must not inherit its shadow.
        weak var owner: AnyObject?
        /// Where the texture's corner lies from where a content shadow's whole blurred region would start: a
        /// content shadow keeps only the part its alpha reaches (a short label in a wide frame).
        var x = 0
        var y = 0
        var bytes: Int { width * height * 4 }
    }

    static let defaultCapacity = 256
    /// 8 MB: sliced card shadows are a few kilobytes each; a path's shadow is its whole size.
    static let defaultByteBudget = 8 << 20

    private let renderer: OpaquePointer
    private var entries: TextureLRU<Key, Entry>
    /// Off: every shadow is blurred afresh (the uncached path).
    package var isEnabled = true {
        didSet { if !isEnabled { removeAll() } }
    }
    /// Shadows blurred; a frame that only moves or fades shadows must not move it.
    package private(set) var blurCount = 0
    package private(set) var hits = 0
    package var bytes: Int { entries.bytes }
    package var count: Int { entries.count }

    init(renderer: OpaquePointer) {
        self.renderer = renderer
        self.entries = TextureLRU(capacity: Self.defaultCapacity, byteBudget: Self.defaultByteBudget)
    }

    /// The key each content shadow's owner last stored: its previous version's entry goes as soon as a new
    /// one is made, so a label whose text keeps changing holds one entry, not one per text.
    private var ownerKeys: [ObjectIdentifier: Key] = [:]

    /// The texture for `key` (belonging to `owner`, for a content shadow), or a new one of `width` × `height`
    /// from `blur` (straight-alpha ARGB).
    func entry(for key: Key, owner: AnyObject? = nil, width: Int, height: Int, blur: () -> [UInt32]) -> Entry? {
        if isEnabled, let hit = entries.value(for: key), hit.owner === owner {
            hits += 1
            return hit
        }
        guard width > 0, height > 0 else { return nil }
        return make(ShadowPixels(pixels: blur(), width: width, height: height), for: key, owner: owner)
    }

    /// A content shadow's texture for `key`, or a new one from `render` (nil: nothing to keep).
    func contentEntry(for key: Key, owner: AnyObject, render: () -> ShadowPixels?) -> Entry? {
        if isEnabled, let hit = entries.value(for: key), hit.owner === owner {
            hits += 1
            return hit
        }
        guard let raster = render() else { return nil }
        return make(raster, for: key, owner: owner)
    }

    private func make(_ raster: ShadowPixels, for key: Key, owner: AnyObject?) -> Entry? {
        let pixels = raster.pixels, width = raster.width, height = raster.height
        blurCount += 1
        guard width > 0, height > 0, pixels.count == width * height,
              let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Int32(width), Int32(height)) else { return nil }
        pixels.withUnsafeBytes { _ = SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(width * 4)) }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        // The straight row and column are stretched: nearest sampling repeats them exactly.
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeNearest)
        let entry = Entry(texture: texture, width: width, height: height, owner: owner, x: raster.x, y: raster.y)
        if isEnabled {
            if let owner { replaceOwnersEntry(ObjectIdentifier(owner), with: key) }
            entries.insert(entry, for: key)
        }
        return entry
    }

    private func replaceOwnersEntry(_ id: ObjectIdentifier, with key: Key) {
        if let old = ownerKeys[id], old != key { entries.remove(old) }
        ownerKeys[id] = key
        // Owners whose entry has aged out are forgotten once they outnumber the entries kept.
        if ownerKeys.count > 2 * Self.defaultCapacity { ownerKeys = ownerKeys.filter { entries.contains($0.value) } }
    }

    /// Called after an entry was drawn: with the cache off its texture goes at once.
    func didDraw(_ entry: Entry) {
        if !isEnabled { SDL_DestroyTexture(entry.texture) }
    }

    /// Destroys every texture; needed before the renderer goes away.
    func removeAll() {
        entries.removeAll()
        ownerKeys.removeAll()
    }
}

/// A shadow's blurred pixels (straight-alpha white ARGB), `width` × `height`, their corner (`x`, `y`) from
/// where the whole shadow would start.
struct ShadowPixels {
    var pixels: [UInt32]
    var width: Int
    var height: Int
    var x = 0
    var y = 0
}
