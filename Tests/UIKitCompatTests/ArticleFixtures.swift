import TestSupport
import UIKitCompat

/// The screens the articles run on: an iPhone 8 Plus (the one iPhone whose split view expands) in either
/// orientation, on a manual clock, rotated as the simulator rotates (`Window.transition(toSize:…)`).
@MainActor
enum ArticleScreen {
    static let portrait = (size: CGSize(width: 414, height: 736),
                           traits: UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 3))
    static let landscape = (size: CGSize(width: 736, height: 414),
                            traits: UITraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .compact, displayScale: 3))

    static func window(landscape: Bool = false, showing root: UIViewController) -> (UIWindow, ManualClock) {
        let screen = landscape ? Self.landscape : Self.portrait
        let (window, clock) = TestSupport.makeWindow(size: screen.size, traits: screen.traits)
        window.rootViewController = root
        window.step(clock)
        return (window, clock)
    }

    /// Rotates and runs 30 frames, which outlast the 0.4 s rotation.
    static func rotate(_ window: UIWindow, _ clock: ManualClock, toLandscape landscape: Bool) {
        let screen = landscape ? Self.landscape : Self.portrait
        _ = window.transition(toSize: screen.size, safeAreaInsets: window.safeAreaInsets, traits: screen.traits,
                          kind: "rotation") { _ in }
        window.step(clock, frames: 30)
    }
}

/// A pointer driven a frame at a time, as the navigation tests drive the back swipe: the clock moves, the
/// event arrives stamped with the frame's time, then the window runs its frame.
@MainActor
struct ArticlePointer {
    let window: UIWindow
    let clock: ManualClock
    var y = 300.0

    func frame(_ input: () -> Void = {}) {
        clock.advance(by: 1.0 / 60)
        input()
        _ = window.advanceFrame()
    }

    func press(at x: Double) { frame { window.sendPointer(.began, at: CGPoint(x: x, y: y), time: clock.now) } }
    func move(to x: Double) { frame { window.sendPointer(.moved, at: CGPoint(x: x, y: y), time: clock.now) } }
    func release(at x: Double) { frame { window.sendPointer(.ended, at: CGPoint(x: x, y: y), time: clock.now) } }

    /// A press, a slow drag to `x` (held still for 8 frames so no fling carries it) and a release.
    func swipe(from start: Double = 10, to x: Double) {
        press(at: start)
        for step in stride(from: start + 20, through: x, by: 20) { move(to: step) }
        for _ in 0..<8 { move(to: x) }
        release(at: x)
    }

    func tap(_ view: UIView) {
        let r = view.presentationFrameInWindow
        let p = CGPoint(x: r.midX, y: r.midY)
        frame { window.sendPointer(.began, at: p, time: clock.now) }
        frame { window.sendPointer(.ended, at: p, time: clock.now) }
    }
}
