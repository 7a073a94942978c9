import Render
import Testing
import TestSupport
import Widgets

/// A tab's page that logs its appearance callbacks with their `animated` flag and whether a transition
/// coordinator was there, and joins a running transition with an alongside animation of its marker view.
@MainActor
final class TabLogPage: ViewController {
    let name: String
    let log: EventLog
    let marker = View()

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
        tabBarItem = TabBarItem(title: name, image: .star)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        view.backgroundColor = .systemBackground
        view.identifier = "page-\(name)"
        marker.frame = Rect(x: 10, y: 100, width: 50, height: 50)
        view.addSubview(marker)
    }

    private func note(_ event: String, _ animated: Bool) {
        log.add("\(name) \(event) animated=\(animated) coordinator=\(transitionCoordinator != nil)")
    }

    override func viewWillAppear(_ animated: Bool) {
        note("willAppear", animated)
        // The arriving page fades its marker in with the transition, as UIKit code joins a coordinator.
        marker.alpha = 0
        transitionCoordinator?.animate(alongsideTransition: { [marker] _ in marker.alpha = 1 },
                                       completion: { [log, name] context in
                                           log.add("\(name) alongside completion cancelled=\(context.isCancelled)")
                                       })
        if transitionCoordinator == nil { marker.alpha = 1 }
    }
    override func viewDidAppear(_ animated: Bool) { note("didAppear", animated) }
    override func viewWillDisappear(_ animated: Bool) { note("willDisappear", animated) }
    override func viewDidDisappear(_ animated: Bool) { note("didDisappear", animated) }
}

/// A slide between tabs written as iOS tutorials write one: the arriving page starts a width away on the
/// side of its tab, both pages move by a width in one `animate` block, `completeTransition` in its
/// completion. Linear, 0.5 s, so frame n of 30 is at n/30.
@MainActor
final class TestSlideAnimator: ViewControllerAnimatedTransitioning {
    let forward: Bool
    let log: EventLog
    init(forward: Bool, log: EventLog) {
        self.forward = forward
        self.log = log
    }

    func transitionDuration(using context: ViewControllerContextTransitioning?) -> Double { 0.5 }
    var transitionCurve: TimingCurve { .linear }

    func animateTransition(using context: ViewControllerContextTransitioning) {
        let container = context.containerView!, from = context.view(forKey: .from)!, to = context.view(forKey: .to)!
        let width = container.bounds.width * (forward ? 1 : -1)
        container.addSubview(to)
        to.transform = .translation(x: width, y: 0)
        container.animate(withDuration: 0.5, animations: {
            from.transform = .translation(x: -width, y: 0)
            to.transform = .identity
        }, completion: { [log] _ in
            log.add("animator completion cancelled=\(context.transitionWasCancelled)")
            container.performWithoutAnimation {
                from.transform = .identity
                to.transform = .identity
            }
            context.completeTransition(!context.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) { log.add("animationEnded \(transitionCompleted)") }
}

/// A tab bar delegate handing out `TestSlideAnimator` when `animates`, and `interaction` when set.
@MainActor
final class SlideTabsDelegate: TabBarControllerDelegate {
    let log: EventLog
    var animates = true
    var interaction: PercentDrivenInteractiveTransition?
    init(log: EventLog) { self.log = log }

    func tabBarController(_ tabBarController: TabBarController,
                          animationControllerForTransitionFrom fromVC: ViewController,
                          to toVC: ViewController) -> ViewControllerAnimatedTransitioning? {
        guard animates else { return nil }
        let tabs = tabBarController.viewControllers ?? []
        let from = tabs.firstIndex { $0 === fromVC } ?? 0, to = tabs.firstIndex { $0 === toVC } ?? 0
        log.add("animator for \(fromVC.title ?? "?")→\(toVC.title ?? "?")")
        return TestSlideAnimator(forward: to > from, log: log)
    }

    func tabBarController(_ tabBarController: TabBarController,
                          interactionControllerFor animationController: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning? {
        interaction
    }
}

/// Three plain tabs (A, B, C) on an iPhone 8 (375×667, bar 49 pt at y 618), on a manual clock.
@MainActor
struct TabTransitionFixture {
    let window: Window
    let clock: ManualClock
    let tabs: TabBarController
    let pages: [TabLogPage]
    let log = EventLog()
    let delegate: SlideTabsDelegate

    init(delegate animates: Bool = true) {
        let made = TestSupport.makeWindow()
        window = made.0
        clock = made.1
        window.safeAreaInsets = EdgeInsets(top: 20)
        pages = ["A", "B", "C"].map { [log] in TabLogPage($0, log: log) }
        tabs = TabBarController(viewControllers: pages)
        delegate = SlideTabsDelegate(log: log)
        delegate.animates = animates
        tabs.delegate = delegate
        window.rootViewController = tabs
        window.step(clock)
        log.clear()
    }

    func frame(_ input: () -> Void = {}) {
        clock.advance(by: 1.0 / 60)
        input()
        window.advanceFrame()
    }

    func frames(_ n: Int) { for _ in 0..<n { frame() } }

    /// A press and release on tab `index`, in one frame each.
    func tap(_ index: Int) {
        let f = tabs.tabBar.convert(tabs.tabBar.itemFrame(index), to: nil)
        let p = Point(x: f.midX, y: f.midY)
        frame { window.sendPointer(.began, at: p, time: clock.now) }
        frame { window.sendPointer(.ended, at: p, time: clock.now) }
    }

    /// Page `index`'s on-screen x in the window.
    func x(_ index: Int) -> Double { pages[index].view.presentationFrameInWindow.minX }

    /// Which pages' views are in the container, in order.
    var shown: [String] {
        tabs.view.subviews.compactMap { v in pages.first { $0.isViewLoaded && $0.view === v }?.name }
    }
}
