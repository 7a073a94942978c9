internal import CSDL

/// Images kept scaled to the pixel size they are drawn at, so a scrolled photo is copied 1:1 rather than
/// scaled again every frame: Core Animation likewise keeps a layer's contents at their rendered size and
/// composites that (CALayer's `contents` documentation: the layer's contents are a cached bitmap).
///
/// Only SDL's software renderer keeps these. There, drawing an image scaled with blending is already done
/// in two steps (SDL 2.26's `SDL_PrivateLowerBlitScaled`: a linear stretch into a temporary surface the
/// destination's size, then a blended copy of it), so keeping the stretched surface gives the same pixels,
/// which the scaled-image tests check pixel for pixel; on a GPU the scaled draw costs the CPU nothing.
///
/// Keyed by image (an entry holds it, so an identity cannot be reused while the entry lives), the source
/// part in image pixels, the destination size in pixels and whether the image is a template. A tint is a
/// colour modulation applied when the kept texture is copied, so a changing tint hits the cache.
@MainActor
package final class ScaledImageCache {
    struct Key: Hashable {
        var image: ObjectIdentifier
        var template: Bool
        /// The source part in image pixels.
        var source: PixelRect
        /// The destination's size in pixels.
        var width: Int
        var height: Int
    }

    struct Entry: CachedTexture {
        var image: Image
        var texture: OpaquePointer
        var width: Int
        var height: Int
        var bytes: Int { width * height * 4 }
    }

    static let defaultCapacity = 256
    /// 24 MB: a 1024×1366 screen of photos drawn at output size is 5.6 MB of ARGB, and a grid at fractional
    /// positions snaps one photo to up to four pixel sizes (339 or 340 px wide and high in the 1024-pt
    /// collection bench: 8 photos, 32 entries, 14.7 MB). Less than `ImageCache`'s 32 MB, since an evicted
    /// entry is only a re-stretch away.
    static let defaultByteBudget = 24 << 20

    private let renderer: OpaquePointer
    private var entries: TextureLRU<Key, Entry>
    /// False on a GPU renderer, and where a test turns it off to draw directly.
    package var isEnabled: Bool
    package var byteBudget: Int { entries.byteBudget }
    package var bytes: Int { entries.bytes }
    /// Images stretched into a kept texture; a steady scroll over images already seen at their size must
    /// not move it.
    package private(set) var prescales = 0
    package var evictions: Int { entries.evictions }
    package var count: Int { entries.count }

    init(renderer: OpaquePointer, isEnabled: Bool, capacity: Int = ScaledImageCache.defaultCapacity,
         byteBudget: Int = ScaledImageCache.defaultByteBudget) {
        self.renderer = renderer
        self.isEnabled = isEnabled
        self.entries = TextureLRU(capacity: capacity, byteBudget: byteBudget)
    }

    /// The kept texture for `key`, stretching `source`'s part `sourceRect` of `image` into a new one on a
    /// miss. Changes the render target; the caller puts its own back.
    func texture(for key: Key, image: Image, source: OpaquePointer, sourceRect: SDL_Rect) -> OpaquePointer? {
        if let hit = entries.value(for: key) { return hit.texture }
        guard let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                                              Int32(key.width), Int32(key.height)) else { return nil }
        // Stretched unblended and unmodulated, as SDL stretches into its temporary surface; blending and
        // the tint happen when the kept texture is copied.
        var src = sourceRect
        SDL_SetRenderTarget(renderer, texture)
        SDL_RenderSetClipRect(renderer, nil)
        SDL_SetTextureBlendMode(source, SDL_BLENDMODE_NONE)
        SDL_SetTextureColorMod(source, 255, 255, 255)
        SDL_SetTextureAlphaMod(source, 255)
        SDL_RenderCopy(renderer, source, &src, nil)
        SDL_SetTextureBlendMode(source, SDL_BLENDMODE_BLEND)
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        prescales += 1
        entries.insert(Entry(image: image, texture: texture, width: key.width, height: key.height), for: key)
        return texture
    }

    func removeAll() { entries.removeAll() }
}
