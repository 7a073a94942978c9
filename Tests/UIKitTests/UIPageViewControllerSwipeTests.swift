import Foundation
import Render
import Testing
import TestSupport
import UIKit
import Widgets

/// Swiping between the pages of a scroll-style UIPageViewController with the pointer: the pages follow it
/// frame by frame, the release decides, the data source is asked lazily and the pages get UIKit's
/// appearance calls.
@MainActor
struct UIPageViewControllerSwipeTests {
    static let tolerance = 1e-9

    @Test("a swipe left pages forward: mid-drag both pages sit at the pointer's travel, then B fills the screen")
    func swipeForward() {
        let f = PageViewFixture()
        let pagesHeight = f.window.size.height - PageViewController.pageControlHeight
        #expect(f.frameOf("A") == Rect(x: 0, y: 0, width: 375, height: pagesHeight))
        f.press(x: 300)
        for x in [285.0, 250, 200, 120, 60, 90] {
            f.move(x: x)
            let travel = x - 300
            #expect(abs(f.frameOf("A").minX - travel) < Self.tolerance)
            #expect(abs(f.frameOf("B").minX - (375 + travel)) < Self.tolerance)
            #expect(f.frameOf("B").width == 375 && f.frameOf("B").minY == 0)
        }
        #expect(f.pagesShown == ["A", "B"])
        f.hold(x: 90)
        f.release(x: 90)
        let frames = f.settle()
        #expect(frames > 0 && frames < 30)
        #expect(f.frameOf("B") == Rect(x: 0, y: 0, width: 375, height: pagesHeight))
        #expect(f.current == ["B"])
        #expect(f.pagesShown == ["B"])
        #expect(f.pvc.children.map { $0.title } == ["B"])
        #expect(f.page("A").parent == nil)
        #expect(f.pvc.lastRelease?.finishes == true)
    }

    @Test("the whole log of a finished swipe: neighbour asked, delegate told, will calls at the start, did calls at the end")
    func finishedSwipeLog() {
        let f = PageViewFixture()
        f.press(x: 300)
        f.move(x: 280)
        #expect(f.log.entries == ["after A", "willTransitionTo [\"B\"]", "A willDisappear", "B willAppear"])
        for x in [200.0, 100, 50] { f.move(x: x) }
        f.hold(x: 50)
        #expect(f.log.entries.count == 4, "nothing more is asked while the pointer drives")
        f.release(x: 50)
        f.settle()
        #expect(f.log.entries == [
            "after A", "willTransitionTo [\"B\"]", "A willDisappear", "B willAppear",
            "A didDisappear", "B didAppear",
            "didFinish finished=true previous=[\"A\"] completed=true",
        ])
    }

    @Test("a swipe let go before half way with the pointer at rest goes back: B leaves, A appears again")
    func cancelledSwipe() {
        let f = PageViewFixture()
        f.press(x: 300)
        for x in [280.0, 250, 220] { f.move(x: x) }
        #expect(abs(f.frameOf("B").minX - (375 - 80)) < Self.tolerance)
        f.hold(x: 220)
        f.release(x: 220)
        // Going back, A moves right every frame until it is home.
        var previous = f.frameOf("A").minX
        while f.pvc.isChangingPages {
            f.frame()
            #expect(f.frameOf("A").minX >= previous)
            previous = f.frameOf("A").minX
        }
        #expect(f.frameOf("A").minX == 0)
        #expect(f.current == ["A"])
        #expect(f.pagesShown == ["A"])
        #expect(f.pvc.children.map { $0.title } == ["A"])
        #expect(f.pvc.lastRelease?.finishes == false)
        #expect(f.log.entries == [
            "after A", "willTransitionTo [\"B\"]", "A willDisappear", "B willAppear",
            "B willDisappear", "B didDisappear", "A willAppear", "A didAppear",
            "didFinish finished=true previous=[\"A\"] completed=false",
        ])
        #expect(f.pvc.pageControl.currentPage == 0)
    }

    @Test("a quick short flick pages although it is let go before half way")
    func flickFinishes() {
        let f = PageViewFixture()
        f.press(x: 300)
        f.move(x: 270)
        f.move(x: 240)
        f.release(x: 230)
        f.settle()
        #expect(f.pvc.lastRelease?.finishes == true)
        #expect(f.current == ["B"])
        #expect(f.frameOf("B").minX == 0)
    }

    @Test("swiping right asks only for the page before; on the first page there is none and nothing moves")
    func nothingBeforeFirst() {
        let f = PageViewFixture()
        f.press(x: 100)
        for x in [120.0, 200, 300] { f.move(x: x) }
        #expect(f.frameOf("A").minX == 0)
        #expect(!f.pvc.isChangingPages)
        f.release(x: 300)
        f.frames(30)
        #expect(f.log.entries == ["before A"])
        #expect(f.current == ["A"])
    }

    @Test("the data source is asked lazily, one neighbour per swipe, in the direction of the drag")
    func lazyDataSource() {
        let f = PageViewFixture()
        #expect(f.log.entries.isEmpty, "showing the first page asks for no neighbour")
        f.press(x: 300)
        f.move(x: 200)
        f.move(x: 60)
        f.hold(x: 60)
        f.release(x: 60)
        f.settle()
        #expect(f.log.entries.filter { $0.hasPrefix("after") || $0.hasPrefix("before") } == ["after A"])
        f.log.clear()
        f.press(x: 60)
        f.move(x: 160)
        f.move(x: 330)
        f.hold(x: 330)
        f.release(x: 330)
        f.settle()
        #expect(f.log.entries.filter { $0.hasPrefix("after") || $0.hasPrefix("before") } == ["before B"])
        #expect(f.current == ["A"])
        #expect(f.frameOf("A").minX == 0)
    }

    @Test("interPageSpacing: a gap of that many points between the pages while they move, the pointer still followed")
    func interPageSpacing() {
        let f = PageViewFixture(options: [UIPageViewController.OptionsKey.interPageSpacing: 20])
        #expect(f.pvc.interPageSpacing == 20)
        f.press(x: 300)
        for x in [250.0, 150] {
            f.move(x: x)
            #expect(abs(f.frameOf("A").minX - (x - 300)) < Self.tolerance)
            #expect(abs(f.frameOf("B").minX - (f.frameOf("A").maxX + 20)) < Self.tolerance)
        }
        f.move(x: 20)
        f.hold(x: 20)
        f.release(x: 20)
        f.settle()
        #expect(f.frameOf("B").minX == 0)
    }

    @Test("a vertical page view controller pages with an upward drag; the pages move in y")
    func verticalSwipe() {
        let f = PageViewFixture(orientation: .vertical)
        f.press(Point(x: 180, y: 500))
        f.move(Point(x: 180, y: 400))
        #expect(abs(f.frameOf("A").minY - -100) < Self.tolerance)
        #expect(abs(f.frameOf("B").minY - (f.frameOf("A").maxY)) < Self.tolerance)
        #expect(f.frameOf("B").minX == 0)
        f.move(Point(x: 180, y: 100))
        for _ in 0..<8 { f.move(Point(x: 180, y: 100)) }
        f.release(Point(x: 180, y: 100))
        f.settle()
        #expect(f.current == ["B"])
        #expect(f.frameOf("B").minY == 0)
    }

    @Test("a page holding a vertical scroll view: a horizontal drag pages, a vertical one scrolls the page's content")
    func pageWithScrollView() {
        let f = PageViewFixture()
        let scroll = UIScrollView(frame: f.page("A").view.bounds)
        scroll.contentSize = CGSize(width: scroll.bounds.width, height: 2000)
        f.page("A").view.addSubview(scroll)
        f.frame()
        f.press(x: 200, y: 400)
        for y in [380.0, 340, 300] { f.move(x: 200, y: y) }
        f.release(x: 200, y: 300)
        f.frames(5)
        #expect(scroll.contentOffset.y > 50, "the vertical drag scrolled")
        #expect(f.log.entries.isEmpty && f.current == ["A"])
        f.frames(120)
        f.press(x: 300)
        f.move(x: 250)
        f.move(x: 200)
        #expect(abs(f.frameOf("A").minX - -100) < Self.tolerance, "the horizontal drag moves the pages")
        f.move(x: 40)
        f.hold(x: 40)
        f.release(x: 40)
        f.settle()
        #expect(f.current == ["B"])
    }

    @Test("a horizontal carousel inside a page keeps a horizontal drag over it; a drag beside it pages")
    func carouselKeepsItsDrag() {
        let f = PageViewFixture()
        let carousel = UIScrollView(frame: CGRect(x: 0, y: 100, width: 375, height: 150))
        carousel.contentSize = CGSize(width: 1500, height: 150)
        f.page("A").view.addSubview(carousel)
        f.frame()
        f.press(x: 300, y: 175)
        for x in [280.0, 240, 200] { f.move(x: x, y: 175) }
        #expect(carousel.contentOffset.x > 50, "the carousel scrolled")
        #expect(f.frameOf("A").minX == 0 && f.log.entries.isEmpty)
        f.release(x: 200, y: 175)
        f.frames(120)
        f.press(x: 300, y: 500)
        f.move(x: 250, y: 500)
        f.move(x: 200, y: 500)
        #expect(abs(f.frameOf("A").minX - -100) < Self.tolerance)
    }

    @Test("a drag that turns back past its start changes over to the page before, with the callbacks of a cancel then a new swipe")
    func turnBack() {
        let f = PageViewFixture()
        f.pvc.setViewControllers([f.page("B")], direction: .forward, animated: false, completion: nil)
        f.frame()
        f.log.clear()
        f.press(x: 100)
        f.move(x: 50)
        #expect(abs(f.frameOf("C").minX - (375 - 50)) < Self.tolerance)
        f.move(x: 150)
        #expect(abs(f.frameOf("B").minX - 50) < Self.tolerance)
        #expect(abs(f.frameOf("A").maxX - 50) < Self.tolerance)
        #expect(f.pagesShown == ["A", "B"])
        #expect(f.log.entries == [
            "after B", "willTransitionTo [\"C\"]", "B willDisappear", "C willAppear",
            "before B", "C willDisappear", "C didDisappear", "B willAppear", "B didAppear",
            "didFinish finished=true previous=[\"B\"] completed=false",
            "willTransitionTo [\"A\"]", "B willDisappear", "A willAppear",
        ])
        f.log.clear()
        f.move(x: 40)
        f.move(x: 330)
        #expect(!f.log.entries.contains { $0.hasPrefix("after") || $0.hasPrefix("before") },
                "both neighbours known: the data source is not asked again")
        #expect(f.log.entries.filter { $0.hasPrefix("willTransitionTo") } == ["willTransitionTo [\"C\"]", "willTransitionTo [\"A\"]"],
                "over to C at 40, back to A at 330")
        f.hold(x: 330)
        f.release(x: 330)
        f.settle()
        #expect(f.current == ["A"])
        #expect(f.frameOf("A").minX == 0)
        #expect(f.pvc.pageControl.currentPage == 0)
    }
}
