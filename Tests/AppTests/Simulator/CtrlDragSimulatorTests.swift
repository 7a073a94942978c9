import Foundation
import Render
import Testing
import Widgets
@testable import HandheldSimulator
@testable import HandheldDemos

/// Ctrl+drag in the simulator window: two separate touches, the second landing just after the first,
/// mirrored through the screen's centre (what a script's `press2` makes), so a view sees each finger's
/// own began and a pinch measures from where the second landed.
@MainActor
@Suite("Simulator: Ctrl+drag")
struct CtrlDragSimulatorTests {
    @Test("ctrl+drag puts down two separate touches mirrored through the centre and lifts both")
    func ctrlDragPinches() throws {
        let h = try HeadlessHarness(device: "iphone-8", scene: "gestures")
        try h.run("wait 0.2")
        let zoom = try #require(h.simulator.window.rootView.viewWithIdentifier("zoom") as? ScrollView)
        // The screen's centre is (187.5, 333.5): a press 30 pt left of it puts the second finger 30 pt right.
        let start = Point(x: 157.5, y: 333.5)
        h.simulator.pointer(.began, at: start, time: h.clock.now, modifiers: [.ctrl])
        #expect(h.simulator.window.isTrackingSecondFinger)
        #expect(h.simulator.window.activeTouchPoints == [start, Point(x: 217.5, y: 333.5)])
        h.simulator.pointer(.ended, at: start, time: h.clock.now, modifiers: [.ctrl])
        #expect(!h.simulator.window.isTrackingPointer && !h.simulator.window.isTrackingSecondFinger)
        // Neither finger was on the picture: its scroll view's pinch saw neither (UIKit hands a recogniser
        // only the touches in its view), so nothing zoomed.
        #expect(zoom.zoomScale == 1)
    }
}
