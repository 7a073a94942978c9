internal import CSDL

/// Blurred shadow shapes kept as textures, so a shadow is blurred once for its shape and blur, not every
/// frame: scrolling a table of shadowed cards, or animating a shadow's position, offset or opacity, copies
/// the same texture (the colour and opacity are applied as the copy's colour and alpha modulation).
///
/// Keyed by what the pixels depend on, in device pixels: the shape relative to its corner (a rounded
/// rectangle's size and corner radii, a path's points) and the box radii of the blur, which come from the
/// radius and the pixel scale. A layer that changes its size, corners, path or radius so asks for another
/// entry, and its old one ages out; identical cards share one. A long rounded rectangle is kept as its
/// corners and one straight row and column (`ShadowSlices`), so its entry does not grow with it.
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
    }

    struct Key: Hashable {
        var shape: Shape
        var radii: [Int]
    }

    struct Entry: CachedTexture {
        var texture: OpaquePointer
        var width: Int
        var height: Int
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

    /// The texture for `key`, or a new one of `width` × `height` from `blur` (straight-alpha ARGB).
    func entry(for key: Key, width: Int, height: Int, blur: () -> [UInt32]) -> Entry? {
        if isEnabled, let hit = entries.value(for: key) {
            hits += 1
            return hit
        }
        guard width > 0, height > 0 else { return nil }
        let pixels = blur()
        blurCount += 1
        guard pixels.count == width * height,
              let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Int32(width), Int32(height)) else { return nil }
        pixels.withUnsafeBytes { _ = SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(width * 4)) }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        // The straight row and column are stretched: nearest sampling repeats them exactly.
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeNearest)
        let entry = Entry(texture: texture, width: width, height: height)
        if isEnabled { entries.insert(entry, for: key) }
        return entry
    }

    /// Called after an entry was drawn: with the cache off its texture goes at once.
    func didDraw(_ entry: Entry) {
        if !isEnabled { SDL_DestroyTexture(entry.texture) }
    }

    /// Destroys every texture; needed before the renderer goes away.
    func removeAll() { entries.removeAll() }
}
