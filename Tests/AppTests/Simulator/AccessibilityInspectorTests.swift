import Render
import Testing
import Widgets
@testable import HandheldSimulator

/// A screen whose subview order is not its reading order: the footer label is added first but sits
/// lowest, a hidden button is skipped, and a button's title label is read as part of the button.
private final class ReadingOrderViewController: ViewController {
    override func viewDidLoad() {
        view.backgroundColor = .systemBackground
        let footer = Label(text: "Footer")
        let title = Label(text: "Title")
        let save = Button(title: "Save")
        let toggle = Switch(isOn: false)
        toggle.identifier = "wifi"
        let secret = Button(title: "Secret")
        secret.isHidden = true
        footer.frame = Rect(x: 20, y: 400, width: 200, height: 24)
        title.frame = Rect(x: 20, y: 100, width: 200, height: 24)
        save.frame = Rect(x: 20, y: 150, width: 100, height: 44)
        toggle.frame = Rect(x: 200, y: 150, width: 51, height: 31)
        secret.frame = Rect(x: 20, y: 300, width: 100, height: 44)
        for v in [footer, title, save, toggle, secret] as [View] { view.addSubview(v) }
    }
}

@MainActor
@Suite("Accessibility inspector")
struct AccessibilityInspectorTests {
    private func makeInspected() throws -> Simulator {
        let clock = ManualClock()
        let config = ScreenConfiguration(device: try DeviceCatalog.named("iphone-15"), orientation: .portrait)
        let scene = Scene(name: "reading-order", summary: "Reading order") { _ in ReadingOrderViewController() }
        let sim = try Simulator(configuration: config, scene: scene, clock: clock, measurer: FixedTextMeasurer())
        step(sim, clock, frames: 2)
        return sim
    }

    private func shown(_ sim: Simulator) -> String? { sim.accessibilityInspector.current?.accessibilityLabel
        ?? sim.accessibilityInspector.current.map { "#" + ($0.identifier ?? "?") } }

    @Test("Ctrl+Shift+I shows the first element; Tab and → step forward, Shift+Tab and ← back, in VoiceOver order")
    func stepsInVoiceOverOrder() throws {
        let sim = try makeInspected()
        #expect(sim.voiceOverElements.map { $0.accessibilityLabel ?? "#" + ($0.identifier ?? "?") }
                == ["Title", "Save", "#wifi", "Footer"])
        _ = sim.handle(try KeyCombo.parse("ctrl+shift+i"))
        #expect(sim.showsAccessibilityInspector)
        var seen = [shown(sim)]
        for key in ["tab", "right", "right", "right", "shift+tab", "left", "left", "left"] {
            _ = sim.handle(try KeyCombo.parse(key))
            seen.append(shown(sim))
        }
        // It stops at either end, as VoiceOver does, rather than wrap.
        #expect(seen == ["Title", "Save", "#wifi", "Footer", "Footer", "#wifi", "Save", "Title", "Title"])
    }

    @Test("the panel shows the element's label, value, traits, identifier and frame, and its place in the order")
    func panelLines() throws {
        let sim = try makeInspected()
        _ = sim.handle(try KeyCombo.parse("ctrl+shift+i"))
        _ = sim.handle(try KeyCombo.parse("tab"))
        _ = sim.handle(try KeyCombo.parse("tab"))
        let element = try #require(sim.accessibilityInspector.current)
        #expect(AccessibilityInspector.describe(element, position: 3, count: 4) == [
            "(no label)", "value 0", "traits [button]", "identifier wifi", "frame 200, 150, 51×31",
            "3 of 4 · Tab / → next · Shift+Tab / ← previous · Esc closes",
        ])
    }

    @Test("Esc closes it, and then the arrows and Tab reach the app again")
    func escapeCloses() throws {
        let sim = try makeInspected()
        _ = sim.handle(try KeyCombo.parse("ctrl+shift+i"))
        #expect(sim.accessibilityInspectorKey(try KeyCombo.parse("tab")))
        _ = sim.handle(try KeyCombo.parse("escape"))
        #expect(!sim.showsAccessibilityInspector)
        #expect(sim.accessibilityInspector.current == nil)
        #expect(!sim.accessibilityInspectorKey(try KeyCombo.parse("tab")))
        #expect(!sim.accessibilityInspectorKey(try KeyCombo.parse("right")))
    }
}
