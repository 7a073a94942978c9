import Foundation
import Render
import Testing
import TestSupport
import UIKit
import Widgets

/// `setViewControllers(_:direction:animated:completion:)` on the virtual clock, the built-in page dots in
/// pixels, and the initializer's options and properties.
@MainActor
struct UIPageViewControllerPagesTests {
    static let tolerance = 1e-6

    @Test("setViewControllers animated forward: C slides in from the right beside A over 0.35 s on the system curve")
    func animatedForward() {
        let f = PageViewFixture()
        var completions: [Bool] = []
        let start = f.window.engine.now
        f.pvc.setViewControllers([f.page("C")], direction: .forward, animated: true) { completions.append($0) }
        #expect(f.current == ["C"], "viewControllers changes at once")
        #expect(f.log.entries == ["count", "index", "A willDisappear", "C willAppear"])
        var frames = 0
        while f.pvc.isChangingPages {
            f.frame()
            frames += 1
            let p = (f.window.engine.now - start) / PageViewController.pageChangeDuration
            let x = -375 * TimingCurve.systemDefault.value(at: p)
            if f.pvc.isChangingPages {
                #expect(abs(f.frameOf("A").minX - x) < Self.tolerance)
                #expect(abs(f.frameOf("C").minX - (x + 375)) < Self.tolerance)
            }
        }
        // 0.35 s is 21 frames of 1/60 s.
        #expect(frames == 21)
        #expect(f.frameOf("C").minX == 0)
        #expect(completions == [true])
        #expect(f.pagesShown == ["C"])
        #expect(f.log.entries == ["count", "index", "A willDisappear", "C willAppear", "A didDisappear", "C didAppear"],
                "no delegate call: only gestures are reported to it")
        #expect(f.pvc.pageControl.currentPage == 2)
    }

    @Test("setViewControllers animated in reverse: the new page comes in from the left")
    func animatedReverse() {
        let f = PageViewFixture()
        f.pvc.setViewControllers([f.page("C")], direction: .forward, animated: false, completion: nil)
        f.pvc.setViewControllers([f.page("B")], direction: .reverse, animated: true, completion: nil)
        f.frames(6)
        #expect(f.frameOf("B").minX < 0 && f.frameOf("B").minX > -375)
        #expect(f.frameOf("C").minX > 0)
        #expect(abs(f.frameOf("C").minX - f.frameOf("B").maxX) < Self.tolerance)
        f.settle()
        #expect(f.frameOf("B").minX == 0)
        #expect(f.current == ["B"])
    }

    @Test("setViewControllers not animated: the page is in place before the call returns, every callback done")
    func notAnimated() {
        let f = PageViewFixture()
        var completions: [Bool] = []
        f.pvc.setViewControllers([f.page("B")], direction: .forward, animated: false) { completions.append($0) }
        #expect(completions == [true])
        #expect(!f.pvc.isChangingPages)
        #expect(f.log.entries == ["count", "index", "A willDisappear", "B willAppear", "A didDisappear", "B didAppear"])
        f.frame()
        #expect(f.frameOf("B").minX == 0 && f.pagesShown == ["B"])
        #expect(f.pvc.pageControl.currentPage == 1)
    }

    @Test("before the controller is on screen the first page waits, then appears with it")
    func firstPageAppearsWithTheController() {
        let (window, clock) = TestSupport.makeWindow()
        let log = EventLog()
        let page = OnboardingPage("A", colour: .red, log: log)
        let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
        pvc.setViewControllers([page], direction: .forward, animated: true, completion: nil)
        #expect(log.entries.isEmpty)
        #expect(pvc.children == [page])
        window.rootViewController = pvc
        window.step(clock)
        #expect(log.entries == ["A willAppear", "A didAppear"])
        #expect(page.view.presentationFrameInWindow == Rect(x: 0, y: 0, width: 375, height: 667),
                "no data source count: no dots, the page fills the view")
    }

    /// The window drawn on black at scale 1, as the device's screen lies behind the window.
    func drawOnBlack(_ window: Window) throws -> OffscreenSurface {
        let surface = try OffscreenSurface(size: window.size, scale: 1, fonts: try Golden.fonts())
        window.draw(in: surface.beginFrame(clear: .black))
        surface.endFrame()
        return surface
    }

    @Test("the page dots: a strip at the bottom, three dots 16 pt apart, the current one white, the others translucent white")
    func dotsPixels() throws {
        let f = PageViewFixture()
        let surface = try drawOnBlack(f.window)
        let y = Int(667 - PageViewController.pageControlHeight / 2)
        func rgb(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let c = surface.pixel(x: x, y: y).rgba8
            return (Int(c.0), Int(c.1), Int(c.2))
        }
        #expect(rgb(171, y) == (255, 255, 255))
        for x in [187, 203] {
            let (r, g, b) = rgb(x, y)
            #expect(r == g && g == b && abs(r - 77) <= 1, "30 % white over black")
        }
        for x in [179, 195, 150, 230] { #expect(rgb(x, y) == (0, 0, 0)) }
        #expect(rgb(187, 600) == (255, 0, 0), "page A above the strip")
        #expect(rgb(187, 632) == (0, 0, 0), "the strip starts 37 pt above the bottom")
        try surface.writePNG(to: NSTemporaryDirectory() + "handheld-pages-dots-A.png")

        // After a swipe the dot moves by itself: the data source is not asked for the index.
        f.press(x: 300)
        f.move(x: 200)
        f.move(x: 40)
        f.hold(x: 40)
        f.release(x: 40)
        f.settle()
        #expect(!f.log.entries.contains("index") && !f.log.entries.contains("count"))
        let after = try drawOnBlack(f.window)
        #expect(after.pixel(x: 187, y: y).rgba8 == (255, 255, 255, 255))
        #expect(after.pixel(x: 171, y: y).rgba8.0 < 100)
        #expect(after.pixel(x: 187, y: 600).rgba8 == (0, 255, 0, 255))
        try after.writePNG(to: NSTemporaryDirectory() + "handheld-pages-dots-B.png")
    }

    @Test("a paged screen mid-swipe, drawn for looking at: A and B side by side over the dots")
    func midSwipePicture() throws {
        let f = PageViewFixture(options: [.interPageSpacing: 12])
        f.press(x: 300)
        f.move(x: 200)
        f.move(x: 150)
        let surface = try drawOnBlack(f.window)
        #expect(surface.pixel(x: 100, y: 300).rgba8 == (255, 0, 0, 255))
        #expect(surface.pixel(x: 230, y: 300).rgba8 == (0, 0, 0, 255), "the gap between the pages")
        #expect(surface.pixel(x: 240, y: 300).rgba8 == (0, 255, 0, 255))
        try surface.writePNG(to: NSTemporaryDirectory() + "handheld-pages-mid-swipe.png")
    }

    @Test("no presentation count: no dots, the pages fill the view")
    func noDots() {
        let f = PageViewFixture(dots: false)
        #expect(f.pvc.pageControl.isHidden)
        #expect(f.frameOf("A") == Rect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test("the initializer's style, orientation and options, and UIKit's defaults")
    func properties() {
        let scroll = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .vertical,
                                          options: [.interPageSpacing: CGFloat(8)])
        #expect(scroll.transitionStyle == .scroll && scroll.navigationOrientation == .vertical)
        #expect(scroll.spineLocation == .none && !scroll.isDoubleSided)
        #expect(scroll.gestureRecognizers.isEmpty, "a scroll's gestures are its scroll view's")
        #expect(scroll.interPageSpacing == 8)
        let curl = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                        options: [UIPageViewController.OptionsKey.spineLocation:
                                                    NSNumber(value: UIPageViewController.SpineLocation.max.rawValue)])
        #expect(curl.spineLocation == .max)
        #expect(curl.gestureRecognizers.count == 1)
        let plain = UIPageViewController()
        #expect(plain.transitionStyle == .pageCurl && plain.navigationOrientation == .horizontal)
        #expect(plain.spineLocation == .min)
        #expect(plain.viewControllers == nil)
        #expect(UIPageViewController.OptionsKey.interPageSpacing.rawValue == "UIPageViewControllerOptionInterPageSpacingKey")
    }

    @Test("a page curl pages with a swipe too, drawn as a slide")
    func pageCurlSlides() {
        let f = PageViewFixture(style: .pageCurl)
        #expect(f.pvc.pageControl.isHidden, "no dots for a page curl")
        f.press(x: 300)
        f.move(x: 200)
        #expect(abs(f.frameOf("A").minX - -100) < Self.tolerance)
        f.move(x: 40)
        f.hold(x: 40)
        f.release(x: 40)
        f.settle()
        #expect(f.current == ["B"])
    }
}
