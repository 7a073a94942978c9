import Render
import Testing
import TestSupport
import Widgets

/// Logs the presentation delegate's calls (a sheet's detent changes too) into the shared log.
@MainActor
final class PresentationLogger: SheetPresentationControllerDelegate {
    let log: EventLog
    var allowsDismiss = true
    init(log: EventLog) { self.log = log }

    func presentationControllerShouldDismiss(_ p: PresentationController) -> Bool { allowsDismiss }
    func presentationControllerDidAttemptToDismiss(_ p: PresentationController) { log.add("delegate didAttemptToDismiss") }
    func presentationControllerWillDismiss(_ p: PresentationController) { log.add("delegate willDismiss") }
    func presentationControllerDidDismiss(_ p: PresentationController) { log.add("delegate didDismiss") }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ s: SheetPresentationController) {
        log.add("delegate detent \(s.currentDetentIdentifier)")
    }
}

/// An iPhone 8 window (375×667, status bar 20) showing page "A" as root, with one log for the
/// presenter's and the presented page's appearance and the delegate.
@MainActor
struct PresentationFixture {
    static let frame = 1.0 / 60
    let window: Window
    let clock: ManualClock
    let root: PageController
    let sheet: PageController
    let log: EventLog
    let logger: PresentationLogger

    init(style: ModalPresentationStyle = .pageSheet, size: Size = Size(width: 375, height: 667),
         traits: TraitCollection = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 2)) {
        let made = TestSupport.makeWindow(size: size)
        window = made.0
        clock = made.1
        window.traitCollection = traits
        window.safeAreaInsets = EdgeInsets(top: 20)
        let log = EventLog()
        self.log = log
        root = PageController("A", log: log)
        sheet = PageController("S", log: log)
        sheet.modalPresentationStyle = style
        logger = PresentationLogger(log: log)
        window.rootViewController = root
        window.step(clock)
        log.clear()
    }

    func frame(_ input: () -> Void = {}) {
        clock.advance(by: Self.frame)
        input()
        window.advanceFrame()
    }

    func frames(_ count: Int) { for _ in 0..<count { frame() } }

    /// Runs frames until the presentation's transition ends.
    @discardableResult
    func settle(limit: Int = 200) -> Int {
        var n = 0
        while (root.presentationShown?.transition != nil || window.engine.isAnimating) && n < limit {
            frame()
            n += 1
        }
        return n
    }

    func present(animated: Bool = true) {
        root.present(sheet, animated: animated)
        sheet.presentationController?.delegate = logger
        settle()
    }

    func press(_ x: Double, _ y: Double) { frame { window.sendPointer(.began, at: Point(x: x, y: y), time: clock.now) } }
    func move(_ x: Double, _ y: Double) { frame { window.sendPointer(.moved, at: Point(x: x, y: y), time: clock.now) } }
    func release(_ x: Double, _ y: Double) { frame { window.sendPointer(.ended, at: Point(x: x, y: y), time: clock.now) } }

    /// Moves the pointer from `y0` to `y1` over `count` frames, evenly.
    func drag(x: Double = 187, from y0: Double, to y1: Double, frames count: Int) {
        for i in 1...count { move(x, y0 + (y1 - y0) * Double(i) / Double(count)) }
    }
}
