import Render
import Testing
import TestSupport
@testable import Widgets

/// The platter's geometry (MenuLayout, docs/reference/menus.md): 250 pt wide, 44 pt rows, a 32 pt header
/// for a titled menu, 8 pt gaps between inline groups, and where it goes beside its source near the
/// screen's edges.
@MainActor
@Suite("Menus: geometry")
struct MenuGeometryTests {
    @Test("a titled menu: 32 pt header, 44 pt rows, 8 pt gaps where inline groups change, 250 pt wide with 13 pt corners")
    func rows() throws {
        let m = MenuFixture()
        let menu = try m.open()
        let platter = menu.platter.presentationFrameInWindow
        #expect(Double(platter.width) == 250)
        #expect(menu.platter.cornerRadius == 13)
        #expect(menu.rowViews.map(\.row.title) == ["Name", "Date", "Size", "Share", "View As", "Delete All"])
        let ys = menu.rowViews.map { Double($0.frame.minY) }
        // Header 32; the inline group Name/Date/Size; a gap; Share and the View As submenu row; a gap; Delete All.
        #expect(ys == [32, 76, 120, 172, 216, 268])
        #expect(menu.rowViews.allSatisfy { Double($0.frame.height) == 44 && Double($0.frame.width) == 250 })
        #expect(Double(platter.height) == 32 + 6 * 44 + 2 * 8)
    }

    @Test("below the source with an 8 pt gap, left edges aligned; right edges aligned in the right half")
    func besideSource() throws {
        let left = MenuFixture()
        let a = try left.open().platter.presentationFrameInWindow
        #expect(Double(a.minY) == 144 + 8 && Double(a.minX) == 16)
        let right = MenuFixture(buttonFrame: Rect(x: 279, y: 100, width: 80, height: 44))
        let b = try right.open().platter.presentationFrameInWindow
        #expect(Double(b.maxX) == 359 && Double(b.minY) == 152)
    }

    @Test("near the bottom the platter goes above its source; it never leaves the safe area less 8 pt")
    func nearEdges() {
        let safe = Rect(x: 0, y: 20, width: 375, height: 647)
        let size = Size(width: 250, height: 300)
        // Source near the bottom: above it, 8 pt over its top.
        let above = MenuLayout.platterFrame(size: size, source: Rect(x: 16, y: 600, width: 80, height: 44), safe: safe)
        #expect(Double(above.maxY) == 592)
        // A source hugging the right edge but in the left half cannot happen; a wide source in the left half
        // whose left edge would push the platter off the right is pulled back inside.
        let wide = MenuLayout.platterFrame(size: size, source: Rect(x: 170, y: 100, width: 10, height: 44), safe: safe)
        #expect(Double(wide.maxX) == 375 - 8)
        // A source so tall neither side fits: the side with more room, clamped 8 pt inside the safe area.
        let tall = MenuLayout.platterFrame(size: size, source: Rect(x: 0, y: 60, width: 375, height: 500), safe: safe)
        #expect(Double(tall.minY) >= 28 && Double(tall.maxY) <= 667 - 8 && Double(tall.minX) == 8)
    }
}
