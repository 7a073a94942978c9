import Testing
import TestSupport
import UIKit
// Handheld-only: the window's pointer injection and the manual clock, to drive the screen.
import Widgets

/// An onboarding screen as Swift 5 apps write one: a UIPageViewController subclass that is its own data
/// source and delegate, pages from an array, the index tracked with the pending-index idiom.
final class WelcomeViewController: UIPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    lazy var pages: [UIViewController] = ["Welcome", "Sync", "Start"].map { name in
        let page = UIViewController()
        page.title = name
        page.view.backgroundColor = name == "Sync" ? .systemBlue : .white
        return page
    }
    var currentIndex = 0
    private var pendingIndex: Int?
    var finished: [Bool] = []

    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal,
                   options: [UIPageViewController.OptionsKey.interPageSpacing: 10])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        delegate = self
        if let first = pages.first {
            setViewControllers([first], direction: .forward, animated: true, completion: nil)
        }
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index < pages.count - 1 else { return nil }
        return pages[index + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int { currentIndex }

    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController]) {
        pendingIndex = pages.firstIndex(of: pendingViewControllers.first!)
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        self.finished.append(completed)
        if completed, let pendingIndex = pendingIndex {
            currentIndex = pendingIndex
        }
    }

    /// A "Next" button's action.
    func next() {
        guard currentIndex + 1 < pages.count else { return }
        currentIndex += 1
        setViewControllers([pages[currentIndex]], direction: .forward, animated: true, completion: nil)
    }
}

/// A subclass that overrides UIKit's initializer to force the scroll style, as apps shown by storyboard do.
final class ForcedScrollPageViewController: UIPageViewController {
    override init(transitionStyle style: UIPageViewController.TransitionStyle,
                  navigationOrientation: UIPageViewController.NavigationOrientation,
                  options: [UIPageViewController.OptionsKey: Any]? = nil) {
        super.init(transitionStyle: .scroll, navigationOrientation: navigationOrientation, options: options)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

@MainActor
struct Swift5PageViewControllerTests {
    private func swipe(_ window: UIWindow, _ clock: ManualClock, from x0: CGFloat, to x1: CGFloat) {
        func at(_ x: CGFloat, _ phase: UITouch.Phase) {
            clock.advance(by: 1.0 / 60)
            window.sendPointer(phase, at: CGPoint(x: x, y: 300), time: clock.now)
            window.advanceFrame()
        }
        at(x0, .began)
        for i in 1...10 { at(x0 + (x1 - x0) * CGFloat(i) / 10, .moved) }
        for _ in 0..<8 { at(x1, .moved) }
        at(x1, .ended)
        window.step(clock, frames: 40)
    }

    @Test("the welcome pages: a swipe left shows Sync and moves the index, a Next button pages on to Start")
    func welcomeSwipes() throws {
        let welcome = WelcomeViewController()
        let (window, clock) = TestSupport.makeWindow(size: CGSize(width: 375, height: 667))
        window.rootViewController = welcome
        window.step(clock)
        #expect(welcome.viewControllers?.first?.title == "Welcome")
        #expect(welcome.pages[0].view.frame == CGRect(x: 0, y: 0, width: 375, height: 630))
        swipe(window, clock, from: 300, to: 40)
        #expect(welcome.finished == [true])
        #expect(welcome.currentIndex == 1)
        #expect(welcome.viewControllers?.first === welcome.pages[1])
        #expect(welcome.pages[1].view.presentationFrameInWindow.minX == 0)
        #expect(welcome.pages[0].view.window == nil)
        welcome.next()
        window.step(clock, frames: 40)
        #expect(welcome.viewControllers?.first?.title == "Start")
        #expect(welcome.finished == [true], "setViewControllers does not call the delegate")
        swipe(window, clock, from: 300, to: 40)
        #expect(welcome.finished == [true], "no page after the last: no swipe")
        #expect(welcome.viewControllers?.first?.title == "Start")
    }

    @Test("an overridden init(transitionStyle:navigationOrientation:options:) is the one UIPageViewController() runs")
    func overriddenInitializer() {
        let forced = ForcedScrollPageViewController()
        #expect(forced.transitionStyle == .scroll)
        let vertical = ForcedScrollPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical)
        #expect(vertical.transitionStyle == .scroll && vertical.navigationOrientation == .vertical)
    }
}
