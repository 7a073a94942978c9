import Render
import Testing
import TestSupport
@testable import Widgets

/// Pure red, which a pixel read back gives exactly.
private let opaqueRed = Color(red: 1, green: 0, blue: 0)

/// A page whose marker view is laid out at its safe area's top, as content pinned to the safe area is,
/// and which can hide the bar in its viewWillAppear, as apps with a bar-less screen do.
@MainActor
private final class MarkedPage: ViewController {
    let marker = View()
    var hidesBarOnAppear: Bool?

    init(_ name: String) {
        super.init(nibName: nil, bundle: nil)
        title = name
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        view.addSubview(marker)
        view.setLayoutHandler { [marker] v in marker.frame = Rect(x: 0, y: v.safeAreaInsets.top, width: 100, height: 10) }
    }

    override func viewWillAppear(_ animated: Bool) {
        if let hidden = hidesBarOnAppear { navigationController?.setNavigationBarHidden(hidden, animated: animated) }
    }
}

/// UINavigationController's bar hiding: the slide over 0.2 s on the virtual clock with the pages' safe area
/// and layout following, the state kept across pushes, hiding from a pushed page's viewWillAppear joining
/// the push, and the back swipe with no bar.
@MainActor
@Suite("Navigation bar hiding")
struct NavigationBarHidingTests {
    /// A 375×667 window with a 20 pt status bar: the bar rests at y 20, and hidden at y −44.
    @MainActor
    private struct Fixture {
        let window: Window
        let clock: ManualClock
        let nav: NavigationController
        let root: MarkedPage

        init() {
            (window, clock) = TestSupport.makeWindow(size: Size(width: 375, height: 667))
            window.safeAreaInsets = EdgeInsets(top: 20)
            root = MarkedPage("Root")
            nav = NavigationController(rootViewController: root)
            window.rootViewController = nav
            window.step(clock)
        }

        /// Scrolls a transparent list 100 pt under the bar, so the bar shows its standard look (at the scroll
        /// edge, or with no scroll view, iOS 15's bar is transparent: ScrollEdgeTests).
        func scrollUnderBar() {
            let list = ScrollView()
            list.contentSize = Size(width: 375, height: 3000)
            root.view.addSubview(list)
            list.frame = root.view.bounds
            root.setContentScrollView(list, for: .top)
            frames(1)
            list.contentOffset = Point(x: 0, y: list.contentOffset.y + 100)
            frames(1)
        }

        func frames(_ n: Int) {
            for _ in 0..<n {
                clock.advance(by: 1.0 / 60)
                window.advanceFrame()
            }
        }

        func settle() {
            var n = 0
            while nav.isTransitioning && n < 200 { frames(1); n += 1 }
            frames(2)
        }
    }

    @Test("hiding animated slides the bar up over 0.2 s; the safe area drops at once and the content follows the slide")
    func hideSamples() throws {
        let f = Fixture()
        let bar = f.nav.navigationBar
        #expect(bar.frame == Rect(x: 0, y: 20, width: 375, height: 44))
        #expect(f.root.view.safeAreaInsets.top == 64)
        #expect(f.root.marker.frame.minY == 64)
        #expect(NavigationController.hideShowBarDuration == 0.2)

        f.nav.setNavigationBarHidden(true, animated: true)
        #expect(f.nav.isNavigationBarHidden)
        // t = 0: the model is at its end, the presentation where it was.
        #expect(bar.frame.minY == -44)
        #expect(f.root.view.safeAreaInsets.top == 20)
        #expect(bar.presentationFrameInWindow.minY == 20)
        #expect(f.root.marker.presentationFrameInWindow.minY == 64)
        #expect(!bar.isHidden)
        // t = 0.1 s: half way in time, between the ends (the toolkit curve eases).
        f.frames(6)
        let barMid = bar.presentationFrameInWindow.minY, markerMid = f.root.marker.presentationFrameInWindow.minY
        #expect(barMid < 20 && barMid > -44)
        #expect(markerMid < 64 && markerMid > 20)
        // The content moves with the bar: both have covered the same share of their way.
        #expect(abs((20 - barMid) / 64 - (64 - markerMid) / 44) < 0.02)
        // t = 0.2 s: at rest, out of view and hidden; the content at the status bar's bottom.
        f.frames(7)
        #expect(bar.presentationFrameInWindow.minY == -44)
        #expect(f.root.marker.presentationFrameInWindow.minY == 20)
        #expect(bar.isHidden)
    }

    @Test("showing again slides the bar back into place and gives the safe area its bar back")
    func showAgain() {
        let f = Fixture()
        f.nav.isNavigationBarHidden = true
        #expect(f.nav.navigationBar.isHidden)
        #expect(f.nav.navigationBar.frame.minY == -44)
        #expect(f.root.view.safeAreaInsets.top == 20)
        f.nav.setNavigationBarHidden(false, animated: true)
        #expect(!f.nav.navigationBar.isHidden)
        #expect(f.root.view.safeAreaInsets.top == 64)
        f.frames(6)
        let mid = f.nav.navigationBar.presentationFrameInWindow.minY
        #expect(mid > -44 && mid < 20)
        f.frames(7)
        #expect(f.nav.navigationBar.presentationFrameInWindow.minY == 20)
        #expect(f.root.marker.presentationFrameInWindow.minY == 64)
    }

    @Test("a pushed page finds the bar hidden as the page below left it, and so does the page a pop returns to")
    func pushKeepsState() {
        let f = Fixture()
        f.nav.isNavigationBarHidden = true
        let second = MarkedPage("Second")
        f.nav.pushViewController(second, animated: true)
        f.settle()
        #expect(f.nav.isNavigationBarHidden)
        #expect(f.nav.navigationBar.isHidden)
        #expect(second.view.safeAreaInsets.top == 20)
        #expect(second.marker.frame.minY == 20)
        f.nav.popViewController(animated: true)
        f.settle()
        #expect(f.nav.isNavigationBarHidden)
        #expect(f.root.view.safeAreaInsets.top == 20)
    }

    @Test("hiding from a pushed page's viewWillAppear slides the bar with the push, not after it")
    func hideJoinsPush() {
        let f = Fixture()
        let second = MarkedPage("Second")
        second.hidesBarOnAppear = true
        f.nav.pushViewController(second, animated: true)
        #expect(f.nav.isTransitioning)
        f.frames(10)
        #expect(f.nav.isTransitioning)
        let mid = f.nav.navigationBar.presentationFrameInWindow.minY
        #expect(mid > -44 && mid < 20)
        f.settle()
        #expect(f.nav.navigationBar.isHidden)
        #expect(f.nav.navigationBar.frame.minY == -44)
        #expect(second.view.safeAreaInsets.top == 20)
        // The root shows it again when it comes back.
        f.root.hidesBarOnAppear = false
        f.nav.popViewController(animated: true)
        f.settle()
        #expect(!f.nav.navigationBar.isHidden)
        #expect(f.nav.navigationBar.frame.minY == 20)
        #expect(f.root.view.safeAreaInsets.top == 64)
    }

    @Test("the back swipe pops with the bar hidden")
    func backSwipeWithoutBar() {
        let f = Fixture()
        f.nav.pushViewController(MarkedPage("Second"), animated: false)
        f.nav.isNavigationBarHidden = true
        f.frames(1)
        let times = [5.0, 40, 120, 220, 300]
        f.clock.advance(by: 1.0 / 60)
        f.window.sendPointer(.began, at: Point(x: times[0], y: 300), time: f.clock.now)
        f.window.advanceFrame()
        for x in times.dropFirst() {
            f.clock.advance(by: 1.0 / 60)
            f.window.sendPointer(.moved, at: Point(x: x, y: 300), time: f.clock.now)
            f.window.advanceFrame()
        }
        f.clock.advance(by: 1.0 / 60)
        f.window.sendPointer(.ended, at: Point(x: 300, y: 300), time: f.clock.now)
        f.window.advanceFrame()
        f.settle()
        #expect(f.nav.viewControllers.map(\.title) == ["Root"])
        #expect(f.nav.isNavigationBarHidden)
    }

    @Test("an empty background and shadow image leave the bar transparent: the page's colour shows, hairline row included")
    func transparentBarPixels() throws {
        let f = Fixture()
        f.root.view.backgroundColor = opaqueRed
        f.scrollUnderBar()
        let before = try Golden.draw(f.window)
        // The default bar: its material over red is not red, and its hairline is the last row of the bar.
        #expect(before.pixel(x: 200, y: 40) != opaqueRed)
        #expect(before.pixel(x: 200, y: 63) != before.pixel(x: 200, y: 62))
        f.nav.navigationBar.backgroundImages[.default] = Picture()
        f.nav.navigationBar.shadowImage = Picture()
        f.frames(1)
        let after = try Golden.draw(f.window)
        for y in [5, 30, 62, 63, 64] { #expect(after.pixel(x: 200, y: y) == opaqueRed, "row \(y)") }
    }

    @Test("an empty shadow image without a background image keeps the hairline, as UIKit documents")
    func shadowNeedsBackgroundImage() throws {
        let f = Fixture()
        f.root.view.backgroundColor = opaqueRed
        f.nav.navigationBar.shadowImage = Picture()
        f.scrollUnderBar()
        let surface = try Golden.draw(f.window)
        #expect(surface.pixel(x: 200, y: 63) != surface.pixel(x: 200, y: 62))
        // A background image alone keeps the hairline too, over the transparent bar.
        f.nav.navigationBar.shadowImage = nil
        f.nav.navigationBar.backgroundImages[.default] = Picture()
        f.frames(1)
        let bare = try Golden.draw(f.window)
        #expect(bare.pixel(x: 200, y: 40) == opaqueRed)
        #expect(bare.pixel(x: 200, y: 63) != opaqueRed)
    }

    @Test("a real background image is tiled across the bar and behind the status bar")
    func tiledBackground() throws {
        let f = Fixture()
        // A 2×2 pt image (ARGB pixels): blue left column, green right column.
        let blue: UInt32 = 0xFF00_00FF, green: UInt32 = 0xFF00_FF00
        let image = Image(pixelWidth: 2, pixelHeight: 2, pixels: [blue, green, blue, green])
        f.nav.navigationBar.backgroundImages[.default] = Picture(bitmap: image)
        f.scrollUnderBar()
        let surface = try Golden.draw(f.window)
        let blueColor = Color(red: 0, green: 0, blue: 1), greenColor = Color(red: 0, green: 1, blue: 0)
        #expect(surface.pixel(x: 100, y: 30) == blueColor)
        #expect(surface.pixel(x: 101, y: 30) == greenColor)
        #expect(surface.pixel(x: 100, y: 5) == blueColor)
    }
}
