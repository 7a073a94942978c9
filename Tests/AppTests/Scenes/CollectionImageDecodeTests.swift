import Foundation
import Render
import Testing
@testable import Widgets
@testable import HandheldSimulator
@testable import HandheldDemos
import TestSupport

/// The `collection` scene's pictures and symbols come from the window's image store: each shipped photo and
/// each symbol is decoded once, and scrolling the grid (cells reused with other photos) decodes nothing.
@MainActor
@Suite("Scene: collection image decoding")
struct CollectionImageDecodeTests {
    static func session(device: String) throws -> HeadlessSession {
        let scene = try #require(Demos.all.first { $0.name == "collection" })
        let session = try HeadlessSession(device: device, orientation: "portrait", appearance: .light,
                                          contentSize: .large, scene: scene)
        session.advance(by: 0.5)
        return session
    }

    @Test("each photo and symbol is decoded once; 100 frames of scrolling, drawn, decode nothing more")
    func scrollDecodesNothing() throws {
        let session = try Self.session(device: "iphone-15")
        let images = session.window.images
        _ = try session.pixels()
        let start = images.decodes
        // The first screen shows the first featured cards (one symbol each) and library tiles using all nine photos.
        let cards = (100..<104).compactMap { session.window.rootView.viewWithIdentifier("photo-\($0)") as? PhotoTileCell }
        #expect(cards.count >= 2)
        #expect(start == 9 + Set(cards.compactMap { $0.symbolView.image?.symbol?.name }).count)
        #expect(images.count == start, "every kept picture was decoded exactly once")
        let tile = try #require(session.window.rootView.viewWithIdentifier("photo-1") as? PhotoTileCell)
        #expect(tile.photoView.image?.scale == 3)
        session.press(at: Point(x: 196, y: 760))
        for frame in 0..<100 {
            session.move(to: Point(x: 196, y: 760 - Double(frame + 1) * 6), seconds: 1.0 / 60)
            if frame % 10 == 9 { _ = try session.pixels() }
            #expect(images.decodes == start, "frame \(frame)")
        }
        session.release()
        session.advance(by: 1)
        _ = try session.pixels()
        #expect(images.decodes == start)
        let offset = (session.window.rootView.viewWithIdentifier("collection") as? ScrollView)?.contentOffset.y ?? 0
        #expect(Double(offset) > 300, "the grid really scrolled")
        #expect(session.window.rootView.viewWithIdentifier("photo-30") != nil, "tiles further down came into view")
    }

    @Test("on a 2x iPhone the featured cards' symbols are rasterised at 2x")
    func symbolsAtTwoX() throws {
        let session = try Self.session(device: "iphone-8")
        #expect(session.window.images.displayScale == 2)
        let card = try #require(session.window.rootView.viewWithIdentifier("photo-100") as? PhotoTileCell)
        let symbol = try #require(card.symbolView.image)
        #expect(symbol.scale == 2 && symbol.isSymbolImage)
        #expect(symbol.bitmap.pixelWidth == Int((22 * 1.2 * 2).rounded()))
    }
}
