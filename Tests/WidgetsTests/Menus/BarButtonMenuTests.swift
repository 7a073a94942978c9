import Render
import Testing
import TestSupport
@testable import Widgets

/// UIBarButtonItem.menu: an item with a menu and no action opens it on a tap, below the bar button; an
/// item with an action sends it on a tap and opens the menu on a long press.
@MainActor
@Suite("Menus: bar button items")
struct BarButtonMenuTests {
    func host(_ item: BarButtonItem) -> (Window, ManualClock, ViewController, View) {
        let (window, clock) = TestSupport.makeWindow()
        let page = ViewController()
        page.title = "Notes"
        item.identifier = "edit"
        page.navigationItem.rightBarButtonItem = item
        let nav = NavigationController(rootViewController: page)
        window.rootViewController = nav
        window.step(clock, frames: 2)
        return (window, clock, nav, nav.view.viewWithIdentifier("edit")!)
    }

    func tap(_ window: Window, _ clock: ManualClock, at p: Point, holding frames: Int = 1) {
        clock.advance(by: 1.0 / 60)
        window.sendPointer(.began, at: p, time: clock.now)
        window.advanceFrame()
        window.step(clock, frames: frames - 1)
        clock.advance(by: 1.0 / 60)
        window.sendPointer(.ended, at: p, time: clock.now)
        window.advanceFrame()
        window.step(clock, frames: 40)
    }

    @Test("an item with a menu and no action opens the menu on a tap, right-aligned under the button")
    func menuOnly() throws {
        var ran: [String] = []
        let item = BarButtonItem(title: "Edit")
        item.menu = Menu(children: [MenuAction(title: "Select") { _ in ran.append("Select") }])
        let (window, clock, nav, button) = host(item)
        let frame = button.presentationFrameInWindow
        tap(window, clock, at: Point(x: frame.midX, y: frame.midY))
        let menu = try #require(nav.presentedViewController as? MenuController)
        let platter = menu.platter.presentationFrameInWindow
        #expect(Double(platter.minY) == Double(frame.maxY) + 8)
        #expect(Double(platter.maxX) == min(Double(frame.maxX), 375 - 8))
        let row = menu.itemViews[0].presentationFrameInWindow
        tap(window, clock, at: Point(x: row.midX, y: row.midY))
        #expect(ran == ["Select"] && nav.presentedViewController == nil)
    }

    @Test("an item with an action sends it on a tap and opens its menu on a 0.5 s hold")
    func actionAndMenu() throws {
        var ran: [String] = []
        let item = BarButtonItem(title: "Edit", action: { ran.append("action") })
        item.menu = Menu(children: [MenuAction(title: "Select") { _ in ran.append("Select") }])
        let (window, clock, nav, button) = host(item)
        let p = Point(x: button.presentationFrameInWindow.midX, y: button.presentationFrameInWindow.midY)
        tap(window, clock, at: p)
        #expect(ran == ["action"] && nav.presentedViewController == nil)
        tap(window, clock, at: p, holding: 32)
        #expect(ran == ["action"] && nav.presentedViewController is MenuController)
    }
}
