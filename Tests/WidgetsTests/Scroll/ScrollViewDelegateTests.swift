import Render
import Testing
import TestSupport
@testable import Widgets

/// Logs every delegate call (did-scroll calls are counted, not logged) and can move the resting point.
@MainActor
final class ScrollLog: ScrollViewDelegate {
    var entries: [String] = []
    var scrolls = 0
    var snap: ((Point) -> Point)?
    var allowsScrollToTop = true
    func scrollViewDidScroll(_ s: ScrollView) { scrolls += 1 }
    func scrollViewWillBeginDragging(_ s: ScrollView) { entries.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ s: ScrollView, withVelocity v: Point, targetContentOffset: inout Point) {
        entries.append("willEndDragging v=\(Int((v.y * 1000).rounded()))")
        if let snap { targetContentOffset = snap(targetContentOffset) }
    }
    func scrollViewDidEndDragging(_ s: ScrollView, willDecelerate: Bool) { entries.append("didEndDragging \(willDecelerate)") }
    func scrollViewWillBeginDecelerating(_ s: ScrollView) { entries.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ s: ScrollView) { entries.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ s: ScrollView) { entries.append("didEndScrollingAnimation") }
    func scrollViewShouldScrollToTop(_ s: ScrollView) -> Bool { entries.append("shouldScrollToTop"); return allowsScrollToTop }
    func scrollViewDidScrollToTop(_ s: ScrollView) { entries.append("didScrollToTop") }
}

/// Each rule is UIScrollView's (UIScrollViewDelegate and UIScrollView documentation).
@MainActor
@Suite("Scroll view delegate and UIScrollView rules")
struct ScrollViewDelegateTests {
    let window: Window
    let clock: ManualClock
    let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 600))
    let log = ScrollLog()

    init() {
        (window, clock) = TestSupport.makeWindow(size: Size(width: 300, height: 600))
        scroll.contentSize = Size(width: 300, height: 10_000)
        scroll.delegate = log
        window.rootView.addSubview(scroll)
        window.step(clock)
    }

    /// Upward at 1200 pt/s: 200 pt in 10 frames.
    func flick(dy: Double = -20, frames: Int = 10) {
        window.sendPointer(.began, at: Point(x: 150, y: 500), time: clock.now)
        for i in 1...frames {
            window.step(clock)
            window.sendPointer(.moved, at: Point(x: 150, y: 500 + dy * Double(i)), time: clock.now)
        }
        window.sendPointer(.ended, at: Point(x: 150, y: 500 + dy * Double(frames)), time: clock.now)
    }

    func settle() { for _ in 0..<1000 where scroll.isDecelerating || window.engine.isAnimating { window.step(clock) } }

    @Test("a flick calls the delegate in UIKit's order, with the velocity in points per millisecond")
    func flickOrder() {
        flick()
        settle()
        #expect(log.entries == ["willBeginDragging", "willEndDragging v=1200", "didEndDragging true",
                                "willBeginDecelerating", "didEndDecelerating"])
        #expect(log.scrolls > 100)
    }

    @Test("the delegate's targetContentOffset is where the glide comes to rest, exactly (snapping)")
    func targetContentOffset() {
        log.snap = { proposed in Point(x: 0, y: (proposed.y / 100).rounded() * 100) }
        flick()
        settle()
        #expect(scroll.contentOffset.y.truncatingRemainder(dividingBy: 100) == 0)
        #expect(scroll.contentOffset.y > 200)
    }

    @Test("paging rests on a multiple of the view's height, the next page for a flick")
    func paging() {
        scroll.isPagingEnabled = true
        flick(dy: -10, frames: 6)
        settle()
        #expect(scroll.contentOffset.y == 600)
        flick(dy: 3, frames: 4)
        settle()
        #expect(scroll.contentOffset.y == 600, "a slow drag of 12 pt settles back on the same page")
    }

    @Test("contentOffset is left alone when contentSize shrinks; a table clamps instead")
    func shrinkLeavesOffset() {
        scroll.contentOffset = Point(x: 0, y: 5000)
        scroll.contentSize = Size(width: 300, height: 1000)
        #expect(scroll.contentOffset.y == 5000)
        let table = TableView(frame: Rect(x: 0, y: 0, width: 300, height: 600))
        #expect(table.clampsOffsetWhenContentShrinks)
    }

    @Test("scrollRectToVisible moves just enough; setContentOffset animated ends with didEndScrollingAnimation")
    func scrollRectToVisible() {
        scroll.scrollRectToVisible(Rect(x: 0, y: 1000, width: 10, height: 50), animated: false)
        #expect(scroll.contentOffset.y == 450, "the rect's bottom meets the view's bottom")
        scroll.scrollRectToVisible(Rect(x: 0, y: 500, width: 10, height: 50), animated: false)
        #expect(scroll.contentOffset.y == 450, "already visible: nothing moves")
        scroll.setContentOffset(Point(x: 0, y: 2000), animated: true)
        window.step(clock, frames: 30)
        #expect(scroll.contentOffset.y == 2000 && log.entries == ["didEndScrollingAnimation"])
    }

    @Test("a status-bar tap asks scrollViewShouldScrollToTop; false keeps the content, true scrolls and reports")
    func statusBarTap() {
        scroll.contentOffset = Point(x: 0, y: 3000)
        log.allowsScrollToTop = false
        #expect(!scroll.statusBarTapped())
        window.step(clock, frames: 30)
        #expect(scroll.contentOffset.y == 3000)
        log.allowsScrollToTop = true
        #expect(scroll.statusBarTapped())
        window.step(clock, frames: 30)
        #expect(scroll.contentOffset.y == 0)
        #expect(log.entries == ["shouldScrollToTop", "shouldScrollToTop", "didEndScrollingAnimation", "didScrollToTop"])
    }

    @Test("contentInsetAdjustmentBehavior: automatic adds the top and bottom safe area, and the sides only when scrolling sideways")
    func insetAdjustment() {
        window.safeAreaInsets = EdgeInsets(top: 44, left: 30, bottom: 34, right: 30)
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 44, bottom: 34))
        scroll.contentSize = Size(width: 2000, height: 10_000)
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 44, left: 30, bottom: 34, right: 30))
        scroll.contentInsetAdjustmentBehavior = .never
        #expect(scroll.adjustedContentInset == .zero)
        scroll.contentSize = Size(width: 300, height: 100)
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(scroll.adjustedContentInset == .zero, "nothing scrolls, nothing adjusts")
        scroll.contentInsetAdjustmentBehavior = .always
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 44, left: 30, bottom: 34, right: 30))
    }

    @Test("horizontal content scrolls sideways and shows the horizontal indicator along the bottom")
    func horizontal() {
        scroll.contentSize = Size(width: 3000, height: 600)
        window.sendPointer(.began, at: Point(x: 250, y: 300), time: clock.now)
        for i in 1...6 {
            window.step(clock)
            window.sendPointer(.moved, at: Point(x: 250 - 20 * Double(i), y: 300), time: clock.now)
        }
        #expect(Double(scroll.contentOffset.x) == 120 - PanGestureRecognizer.slop + PanGestureRecognizer.slop)
        #expect(!scroll.horizontalIndicator.isHidden && scroll.horizontalIndicator.alpha == 1)
        #expect(Double(scroll.horizontalIndicator.frame.maxY) == 600 - ScrollView.indicatorInset)
        window.sendPointer(.ended, at: Point(x: 130, y: 300), time: clock.now)
    }
}
