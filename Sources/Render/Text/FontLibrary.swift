internal import CSDL

/// The vendored Inter fonts opened with SDL2_ttf, shared by measurement and drawing.
///
/// Measurement is in points and must not change with the zoom, or a layout would reflow when the window is
/// zoomed. So text is always measured with the font opened at four times its point size and divided by
/// four, whatever the scale text is later drawn at; light subpixel hinting keeps advances fractional, so
/// the drawn width at any scale stays within a pixel or so of the measured one. Every font other than
/// Inter falls back to Inter (it is the only family shipped).
@MainActor
public final class FontLibrary: TextMeasuring {
    /// Pixels per point used for measuring; see the type's comment.
    static let measuringScale = 4.0

    public let fontsDirectory: String
    /// Open fonts by weight and pixel size, least recently used closed beyond `openFontLimit`: zooming
    /// and switching devices asks for ever new pixel sizes, and each open font keeps its own glyph cache.
    private var open = LRUCache<FontKey, OpaquePointer>(capacity: FontLibrary.openFontLimit)
    /// Three weights at a dozen sizes: one zoom level's text and the measuring sizes stay open.
    static let openFontLimit = 36
    private var widths: [WidthKey: Double] = [:]
    /// Whether this instance holds one of SDL2_ttf's init references (it counts them).
    private var holdsTTF = false
    private static let widthCacheLimit = 8192

    private struct FontKey: Hashable {
        var face: Font.Face
        var pixelSize: Int
    }

    private struct WidthKey: Hashable {
        var text: String
        var face: Font.Face
        var size: Double
    }

    /// Opens the fonts in `fontsDirectory`, by default `<assets>/fonts` as `AssetLocator` finds it. Throws a
    /// one-line `RenderError.missingAsset` naming the first file that is absent or that SDL2_ttf cannot read.
    public init(fontsDirectory: String? = nil) throws {
        let directory = try fontsDirectory ?? FileSystem.join(AssetLocator.assetsDirectory(), "fonts")
        self.fontsDirectory = directory
        guard TTF_Init() == 0 else {
            throw RenderError.sdl(call: "TTF_Init", message: String(cString: SDL_GetError()))
        }
        holdsTTF = true
        for face in Font.Face.allCases {
            let path = Self.path(for: face, in: directory)
            guard FileSystem.isReadableFile(path) else {
                closeAll()
                throw RenderError.missingAsset(what: "font file not found", path: path)
            }
            guard openFont(face: face, pixelSize: 16) != nil else {
                let message = String(cString: SDL_GetError())
                closeAll()
                throw RenderError.missingAsset(what: "font file unreadable", path: "\(path) (\(message))")
            }
        }
    }

    isolated deinit {
        closeAll()
    }

    /// Closes the fonts and gives back the init reference. Safe to call twice: a throwing `init` calls it
    /// and then `deinit` runs too, and a second `TTF_Quit` would shut SDL2_ttf down for every other library.
    private func closeAll() {
        for font in open.removeAll() { TTF_CloseFont(font) }
        if holdsTTF { TTF_Quit() }
        holdsTTF = false
    }

    /// Inter's file names; the regular weight's italic is plain `Inter-Italic.otf`.
    static func fileName(for face: Font.Face) -> String {
        let weight = switch face.weight {
        case .regular: face.isItalic ? "" : "Regular"
        case .medium: "Medium"
        case .semibold: "SemiBold"
        }
        return "Inter-\(weight)\(face.isItalic ? "Italic" : "").otf"
    }

    static func path(for face: Font.Face, in directory: String) -> String {
        FileSystem.join(directory, fileName(for: face))
    }

    /// The SDL2_ttf font for `face` at `pixelSize`, opened on first use and kept while recently used (see
    /// `open`); use it before asking for another. Nil only if the file vanished after `init` checked it.
    func ttfFont(face: Font.Face, pixelSize: Int) -> OpaquePointer? {
        openFont(face: face, pixelSize: max(1, pixelSize))
    }

    private func openFont(face: Font.Face, pixelSize: Int) -> OpaquePointer? {
        let key = FontKey(face: face, pixelSize: pixelSize)
        if let font = open.value(for: key) { return font }
        guard let font = TTF_OpenFont(Self.path(for: face, in: fontsDirectory), Int32(pixelSize)) else {
            return nil
        }
        TTF_SetFontHinting(font, TTF_HINTING_LIGHT_SUBPIXEL)
        TTF_SetFontKerning(font, 1)
        // The caller uses the returned font before asking for another, so closing the evicted one is safe.
        if let evicted = open.insert(font, for: key) { TTF_CloseFont(evicted.value) }
        return font
    }

    private func measuringFont(_ font: Font) -> OpaquePointer? {
        ttfFont(face: font.face, pixelSize: Int((font.size * Self.measuringScale).rounded()))
    }

    public func metrics(for font: Font) -> FontMetrics {
        guard let ttf = measuringFont(font) else {
            return FontMetrics(ascent: font.size * 0.97, descent: font.size * 0.24, lineHeight: font.size * 1.21)
        }
        let s = Self.measuringScale
        return FontMetrics(ascent: Double(TTF_FontAscent(ttf)) / s,
                           descent: Double(-TTF_FontDescent(ttf)) / s,
                           lineHeight: Double(TTF_FontHeight(ttf)) / s)
    }

    public func width(of text: String, font: Font) -> Double {
        if text.isEmpty { return 0 }
        let key = WidthKey(text: text, face: font.face, size: font.size)
        if let known = widths[key] { return known }
        guard let ttf = measuringFont(font) else { return 0 }
        var w: Int32 = 0, h: Int32 = 0
        guard TTF_SizeUTF8(ttf, text, &w, &h) == 0 else { return 0 }
        let width = Double(w) / Self.measuringScale
        // Layout probes many prefixes while wrapping and truncating; a full cache is simply dropped.
        if widths.count >= Self.widthCacheLimit { widths.removeAll(keepingCapacity: true) }
        widths[key] = width
        return width
    }
}
