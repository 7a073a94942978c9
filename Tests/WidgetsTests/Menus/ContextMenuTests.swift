import Render
import Testing
import TestSupport
@testable import Widgets

/// A delegate that logs where it was asked and what it was told, and gives a Copy / Delete menu.
@MainActor
final class ContextMenuLogger: ContextMenuInteractionDelegate {
    let log: EventLog
    var gives = true
    init(log: EventLog) { self.log = log }

    func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                configurationForMenuAtLocation location: Point) -> ContextMenuConfiguration? {
        log.add("configuration at \(Int(location.x)),\(Int(location.y))")
        guard gives else { return nil }
        return ContextMenuConfiguration(identifier: "tile", previewProvider: nil, actionProvider: { [log] _ in
            Menu(children: [MenuAction(title: "Copy") { _ in log.add("handler Copy") },
                            MenuAction(title: "Delete", attributes: .destructive) { _ in log.add("handler Delete") }])
        })
    }

    func contextMenuInteraction(_ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration) {
        log.add("willDisplay")
    }

    func contextMenuInteraction(_ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration) {
        log.add("willEnd")
    }
}

/// UIContextMenuInteraction: a long press asks the delegate, lifts the view over a blurred, dimmed
/// backdrop and shows the menu beside it; a tap outside or a pick reverses the lift, on the virtual clock.
@MainActor
@Suite("Menus: context menu interaction")
struct ContextMenuTests {
    let f = PresentationFixture(style: .overFullScreen)
    let tile = View(frame: Rect(x: 16, y: 200, width: 343, height: 56))
    let logger: ContextMenuLogger
    let interaction: ContextMenuInteraction

    init() {
        logger = ContextMenuLogger(log: f.log)
        interaction = ContextMenuInteraction(delegate: logger)
        tile.backgroundColor = .systemGray5
        f.root.view.addSubview(tile)
        tile.addInteraction(interaction)
        f.frame()
    }

    var menu: MenuController? { f.root.presentedViewController as? MenuController }

    @Test("a 0.5 s hold asks the delegate where it began, then the menu opens below the view as a context menu")
    func opens() throws {
        f.press(60, 230)
        f.frames(27)
        #expect(f.log.entries.isEmpty && menu == nil)
        f.frames(4)
        #expect(f.log.entries == ["configuration at 44,30", "willDisplay"])
        let menu = try #require(menu)
        #expect(menu.style == .context && interaction.menuController === menu && interaction.location == Point(x: 44, y: 30))
        f.release(60, 230)
        f.settle()
        #expect(menu.rowViews.map(\.row.title) == ["Copy", "Delete"])
        #expect(Double(menu.platter.presentationFrameInWindow.minY) == 256 + 8)
    }

    @Test("the view lifts to 1.04 with a shadow while the backdrop fades in; a tap outside puts it back")
    func lift() throws {
        f.press(60, 230)
        f.frames(31)
        let menu = try #require(menu)
        let preview = try #require(menu.preview)
        #expect(preview.untransformedFrame == tile.frame)
        let early = preview.presentationTransform.a, earlyBackdrop = menu.backdrop.presentationAlpha
        f.release(60, 230)
        f.settle()
        #expect(early >= 1 && early < 1.04 && earlyBackdrop < 1)
        #expect(abs(preview.presentationTransform.a - 1.04) < 1e-9 && menu.backdrop.presentationAlpha == 1)
        #expect(preview.layer.shadowOpacity > 0)
        f.log.clear()
        f.press(200, 600)
        f.release(200, 600)
        #expect(f.log.entries == ["willEnd"])
        f.frames(6)
        let falling = preview.presentationTransform.a
        #expect(falling > 1 && falling < 1.04 && menu.backdrop.presentationAlpha < 1)
        f.settle()
        #expect(self.menu == nil && interaction.menuController == nil && f.log.entries == ["willEnd"])
    }

    @Test("picking an item ends the menu, then runs its handler; the interaction can open again")
    func pick() throws {
        f.press(60, 230)
        f.frames(31)
        f.release(60, 230)
        f.settle()
        let menu = try #require(menu)
        let delete = try #require(menu.rowViews.first { $0.row.title == "Delete" })
        let p = delete.presentationFrameInWindow
        f.log.clear()
        f.press(p.midX, p.midY)
        f.release(p.midX, p.midY)
        f.settle()
        #expect(f.log.entries == ["willEnd", "handler Delete"])
        #expect(interaction.begin(at: Point(x: 1, y: 1)) != nil)
    }

    @Test("a nil configuration opens nothing")
    func declined() {
        logger.gives = false
        f.press(60, 230)
        f.frames(31)
        f.release(60, 230)
        f.settle()
        #expect(menu == nil && f.log.entries == ["configuration at 44,30"])
    }
}
