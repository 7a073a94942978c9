import Foundation
import Render

/// The decoded pictures of one window, by name and scale: `UIImage(named:)` keeps a system cache so that a
/// name asked for again (every cell of a grid showing the same photo) returns the same image without reading
/// or decoding its file again, and symbols are shared per name and configuration. Here that cache belongs to
/// the window's context (its `AnimationEngine`, which the UIKit module already finds through the live
/// engines), not to the process, so each app under test owns one and tests stay independent.
///
/// What it keeps is bounded by `byteBudget` (decoded bytes, 4 a pixel), least recently used out first, as
/// UIKit purges its named-image cache under memory pressure; a picture still held by a view stays alive with
/// the view, it only stops being shared. `decodes` counts files decoded and symbols rasterised, so a test can
/// check that a scroll frame decodes nothing.
public final class ImageStore: @unchecked Sendable {
    struct NamedKey: Hashable {
        var name: String
        var folders: [String]
        var scale: Int
        var dark: Bool
    }

    struct SymbolKey: Hashable {
        var name: String
        var configuration: Picture.SymbolConfiguration
        var scale: Double
    }

    private enum Key: Hashable {
        case named(NamedKey)
        case symbol(SymbolKey)
    }

    /// 32 MB [EST]: about forty 3× photo tiles of 200 pt, or thousands of symbols. UIKit publishes no
    /// figure for its cache (it purges on memory warnings); this keeps a grid of photos shared while bounding
    /// what a long run can hold.
    public static let defaultByteBudget = 32 << 20

    /// The folders `image(named:)` looks in when it is given none: the main bundle's resources, as
    /// `UIImage(named:)` looks in the main bundle.
    public let folders: [String]
    public let byteBudget: Int
    /// Where symbols are rasterised from; its own renderings are bounded by its own budget.
    public let symbols: SymbolLibrary
    /// The scale named images and symbols are loaded at when none is given: the window's display scale
    /// (UIKit picks the `@Nx` file and rasterises symbols for the screen's scale).
    public var displayScale: Double {
        get { lock.withLock { scaleValue } }
        set { lock.withLock { scaleValue = newValue > 0 ? newValue : 2 } }
    }

    private let lock = NSLock()
    private var scaleValue: Double
    private var entries: [Key: (picture: Picture, bytes: Int, used: UInt64)] = [:]
    private var clock: UInt64 = 0
    private var heldBytes = 0
    private var decodeCount = 0
    private var hitCount = 0

    public init(folders: [String]? = nil, displayScale: Double = 2, byteBudget: Int = ImageStore.defaultByteBudget,
                symbols: SymbolLibrary? = nil) {
        self.folders = folders ?? [Bundle.main.resourcePath, Bundle.main.bundlePath].compactMap { $0 }
        self.byteBudget = byteBudget
        self.scaleValue = displayScale > 0 ? displayScale : 2
        self.symbols = symbols ?? SymbolLibrary(directory: SymbolLibrary.standard.directory)
    }

    /// Image files decoded and symbol renderings made through this store (a repeated request must not move it).
    public var decodes: Int { lock.withLock { decodeCount + symbols.decodes } }
    /// Requests answered with a kept picture.
    public var hits: Int { lock.withLock { hitCount } }
    /// Decoded bytes kept now.
    public var bytes: Int { lock.withLock { heldBytes } }
    /// Pictures kept now.
    public var count: Int { lock.withLock { entries.count } }

    /// UIImage(named:): the picture `name` from the first of `folders` (the store's own when nil) that has
    /// it, at `scale` (the display scale when nil), decoded once and shared while it stays in the budget;
    /// nil for a name no folder has, as UIKit returns nil. A miss is not remembered, so a file added later
    /// is found.
    public func image(named name: String, in folders: [String]? = nil, scale: Int? = nil, dark: Bool = false) -> Picture? {
        let key = NamedKey(name: name, folders: folders ?? self.folders,
                           scale: scale ?? Int(displayScale.rounded()), dark: dark)
        if let kept = lookUp(.named(key)) { return kept }
        for folder in key.folders {
            guard let found = AssetCatalog.locate(name, in: folder, scale: key.scale, dark: dark),
                  let bitmap = try? Image(contentsOfFile: found.path, scale: found.scale) else { continue }
            let picture = Picture(bitmap: bitmap)
            keep(picture, bytes: bitmap.byteCount, for: .named(key), decoded: true)
            return picture
        }
        return nil
    }

    /// UIImage(systemName:withConfiguration:) for this window: the symbol rasterised at `scale` pixels per
    /// point (the display scale when nil), one rendering per name, configuration and scale.
    public func symbol(named name: String, configuration: Picture.SymbolConfiguration? = nil,
                       scale: Double? = nil) -> Picture? {
        let key = SymbolKey(name: name, configuration: configuration ?? .unspecified, scale: scale ?? displayScale)
        if let kept = lookUp(.symbol(key)) { return kept }
        guard let picture = Picture(systemName: name, withConfiguration: key.configuration, library: symbols,
                                    scale: key.scale) else { return nil }
        // Counted here too (the library's budget counts its own renderings), so the kept symbols are bounded.
        keep(picture, bytes: picture.bitmap.byteCount, for: .symbol(key), decoded: false)
        return picture
    }

    /// The bitmap to draw `picture` with on a screen of `scale`: a symbol made for another scale is drawn
    /// from this store's rendering at `scale` (keeping the picture's own size in points), anything else as
    /// it is.
    public func bitmap(for picture: Picture, scale: Double) -> Image {
        guard let symbol = picture.symbol, scale > 0, picture.scale != scale,
              let made = self.symbol(named: symbol.name, configuration: symbol.configuration, scale: scale) else {
            return picture.bitmap
        }
        return made.bitmap
    }

    /// Forgets every kept picture (UIKit's cache on a memory warning).
    public func removeAll() {
        lock.withLock {
            entries.removeAll()
            heldBytes = 0
        }
    }

    private func lookUp(_ key: Key) -> Picture? {
        lock.withLock {
            guard let hit = entries[key] else { return nil }
            clock += 1
            entries[key]?.used = clock
            hitCount += 1
            return hit.picture
        }
    }

    private func keep(_ picture: Picture, bytes: Int, for key: Key, decoded: Bool) {
        lock.withLock {
            if decoded { decodeCount += 1 }
            // A picture larger than the whole budget is handed out but not kept.
            guard bytes <= byteBudget else { return }
            clock += 1
            entries[key] = (picture, bytes, clock)
            heldBytes += bytes
            while heldBytes > byteBudget, let oldest = entries.min(by: { $0.value.used < $1.value.used }) {
                heldBytes -= oldest.value.bytes
                entries[oldest.key] = nil
            }
        }
    }
}
