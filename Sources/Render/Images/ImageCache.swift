internal import CSDL

/// Textures of images, uploaded on first draw and kept by image and rendering (original colours, or the
/// white template mask that is tinted at draw time with the texture's colour modulation, so a tint colour
/// that animates still hits the cache, as `TextCache` does for text). Bounded by count and by bytes,
/// least recently used first; an entry holds its image, so an identity key cannot be reused by another
/// image while the entry lives.
///
/// Nothing here decodes: `Image` is decoded when it is made, so a scroll frame that draws images already
/// drawn copies textures only (`uploads` does not move; the image-cache test counts it).
@MainActor
package final class ImageCache {
    struct Key: Hashable {
        var image: ObjectIdentifier
        var template: Bool
    }

    struct Entry: CachedTexture {
        var image: Image
        var texture: OpaquePointer
        var bytes: Int { image.byteCount }
    }

    static let defaultCapacity = 256
    /// 32 MB of RGBA textures: a screen of photos at 3x (a 375×200 pt photo at 3x is 2.7 MB).
    static let defaultByteBudget = 32 << 20

    private let renderer: OpaquePointer
    private var entries: TextureLRU<Key, Entry>
    package var byteBudget: Int { entries.byteBudget }
    package var bytes: Int { entries.bytes }
    /// Textures created from image pixels; a repeated frame must not move it.
    package private(set) var uploads = 0
    package var evictions: Int { entries.evictions }
    package var count: Int { entries.count }

    init(renderer: OpaquePointer, capacity: Int = ImageCache.defaultCapacity,
         byteBudget: Int = ImageCache.defaultByteBudget) {
        self.renderer = renderer
        self.entries = TextureLRU(capacity: capacity, byteBudget: byteBudget)
    }

    /// The texture for `image`, uploading it on a miss; for a template, RGB is white and alpha is kept.
    func texture(for image: Image, template: Bool) -> OpaquePointer? {
        let key = Key(image: ObjectIdentifier(image), template: template)
        if let hit = entries.value(for: key) { return hit.texture }
        guard let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                              Int32(image.pixelWidth), Int32(image.pixelHeight)) else { return nil }
        let upload: (UnsafeRawBufferPointer) -> Void = { raw in
            _ = SDL_UpdateTexture(texture, nil, raw.baseAddress, Int32(image.pixelWidth * 4))
        }
        if template { image.pixels.map { $0 | 0x00FF_FFFF }.withUnsafeBytes(upload) } else { image.pixels.withUnsafeBytes(upload) }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        // Photos drawn smaller or larger than their pixels are filtered, as Core Animation's default
        // `minificationFilter`/`magnificationFilter` (linear) does.
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        uploads += 1
        let entry = Entry(image: image, texture: texture)
        entries.insert(entry, for: key)
        return texture
    }

    func removeAll() { entries.removeAll() }
}
