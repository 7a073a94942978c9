import Foundation
import Render
import Testing
import TestSupport
import Widgets

/// Pinch and rotation recognisers fed two fingers, and the mouse's two-finger emulation.
@MainActor
@Suite("Two-finger gestures")
struct TwoFingerGestureTests {
    private func makeTarget() -> (Window, ManualClock, View) {
        let (window, clock) = TestSupport.makeWindow()
        let view = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        window.rootView.addSubview(view)
        return (window, clock, view)
    }

    /// UIPinchGestureRecognizer: "The scale factor relative to the points of the two touches in screen
    /// coordinates" — 1 when the fingers land, their distance over the starting distance after; a
    /// continuous gesture (began, changed…, ended), then reset to possible.
    @Test("a pinch reports the fingers' distance over their starting distance")
    func pinchScale() {
        let (window, clock, view) = makeTarget()
        let pinch = PinchGestureRecognizer()
        var states: [GestureRecognizer.State] = []
        var scales: [Double] = []
        pinch.action = { r in
            states.append(r.state)
            scales.append((r as! PinchGestureRecognizer).scale)
        }
        view.addGestureRecognizer(pinch)
        window.sendPointer(.began, at: Point(x: 150, y: 300), second: Point(x: 250, y: 300), time: clock.now)
        window.step(clock)
        window.sendPointer(.moved, at: Point(x: 100, y: 300), second: Point(x: 300, y: 300), time: clock.now)
        window.step(clock)
        #expect(pinch.state == .began)
        #expect(abs(pinch.scale - 2) < 1e-9)
        #expect(pinch.velocity > 0)
        #expect(pinch.numberOfTouches == 2)
        #expect(pinch.location(in: nil) == Point(x: 200, y: 300))
        window.sendPointer(.moved, at: Point(x: 125, y: 300), second: Point(x: 275, y: 300), time: clock.now)
        window.sendPointer(.ended, at: Point(x: 125, y: 300), second: Point(x: 275, y: 300), time: clock.now)
        #expect(states == [.began, .changed, .ended])
        #expect(abs(scales[1] - 1.5) < 1e-9)
        #expect(pinch.state == .possible)
    }

    /// UIKit: one finger never pinches or rotates (both need two touches); the recognisers fail at the
    /// end of a one-finger sequence and the view's other recognisers are unaffected.
    @Test("one finger neither pinches nor rotates")
    func oneFingerFails() {
        let (window, clock, view) = makeTarget()
        let pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer()
        var log: [String] = []
        pinch.onStateChange = { _, s in log.append("pinch \(s)") }
        rotation.onStateChange = { _, s in log.append("rotation \(s)") }
        view.addGestureRecognizer(pinch)
        view.addGestureRecognizer(rotation)
        window.sendPointer(.began, at: Point(x: 100, y: 100), time: clock.now)
        window.sendPointer(.moved, at: Point(x: 200, y: 200), time: clock.now)
        window.sendPointer(.ended, at: Point(x: 200, y: 200), time: clock.now)
        #expect(log == ["pinch failed", "rotation failed"])
    }

    /// UITapGestureRecognizer and UILongPressGestureRecognizer: `numberOfTouchesRequired` (default 1)
    /// fingers must touch; two fingers make neither a one-finger tap nor a one-finger long press, and a
    /// two-finger tap is recognised when two are required.
    @Test("taps and long presses count fingers: numberOfTouchesRequired")
    func touchesRequired() {
        let (window, clock, view) = makeTarget()
        let tap = TapGestureRecognizer(), twoFingerTap = TapGestureRecognizer(), hold = LongPressGestureRecognizer()
        twoFingerTap.numberOfTouchesRequired = 2
        var log: [String] = []
        tap.onStateChange = { _, s in log.append("tap \(s)") }
        twoFingerTap.onStateChange = { _, s in log.append("two \(s)") }
        hold.onStateChange = { _, s in log.append("hold \(s)") }
        view.addGestureRecognizer(hold)
        view.addGestureRecognizer(twoFingerTap)
        view.addGestureRecognizer(tap)
        window.sendPointer(.began, at: Point(x: 100, y: 100), second: Point(x: 140, y: 100), time: clock.now)
        clock.advance(by: 0.1)
        window.sendPointer(.ended, at: Point(x: 100, y: 100), second: Point(x: 140, y: 100), time: clock.now)
        #expect(log.contains("hold failed") && log.contains("two ended") && !log.contains("tap ended"))
        log.removeAll()
        window.step(clock, frames: 30)
        window.sendPointer(.began, at: Point(x: 100, y: 100), time: clock.now)
        window.sendPointer(.ended, at: Point(x: 100, y: 100), time: clock.now)
        #expect(log.contains("tap ended") && !log.contains("two ended"))
    }

    /// UIRotationGestureRecognizer: "The rotation of the gesture in radians", clockwise positive on
    /// screen, from the fingers' first direction.
    @Test("a rotation reports the angle the fingers turned, clockwise positive")
    func rotationAngle() {
        let (window, clock, view) = makeTarget()
        let rotation = RotationGestureRecognizer()
        view.addGestureRecognizer(rotation)
        let centre = Point(x: 187, y: 333)
        let (a, b) = TwoFingerEmulation.rotation(about: centre, degrees: 90, fraction: 0)
        window.sendPointer(.began, at: a, second: b, time: clock.now)
        for i in 1...10 {
            clock.advance(by: 1.0 / 60)
            let (p, q) = TwoFingerEmulation.rotation(about: centre, degrees: 90, fraction: Double(i) / 10)
            window.sendPointer(.moved, at: p, second: q, time: clock.now)
        }
        #expect(rotation.state == .changed)
        #expect(abs(rotation.rotation - .pi / 2) < 1e-9)
        #expect(rotation.velocity > 0)
        var ended = false
        rotation.action = { r in if r.state == .ended { ended = true } }
        let (p, q) = TwoFingerEmulation.rotation(about: centre, degrees: 90, fraction: 1)
        window.sendPointer(.ended, at: p, second: q, time: clock.now)
        #expect(ended)
    }

    /// UIKit reports a multi-touch gesture's location as the centroid of its touches, and a pan follows
    /// the centroid: a pinch that keeps its centre does not pan.
    @Test("a pinch about a fixed centre does not start a pan")
    func pinchDoesNotPan() {
        let (window, clock, view) = makeTarget()
        let pan = PanGestureRecognizer()
        view.addGestureRecognizer(pan)
        window.sendPointer(.began, at: Point(x: 150, y: 300), second: Point(x: 250, y: 300), time: clock.now)
        window.sendPointer(.moved, at: Point(x: 50, y: 300), second: Point(x: 350, y: 300), time: clock.now)
        #expect(pan.state == .possible)
        window.sendPointer(.moved, at: Point(x: 50, y: 350), second: Point(x: 350, y: 350), time: clock.now)
        #expect(pan.state == .began)
        window.sendPointer(.ended, at: Point(x: 50, y: 350), second: Point(x: 350, y: 350), time: clock.now)
    }

    /// The iOS Simulator's Option key: the second finger is the pointer mirrored through the screen's
    /// centre; with Shift too, both fingers move together and the centre moves with them, where it stays.
    @Test("alt mirrors the second finger through the centre; alt+shift moves both and the centre")
    func emulation() {
        var fingers = TwoFingerEmulation()
        let screen = Size(width: 375, height: 667)
        #expect(fingers.press(at: Point(x: 100, y: 100), alt: false, shift: false, screen: screen) == nil)
        #expect(fingers.move(to: Point(x: 120, y: 100)) == nil)
        #expect(fingers.press(at: Point(x: 100, y: 300), alt: true, shift: false, screen: screen)
                == Point(x: 275, y: 367))
        #expect(fingers.move(to: Point(x: 50, y: 300)) == Point(x: 325, y: 367))
        _ = fingers.release(at: Point(x: 50, y: 300))
        #expect(fingers.press(at: Point(x: 100, y: 300), alt: true, shift: true, screen: screen)
                == Point(x: 275, y: 367))
        #expect(fingers.move(to: Point(x: 100, y: 250)) == Point(x: 275, y: 317))
        _ = fingers.release(at: Point(x: 100, y: 250))
        #expect(fingers.centre(in: screen) == Point(x: 187.5, y: 283.5))
        #expect(fingers.press(at: Point(x: 87.5, y: 283.5), alt: true, shift: false, screen: screen)
                == Point(x: 287.5, y: 283.5))
    }
}
