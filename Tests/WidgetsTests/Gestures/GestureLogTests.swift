import Render
import Testing
import TestSupport
import Widgets

@MainActor
final class LoggingControl: Control {
    let log: EventLog
    init(log: EventLog) {
        self.log = log
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func touchesBegan(_ touch: Touch) { log.add("button began"); super.touchesBegan(touch) }
    override func touchesEnded(_ touch: Touch) { log.add("button ended"); super.touchesEnded(touch) }
    override func touchesCancelled(_ touch: Touch) { log.add("button cancelled"); super.touchesCancelled(touch) }
    override func sendAction() { log.add("button tapped") }
}

@MainActor
@Suite("Gesture event logs")
struct GestureLogTests {
    func attach(_ r: GestureRecognizer, named name: String, to view: View, log: EventLog) {
        r.onStateChange = { _, s in log.add("\(name) \(s.rawValue)") }
        view.addGestureRecognizer(r)
    }

    @Test("a tap: the recogniser ends and the view's touches are cancelled")
    func tap() {
        let (window, _) = TestSupport.makeWindow()
        let log = EventLog()
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.rootView.addSubview(view)
        attach(TapGestureRecognizer(), named: "tap", to: view, log: log)
        window.sendPointer(.began, at: Point(x: 50, y: 50), time: 0)
        window.sendPointer(.moved, at: Point(x: 53, y: 52), time: 0.05)
        window.sendPointer(.ended, at: Point(x: 53, y: 52), time: 0.1)
        #expect(log.entries == ["tap ended"])
    }

    @Test("a pan: began after the slop, changed per move, ended with its translation and velocity")
    func pan() {
        let (window, _) = TestSupport.makeWindow()
        let log = EventLog()
        let view = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        window.rootView.addSubview(view)
        let pan = PanGestureRecognizer()
        attach(pan, named: "pan", to: view, log: log)
        var translations: [Double] = []
        var endVelocity = 0.0
        pan.action = { r in
            let p = r as! PanGestureRecognizer
            translations.append(p.translation().x)
            if p.state == .ended { endVelocity = p.velocity().x }
        }
        window.sendPointer(.began, at: Point(x: 100, y: 100), time: 0)
        for i in 1...6 { window.sendPointer(.moved, at: Point(x: 100 + Double(i) * 4, y: 100), time: Double(i) / 60) }
        window.sendPointer(.ended, at: Point(x: 124, y: 100), time: 6.0 / 60)
        #expect(log.entries == ["pan began", "pan changed", "pan changed", "pan changed", "pan ended"])
        #expect(translations == [12, 16, 20, 24, 24])
        #expect(abs(endVelocity - 240) < 1e-6)
        // UIKit resets a recogniser to possible once its sequence is over.
        #expect(pan.state == .possible && pan.translation() == .zero)
    }

    @Test("an edge pan only starts within 20 pt of the left edge")
    func edgePan() {
        let (window, _) = TestSupport.makeWindow()
        let log = EventLog()
        let view = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        window.rootView.addSubview(view)
        attach(ScreenEdgePanGestureRecognizer(), named: "edge", to: view, log: log)
        window.sendPointer(.began, at: Point(x: 40, y: 100), time: 0)
        window.sendPointer(.moved, at: Point(x: 80, y: 100), time: 0.1)
        window.sendPointer(.ended, at: Point(x: 80, y: 100), time: 0.2)
        window.sendPointer(.began, at: Point(x: 10, y: 100), time: 1)
        window.sendPointer(.moved, at: Point(x: 30, y: 101), time: 1.1)
        window.sendPointer(.moved, at: Point(x: 60, y: 102), time: 1.2)
        window.sendPointer(.ended, at: Point(x: 60, y: 102), time: 1.3)
        #expect(log.entries == ["edge failed", "edge began", "edge changed", "edge ended"])
    }

    @Test("a pan that starts over a button cancels the button's tap")
    func panCancelsTap() {
        let (window, _) = TestSupport.makeWindow()
        let log = EventLog()
        let scroller = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let button = LoggingControl(log: log)
        button.frame = Rect(x: 50, y: 50, width: 100, height: 44)
        window.rootView.addSubview(scroller)
        scroller.addSubview(button)
        attach(PanGestureRecognizer(), named: "pan", to: scroller, log: log)
        window.sendPointer(.began, at: Point(x: 60, y: 60), time: 0)
        window.sendPointer(.moved, at: Point(x: 60, y: 80), time: 0.05)
        window.sendPointer(.ended, at: Point(x: 60, y: 80), time: 0.1)
        #expect(log.entries == ["button began", "pan began", "button cancelled", "pan ended"])
    }

    @Test("an edge pan beats an ordinary pan that would begin on the same move")
    func edgeBeatsPan() {
        let (window, _) = TestSupport.makeWindow()
        let log = EventLog()
        let container = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let scroller = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        window.rootView.addSubview(container)
        container.addSubview(scroller)
        attach(PanGestureRecognizer(), named: "pan", to: scroller, log: log)
        attach(ScreenEdgePanGestureRecognizer(), named: "edge", to: container, log: log)
        window.sendPointer(.began, at: Point(x: 5, y: 100), time: 0)
        window.sendPointer(.moved, at: Point(x: 40, y: 100), time: 0.05)
        window.sendPointer(.ended, at: Point(x: 40, y: 100), time: 0.1)
        #expect(log.entries == ["edge began", "pan failed", "edge ended"])
    }

    @Test("a press on a button that moves beyond the slop is not a tap")
    func slopCancelsButton() {
        let (window, _) = TestSupport.makeWindow()
        let log = EventLog()
        let button = LoggingControl(log: log)
        button.frame = Rect(x: 0, y: 0, width: 200, height: 44)
        window.rootView.addSubview(button)
        window.sendPointer(.began, at: Point(x: 20, y: 20), time: 0)
        window.sendPointer(.moved, at: Point(x: 40, y: 22), time: 0.1)
        window.sendPointer(.ended, at: Point(x: 40, y: 22), time: 0.2)
        window.sendPointer(.began, at: Point(x: 20, y: 20), time: 1)
        window.sendPointer(.ended, at: Point(x: 24, y: 22), time: 1.1)
        #expect(log.entries == ["button began", "button ended", "button began", "button ended", "button tapped"])
    }
}
