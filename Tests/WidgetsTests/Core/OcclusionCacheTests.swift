import Render
import Testing
import TestSupport
@testable import Widgets

/// The occlusion map is built from summaries cached on each view against its contents version: a frame
/// rebuilds only the summaries of the views whose subtree changed, and every change that can uncover a
/// background (frame, alpha, hidden, background, corner radius, subviews, transform) rebuilds them, which
/// the pixels show: a background wrongly left out would leave the surface's white.
@MainActor
@Suite("Occlusion cache")
struct OcclusionCacheTests {
    static let grey = Color(r: 128, g: 128, b: 128)
    static let red = Color(r: 255, g: 0, b: 0)

    /// A 200×200 window: a grey panel filling it, holding a red square over its left half and a cell
    /// (a plain view with a label-less child) on the right.
    func makeScene() -> (window: Window, clock: ManualClock, panel: View, square: View, cell: View) {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 200, height: 200))
        let panel = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        panel.backgroundColor = Self.grey
        let square = View(frame: Rect(x: 0, y: 0, width: 100, height: 200))
        square.backgroundColor = Self.red
        let cell = View(frame: Rect(x: 100, y: 0, width: 100, height: 100))
        cell.addSubview(View(frame: Rect(x: 10, y: 10, width: 20, height: 20)))
        panel.addSubview(square)
        panel.addSubview(cell)
        window.rootView.addSubview(panel)
        window.step(clock)
        return (window, clock, panel, square, cell)
    }

    func summariesBuilt(_ window: Window) -> Int {
        OcclusionMap(root: window.rootView, bounds: Rect(size: window.size)).summariesBuilt
    }

    @Test("a frame with nothing changed builds no summary again; a change rebuilds only its view's ancestors")
    func rebuildsOnlyWhatChanged() {
        let (window, clock, _, square, cell) = makeScene()
        // The root, the panel, the square, the cell and the cell's child.
        #expect(summariesBuilt(window) == 5)
        #expect(summariesBuilt(window) == 0)
        // Moving the square (its centre only) changes what the panel and the root hold, not the square's own.
        square.center.x += 1
        window.step(clock)
        #expect(summariesBuilt(window) == 2)
        // A new background on the cell's child: the child, the cell, the panel and the root.
        cell.subviews[0].backgroundColor = .black
        window.step(clock)
        #expect(summariesBuilt(window) == 4)
        #expect(summariesBuilt(window) == 0)
    }

    @Test("the map keeps the drawing order: what lies under an opaque view is left out, what lies above it is drawn")
    func orderAcrossCachedSubtrees() throws {
        let (window, _, _, _, cell) = makeScene()
        cell.backgroundColor = .black
        let surface = try Golden.draw(window)
        #expect(surface.pixel(x: 50, y: 100) == Self.red)
        #expect(surface.pixel(x: 150, y: 50) == .black)
        #expect(surface.pixel(x: 150, y: 150) == Self.grey)
        // Drawn again from the cache, the same pixels.
        let again = try Golden.draw(window)
        #expect(again.pixel(x: 50, y: 100) == Self.red && again.pixel(x: 150, y: 50) == .black)
        #expect(again.pixel(x: 150, y: 150) == Self.grey)
    }

    @Test("hiding, fading, moving, turning, rounding or removing the opaque view uncovers the background under it again")
    func invalidatedByEveryChange() throws {
        let (window, clock, panel, square, _) = makeScene()
        let changes: [(String, () -> Void, () -> Void)] = [
            ("hidden", { square.isHidden = true }, { square.isHidden = false }),
            ("alpha", { square.alpha = 0.5 }, { square.alpha = 1 }),
            ("frame", { square.frame.origin.x = 50 }, { square.frame.origin.x = 0 }),
            ("transform", { square.transform = Transform(rotationAngle: 0.1) }, { square.transform = .identity }),
            ("background", { square.backgroundColor = Color(r: 255, g: 0, b: 0, a: 0.5) }, { square.backgroundColor = Self.red }),
            ("corner radius", { square.cornerRadius = 20 }, { square.cornerRadius = 0 }),
            ("removed", { square.removeFromSuperview() }, { panel.insertSubview(square, at: 0) }),
        ]
        #expect(try Golden.draw(window).pixel(x: 5, y: 100) == Self.red)
        for (name, change, undo) in changes {
            change()
            window.step(clock)
            let pixel = try Golden.draw(window).pixel(x: 1, y: 1)
            // Grey, or red over grey: never the surface's white showing through a skipped background.
            #expect(pixel != .white, "\(name): the panel's background was left out")
            #expect(pixel.green == pixel.blue, "\(name): \(pixel)")
            undo()
            window.step(clock)
            #expect(try Golden.draw(window).pixel(x: 1, y: 1) == Self.red, "\(name) undone")
        }
    }

    @Test("a subview scrolled out of the visible area still counts in the drawing order")
    func culledSubtreesKeepTheOrder() throws {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 200, height: 200))
        let scroller = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        scroller.clipsToBounds = true
        scroller.backgroundColor = Self.grey
        // Far below, culled: a subtree of three views before the opaque square that covers the scroller.
        let below = View(frame: Rect(x: 0, y: 1000, width: 10, height: 10))
        below.clipsToBounds = true
        below.addSubview(View(frame: Rect(x: 0, y: 0, width: 5, height: 5)))
        below.addSubview(View(frame: Rect(x: 0, y: 0, width: 5, height: 5)))
        let square = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        square.backgroundColor = Self.red
        let late = View(frame: Rect(x: 0, y: 100, width: 200, height: 100))
        late.backgroundColor = .black
        scroller.addSubview(below)
        scroller.addSubview(square)
        scroller.addSubview(late)
        window.rootView.addSubview(scroller)
        window.step(clock)
        let surface = try Golden.draw(window)
        #expect(surface.pixel(x: 100, y: 50) == Self.red)
        #expect(surface.pixel(x: 100, y: 150) == .black)
        late.isHidden = true
        window.step(clock)
        #expect(try Golden.draw(window).pixel(x: 100, y: 150) == Self.grey)
    }
}
