import Render
import Testing
import TestSupport
import Widgets

/// The one policy for a request that arrives while a transition runs (`TransitionGate`): its decision
/// table, and each container showing the same ordering under it — the running transition's `did`
/// callbacks all come before the new request's `will` callbacks, so nothing is left unbalanced.
@MainActor
@Suite("Transition gate: one policy for a request during a transition")
struct TransitionGateTests {
    /// A coordinator of `kind` on a bare engine, started when `started`, interactive when asked.
    func coordinator(_ kind: TransitionKind, started: Bool = true, interactive: Bool = false,
                     engine: AnimationEngine) -> TransitionCoordinator {
        let c = TransitionCoordinator(kind: kind, duration: 0.35, curve: .linear, interactive: interactive, engine: engine)
        if started { c.start({}, completion: { _ in }) }
        return c
    }

    @Test("the decision table: proceed, join, wait, end the running one, or apply inside a screen change")
    func decisions() {
        let engine = AnimationEngine()
        #expect(TransitionGate.decide(running: nil) == .proceed)
        let ended = coordinator(.push, engine: engine)
        ended.finishImmediately()
        #expect(ended.isFinished && TransitionGate.decide(running: ended) == .proceed)

        let notStarted = coordinator(.push, started: false, engine: engine)
        #expect(TransitionGate.decide(running: notStarted) == .wait)
        #expect(TransitionGate.decide(running: notStarted, reachesSameEnd: true) == .join)

        let push = coordinator(.push, engine: engine)
        #expect(TransitionGate.decide(running: push) == .endRunning)
        #expect(TransitionGate.decide(running: push, reachesSameEnd: true) == .join)
        #expect(TransitionGate.decide(running: push, requestIsScreenChange: true) == .endRunning)

        let swipe = coordinator(.pop, interactive: true, engine: engine)
        #expect(swipe.isInteractive)
        #expect(TransitionGate.decide(running: swipe, reachesSameEnd: true) == .endRunning,
                "an interactive transition under the finger is never joined: nothing is decided yet")

        for kind in [TransitionKind.rotation, .device, .multitasking] {
            let turn = coordinator(kind, engine: engine)
            #expect(TransitionGate.decide(running: turn) == .applyInside)
            #expect(TransitionGate.decide(running: turn, requestIsScreenChange: true) == .wait)
        }
        #expect(!TransitionKind.tab.isScreenChange && !TransitionKind.appearance.isScreenChange)
    }

    @Test("a request told to wait runs after the running transition and its container have settled")
    func afterEndOrder() {
        let engine = AnimationEngine()
        let log = EventLog()
        let c = TransitionCoordinator(kind: .push, duration: 0.35, curve: .linear, engine: engine)
        c.afterEnd { log.add("waiting request") }
        c.animate(alongsideTransition: nil) { _ in log.add("controller completion") }
        c.start({}, completion: { _ in log.add("container completion") })
        c.finishImmediately()
        c.afterEnd { log.add("asked after the end") }
        #expect(log.entries == ["controller completion", "container completion", "waiting request", "asked after the end"])
    }

    /// The appearance callbacks only (the fixtures also log delegates and animators).
    func appearance(_ log: EventLog) -> [String] {
        log.entries.filter { $0.contains("Appear") || $0.contains("Disappear") }
            .map { String($0.split(separator: " ").prefix(2).joined(separator: " ")) }
    }

    @Test("navigation: a push during a push ends the running one, then starts from the settled stack")
    func navigationOrder() {
        let f = NavigationFixture(["A"])
        let b = PageController("B", log: f.log), c = PageController("C", log: f.log)
        f.nav.pushViewController(b, animated: true)
        f.frames(5)
        f.log.clear()
        f.nav.pushViewController(c, animated: true)
        #expect(appearance(f.log) == ["A didDisappear", "B didAppear", "B willDisappear", "C willAppear"])
        f.settle()
        #expect(appearance(f.log).suffix(2) == ["B didDisappear", "C didAppear"])
        #expect(NavigationFixture.stack(f.nav) == "A,B,C")
    }

    @Test("tabs: a selection during an animated switch ends the running one, then switches from the settled tab")
    func tabOrder() {
        let f = TabTransitionFixture()
        f.tabs.selectedIndex = 1
        f.frames(5)
        f.log.clear()
        f.tabs.selectedIndex = 2
        #expect(appearance(f.log) == ["A didDisappear", "B didAppear", "C willAppear", "B willDisappear"])
        f.frames(40)
        #expect(appearance(f.log).suffix(2) == ["B didDisappear", "C didAppear"])
        #expect(f.tabs.selectedIndex == 2)
    }

    @Test("presentation: a presentation asked for during a dismissal ends the dismissal, then presents")
    func presentationOrder() {
        let f = PresentationFixture()
        f.present()
        f.root.dismiss(animated: true)
        f.frames(5)
        f.log.clear()
        let next = PageController("T", log: f.log)
        f.root.present(next, animated: true)
        #expect(appearance(f.log) == ["S didDisappear", "T willAppear"])
        f.settle()
        #expect(appearance(f.log) == ["S didDisappear", "T willAppear", "T didAppear"])
        #expect(f.root.presentedViewController === next)
    }

    @Test("presentation: a dismissal asked for during the dismissal joins it; its completion runs when it ends")
    func dismissJoins() {
        let f = PresentationFixture()
        f.present()
        f.root.dismiss(animated: true) { f.log.add("first completion") }
        f.frames(5)
        let running = f.root.presentationShown?.transition
        f.root.dismiss(animated: true) { f.log.add("second completion") }
        #expect(f.root.presentationShown?.transition === running, "the running dismissal goes on")
        f.settle()
        // The joined completion rides on the coordinator, whose completions run before the container's own
        // (where the first dismissal's completion runs): both run, once, when the one dismissal ends.
        #expect(f.log.entries.filter { $0.hasSuffix("completion") } == ["second completion", "first completion"])
        #expect(f.root.presentedViewController == nil)
    }
}
