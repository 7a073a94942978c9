import Foundation
import Render

/// Rasterises the bundled symbol glyphs (Tabler Icons SVGs in `assets/symbols/tabler`, MIT) and keeps each
/// rendering, keyed by glyph, pixel size and stroke weight, so a symbol asked for again (every cell of a list
/// shows `chevron.right`) is decoded once: UIKit likewise shares one rendering per name and configuration.
/// The kept bitmaps are bounded by `byteBudget`, least recently used first; their textures live in the
/// canvas's image cache, keyed by the bitmap, under that cache's own budget.
///
/// `UIImage(systemName:)` has no context to find a library in, so it uses `standard`, one per process, as
/// UIKit's symbol store is; it holds only renderings of read-only files, so no test depends on another's order
/// through it. Tests that count decodes make their own library.
public final class SymbolLibrary: @unchecked Sendable {
    /// What one rendering is keyed by.
    struct Key: Hashable {
        var glyph: String
        var pixelSide: Int
        var strokeWidth: Double
    }

    /// The folder holding `outline/` and `filled/`.
    public let directory: String?
    /// The bytes of kept bitmaps above which the least recently used are dropped: 4 MB is about 800 symbols
    /// of 24 pt at 3x.
    public let byteBudget: Int
    private let lock = NSLock()
    private var sources: [String: String] = [:]
    private var renderings: [Key: (image: Image, used: UInt64)] = [:]
    private var bytes = 0
    private var clock: UInt64 = 0
    private var decodeCount = 0

    public init(directory: String?, byteBudget: Int = 4 << 20) {
        self.directory = directory
        self.byteBudget = byteBudget
    }

    /// The library over the package's `assets/symbols/tabler` (found as the fonts are, by `AssetLocator`).
    public static let standard = SymbolLibrary(
        directory: (try? AssetLocator.assetsDirectory()).map { ($0 as NSString).appendingPathComponent("symbols/tabler") })

    /// SVG rasterisations made so far (a repeated symbol must not move it).
    public var decodes: Int { lock.withLock { decodeCount } }
    /// Renderings kept now.
    public var count: Int { lock.withLock { renderings.count } }

    /// Whether `name` is an SF Symbol name this library draws.
    public func knows(_ name: String) -> Bool { SymbolNames.glyphs[name] != nil }

    /// The bitmap of symbol `name` filling a square of `pixelSide` pixels at `scale` pixels per point, with
    /// strokes `strokeWidth` units wide on the glyph's 24-unit grid; nil for an unknown name or a missing file.
    public func image(named name: String, pixelSide: Int, scale: Double, strokeWidth: Double) -> Image? {
        guard let glyph = SymbolNames.glyphs[name] else { return nil }
        let filled = glyph.hasPrefix("filled/")
        // A filled glyph has no stroke: every weight shares one rendering.
        let key = Key(glyph: glyph, pixelSide: max(1, pixelSide), strokeWidth: filled ? 0 : strokeWidth)
        return lock.withLock {
            clock += 1
            if let hit = renderings[key] {
                renderings[key]?.used = clock
                return hit.image
            }
            guard let svg = source(of: glyph) else { return nil }
            let document = Self.prepare(svg, strokeWidth: strokeWidth, fillShapes: glyph.hasPrefix("solid/"))
            guard let image = try? Image(svg: Array(document.utf8), pixelWidth: key.pixelSide,
                                         pixelHeight: key.pixelSide, scale: scale) else { return nil }
            decodeCount += 1
            renderings[key] = (image, clock)
            bytes += image.byteCount
            evictBeyondBudget()
            return image
        }
    }

    /// The SVG text of `glyph`, read once.
    private func source(of glyph: String) -> String? {
        if let known = sources[glyph] { return known }
        guard let directory else { return nil }
        let file = glyph.replacingOccurrences(of: "solid/", with: "outline/")
        guard let text = try? String(contentsOfFile: (directory as NSString).appendingPathComponent(file + ".svg"), encoding: .utf8) else {
            return nil
        }
        sources[glyph] = text
        return text
    }

    /// The document drawn: black (only alpha matters, a symbol is a template), the stroke width of the
    /// weight, and for `solid/` glyphs the root's `fill="none"` made solid.
    static func prepare(_ svg: String, strokeWidth: Double, fillShapes: Bool) -> String {
        var text = svg.replacingOccurrences(of: "currentColor", with: "#000000")
            .replacingOccurrences(of: "stroke-width=\"2\"", with: "stroke-width=\"\(strokeWidth)\"")
        if fillShapes, let none = text.range(of: "fill=\"none\"") {
            text.replaceSubrange(none, with: "fill=\"#000000\"")
        }
        return text
    }

    private func evictBeyondBudget() {
        while bytes > byteBudget, renderings.count > 1,
              let oldest = renderings.min(by: { $0.value.used < $1.value.used }) {
            bytes -= oldest.value.image.byteCount
            renderings[oldest.key] = nil
        }
    }
}
