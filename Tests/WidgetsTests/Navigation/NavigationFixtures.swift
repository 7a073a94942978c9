import Render
import Testing
import TestSupport
import Widgets

/// A page that logs its appearance callbacks and joins every transition it takes part in with a
/// completion that logs `isCancelled` (registered in its will-appear and will-disappear calls, as seed 4's
/// row deselection does). An optional alongside block runs with the transition.
@MainActor
final class PageController: ViewController {
    let name: String
    let log: EventLog
    /// Set on the page about to appear; animated with the transition.
    var alongsideOnAppear: (() -> Void)?

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewWillAppear(_ animated: Bool) {
        log.add("\(name) willAppear")
        join(alongside: alongsideOnAppear)
    }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name) didAppear") }
    override func viewWillDisappear(_ animated: Bool) {
        log.add("\(name) willDisappear")
        join(alongside: nil)
    }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name) didDisappear") }

    private func join(alongside: (() -> Void)?) {
        guard let coordinator = transitionCoordinator else { return }
        coordinator.animate(alongsideTransition: alongside.map { block in { _ in block() } },
                            completion: { [log, name] c in log.add("\(name) completion cancelled=\(c.isCancelled)") })
    }
}

/// Logs the delegate calls, and the stack when a controller has been shown.
@MainActor
final class NavigationLogger: NavigationControllerDelegate {
    let log: EventLog
    init(log: EventLog) { self.log = log }

    func navigationController(_ nav: NavigationController, willShow vc: ViewController, animated: Bool) {
        log.add("willShow \(vc.title ?? "?") animated=\(animated)")
    }

    func navigationController(_ nav: NavigationController, didShow vc: ViewController, animated: Bool) {
        log.add("didShow \(vc.title ?? "?") stack=\(NavigationFixture.stack(nav))")
    }
}

/// A window on the manual clock showing a navigation controller, its pages and one log for everything.
@MainActor
struct NavigationFixture {
    static let frame = 1.0 / 60
    let window: Window
    let clock: ManualClock
    let nav: NavigationController
    let log: EventLog
    let logger: NavigationLogger
    /// The pages made at the start, root first (the stack itself changes during a pop).
    let pages: [PageController]

    /// A stack of pages named `names` (root first), on screen, with the log cleared.
    init(_ names: [String] = ["A", "B"], size: Size = Size(width: 375, height: 667)) {
        let made = TestSupport.makeWindow(size: size)
        window = made.0
        clock = made.1
        window.safeAreaInsets = EdgeInsets(top: 20)
        let log = EventLog()
        let nav = NavigationController(rootViewController: PageController(names[0], log: log))
        for name in names.dropFirst() { nav.pushViewController(PageController(name, log: log), animated: false) }
        self.log = log
        self.nav = nav
        pages = nav.viewControllers.map { $0 as! PageController }
        logger = NavigationLogger(log: log)
        nav.delegate = logger
        window.rootViewController = nav
        window.step(clock)
        log.clear()
    }

    var width: Double { window.size.width }

    static func stack(_ nav: NavigationController) -> String {
        nav.viewControllers.map { $0.title ?? "?" }.joined(separator: ",")
    }

    func page(_ index: Int) -> PageController { pages[index] }

    /// One frame in the window's order: the clock moves, input arrives (stamped with the frame's time),
    /// then animations tick and layout runs.
    func frame(_ input: () -> Void = {}) {
        clock.advance(by: Self.frame)
        input()
        window.advanceFrame()
    }

    func frames(_ count: Int) {
        for _ in 0..<count { frame() }
    }

    /// Runs frames until no transition is running (at most `limit`); returns how many it took.
    @discardableResult
    func settle(limit: Int = 200) -> Int {
        var n = 0
        while nav.isTransitioning && n < limit {
            frame()
            n += 1
        }
        return n
    }

    func press(at x: Double, y: Double = 300) {
        frame { window.sendPointer(.began, at: Point(x: x, y: y), time: clock.now) }
    }

    func move(to x: Double, y: Double = 300) {
        frame { window.sendPointer(.moved, at: Point(x: x, y: y), time: clock.now) }
    }

    func release(at x: Double, y: Double = 300) {
        frame { window.sendPointer(.ended, at: Point(x: x, y: y), time: clock.now) }
    }

    /// Holds the pointer still at `x` for `frames` frames (moves to the same point, as a resting mouse
    /// reports), so the velocity over the last 100 ms drops to zero.
    func hold(at x: Double, frames: Int) {
        for _ in 0..<frames { move(to: x) }
    }

    /// A tap in the middle of `view` (window coordinates of its presented frame).
    func tap(_ view: View) {
        let r = view.presentationFrameInWindow
        let p = Point(x: r.midX, y: r.midY)
        frame { window.sendPointer(.began, at: p, time: clock.now) }
        frame { window.sendPointer(.ended, at: p, time: clock.now) }
    }

    /// Where a page is on screen this frame (its left edge in window points).
    func x(of controller: ViewController) -> Double { controller.view.presentationFrameInWindow.minX }

    var dimmingView: View? { nav.view.viewWithIdentifier("navigation-dimming") }
    var shadowView: View? { nav.view.viewWithIdentifier("navigation-shadow") }
    var backButton: View? { nav.navigationBar.viewWithIdentifier("back") }
}
