import Render
import Widgets

/// A second finger that lands on its own while the first is down (UIKit adds it to the same event), from a
/// script's `press2`/`move2`/`release2` or from Ctrl+drag in the window.
extension Simulator {
    /// One event of the second finger, in screen points; nothing happens unless the first finger is down.
    func secondFinger(_ phase: Touch.Phase, at screenPoint: Point, time: Double) {
        guard window.isTrackingPointer else { return }
        let pane = paneFrame
        window.sendSecondFinger(phase, at: Point(x: screenPoint.x - pane.minX, y: screenPoint.y - pane.minY), time: time)
    }

    /// Ctrl+drag: two real touches, the first under the pointer and the second landing right after it,
    /// mirrored through the centre of the screen, each moving on its own and lifting second then first
    /// (so a pinch recogniser sees a finger join, move and lift as on a device). Apple's Simulator makes
    /// its pinch with Option+drag, which Handheld's Alt+drag keeps as one emulated pair (TwoFingerEmulation).
    /// True when the event was taken.
    func ctrlPinchPointer(_ phase: Touch.Phase, at screenPoint: Point, time: Double, modifiers: Modifiers) -> Bool {
        let pane = paneFrame
        let mirrored = Point(x: 2 * pane.midX - screenPoint.x, y: 2 * pane.midY - screenPoint.y)
        switch phase {
        case .began:
            ctrlPinch = modifiers.contains(.ctrl) && !modifiers.contains(.alt) && !showsHelp && !showsInspector
                && pane.contains(screenPoint)
            guard ctrlPinch else { return false }
            pointer(.began, at: screenPoint, time: time)
            secondFinger(.began, at: mirrored, time: time)
        case .moved:
            guard ctrlPinch else { return false }
            pointer(.moved, at: screenPoint, time: time)
            secondFinger(.moved, at: mirrored, time: time)
        case .ended, .cancelled:
            guard ctrlPinch else { return false }
            ctrlPinch = false
            secondFinger(phase, at: mirrored, time: time)
            pointer(phase, at: screenPoint, time: time)
        }
        return true
    }
}
