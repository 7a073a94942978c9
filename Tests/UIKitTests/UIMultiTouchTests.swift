import Foundation
import Testing
import TestSupport
import UIKit
import Widgets

/// A second finger landing while the first is down, as UIKit code sees it: UIResponder's
/// `touchesBegan(_:with:)` with the new touch only and every finger in `event.allTouches`, touches that
/// move and lift independently, and pinch and rotation recognisers that begin once the second finger
/// lands and moves (UIPinchGestureRecognizer: "The gesture ends when both fingers lift from the view").
@MainActor
@Suite("UIKit multi-touch")
struct UIMultiTouchTests {
    /// A view that logs UIResponder's set forms: name, phase, how many touches changed, how many are down,
    /// and which finger changed (its x where it began).
    final class TouchLogView: UIView {
        let name: String
        let log: EventLog
        init(_ name: String, log: EventLog, frame: CGRect) {
            self.name = name
            self.log = log
            super.init(frame: frame)
        }
        required init?(coder: NSCoder) { nil }

        private func add(_ phase: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
            let starts = touches.map { Int($0.startLocationInWindow.x) }.sorted()
            log.add("\(name) \(phase) \(touches.count)/\(event?.allTouches?.count ?? 0) at \(starts)")
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { add("began", touches, event) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { add("moved", touches, event) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { add("ended", touches, event) }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { add("cancelled", touches, event) }
    }

    let window: UIWindow
    let clock: ManualClock
    let log = EventLog()

    init() {
        (window, clock) = TestSupport.makeWindow()
    }

    /// The next frame's time: events a sixtieth of a second apart, on the virtual clock.
    private func tick() -> Double {
        clock.advance(by: 1.0 / 60)
        return clock.now
    }

    @Test("a second finger joins the event: began with the new touch only, each finger moves and lifts on its own")
    func secondFingerJoins() {
        let left = TouchLogView("L", log: log, frame: CGRect(x: 0, y: 100, width: 180, height: 400))
        let right = TouchLogView("R", log: log, frame: CGRect(x: 190, y: 100, width: 180, height: 400))
        // A plain view inside R handles nothing: UIResponder passes its touches up to R.
        let inner = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        right.addSubview(inner)
        window.rootView.addSubview(left)
        window.rootView.addSubview(right)

        window.sendPointer(.began, at: CGPoint(x: 100, y: 300), time: tick())
        window.sendSecondFinger(.began, at: CGPoint(x: 280, y: 200), time: tick())
        #expect(window.isTrackingSecondFinger)
        window.sendSecondFinger(.moved, at: CGPoint(x: 300, y: 220), time: tick())
        window.sendPointer(.moved, at: CGPoint(x: 90, y: 300), time: tick())
        window.sendPointer(.ended, at: CGPoint(x: 90, y: 300), time: tick())
        // The first finger has lifted; the second is still down and still R's.
        #expect(window.isTrackingPointer)
        window.sendSecondFinger(.moved, at: CGPoint(x: 310, y: 230), time: tick())
        window.sendSecondFinger(.ended, at: CGPoint(x: 310, y: 230), time: tick())
        #expect(!window.isTrackingPointer && !window.isTrackingSecondFinger)
        #expect(log.entries == [
            "L began 1/1 at [100]",
            "R began 1/2 at [280]",
            "R moved 1/2 at [280]",
            "L moved 1/2 at [100]",
            "L ended 1/2 at [100]",
            "R moved 1/1 at [280]",
            "R ended 1/1 at [280]",
        ])
    }

    @Test("both fingers in one view: each began is its own, and lifting one leaves the other's sequence going")
    func bothFingersInOneView() {
        let view = TouchLogView("V", log: log, frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootView.addSubview(view)
        window.sendPointer(.began, at: CGPoint(x: 100, y: 300), time: tick())
        window.sendSecondFinger(.began, at: CGPoint(x: 200, y: 300), time: tick())
        window.sendSecondFinger(.ended, at: CGPoint(x: 200, y: 300), time: tick())
        window.sendPointer(.moved, at: CGPoint(x: 110, y: 300), time: tick())
        window.sendPointer(.ended, at: CGPoint(x: 110, y: 300), time: tick())
        #expect(log.entries == [
            "V began 1/1 at [100]",
            "V began 1/2 at [200]",
            "V ended 1/2 at [200]",
            "V moved 1/1 at [100]",
            "V ended 1/1 at [100]",
        ])
    }

    @Test("a second finger with no first finger down is ignored")
    func secondFingerAlone() {
        let view = TouchLogView("V", log: log, frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootView.addSubview(view)
        window.sendSecondFinger(.began, at: CGPoint(x: 200, y: 300), time: tick())
        #expect(!window.isTrackingSecondFinger)
        #expect(log.entries.isEmpty)
    }

    @Test("a pinch begins when the second finger moves, measures from where it landed, and ends when both lift")
    func pinchFromSecondFinger() {
        let view = TouchLogView("V", log: log, frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootView.addSubview(view)
        let pinch = UIPinchGestureRecognizer { [log] r in
            let p = r as! UIPinchGestureRecognizer
            log.add("pinch \(p.state) \(String(format: "%.3f", p.scale)) v\(String(format: "%.1f", p.velocity)) n\(p.numberOfTouches)")
        }
        view.addGestureRecognizer(pinch)
        window.sendPointer(.began, at: CGPoint(x: 150, y: 300), time: tick())
        // The first finger alone moves a little: nothing to pinch yet.
        window.sendPointer(.moved, at: CGPoint(x: 150, y: 301), time: tick())
        // The second lands 100 pt away (the distance the scale is measured from), then moves away.
        window.sendSecondFinger(.began, at: CGPoint(x: 150, y: 401), time: tick())
        #expect(pinch.state == .possible && pinch.numberOfTouches == 2)
        window.sendSecondFinger(.moved, at: CGPoint(x: 150, y: 426), time: tick())
        window.sendSecondFinger(.moved, at: CGPoint(x: 150, y: 451), time: tick())
        // The second lifts: the pinch goes on, its scale where it stood while the first finger moves.
        window.sendSecondFinger(.ended, at: CGPoint(x: 150, y: 451), time: tick())
        #expect(pinch.state == .changed && pinch.numberOfTouches == 1)
        window.sendPointer(.moved, at: CGPoint(x: 150, y: 200), time: tick())
        #expect(abs(pinch.scale - 1.5) < 1e-9)
        window.sendPointer(.ended, at: CGPoint(x: 150, y: 200), time: tick())
        // The pinch cancels the view's touches once it begins (cancelsTouchesInView), both fingers'.
        #expect(log.entries == [
            "V began 1/1 at [150]",
            "V moved 1/1 at [150]",
            "V began 1/2 at [150]",
            "pinch began 1.250 v15.0 n2",
            "V cancelled 1/2 at [150]",
            "V cancelled 1/2 at [150]",
            "pinch changed 1.500 v15.0 n2",
            "pinch ended 1.500 v15.0 n0",
        ])
        #expect(pinch.state == .possible)
    }

    @Test("a rotation begins when the second finger circles the first, clockwise positive")
    func rotationFromSecondFinger() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootView.addSubview(view)
        var log: [String] = []
        let rotation = UIRotationGestureRecognizer { r in
            let g = r as! UIRotationGestureRecognizer
            log.append("\(g.state) \(String(format: "%.4f", g.rotation)) v\(String(format: "%.3f", g.velocity))")
        }
        view.addGestureRecognizer(rotation)
        let centre = CGPoint(x: 150, y: 300)
        func onCircle(_ degrees: Double) -> CGPoint {
            CGPoint(x: centre.x + 100 * cos(degrees * .pi / 180), y: centre.y + 100 * sin(degrees * .pi / 180))
        }
        window.sendPointer(.began, at: centre, time: tick())
        window.sendSecondFinger(.began, at: onCircle(0), time: tick())
        window.sendSecondFinger(.moved, at: onCircle(15), time: tick())
        window.sendSecondFinger(.moved, at: onCircle(30), time: tick())
        #expect(abs(rotation.rotation - .pi / 6) < 1e-9)
        window.sendSecondFinger(.ended, at: onCircle(30), time: tick())
        window.sendPointer(.ended, at: centre, time: tick())
        // 15° a frame is π/12 × 60 = 15.708 radians a second.
        #expect(log == ["began 0.2618 v15.708", "changed 0.5236 v15.708", "ended 0.5236 v15.708"])
    }
}
