import Render
import Testing
import TestSupport
import Widgets

/// Backing stores (View+BackingStore, SDLCanvas+BackingStore): what invalidates a store and what does not,
/// and that copying one gives the pixels direct drawing gives.
@MainActor
@Suite("Backing stores")
struct BackingStoreTests {
    /// A window with a table of rows drawn on two surfaces, one keeping stores, one drawing directly.
    @MainActor
    final class Fixture {
        let window: Window
        let clock: ManualClock
        let table: TableView
        let source: NumberedRows
        let stored: OffscreenSurface
        let direct: OffscreenSurface

        init(scale: Double = 1) throws {
            let size = Size(width: 375, height: 300)
            (window, clock, table, source) = makeTable(rows: 40, size: size)
            let fonts = try Golden.fonts()
            window.textMeasurer = fonts
            window.step(clock)
            stored = try OffscreenSurface(size: size, scale: scale, fonts: fonts)
            direct = try OffscreenSurface(size: size, scale: scale, fonts: fonts)
            direct.canvas.backingStores.isEnabled = false
        }

        var stores: BackingStoreCache { stored.canvas.backingStores }

        /// Draws a frame on both surfaces; true when their pixels are equal.
        func drawBoth() throws -> Bool {
            window.step(clock)
            for surface in [stored, direct] {
                let canvas = surface.beginFrame(clear: .white)
                window.draw(in: canvas)
                surface.endFrame()
            }
            return try stored.pngData() == direct.pngData()
        }

        func cell(_ row: Int) throws -> TableViewCell {
            try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
        }
    }

    @Test("a row scrolled by whole pixels is copied from its store, not drawn again")
    func scrolledRowsAreMoved() throws {
        let f = try Fixture()
        #expect(try f.drawBoth())
        #expect(try f.cell(0).drawsIntoBackingStore && f.cell(0).layer.shouldRasterize)
        let drawn = f.stores.renderCount, hits = f.stores.hits
        #expect(drawn == 7, "rows 0…6 of 44 pt fill 300 pt")
        f.table.contentOffset = Point(x: 0, y: 7)
        #expect(try f.drawBoth())
        // Row 6 now shows its bottom too; nothing is drawn again, all seven are copied.
        #expect(f.stores.renderCount == drawn)
        #expect(f.stores.hits == hits + 7)
        f.table.contentOffset = Point(x: 0, y: 30)
        #expect(try f.drawBoth())
        #expect(f.stores.renderCount == drawn + 1, "only row 7, scrolled in, is drawn")
    }

    @Test("changing a row's text draws that row again, and only it")
    func textChangeInvalidates() throws {
        let f = try Fixture()
        #expect(try f.drawBoth())
        let drawn = f.stores.renderCount
        try f.cell(2).textLabel.text = "Changed"
        #expect(try f.drawBoth())
        #expect(f.stores.renderCount == drawn + 1)
        try f.cell(3).separatorInset = EdgeInsets(left: 40)
        #expect(try f.drawBoth())
        #expect(f.stores.renderCount == drawn + 2)
    }

    @Test("a faded or slid row composites its store; its highlight fading in draws it each frame")
    func alphaAndTransform() throws {
        let f = try Fixture()
        #expect(try f.drawBoth())
        let drawn = f.stores.renderCount
        try f.cell(1).alpha = 0.5
        try f.cell(2).transform = .translation(x: -40, y: 0)
        #expect(try f.drawBoth())
        #expect(f.stores.renderCount == drawn)
        try f.cell(4).setHighlighted(true, animated: true)
        for _ in 0..<5 { #expect(try f.drawBoth()) }
        #expect(f.stores.renderCount == drawn + 5, "each frame of the fade changes the row")
    }

    @Test("half-pixel positions, translucent and rounded backgrounds are drawn directly")
    func notStored() throws {
        let f = try Fixture()
        f.table.contentOffset = Point(x: 0, y: 0.5)
        #expect(try f.drawBoth())
        #expect(f.stores.renderCount == 0 && f.stores.hits == 0)
        f.table.contentOffset = .zero
        try f.cell(0).backgroundColor = Color(r: 255, g: 0, b: 0, a: 0.5)
        try f.cell(1).cornerRadius = 10
        #expect(try f.drawBoth())
        #expect(f.stores.rejections == 2)
        let hits = f.stores.hits, drawn = f.stores.renderCount
        #expect(try f.drawBoth())
        #expect(f.stores.renderCount == drawn && f.stores.hits == hits + 5, "rejected rows are not tried again")
    }

    @Test("at 3× rows are stored at the device scale and still equal direct drawing")
    func threeX() throws {
        let f = try Fixture(scale: 3)
        #expect(try f.drawBoth())
        f.table.contentOffset = Point(x: 0, y: 1)
        #expect(try f.drawBoth())
        #expect(f.stores.hits == 7, "1 pt is 3 whole pixels: every row is copied")
        // ⅓ pt is one pixel, but the rows' positions come out a hair off it and are drawn directly.
        f.table.contentOffset = Point(x: 0, y: 1.0 / 3)
        #expect(try f.drawBoth())
    }

    @Test("a move changes only the superview's version; a resize, a colour or a subview changes the view's")
    func versions() {
        let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        var p = parent.contentsVersion, c = child.contentsVersion
        child.center = Point(x: 30, y: 30)
        child.alpha = 0.5
        #expect(child.contentsVersion == c && parent.contentsVersion != p)
        p = parent.contentsVersion
        child.bounds.size = Size(width: 20, height: 20)
        #expect(child.contentsVersion != c && parent.contentsVersion != p)
        c = child.contentsVersion
        child.backgroundColor = .systemRed
        #expect(child.contentsVersion != c)
        c = child.contentsVersion
        child.addSubview(View())
        #expect(child.contentsVersion != c)
    }

    @Test("each tick of an animation in a row changes the row's version")
    func animationTicks() throws {
        let (window, clock) = TestSupport.makeWindow()
        let row = View(frame: Rect(x: 0, y: 0, width: 100, height: 44))
        let dot = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        row.addSubview(dot)
        window.rootView.addSubview(row)
        window.step(clock)
        dot.animate(withDuration: 0.25) { dot.backgroundColor = .systemBlue }
        var versions: [UInt64] = []
        for _ in 0..<3 {
            window.step(clock)
            versions.append(row.contentsVersion)
        }
        #expect(Set(versions).count == 3)
    }
}
