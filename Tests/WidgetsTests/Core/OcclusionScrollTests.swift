import Render
import Testing
import TestSupport
@testable import Widgets

/// A scroll moves a view's bounds, not its subviews within them: the subviews' part of its occlusion
/// summary is kept and only clipped again, while a subview that moves or changes rebuilds it. The pixels
/// show either way: a background wrongly left out would leave the surface's white.
@MainActor
@Suite("Occlusion scroll")
struct OcclusionScrollTests {
    static let grey = Color(r: 128, g: 128, b: 128)
    static let red = Color(r: 255, g: 0, b: 0)

    /// A 200×200 window filled by a clipping grey scroller holding red 100×100 tiles down its left half,
    /// one every 150 pt, so grey shows between them and on the right.
    func makeScene() -> (Window, ManualClock, View, [View]) {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 200, height: 200))
        let scroller = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        scroller.clipsToBounds = true
        scroller.backgroundColor = Self.grey
        let tiles = (0..<6).map { i in
            let tile = View(frame: Rect(x: 0, y: Double(i) * 150, width: 100, height: 100))
            tile.backgroundColor = Self.red
            scroller.addSubview(tile)
            return tile
        }
        window.rootView.addSubview(scroller)
        window.step(clock)
        return (window, clock, scroller, tiles)
    }

    @Test("a scrolled view's occluders are clipped again at its new bounds; the gaps between tiles stay grey")
    func scrollReusesChildren() throws {
        let (window, clock, scroller, _) = makeScene()
        _ = try Golden.draw(window)
        scroller.bounds.origin.y = 120
        window.step(clock)
        let surface = try Golden.draw(window)
        // The summary rebuilt for the new bounds. (The subviews' part is not asserted kept: here the scroll
        // also moves the tiles' safe-area overlap, which marks them changed.)
        #expect(scroller.backingStore.occlusion?.version == scroller.backingStore.version)
        // Tiles at 0 and 150 now show at -120…-20 and 30…130: grey above and below the second, red in it.
        #expect(surface.pixel(x: 50, y: 10) == Self.grey)
        #expect(surface.pixel(x: 50, y: 80) == Self.red)
        #expect(surface.pixel(x: 50, y: 160) == Self.grey)
        #expect(surface.pixel(x: 150, y: 80) == Self.grey)
    }

    @Test("a tile moved or hidden after a scroll uncovers the scroller's background")
    func childChangeAfterScroll() throws {
        let (window, clock, scroller, tiles) = makeScene()
        scroller.bounds.origin.y = 120
        window.step(clock)
        #expect(try Golden.draw(window).pixel(x: 50, y: 80) == Self.red)
        tiles[1].frame.origin.x = 100
        window.step(clock)
        var surface = try Golden.draw(window)
        #expect(surface.pixel(x: 50, y: 80) == Self.grey)
        #expect(surface.pixel(x: 150, y: 80) == Self.red)
        tiles[1].isHidden = true
        window.step(clock)
        surface = try Golden.draw(window)
        #expect(surface.pixel(x: 150, y: 80) == Self.grey)
        // Scrolled back, the first tile covers the top again.
        scroller.bounds.origin.y = 0
        window.step(clock)
        #expect(try Golden.draw(window).pixel(x: 50, y: 50) == Self.red)
    }
}
