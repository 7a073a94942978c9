import Render
import Testing
import TestSupport
import Widgets
@testable import HandheldDemos
@testable import HandheldSimulator

/// The hardware keyboard in the demo scenes, through the scripts' `key` command: the list's focus and
/// Return, Back with Escape, and the help overlay listing what the keys do here.
/// A screen that takes Ctrl+D for itself.
@MainActor
private final class ShortcutStealingController: ViewController {
    var stolen: [String] = []
    override var keyCommands: [KeyCommand]? {
        [KeyCommand(KeyCombo(.letter("d"), modifiers: .ctrl), title: "Duplicate") { [weak self] in self?.stolen.append("\($0.combo)") }]
    }
}

/// Whether `outer` holds all of `inner`.
private func covers(_ outer: Rect, _ inner: Rect) -> Bool {
    inner.minX >= outer.minX && inner.maxX <= outer.maxX && inner.minY >= outer.minY && inner.maxY <= outer.maxY
}

@MainActor
@Suite("Keyboard in the scenes")
struct KeyboardTests {
    @Test("iPad master-detail: two ↓ and Return open the second entry beside the list")
    func iPadListOpensSecondEntry() throws {
        let harness = try HeadlessHarness()
        try harness.run("""
            device ipad
            scene master-detail
            key down
            key down
            tree focused.json
            key return
            wait 1
            tree opened.json
            """)
        let entries = MasterDetail.entries()
        let focused = SeedTree(document: try harness.json("focused.json"))
        #expect(focused.nodes.filter { $0["focused"] as? Bool == true }.map { $0["id"] as? String } == ["entry-1"])
        #expect(focused.node("no-selection") != nil)
        let opened = SeedTree(document: try harness.json("opened.json"))
        #expect(opened.collapsed == false)
        #expect(opened.stacks == [["Master"], ["Detail"]])
        #expect(opened.node("detail-title")?["text"] as? String == entries[1])
        #expect(opened.node("entry-1")?["selected"] as? Bool == true)
        #expect(opened.node("entry-1")?["focused"] as? Bool == true)
    }

    @Test("iPhone master-detail: Return pushes the focused entry, Escape and Ctrl+[ pop back to the list",
          arguments: ["escape", "ctrl+["])
    func iPhoneBack(combo: String) throws {
        let harness = try HeadlessHarness(device: "iphone-8", scene: "master-detail")
        try harness.run("""
            wait 0.5
            key down
            key return
            wait 1
            tree pushed.json
            key \(combo)
            wait 1
            tree popped.json
            """)
        let pushed = SeedTree(document: try harness.json("pushed.json"))
        #expect(pushed.stacks == [["Master", "Detail"]])
        #expect(pushed.node("detail-title")?["text"] as? String == MasterDetail.entries()[0])
        let popped = SeedTree(document: try harness.json("popped.json"))
        #expect(popped.stacks == [["Master"]])
    }

    @Test("the shortcuts are the last responder's key commands: a screen's own command for the same keys wins")
    func screenCommandWins() throws {
        let (sim, _) = try makeSimulator("iphone-8")
        #expect(sim.window.next === sim.shortcutResponder)
        let root = ShortcutStealingController()
        sim.window.rootViewController = root
        #expect(sim.handle(try KeyCombo.parse("ctrl+d")) == nil)
        #expect(root.stolen == ["ctrl+d"])
        #expect(sim.device.name == "iphone-8")
        #expect(sim.handle(try KeyCombo.parse("ctrl+q")) == .quit)
        _ = sim.handle(try KeyCombo.parse("ctrl+shift+d"))
        #expect(sim.device.name != "iphone-8")
    }

    @Test("the help lists the commands in reach by owner, the simulator's shortcuts last")
    func helpGroups() throws {
        let harness = try HeadlessHarness(device: "iphone-8", scene: "master-detail")
        try harness.run("wait 0.5")
        let list = HelpOverlay.lines(for: harness.simulator.window.keyCommandGroups)
        #expect(Array(list.prefix(5)) == [
            .heading("List"), .command(keys: "↑", title: "Previous row"), .command(keys: "↓", title: "Next row"),
            .command(keys: "Return", title: "Open row"), .heading("Simulator"),
        ])
        #expect(list.contains(.command(keys: "F1, Ctrl+/", title: "This help")))
        #expect(list.filter { if case .command = $0 { true } else { false } }.count == 3 + Shortcut.table.count)
        try harness.run("key down\nkey return\nwait 1")
        let detail = HelpOverlay.lines(for: harness.simulator.window.keyCommandGroups)
        #expect(Array(detail.prefix(3)) == [.heading("Navigation"), .command(keys: "Esc, Ctrl+[", title: "Back"),
                                            .heading("Simulator")])
    }

    @Test("the help card fits a small screen at 50 % zoom: every line inside the card, the card on screen",
          arguments: [Orientation.portrait, .landscapeLeft])
    func helpFits(orientation: Orientation) throws {
        let harness = try HeadlessHarness(device: "iphone-se", orientation: orientation, scene: "master-detail", scale: 0.5)
        try harness.run("wait 0.5\nkey f1")
        let canvas = RecordingCanvas(measurer: try FontLibrary())
        harness.simulator.draw(in: canvas)
        let screen = Rect(size: harness.simulator.screenSize)
        let cardIndex = try #require(canvas.commands.lastIndex {
            if case let .roundedRect(_, _, color) = $0 { color == HelpOverlay.cardColor } else { false }
        })
        guard case let .roundedRect(card, _, _) = canvas.commands[cardIndex] else { return }
        #expect(covers(screen, card))
        var texts = 0
        for case let .text(text, font, _, origin, _) in canvas.commands[cardIndex...] {
            let size = Size(width: canvas.measurer.width(of: text, font: font), height: canvas.measurer.metrics(for: font).lineHeight)
            #expect(covers(card, Rect(origin: origin, size: size).inset(dx: 0.5, dy: 0.5)), "\(text) sticks out of the card")
            texts += 1
        }
        let lines = HelpOverlay.lines(for: harness.simulator.window.keyCommandGroups)
            + HelpOverlay.mouseLines(screenshotDirectory: harness.simulator.screenshotDirectory)
        let expected = lines.reduce(1) { n, line in if case .heading = line { n + 1 } else { n + 2 } }
        #expect(texts == expected)
        #expect(lines.contains(.command(keys: "Drag from left edge", title: "Back (let go early to cancel)")))
    }
}
