import Render
import Testing
import TestSupport
import Widgets

/// A delegate whose answers the test sets.
@MainActor
final class ScriptedGestureDelegate: GestureRecognizerDelegate {
    var begin = true
    var receive = true
    var together = false
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { begin }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { together }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { receive }
}

/// A view that logs the touches it is given.
@MainActor
final class TouchLoggingView: View {
    let log: EventLog
    init(log: EventLog) {
        self.log = log
        super.init(frame: Rect(x: 0, y: 0, width: 300, height: 300))
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func touchesBegan(_ touch: Touch) { log.add("view began") }
    override func touchesEnded(_ touch: Touch) { log.add("view ended") }
    override func touchesCancelled(_ touch: Touch) { log.add("view cancelled") }
}

/// Each test states a UIKit rule from the UIGestureRecognizer documentation and checks it as a whole log.
@MainActor
@Suite("Gesture recogniser lifecycle (UIKit's rules)")
struct GestureLifecycleTests {
    let window: Window
    let clock: ManualClock
    let log = EventLog()
    let view: TouchLoggingView

    init() {
        (window, clock) = TestSupport.makeWindow()
        view = TouchLoggingView(log: log)
        window.rootView.addSubview(view)
    }

    func attach(_ r: GestureRecognizer, _ name: String) {
        r.onStateChange = { [log] _, s in log.add("\(name) \(s.rawValue)") }
        view.addGestureRecognizer(r)
    }

    func tap(at x: Double = 100, hold: Double = 0.05) {
        window.sendPointer(.began, at: Point(x: x, y: 100), time: clock.now)
        clock.advance(by: hold)
        window.sendPointer(.ended, at: Point(x: x, y: 100), time: clock.now)
    }

    func drag(dx: Double, dy: Double = 0, steps: Int = 6, seconds: Double = 0.1) {
        window.sendPointer(.began, at: Point(x: 100, y: 100), time: clock.now)
        for i in 1...steps {
            clock.advance(by: seconds / Double(steps))
            let f = Double(i) / Double(steps)
            window.sendPointer(.moved, at: Point(x: 100 + dx * f, y: 100 + dy * f), time: clock.now)
        }
        window.sendPointer(.ended, at: Point(x: 100 + dx, y: 100 + dy), time: clock.now)
    }

    @Test("a recogniser is reset to possible after it ends, is cancelled or fails (UIGestureRecognizer.reset)")
    func resetAfterSequence() {
        let tap = TapGestureRecognizer(), pan = PanGestureRecognizer()
        attach(tap, "tap")
        attach(pan, "pan")
        drag(dx: 80)
        #expect(log.entries == ["view began", "pan began", "tap failed", "view cancelled", "pan changed",
                                "pan changed", "pan changed", "pan changed", "pan changed", "pan ended"])
        #expect(tap.state == .possible && pan.state == .possible)
    }

    @Test("gestureRecognizerShouldBegin false fails the recogniser; shouldReceive false keeps the touch from it")
    func delegateBeginAndReceive() {
        let pan = PanGestureRecognizer(), delegate = ScriptedGestureDelegate()
        pan.delegate = delegate
        attach(pan, "pan")
        delegate.begin = false
        drag(dx: 80)
        #expect(log.entries == ["view began", "pan failed", "view ended"])
        log.clear()
        delegate.begin = true
        delegate.receive = false
        drag(dx: 80)
        #expect(log.entries == ["view began", "view ended"], "the pan never saw the touch")
    }

    @Test("shouldRecognizeSimultaneouslyWith true lets a second recogniser recognise alongside the winner")
    func simultaneous() {
        let outer = PanGestureRecognizer(), inner = LongPressGestureRecognizer(), delegate = ScriptedGestureDelegate()
        inner.minimumPressDuration = 0
        inner.allowableMovement = 1000
        outer.delegate = delegate
        attach(outer, "pan")
        attach(inner, "press")
        delegate.together = true
        window.sendPointer(.began, at: Point(x: 100, y: 100), time: clock.now)
        window.step(clock)
        for x in [120.0, 140] { window.sendPointer(.moved, at: Point(x: x, y: 100), time: clock.now) }
        window.sendPointer(.ended, at: Point(x: 140, y: 100), time: clock.now)
        #expect(log.entries == ["view began", "press began", "view cancelled", "pan began", "press changed",
                                "pan changed", "press changed", "pan ended", "press ended"])
    }

    @Test("require(toFail:): a single tap waits for the double tap to fail, and fails when the double tap ends")
    func singleWaitsForDouble() {
        let single = TapGestureRecognizer(), double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        attach(single, "single")
        attach(double, "double")
        tap()
        #expect(log.entries == ["view began", "view ended"], "nothing yet: the double tap may still come")
        window.step(clock, frames: 25)
        #expect(log.entries.suffix(2) == ["double failed", "single ended"], "0.35 s later the single tap fires")
        log.clear()
        tap()
        clock.advance(by: 0.1)
        tap()
        window.step(clock, frames: 30)
        #expect(log.entries.filter { !$0.hasPrefix("view") } == ["double ended", "single failed"])
    }

    @Test("a long press begins after 0.5 s held still, follows moves, ends on release; moving first fails it")
    func longPress() {
        let press = LongPressGestureRecognizer()
        attach(press, "press")
        window.sendPointer(.began, at: Point(x: 100, y: 100), time: clock.now)
        window.step(clock, frames: 29)
        #expect(press.state == .possible, "0.483 s is not long enough")
        window.step(clock)
        #expect(log.entries == ["view began", "press began", "view cancelled"])
        window.sendPointer(.moved, at: Point(x: 150, y: 100), time: clock.now)
        window.sendPointer(.ended, at: Point(x: 150, y: 100), time: clock.now)
        #expect(log.entries.suffix(2) == ["press changed", "press ended"])
        log.clear()
        drag(dx: 40)
        window.step(clock, frames: 40)
        #expect(log.entries == ["view began", "press failed", "view ended"])
    }

    @Test("a swipe ends on a quick stroke in its direction and fails the other way or too slowly")
    func swipe() {
        let swipe = SwipeGestureRecognizer()
        attach(swipe, "swipe")
        drag(dx: 80)
        #expect(log.entries.contains("swipe ended"))
        log.clear()
        drag(dx: -80)
        #expect(log.entries.contains("swipe failed") && !log.entries.contains("swipe ended"))
        log.clear()
        drag(dx: 80, steps: 12, seconds: 1.2)
        #expect(log.entries.contains("swipe failed"))
    }

    @Test("delaysTouchesBegan holds the view's began until the recogniser fails, then hands it the whole tap")
    func delaysBegan() {
        let swipe = SwipeGestureRecognizer()
        swipe.delaysTouchesBegan = true
        attach(swipe, "swipe")
        tap()
        #expect(log.entries == ["swipe failed", "view began", "view ended"])
        log.clear()
        drag(dx: 80)
        #expect(log.entries == ["swipe ended"], "the view never saw the swipe")
    }
}
