import Foundation
import Render
import Testing
import TestSupport
import UIKit
import Widgets

/// A page as an onboarding screen writes one: a plain controller with a colour, logging its appearance
/// callbacks into the shared log.
final class OnboardingPage: UIViewController {
    let name: String
    let log: EventLog
    let colour: UIColor

    init(_ name: String, colour: UIColor, log: EventLog) {
        self.name = name
        self.colour = colour
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = colour
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.add("\(name) willAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.add("\(name) didAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.add("\(name) willDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.add("\(name) didDisappear")
    }
}

/// The data source and delegate as apps write them (an index into an array of pages), logging each call.
final class OnboardingPages: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages: [UIViewController]
    let log: EventLog
    var showsDots = true

    init(_ pages: [UIViewController], log: EventLog) {
        self.pages = pages
        self.log = log
    }

    private func name(_ vc: UIViewController?) -> String { vc?.title ?? "nil" }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        log.add("before \(name(viewController))")
        guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        log.add("after \(name(viewController))")
        guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int {
        log.add("count")
        return showsDots ? pages.count : 0
    }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        log.add("index")
        guard let first = pageViewController.viewControllers?.first else { return 0 }
        return pages.firstIndex(of: first) ?? 0
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController]) {
        log.add("willTransitionTo \(pendingViewControllers.map { name($0) })")
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        log.add("didFinish finished=\(finished) previous=\(previousViewControllers.map { name($0) }) completed=\(completed)")
    }
}

/// A window on the manual clock whose root is a scroll-style page view controller over pages A, B, C
/// (red, green, blue), showing A, with the log cleared.
@MainActor
struct PageViewFixture {
    static let frame = 1.0 / 60
    let window: Window
    let clock: ManualClock
    let pvc: UIPageViewController
    let log: EventLog
    let source: OnboardingPages
    let pages: [OnboardingPage]

    init(options: [UIPageViewController.OptionsKey: Any]? = nil,
         orientation: UIPageViewController.NavigationOrientation = .horizontal,
         style: UIPageViewController.TransitionStyle = .scroll, dots: Bool = true) {
        (window, clock) = TestSupport.makeWindow()
        let log = EventLog()
        self.log = log
        pages = [("A", UIColor.red), ("B", UIColor.green), ("C", UIColor.blue)].map {
            OnboardingPage($0.0, colour: $0.1, log: log)
        }
        source = OnboardingPages(pages, log: log)
        source.showsDots = dots
        pvc = UIPageViewController(transitionStyle: style, navigationOrientation: orientation, options: options)
        pvc.dataSource = source
        pvc.delegate = source
        pvc.setViewControllers([pages[0]], direction: .forward, animated: false, completion: nil)
        window.rootViewController = pvc
        window.step(clock)
        log.clear()
    }

    var width: Double { window.size.width }

    func page(_ name: String) -> OnboardingPage { pages.first { $0.name == name }! }

    /// One frame in the window's order: the clock moves, input arrives, then animations tick and layout runs.
    func frame(_ input: () -> Void = {}) {
        clock.advance(by: Self.frame)
        input()
        window.advanceFrame()
    }

    func frames(_ count: Int) { for _ in 0..<count { frame() } }

    /// Runs frames until no page change is under way (at most `limit`); returns how many it took.
    @discardableResult
    func settle(limit: Int = 200) -> Int {
        var n = 0
        while pvc.isChangingPages && n < limit {
            frame()
            n += 1
        }
        return n
    }

    func press(_ p: Point) { frame { window.sendPointer(.began, at: p, time: clock.now) } }
    func move(_ p: Point) { frame { window.sendPointer(.moved, at: p, time: clock.now) } }
    func release(_ p: Point) { frame { window.sendPointer(.ended, at: p, time: clock.now) } }

    func press(x: Double, y: Double = 300) { press(Point(x: x, y: y)) }
    func move(x: Double, y: Double = 300) { move(Point(x: x, y: y)) }
    func release(x: Double, y: Double = 300) { release(Point(x: x, y: y)) }

    /// The pointer rests at `x` for `frames` frames, so its velocity drops to zero.
    func hold(x: Double, frames: Int = 8) { for _ in 0..<frames { move(x: x) } }

    /// Where a page is on screen this frame, in window points.
    func frameOf(_ name: String) -> Rect { page(name).view.presentationFrameInWindow }

    /// The names of the pages whose views are in the page view controller's view, in order.
    var pagesShown: [String] {
        pages.filter { $0.isViewLoaded && $0.view.window != nil }.map(\.name)
    }

    var current: [String] { (pvc.viewControllers ?? []).map { $0.title ?? "?" } }
}
