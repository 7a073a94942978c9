import Foundation
import Render
import Testing
import TestSupport
@testable import Widgets

/// A window's image cache: named images decoded once per name and scale, a byte budget evicting the least
/// recently used, symbols rasterised at the display scale once per name, configuration and scale.
@MainActor
@Suite("Image store")
struct ImageStoreTests {
    /// A folder holding `name.png` (4×4 pixels) and `name@2x.png` (8×8) for each of `names`; removed by the caller.
    static func folder(_ names: [String]) throws -> String {
        let folder = NSTemporaryDirectory() + "handheld-store-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let small = try OffscreenSurface(size: Size(width: 4, height: 4), scale: 1, fonts: try Golden.fonts()).pngData()
        let large = try OffscreenSurface(size: Size(width: 8, height: 8), scale: 1, fonts: try Golden.fonts()).pngData()
        for name in names {
            FileManager.default.createFile(atPath: "\(folder)/\(name).png", contents: Data(small))
            FileManager.default.createFile(atPath: "\(folder)/\(name)@2x.png", contents: Data(large))
        }
        return folder
    }

    static func library() throws -> SymbolLibrary {
        SymbolLibrary(directory: (try AssetLocator.assetsDirectory() as NSString).appendingPathComponent("symbols/tabler"))
    }

    @Test("a name asked for again is not decoded again; another scale is one more decode")
    func decodesOncePerNameAndScale() throws {
        let folder = try Self.folder(["photo"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = ImageStore(folders: [folder], displayScale: 2)
        let first = try #require(store.image(named: "photo"))
        #expect(first.scale == 2 && first.bitmap.pixelWidth == 8, "the @2x file at the display scale")
        #expect(store.decodes == 1)
        for _ in 0..<5 { #expect(store.image(named: "photo") === first) }
        #expect(store.decodes == 1 && store.hits == 5)
        let one = try #require(store.image(named: "photo", scale: 1))
        #expect(one.scale == 1 && one.bitmap.pixelWidth == 4)
        #expect(store.decodes == 2)
        _ = store.image(named: "photo", scale: 1)
        #expect(store.decodes == 2)
        #expect(store.bytes == 8 * 8 * 4 + 4 * 4 * 4)
        #expect(store.image(named: "missing") == nil)
        #expect(store.decodes == 2, "a miss decodes nothing")
    }

    @Test("past the byte budget the least recently used picture is dropped and decoded again when asked")
    func budgetEvictsLeastRecentlyUsed() throws {
        let folder = try Self.folder(["a", "b", "c"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Room for two 8×8 pictures (256 bytes each), not three.
        let store = ImageStore(folders: [folder], displayScale: 2, byteBudget: 600)
        _ = store.image(named: "a")
        _ = store.image(named: "b")
        _ = store.image(named: "a")      // a is now the most recently used
        _ = store.image(named: "c")      // b goes
        #expect(store.count == 2 && store.bytes == 512 && store.decodes == 3)
        _ = store.image(named: "a")
        _ = store.image(named: "c")
        #expect(store.decodes == 3, "a and c were kept")
        _ = store.image(named: "b")
        #expect(store.decodes == 4, "b was dropped and is decoded again")
        #expect(store.bytes <= store.byteBudget)
        store.removeAll()
        #expect(store.count == 0 && store.bytes == 0)
    }

    @Test("a picture larger than the whole budget is handed out but not kept")
    func oversizedNotKept() throws {
        let folder = try Self.folder(["big"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = ImageStore(folders: [folder], displayScale: 2, byteBudget: 100)
        #expect(store.image(named: "big") != nil)
        #expect(store.count == 0 && store.bytes == 0)
    }

    @Test("symbols are rasterised at the display scale, once per name, configuration and scale")
    func symbolsPerScale() throws {
        let store = ImageStore(folders: [], displayScale: 2, symbols: try Self.library())
        let star = try #require(store.symbol(named: "star"))
        #expect(star.scale == 2 && star.bitmap.pixelWidth == 41, "body: 17 pt × 1.2 = 20.4 pt, 41 pixels at 2x")
        #expect(star.isSymbolImage && star.renderingMode == .alwaysTemplate)
        #expect(store.decodes == 1)
        for _ in 0..<3 { #expect(store.symbol(named: "star") === star) }
        #expect(store.decodes == 1)
        let three = try #require(store.symbol(named: "star", scale: 3))
        #expect(three.bitmap.pixelWidth == 61)
        _ = store.symbol(named: "star", configuration: .init(pointSize: 20, weight: .bold))
        #expect(store.decodes == 3)
        _ = store.symbol(named: "star", configuration: .init(pointSize: 20, weight: .bold))
        #expect(store.decodes == 3)
        #expect(store.symbol(named: "no.such.symbol") == nil)
    }

    @Test("a window's store follows its display scale, and an image view draws a 3x symbol from its 2x rendering")
    func imageViewDrawsAtWindowScale() throws {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 100, height: 100))
        #expect(window.images.displayScale == 2)
        let symbol = try #require(Picture(systemName: "heart", library: try Self.library()))
        #expect(symbol.scale == 3)
        let view = ImageView(image: symbol)
        view.frame = Rect(x: 10, y: 10, width: 30, height: 30)
        window.rootView.addSubview(view)
        window.step(clock)
        func drawnScales() -> [Double] {
            let canvas = RecordingCanvas()
            window.draw(in: canvas)
            return canvas.commands.compactMap { if case let .image(image, _, _, _) = $0 { image.scale } else { nil } }
        }
        #expect(drawnScales() == [2])
        let decodes = window.images.decodes
        #expect(decodes == 1)
        #expect(drawnScales() == [2])
        #expect(window.images.decodes == decodes, "drawn again: nothing rasterised")
        window.traitCollection = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 3)
        #expect(window.images.displayScale == 3)
        window.step(clock)
        #expect(drawnScales() == [3], "at 3x the picture's own rendering is drawn")
    }

    @Test("an image view draws a symbol made at 3x with the same colour on a 2x window, in its own box")
    func symbolPixelsAtTwoX() throws {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 60, height: 60))
        window.rootView.backgroundColor = .white
        let view = ImageView(image: Picture(systemName: "circle.fill", library: try Self.library()))
        view.tintColor = Color(r: 255, g: 0, b: 0)
        view.frame = Rect(x: 10, y: 10, width: 40, height: 40)
        view.contentMode = .scaleAspectFit
        window.rootView.addSubview(view)
        window.step(clock)
        let surface = try Golden.draw(window)
        #expect(surface.pixel(x: 30, y: 30) == Color(r: 255, g: 0, b: 0), "the disc's centre in the tint")
        #expect(surface.pixel(x: 11, y: 11) == .white, "the box's corner is outside the disc")
    }
}
