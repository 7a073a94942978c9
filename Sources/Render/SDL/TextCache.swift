internal import CSDL

/// Textures of rendered text lines, so a frame that shows the same text as the last one makes no SDL2_ttf
/// call. This extends "key the cache by colour" one step further: text is rasterised once in white and
/// tinted at draw time with the texture's colour and alpha modulation, so a label that animates its colour
/// (a highlighted cell, a disabled button) still hits the cache. Keys are the string, face and pixel size.
///
/// Bounded by count and by bytes (least recently used entries are destroyed), because an animated zoom
/// renders text at a new pixel size every frame and large text at 100 % zoom makes large textures: a
/// window under hours of random input keeps at most `byteBudget` of text.
@MainActor
package final class TextCache {
    struct Key: Hashable {
        var text: String
        var face: Font.Face
        var pixelSize: Int
        /// The bitmap's height when squeezed or stretched vertically (`texture(for:…:height:)`), 0 as rendered.
        var height = 0
    }

    struct Entry: CachedTexture {
        var texture: OpaquePointer
        var width: Int32
        var height: Int32
        var bytes: Int { Int(width) * Int(height) * 4 }
    }

    static let defaultCapacity = 512
    /// 16 MB of RGBA text: a few screens' worth at 100 % zoom on an iPad.
    static let defaultByteBudget = 16 << 20

    private let renderer: OpaquePointer
    private let fonts: FontLibrary
    private var entries: TextureLRU<Key, Entry>

    /// SDL2_ttf render calls made; a repeated frame must not move it.
    package private(set) var renderCount = 0
    /// Textures created; a repeated frame must not move it either.
    package private(set) var textureCreations = 0
    package var evictions: Int { entries.evictions }
    package var count: Int { entries.count }
    package var capacity: Int { entries.capacity }
    /// Bytes of texture the entries hold (4 per pixel).
    package var bytes: Int { entries.bytes }
    package var byteBudget: Int { entries.byteBudget }

    init(renderer: OpaquePointer, fonts: FontLibrary, capacity: Int = TextCache.defaultCapacity,
         byteBudget: Int = TextCache.defaultByteBudget) {
        self.renderer = renderer
        self.fonts = fonts
        self.entries = TextureLRU(capacity: capacity, byteBudget: byteBudget)
    }

    /// The white texture for `text`, rendering it on a miss; nil for empty text or if SDL2_ttf fails.
    /// With a `height`, the bitmap is resampled to that many rows (text foreshortened by a transform that
    /// scales one axis more than the other), here on the CPU rather than by the renderer's scaled copy,
    /// so every renderer (OpenGL in a window, software headless) and every clip gives the same pixels.
    func texture(for text: String, face: Font.Face, pixelSize: Int, height: Int? = nil) -> Entry? {
        guard !text.isEmpty, pixelSize > 0, (height ?? 1) > 0 else { return nil }
        let key = Key(text: text, face: face, pixelSize: pixelSize, height: height ?? 0)
        if let hit = entries.value(for: key) { return hit }
        guard let font = fonts.ttfFont(face: face, pixelSize: pixelSize) else { return nil }
        renderCount += 1
        guard let rendered = TTF_RenderUTF8_Blended(font, text, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else {
            return nil
        }
        defer { SDL_FreeSurface(rendered) }
        var surface = rendered
        if let height, height != Int(rendered.pointee.h) {
            guard let resampled = Self.resampled(rendered, toHeight: height) else { return nil }
            surface = resampled
        }
        defer { if surface != rendered { SDL_FreeSurface(surface) } }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        textureCreations += 1
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        let entry = Entry(texture: texture, width: surface.pointee.w, height: surface.pointee.h)
        entries.insert(entry, for: key)
        return entry
    }

    /// `surface` (white, coverage in alpha) with `height` rows, each the area-weighted mean of the source
    /// rows it covers (a box filter).
    private static func resampled(_ surface: UnsafeMutablePointer<SDL_Surface>, toHeight height: Int) -> UnsafeMutablePointer<SDL_Surface>? {
        let w = Int(surface.pointee.w), h = Int(surface.pointee.h)
        guard w > 0, h > 0, let format = surface.pointee.format, let source = surface.pointee.pixels,
              let out = SDL_CreateRGBSurfaceWithFormat(0, Int32(w), Int32(height), 32, format.pointee.format) else { return nil }
        guard let target = out.pointee.pixels else {
            SDL_FreeSurface(out)
            return nil
        }
        let sourcePitch = Int(surface.pointee.pitch), targetPitch = Int(out.pointee.pitch)
        let alphaMask = format.pointee.Amask, alphaShift = UInt32(format.pointee.Ashift)
        let white = format.pointee.Rmask | format.pointee.Gmask | format.pointee.Bmask
        let ratio = Double(h) / Double(height)
        var sums = [Double](repeating: 0, count: w)
        for j in 0..<height {
            let top = Double(j) * ratio, bottom = Double(j + 1) * ratio
            for x in 0..<w { sums[x] = 0 }
            var y = Int(top)
            while Double(y) < bottom, y < h {
                let weight = min(bottom, Double(y + 1)) - max(top, Double(y))
                let row = source.advanced(by: y * sourcePitch).assumingMemoryBound(to: UInt32.self)
                for x in 0..<w { sums[x] += weight * Double((row[x] & alphaMask) >> alphaShift) }
                y += 1
            }
            let row = target.advanced(by: j * targetPitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w { row[x] = white | UInt32(min(255, (sums[x] / ratio).rounded())) << alphaShift }
        }
        return out
    }

    /// Destroys every texture; needed before the renderer goes away.
    func removeAll() { entries.removeAll() }
}
