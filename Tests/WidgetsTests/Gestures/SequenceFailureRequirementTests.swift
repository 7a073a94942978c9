import Render
import Testing
import TestSupport
@testable import Widgets

/// A vertical pan that may make another recogniser wait for it, one sequence at a time.
@MainActor
final class GatingPan: PanGestureRecognizer {
    var gates: GestureRecognizer?
    override init(action: ((GestureRecognizer) -> Void)? = nil) {
        super.init(action: action)
        axis = .vertical
    }
    override func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { other === gates }
}

/// A delegate that makes its recogniser wait for one other.
@MainActor
final class WaitingDelegate: GestureRecognizerDelegate {
    var waitsFor: GestureRecognizer?
    func gestureRecognizer(_ g: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool { other === waitsFor }
}

/// Failure requirements for one touch sequence. UIKit: `shouldRequireFailure(of:)` /
/// `shouldBeRequiredToFail(by:)` "is called once per recognition attempt, so the failure requirements can be
/// determined lazily", and a recogniser that requires another's failure recognises only once that one has
/// failed [DOC: UIGestureRecognizer, UIGestureRecognizerSubclass]. Checked as whole logs: an inner pan (the
/// scroll view's, deeper, so it would win a tie) and an outer vertical pan (the sheet's) on the same move.
@MainActor
@Suite("Gesture failure requirements per touch sequence")
struct SequenceFailureRequirementTests {
    let window: Window
    let clock: ManualClock
    let log = EventLog()
    let inner = PanGestureRecognizer()
    let outer = GatingPan()

    init() {
        (window, clock) = TestSupport.makeWindow()
        let parent = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let child = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        parent.addSubview(child)
        window.rootView.addSubview(parent)
        for (r, name, view) in [(inner as GestureRecognizer, "inner", child), (outer, "outer", parent)] {
            r.onStateChange = { [log] _, s in if s != .changed { log.add("\(name) \(s.rawValue)") } }
            view.addGestureRecognizer(r)
        }
    }

    func drag(dx: Double, dy: Double, steps: Int = 6) {
        window.sendPointer(.began, at: Point(x: 100, y: 100), time: clock.now)
        for i in 1...steps {
            clock.advance(by: 0.1 / Double(steps))
            let f = Double(i) / Double(steps)
            window.sendPointer(.moved, at: Point(x: 100 + dx * f, y: 100 + dy * f), time: clock.now)
        }
        window.sendPointer(.ended, at: Point(x: 100 + dx, y: 100 + dy), time: clock.now)
    }

    @Test("without a requirement the deeper pan wins the tie; with one it waits and the outer pan wins")
    func requirementDecidesTheTie() {
        drag(dx: 0, dy: 60)
        #expect(log.entries == ["inner began", "outer failed", "inner ended"])
        log.clear()
        outer.gates = inner
        drag(dx: 0, dy: 60)
        #expect(log.entries == ["outer began", "inner failed", "outer ended"])
    }

    @Test("the waiting pan begins on the very move the outer pan fails on (a horizontal drag)")
    func waitingPanBeginsWhenTheOtherFails() {
        outer.gates = inner
        drag(dx: 60, dy: 0)
        #expect(log.entries == ["outer failed", "inner began", "inner ended"])
        #expect(inner.state == .possible && outer.state == .possible)
    }

    @Test("the requirement lasts one sequence: asked again at the next press, no longer given, none applies")
    func onlyForOneSequence() {
        outer.gates = inner
        drag(dx: 0, dy: 60)
        outer.gates = nil
        log.clear()
        drag(dx: 0, dy: 60)
        #expect(log.entries == ["inner began", "outer failed", "inner ended"])
    }

    @Test("the delegate's shouldRequireFailureOf sets up the same wait")
    func delegateRequirement() {
        let delegate = WaitingDelegate()
        delegate.waitsFor = outer
        inner.delegate = delegate
        drag(dx: 0, dy: 60)
        #expect(log.entries == ["outer began", "inner failed", "outer ended"])
    }

    @Test("a pan held back and lifted before the outer one decided fails, and is not revived or stuck after")
    func liftWhileWaiting() {
        outer.gates = inner
        // 8 pt right and 8 pt down: past the inner pan's 10 pt slop (11.3 pt), not the outer's vertical one.
        window.sendPointer(.began, at: Point(x: 100, y: 100), time: clock.now)
        clock.advance(by: 0.05)
        window.sendPointer(.moved, at: Point(x: 108, y: 108), time: clock.now)
        #expect(inner.state == .possible && outer.state == .possible)
        window.sendPointer(.ended, at: Point(x: 108, y: 108), time: clock.now)
        #expect(log.entries == ["inner failed", "outer failed"])
        #expect(inner.state == .possible && !inner.isWaitingBeyondSequence)
        log.clear()
        outer.gates = nil
        drag(dx: 60, dy: 0)
        #expect(log.entries == ["inner began", "outer failed", "inner ended"])
    }
}
