import Render
import Testing
import TestSupport
@testable import Widgets

/// UIDeferredMenuElement: "Loading…" until the provider completes, then its elements in its place; cached
/// elements are asked for once, uncached ones each time the menu opens.
@MainActor
@Suite("Menus: deferred elements")
struct DeferredMenuElementTests {
    @Test("a provider that answers later shows a disabled Loading… row, then its elements; cached, it is asked once")
    func later() throws {
        var asked = 0
        var complete: (([MenuElement]) -> Void)?
        let deferred = DeferredMenuElement { done in asked += 1; complete = done }
        let m = MenuFixture(menu: Menu(children: [MenuAction(title: "First") { _ in }, deferred]))
        var menu = try m.open()
        #expect(menu.itemTitles == ["First", "Loading…"] && !menu.rowViews[1].row.isEnabled)
        complete?([MenuAction(title: "Recent 1") { _ in }, MenuAction(title: "Recent 2") { _ in }])
        m.f.frame()
        #expect(menu.itemTitles == ["First", "Recent 1", "Recent 2"])
        try m.key("escape")
        m.f.settle()
        menu = try m.open()
        #expect(asked == 1 && menu.itemTitles == ["First", "Recent 1", "Recent 2"])
    }

    @Test("an uncached provider is asked each time the menu opens; one that answers at once never shows Loading…")
    func uncached() throws {
        var asked = 0
        let deferred = DeferredMenuElement.uncached { done in
            asked += 1
            done([MenuAction(title: "Item \(asked)") { _ in }])
        }
        let m = MenuFixture(menu: Menu(children: [deferred]))
        var menu = try m.open()
        #expect(menu.itemTitles == ["Item 1"])
        try m.key("escape")
        m.f.settle()
        menu = try m.open()
        #expect(menu.itemTitles == ["Item 2"] && asked == 2)
    }
}
