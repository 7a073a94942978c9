import Foundation
import Render
import Testing
import TestSupport
@testable import Widgets

/// UIImage(systemName:) over the bundled Tabler glyphs: lookup, sizes per configuration, tinting on pixels,
/// and one decode per name and size.
@MainActor
@Suite("Symbol images")
struct SymbolImageTests {
    /// A library of its own, so decode counts do not see other tests' symbols.
    static func library() throws -> SymbolLibrary {
        SymbolLibrary(directory: (try AssetLocator.assetsDirectory() as NSString).appendingPathComponent("symbols/tabler"))
    }

    @Test("known names make template symbol images; unknown names give nil, as UIKit does")
    func lookup() throws {
        let library = try Self.library()
        for name in ["chevron.right", "star.fill", "heart", "gear", "person.crop.circle", "magnifyingglass", "plus",
                     "trash", "square.and.arrow.up", "house.fill", "bolt.fill"] {
            let picture = try #require(Picture(systemName: name, library: library), "\(name)")
            #expect(picture.isSymbolImage)
            #expect(picture.renderingMode == .alwaysTemplate)
            #expect(picture.symbol?.name == name)
        }
        #expect(Picture(systemName: "no.such.symbol", library: library) == nil)
        #expect(Picture(systemName: "", library: library) == nil)
        #expect(Picture(systemName: "Star.Fill", library: library) == nil, "names are case-sensitive, as UIKit's")
    }

    @Test("every mapped name has its glyph file, and at least 150 names are mapped")
    func everyNameDraws() throws {
        let library = try Self.library()
        #expect(SymbolNames.glyphs.count >= 150)
        for name in SymbolNames.glyphs.keys.sorted() {
            let picture = Picture(systemName: name, withConfiguration: .init(pointSize: 10), library: library)
            #expect(picture != nil, "\(name) → \(SymbolNames.glyphs[name]!)")
        }
    }

    @Test("the box is 1.2 × the point size, times the scale's factor; a text style gives its Large size")
    func sizes() throws {
        let library = try Self.library()
        func side(_ config: Picture.SymbolConfiguration?) throws -> Double {
            let p = try #require(Picture(systemName: "star", withConfiguration: config, library: library))
            #expect(p.size.width == p.size.height)
            #expect(p.scale == 3)
            return Double(p.size.width)
        }
        #expect(try side(nil) == 61.0 / 3, "body 17 pt × 1.2 = 20.4 pt, 61 pixels at 3x")
        #expect(try side(.init(pointSize: 20)) == 24)
        #expect(try side(.init(pointSize: 20, scale: .small)) == 56.0 / 3, "20 × 1.2 × 0.78 = 18.72 pt")
        #expect(try side(.init(pointSize: 20, scale: .large)) == 93.0 / 3, "20 × 1.2 × 1.29 = 30.96 pt")
        #expect(try side(.init(pointSize: 20, scale: .medium)) == 24)
        #expect(try side(.init(textStyle: .largeTitle)) == Double((34 * 1.2 * 3).rounded()) / 3)
        #expect(try side(.init(textStyle: .caption2)) == Double((11 * 1.2 * 3).rounded()) / 3)
        #expect(try side(.init(scale: .large)) == Double((17 * 1.2 * 1.29 * 3).rounded()) / 3)
    }

    @Test("applying a configuration lets its specified values win; withConfiguration redraws the symbol")
    func applying() throws {
        let library = try Self.library()
        let base = Picture.SymbolConfiguration(pointSize: 30, weight: .bold, scale: .small)
        let merged = base.applying(.init(scale: .large))
        #expect(merged == Picture.SymbolConfiguration(pointSize: 30, weight: .bold, scale: .large))
        #expect(base.applying(.init(textStyle: .title1)).pointSize == nil)
        #expect(base.applying(.init(textStyle: .title1)).resolvedPointSize == 28)
        #expect(Picture.SymbolConfiguration(textStyle: .headline).resolvedWeight == .semibold)

        let star = try #require(Picture(systemName: "star", library: library))
        let big = star.withConfiguration(.init(pointSize: 40), library: library)
        #expect(big.size.width == 48)
        #expect(big.symbol?.name == "star")
        let photo = Picture(bitmap: Image(pixelWidth: 2, pixelHeight: 2, pixels: [0, 0, 0, 0]))
        #expect(photo.withConfiguration(.init(pointSize: 40)) === photo, "a bitmap ignores symbol configurations")
    }

    @Test("a symbol is decoded once per name and size; other sizes and weights decode again")
    func decodeCount() throws {
        let library = try Self.library()
        var pictures: [Picture] = []
        for _ in 0..<20 { pictures.append(try #require(Picture(systemName: "chevron.right", library: library))) }
        #expect(library.decodes == 1)
        #expect(Set(pictures.map { ObjectIdentifier($0.bitmap) }).count == 1, "every picture shares one bitmap")
        _ = Picture(systemName: "chevron.right", withConfiguration: .init(pointSize: 30), library: library)
        #expect(library.decodes == 2)
        _ = Picture(systemName: "chevron.right", withConfiguration: .init(weight: .bold), library: library)
        #expect(library.decodes == 3)
        _ = Picture(systemName: "star.fill", withConfiguration: .init(weight: .bold), library: library)
        _ = Picture(systemName: "star.fill", withConfiguration: .init(weight: .light), library: library)
        #expect(library.decodes == 4, "a filled glyph has no stroke, so every weight shares its rendering")
        _ = Picture(systemName: "unknown.name", library: library)
        #expect(library.decodes == 4)
    }

    @Test("heavier weights cover more pixels")
    func weights() throws {
        let library = try Self.library()
        func coverage(_ weight: Picture.SymbolConfiguration.Weight) throws -> Int {
            let p = try #require(Picture(systemName: "circle", withConfiguration: .init(pointSize: 20, weight: weight),
                                         library: library))
            return p.bitmap.pixels.filter { $0 >> 24 > 127 }.count
        }
        let thin = try coverage(.thin), regular = try coverage(.regular), black = try coverage(.black)
        #expect(thin < regular)
        #expect(regular < black)
    }

    @Test("an image view is as big as its symbol and fills it with its tint colour")
    func tintedPixels() throws {
        let library = try Self.library()
        let view = ImageView(image: Picture(systemName: "square.fill", withConfiguration: .init(pointSize: 50), library: library))
        #expect(view.intrinsicContentSize == Size(width: 60, height: 60))
        view.frame = Rect(origin: Point(x: 20, y: 20), size: view.intrinsicContentSize)
        view.tintColor = Color(r: 255, g: 0, b: 0)
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 100, height: 100))
        window.rootView.backgroundColor = .white
        window.rootView.addSubview(view)
        window.step(clock)
        let surface = try Golden.draw(window)
        #expect(surface.pixel(x: 50, y: 50) == Color(r: 255, g: 0, b: 0), "the middle of the filled square")
        #expect(surface.pixel(x: 5, y: 5) == .white)
        view.tintColor = Color(r: 0, g: 0, b: 255)
        window.step(clock)
        window.draw(in: surface.beginFrame(clear: .white))
        surface.endFrame()
        #expect(surface.pixel(x: 50, y: 50) == Color(r: 0, g: 0, b: 255), "a new tint needs no new decode")
        #expect(library.decodes == 1)
    }

    @Test("docs/reference/sf-symbols.md lists exactly the names and glyphs the code maps")
    func docsAgree() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("docs/reference/sf-symbols.md"), encoding: .utf8)
        var table: [String: String] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "`", with: "") }
            table[cells[0]] = cells[1]
        }
        #expect(table == SymbolNames.glyphs)
    }
}
