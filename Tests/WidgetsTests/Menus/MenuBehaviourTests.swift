import Render
import Testing
import TestSupport
@testable import Widgets

/// The menu's behaviour on the one transition contract and the virtual clock: what opens it, the spring it
/// grows on, which handler runs for which tap or key (after the dismissal, with the button as sender),
/// checkmarks in a single-selection group, submenus, and a tap outside.
@MainActor
@Suite("Menus: behaviour")
struct MenuBehaviourTests {
    @Test("a tap on a showsMenuAsPrimaryAction button opens the menu and sends no action")
    func primary() throws {
        let m = MenuFixture()
        m.button.onTap = { m.f.log.add("button action") }
        let menu = try m.open()
        #expect(menu.appearanceState == .appeared && menu.sourceView === m.button)
        #expect(m.f.log.entries.isEmpty)
    }

    @Test("without showsMenuAsPrimaryAction a tap sends the action and a 0.5 s hold opens the menu")
    func longPress() {
        let m = MenuFixture(primary: false)
        m.button.onTap = { m.f.log.add("button action") }
        m.tap(m.button)
        m.f.settle()
        #expect(m.f.log.entries == ["button action"] && m.menu == nil)
        m.f.press(56, 122)
        m.f.frames(27)
        #expect(m.menu == nil, "opened before the 0.5 s hold")
        m.f.frames(4)
        #expect(m.menu != nil)
        m.f.release(56, 122)
        m.f.settle()
        #expect(m.f.log.entries == ["button action"] && m.menu?.appearanceState == .appeared)
    }

    @Test("the platter grows from 0.2 about its source on a spring while fading in, and shrinks back in 0.25 s")
    func motion() throws {
        let m = MenuFixture()
        m.tap(m.button)
        let menu = try #require(m.menu)
        let first = menu.platter.presentationTransform.a, firstAlpha = menu.platter.presentationAlpha
        m.f.frames(6)
        let mid = menu.platter.presentationTransform.a
        #expect(first >= 0.2 && first < mid && mid < 1.2)
        #expect(firstAlpha < 0.5 && menu.platter.presentationAlpha > firstAlpha)
        // It grows towards the button: the top-left of the shrunken platter is near the button's bottom-left.
        m.f.settle()
        #expect(menu.platter.presentationTransform == .identity && menu.platter.presentationAlpha == 1)
        try m.key("escape")
        m.f.frames(8)
        #expect(menu.platter.presentationAlpha < 1 && menu.platter.presentationTransform.a < 1)
        #expect(m.menu === menu, "dismissed before 0.25 s")
        let frames = m.f.settle()
        #expect(frames <= 9 && m.menu == nil)
    }

    @Test("a picked action's handler runs once the menu has gone, with the button as sender; a disabled row does nothing")
    func pick() throws {
        let m = MenuFixture()
        let menu = try m.open()
        m.tap(try m.row(menu, "Share"))
        m.f.settle()
        #expect(m.menu === menu && m.f.log.entries.isEmpty)
        m.tap(try m.row(menu, "Delete All"))
        #expect(m.f.log.entries.isEmpty, "ran before the dismissal completed")
        m.f.settle()
        #expect(m.f.log.entries == ["handler Delete All sender=button presented=none"])
    }

    @Test("picking in a single-selection group moves the checkmark; only the on row draws one")
    func checkmarks() throws {
        let m = MenuFixture()
        var menu = try m.open()
        #expect(menu.rowViews.map(\.row.state) == [.off, .on, .off, .off, .off, .off])
        #expect(menu.rowViews.allSatisfy { Double($0.titleLabel.frame.minX) == 40 })
        m.tap(try m.row(menu, "Size"))
        m.f.settle()
        menu = try m.open()
        #expect(menu.rowViews.prefix(3).map(\.row.state) == [.off, .off, .on])
        #expect(m.f.log.entries == ["handler Size sender=button presented=none"])
    }

    @Test("arrows move the highlight over enabled rows, Return picks, Escape closes without running anything")
    func keys() throws {
        let m = MenuFixture()
        var menu = try m.open()
        try m.key("down")
        #expect(menu.highlightedIndex == 0)
        for _ in 0..<3 { try m.key("down") }
        // Name, Date, Size, (Share is disabled), View As.
        #expect(menu.highlightedIndex == 4)
        try m.key("up")
        #expect(menu.highlightedIndex == 2)
        try m.key("return")
        m.f.settle()
        #expect(m.f.log.entries == ["handler Size sender=button presented=none"])
        menu = try m.open()
        try m.key("escape")
        m.f.settle()
        #expect(m.menu == nil && m.f.log.entries.count == 1)
    }

    @Test("a submenu row opens the submenu in the platter with a back row; Escape goes back, then closes")
    func submenu() throws {
        let m = MenuFixture()
        let menu = try m.open()
        m.tap(try m.row(menu, "View As"))
        m.f.settle()
        #expect(menu.rowViews.map(\.row.title) == ["View As", "Icons", "List"])
        #expect(menu.rowViews.first?.identifier == "menu-back")
        try m.key("escape")
        m.f.frame()
        #expect(menu.rowViews.count == 6 && m.menu === menu)
        m.tap(try m.row(menu, "View As"))
        m.f.settle()
        m.tap(try m.row(menu, "List"))
        m.f.settle()
        #expect(m.f.log.entries == ["handler List sender=button presented=none"])
    }

    @Test("a tap outside the platter closes the menu without running a handler or reaching the view below")
    func tapOutside() throws {
        let m = MenuFixture()
        _ = try m.open()
        m.button.onTap = { m.f.log.add("button action") }
        m.f.press(300, 600)
        m.f.release(300, 600)
        m.f.settle()
        m.tap(m.button)
        m.f.settle()
        #expect(m.f.log.entries.isEmpty)
        #expect(m.menu != nil, "the tap after closing opens the menu again")
    }

    @Test("the tree shows the open menu's title, items, states and highlight")
    func tree() throws {
        let m = MenuFixture()
        let menu = try m.open()
        try m.key("down")
        let pairs = menu.treeAttributes()
        guard case let .object(node)? = pairs.first(where: { $0.0 == "menu" })?.1,
              case let .array(items)? = node.first(where: { $0.0 == "items" })?.1 else {
            Issue.record("no menu key"); return
        }
        #expect(node.first { $0.0 == "title" }?.1 == .string("Sort By"))
        #expect(node.first { $0.0 == "highlighted" }?.1 == .number(0))
        #expect(items.count == 6)
        guard case let .object(date) = items[1], case let .object(delete) = items[5] else { return }
        #expect(date.first { $0.0 == "state" }?.1 == .string("on"))
        #expect(date.first { $0.0 == "id" }?.1 == .string("menu-item-date"))
        #expect(delete.first { $0.0 == "destructive" }?.1 == .bool(true))
    }
}

/// Nothing an opened and closed menu made outlives it: the controller, its platter and rows, and a
/// context menu's interaction stays with its view only.
@MainActor
@Suite("Menus: memory")
struct MenuMemoryTests {
    @Test("a menu closed by a pick or by Escape is released with its rows; the button keeps only its menu")
    func released() throws {
        let m = MenuFixture()
        weak var first: MenuController?
        weak var row: View?
        do {
            let menu = try m.open()
            first = menu
            row = menu.itemViews.first
            try m.key("escape")
            m.f.settle()
        }
        #expect(first == nil && row == nil)
        weak var second: MenuController?
        do {
            let menu = try m.open()
            second = menu
            m.tap(try m.row(menu, "Size"))
            m.f.settle()
        }
        #expect(second == nil && m.button.menu != nil)
    }

    @Test("a view with a context menu interaction is released with it when it leaves the window")
    func interactionReleased() {
        let f = PresentationFixture(style: .overFullScreen)
        weak var tile: View?
        weak var interaction: ContextMenuInteraction?
        let logger = ContextMenuLogger(log: f.log)
        do {
            let view = View(frame: Rect(x: 0, y: 100, width: 100, height: 100))
            let made = ContextMenuInteraction(delegate: logger)
            view.addInteraction(made)
            f.root.view.addSubview(view)
            tile = view
            interaction = made
            f.frame()
            view.removeFromSuperview()
        }
        f.frame()
        #expect(tile == nil && interaction == nil)
    }
}
