import Render
import Testing
import TestSupport
@testable import Widgets

/// Pull to refresh on the virtual clock: the threshold, the order of what happens, the held content and
/// its glide back.
@MainActor
@Suite("Refresh control")
struct RefreshControlTests {
    /// A 375×667 window with a 20 pt status bar, a long scroll view filling it and a refresh control.
    @MainActor
    struct Fixture {
        let window: Window
        let clock: ManualClock
        let scroll: ScrollView
        let refresh: RefreshControl
        let log: EventLog

        init() {
            let (window, clock) = TestSupport.makeWindow(size: Size(width: 375, height: 667))
            window.safeAreaInsets = EdgeInsets(top: 20)
            let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 375, height: 667))
            scroll.contentSize = Size(width: 375, height: 2000)
            window.rootView.addSubview(scroll)
            let refresh = RefreshControl(), log = EventLog()
            scroll.refreshControl = refresh
            refresh.onValueChanged = { log.add("valueChanged pull=\(Int(refresh.pullDistance)) refreshing=\(refresh.isRefreshing)") }
            window.step(clock)
            (self.window, self.clock, self.scroll, self.refresh, self.log) = (window, clock, scroll, refresh, log)
        }

        /// Presses at y 200 and drags down `distance` in 10 pt steps, one a frame; lifts when `release`.
        func pull(_ distance: Double, release: Bool = true) {
            window.sendPointer(.began, at: Point(x: 180, y: 200), time: clock.now)
            var y = 200.0
            while y < 200 + distance {
                window.step(clock)
                y += 10
                window.sendPointer(.moved, at: Point(x: 180, y: y), time: clock.now)
                log.add("pull=\(Int(refresh.pullDistance)) refreshing=\(refresh.isRefreshing)")
            }
            guard release else { return }
            // Held still long enough that the release carries no speed.
            for _ in 0..<8 {
                window.step(clock)
                window.sendPointer(.moved, at: Point(x: 180, y: y), time: clock.now)
            }
            window.sendPointer(.ended, at: Point(x: 180, y: y), time: clock.now)
            log.add("released")
        }

        func settle(frames: Int = 120) { window.step(clock, frames: frames) }
    }

    @Test("the content rests under the status bar and the control is invisible until pulled")
    func resting() {
        let f = Fixture()
        #expect(Double(f.scroll.contentOffset.y) == -20)
        #expect(Double(f.refresh.frame.maxY) == 0)
        #expect(Double(f.refresh.frame.height) == RefreshControl.indicatorHeight)
        #expect(Double(f.refresh.alpha) == 0)
        #expect(!f.refresh.isRefreshing)
    }

    @Test("a pull starts refreshing the frame it passes 100 pt, under the finger, and sends valueChanged once")
    func threshold() {
        let f = Fixture()
        f.pull(320)
        let entries = f.log.entries
        let changed = entries.firstIndex { $0.hasPrefix("valueChanged") }
        #expect(entries.filter { $0.hasPrefix("valueChanged") }.count == 1)
        guard let changed else { return }
        // The pull logged just before it was short of the threshold, the one just after past it; it came
        // before the release.
        let before = entries[changed - 1], after = entries[changed + 1]
        #expect(before.hasSuffix("refreshing=false"))
        #expect(after.hasSuffix("refreshing=true"))
        let pullBefore = Int(before.split(separator: " ")[0].dropFirst(5))!
        #expect(pullBefore < 100)
        #expect(entries[changed].hasSuffix("refreshing=true"))
        #expect(Int(entries[changed].split(separator: " ")[1].dropFirst(5))! >= 100)
        #expect(changed < entries.firstIndex(of: "released")!)
    }

    @Test("released while refreshing, the content settles held below the spinner")
    func heldWhileRefreshing() {
        let f = Fixture()
        f.pull(320)
        f.settle()
        #expect(f.refresh.isRefreshing)
        #expect(f.refresh.spinner.isAnimating)
        #expect(Double(f.scroll.contentOffset.y) == -20 - RefreshControl.indicatorHeight)
        #expect(Double(f.refresh.alpha) == 1)
        #expect(f.refresh.treeAttributes().first?.1 == .bool(true))
    }

    @Test("a short pull does not refresh and the content returns to its top")
    func shortPull() {
        let f = Fixture()
        f.pull(120)
        #expect(f.refresh.pullDistance > 20)
        f.settle()
        #expect(!f.log.entries.contains { $0.hasPrefix("valueChanged") })
        #expect(!f.refresh.isRefreshing)
        #expect(Double(f.scroll.contentOffset.y) == -20)
        #expect(Double(f.refresh.alpha) == 0)
    }

    @Test("endRefreshing glides the content back up over 0.3 s on the engine's clock")
    func endRefreshing() {
        let f = Fixture()
        f.pull(320)
        f.settle()
        f.refresh.endRefreshing()
        #expect(!f.refresh.isRefreshing)
        #expect(!f.refresh.spinner.isAnimating)
        f.window.step(f.clock, frames: 9)
        let mid = Double(f.scroll.presentationBounds.origin.y)
        #expect(mid > -80 && mid < -20)
        f.window.step(f.clock, frames: 12)
        #expect(Double(f.scroll.presentationBounds.origin.y) == -20)
        #expect(Double(f.scroll.offsetRange.y.lowerBound) == -20)
    }

    @Test("beginRefreshing holds the content below the spinner and sends no value change")
    func beginRefreshing() {
        let f = Fixture()
        f.refresh.beginRefreshing()
        f.window.step(f.clock)
        #expect(f.refresh.isRefreshing)
        #expect(Double(f.scroll.contentOffset.y) == -80)
        #expect(f.log.entries.isEmpty)
        // A pull while refreshing starts nothing new.
        f.pull(320)
        #expect(!f.log.entries.contains { $0.hasPrefix("valueChanged") })
    }

    @Test("a second pull after the refresh ended can refresh again")
    func refreshAgain() {
        let f = Fixture()
        f.pull(320)
        f.settle()
        f.refresh.endRefreshing()
        f.settle(frames: 30)
        f.log.clear()
        f.pull(320)
        #expect(f.log.entries.filter { $0.hasPrefix("valueChanged") }.count == 1)
    }

    @Test("a table view controller's refresh control is its table's")
    func tableViewController() {
        let controller = TableViewController()
        let refresh = RefreshControl()
        controller.refreshControl = refresh
        #expect(controller.tableView.refreshControl === refresh)
        #expect(refresh.scrollView === controller.tableView)
    }
}
