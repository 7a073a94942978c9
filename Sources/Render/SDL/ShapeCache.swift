internal import CSDL

/// Anti-aliased shapes rasterised once and kept as textures, so a chevron, a checkmark, a switch's knob or
/// a rounded cell background that looks the same as last frame costs one texture copy instead of a
/// tessellation and a CPU rasterisation (the software renderer spent a third of a table frame
/// re-rasterising the same chevrons).
///
/// A shape is keyed by its geometry in device pixels relative to a whole-pixel anchor, and by its colour:
/// the same chevron one row further down is the same entry, moved by whole pixels, which draws exactly the
/// pixels rasterising it there would (the rasteriser samples pixel centres, so a whole-pixel move changes
/// nothing). Scale is part of the geometry, so every zoom has its own entries.
///
/// Bounded by count and by bytes, least recently used first out, like `TextCache`. Disabled, it still
/// rasterises each shape the same way, into a texture thrown away after the copy: the uncached drawing the
/// cached one is tested against pixel for pixel.
@MainActor
package final class ShapeCache {
    /// What is drawn, in pixels relative to the anchor.
    enum Shape: Hashable {
        case roundedRect(width: Int, height: Int, rx: Double, ry: Double)
        case polygon([Point])
        case stroke([Point], width: Double, style: StrokeStyle)
        case gradient(width: Int, height: Int, from: Color, to: Color, vertical: Bool)
    }

    struct Key: Hashable {
        var shape: Shape
        var color: UInt32
    }

    struct Entry: CachedTexture {
        var texture: OpaquePointer
        /// The texture's pixels relative to the anchor (anti-aliasing rings reach before it).
        var bounds: PixelRect
        var bytes: Int { bounds.width * bounds.height * 4 }
    }

    static let defaultCapacity = 1024
    /// 16 MB of shapes: every chevron, knob and rounded background of a few screens at 3×.
    static let defaultByteBudget = 16 << 20
    /// Shapes larger than this many pixels are drawn as before, rasterised inside the visible region only:
    /// a screen-sized rounded card would fill the budget alone and is rarely seen twice at the same size.
    nonisolated static let largestCachedPixels = 256 * 256

    private let renderer: OpaquePointer
    private var entries: TextureLRU<Key, Entry>
    package var byteBudget: Int { entries.byteBudget }
    /// Off: every shape is rasterised afresh and its texture destroyed after drawing (the uncached path).
    package var isEnabled = true {
        didSet { if !isEnabled { removeAll() } }
    }
    package var bytes: Int { entries.bytes }
    /// Shapes rasterised; a repeated frame with the cache on must not move it.
    package private(set) var rasterCount = 0
    package private(set) var hits = 0
    package var evictions: Int { entries.evictions }
    package var count: Int { entries.count }

    init(renderer: OpaquePointer, capacity: Int = ShapeCache.defaultCapacity,
         byteBudget: Int = ShapeCache.defaultByteBudget) {
        self.renderer = renderer
        self.entries = TextureLRU(capacity: capacity, byteBudget: byteBudget)
    }

    /// Whether a shape whose bounds cover about `pixels` goes through the cache.
    nonisolated static func accepts(pixels: Double) -> Bool {
        pixels.isFinite && pixels <= Double(largestCachedPixels)
    }

    /// The cached texture for `key`, or a new one from `rasterize` (straight-alpha ARGB pixels of the
    /// returned bounds, row-major); nil if the shape is empty or SDL cannot make the texture.
    func entry(for key: Key, rasterize: () -> (pixels: [UInt32], bounds: PixelRect)?) -> Entry? {
        if isEnabled, let hit = entries.value(for: key) {
            hits += 1
            return hit
        }
        guard let (pixels, bounds) = rasterize(), !bounds.isEmpty else { return nil }
        rasterCount += 1
        guard let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                              Int32(bounds.width), Int32(bounds.height)) else { return nil }
        pixels.withUnsafeBytes { bytes in
            _ = SDL_UpdateTexture(texture, nil, bytes.baseAddress, Int32(bounds.width * 4))
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        let entry = Entry(texture: texture, bounds: bounds)
        guard isEnabled else { return entry }
        entries.insert(entry, for: key)
        return entry
    }

    /// Called after an entry was drawn: with the cache off its texture goes at once.
    func didDraw(_ entry: Entry) {
        if !isEnabled { SDL_DestroyTexture(entry.texture) }
    }

    /// Destroys every texture; needed before the renderer goes away.
    func removeAll() { entries.removeAll() }
}
