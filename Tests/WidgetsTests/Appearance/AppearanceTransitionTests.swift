import Render
import Testing
import TestSupport
@testable import Widgets

@MainActor
private final class StyleLoggingController: ViewController {
    let name: String
    let log: EventLog
    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func traitCollectionDidChange(_ previous: TraitCollection?) {
        log.add("\(name) traits \(traitCollection.userInterfaceStyle.rawValue) (was \(previous?.userInterfaceStyle.rawValue ?? "nil"))")
    }
    override func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
        log.add("\(name) willTransition to \(newCollection.userInterfaceStyle.rawValue)")
        coordinator.animate(alongsideTransition: { [log, name] _ in log.add("\(name) alongside") },
                            completion: { [log, name] _ in log.add("\(name) completion") })
        super.willTransition(to: newCollection, with: coordinator)
    }
}

@MainActor
@Suite("Appearance transitions")
struct AppearanceTransitionTests {
    private func makeWindow() -> (Window, ManualClock, EventLog, StyleLoggingController) {
        let (window, clock) = TestSupport.makeWindow(traits: TraitCollection(horizontalSizeClass: .compact,
                                                                             verticalSizeClass: .regular,
                                                                             displayScale: 2, userInterfaceStyle: .light))
        let log = EventLog()
        let root = StyleLoggingController("root", log: log)
        root.addChild(StyleLoggingController("child", log: log))
        window.rootViewController = root
        window.step(clock)
        log.clear()
        return (window, clock, log, root)
    }

    private func background(_ window: Window) -> Color {
        let canvas = RecordingCanvas()
        window.draw(in: canvas)
        for case let .fill(_, c) in canvas.commands { return c }
        return .clear
    }

    @Test("switching to dark calls willTransition(to:with:), traitCollectionDidChange, alongside, completion in UIKit's order")
    func order() {
        let (window, clock, log, _) = makeWindow()
        let coordinator = window.transition(toUserInterfaceStyle: .dark)
        #expect(coordinator.transitionDuration == Window.appearanceTransitionDuration)
        window.step(clock, frames: 30)
        #expect(log.entries == [
            "root willTransition to dark", "child willTransition to dark",
            "root traits dark (was light)", "child traits dark (was light)",
            "root alongside", "child alongside", "root completion", "child completion",
        ])
        #expect(window.traitCollection.userInterfaceStyle == .dark)
    }

    @Test("the colours cross-fade over 0.3 s on the engine's clock, then rest on the dark values")
    func crossFade() {
        let (window, clock, _, _) = makeWindow()
        #expect(background(window) == .white)
        window.transition(toUserInterfaceStyle: .dark)
        window.step(clock, frames: 9)
        let mid = background(window)
        #expect(mid.red > 0.05 && mid.red < 0.95)
        window.step(clock, frames: 12)
        #expect(background(window) == .black)
        #expect(!window.engine.isAnimating)
    }

    @Test("toggling back mid-fade ends the first fade (the one rule) and fades back to light, callbacks balanced")
    func toggleMidAnimation() {
        let (window, clock, log, _) = makeWindow()
        window.transition(toUserInterfaceStyle: .dark)
        window.step(clock, frames: 6)
        window.transition(toUserInterfaceStyle: .light)
        window.step(clock, frames: 2)
        #expect(background(window).red < 0.5, "the second fade starts from dark")
        window.step(clock, frames: 30)
        #expect(background(window) == .white)
        #expect(window.traitCollection.userInterfaceStyle == .light)
        #expect(log.entries.filter { $0.hasSuffix("completion") }.count == 4)
        #expect(log.entries.filter { $0.contains("traits") } == [
            "root traits dark (was light)", "child traits dark (was light)",
            "root traits light (was dark)", "child traits light (was dark)",
        ])
    }

    @Test("a presented sheet hears the switch after its presenter, stays elevated, and draws #1C1C1E in dark")
    func sheetFollows() {
        let (window, clock, log, root) = makeWindow()
        let sheet = StyleLoggingController("sheet", log: log)
        root.present(sheet, animated: false)
        window.step(clock)
        log.clear()
        window.transition(toUserInterfaceStyle: .dark)
        window.step(clock, frames: 30)
        #expect(log.entries.prefix(3) == ["root willTransition to dark", "child willTransition to dark",
                                          "sheet willTransition to dark"])
        #expect(log.entries.contains("sheet traits dark (was light)"))
        #expect(sheet.traitCollection.userInterfaceStyle == .dark && sheet.traitCollection.userInterfaceLevel == .elevated)
        let canvas = RecordingCanvas()
        sheet.view.render(in: canvas)
        let first = canvas.commands.compactMap { command -> Color? in
            switch command {
            case let .fill(_, c), let .roundedRect(_, _, c): c
            default: nil
            }
        }.first
        #expect(first == Color(r: 28, g: 28, b: 30))
    }

    @Test("a push running when the appearance switches keeps going and ends on its own clock (UIKit ends no push for a trait change)")
    func pushSurvivesToggle() {
        let (window, clock) = TestSupport.makeWindow(traits: TraitCollection(horizontalSizeClass: .compact,
                                                                             verticalSizeClass: .regular,
                                                                             displayScale: 2, userInterfaceStyle: .light))
        let navigation = NavigationController(rootViewController: ViewController())
        window.rootViewController = navigation
        window.step(clock)
        let pushed = ViewController()
        navigation.pushViewController(pushed, animated: true)
        window.step(clock, frames: 6)
        let before = pushed.view.presentationFrame.minX
        window.transition(toUserInterfaceStyle: .dark)
        window.step(clock)
        let after = pushed.view.presentationFrame.minX
        #expect(before > 0 && after > 0 && after < before, "the push moved on from \(before) to \(after), not to its end")
        #expect(window.engine.runningTransitions.map(\.kind).sorted() == ["appearance", "push"])
        window.step(clock, frames: 40)
        #expect(pushed.view.presentationFrame.minX == 0)
        #expect(navigation.topViewController === pushed)
        #expect(window.traitCollection.userInterfaceStyle == .dark && background(window) == .black)
        #expect(window.engine.runningTransitions.isEmpty)
    }
}
