import Render
import Testing
import TestSupport
@testable import Widgets

@MainActor
@Suite("Picker dragging, flinging and snapping")
struct PickerDragTests {
    let rowHeight = PickerView.defaultRowHeight

    @Test("a slow drag follows the finger 1:1, then snaps to the nearest row on an exact offset")
    func slowDragSnaps() {
        let f = PickerFixture()
        let start = f.wheelCenter()
        // 70 pt up in 7 steps 0.1 s apart: 100 pt/s, below the 250 pt/s momentum threshold.
        f.window.sendPointer(.began, at: start, time: f.clock.now)
        for i in 1...7 {
            f.window.step(f.clock, frames: 6)
            f.window.sendPointer(.moved, at: Point(x: start.x, y: start.y - Double(i) * 10), time: f.clock.now)
        }
        #expect(abs(f.offset() - 70) < 1e-9)
        #expect(f.picker.selectedRow(inComponent: 0) == 0)
        f.window.sendPointer(.ended, at: Point(x: start.x, y: start.y - 70), time: f.clock.now)
        #expect(f.picker.selectedRow(inComponent: 0) == 2)
        f.run(seconds: 1.5)
        #expect(f.offset() == 2 * rowHeight)
        #expect(!f.picker.isMoving(inComponent: 0))
        #expect(f.changes.entries == [[2, 0]])
    }

    @Test("a drag released on the far side of half a row snaps forward, one short of it snaps back")
    func halfRowRule() {
        let f = PickerFixture()
        f.drag(from: f.wheelCenter(), dy: -17, moves: 17, framesPerMove: 6)
        f.run(seconds: 1.5)
        #expect(f.picker.selectedRow(inComponent: 0) == 1)
        #expect(f.offset() == rowHeight)
        f.drag(from: f.wheelCenter(), dy: -15, moves: 15, framesPerMove: 6)
        f.run(seconds: 1.5)
        #expect(f.picker.selectedRow(inComponent: 0) == 1)
        #expect(f.offset() == rowHeight)
        #expect(f.changes.entries == [[1, 0]])
    }

    /// The upward release velocity the picker's pan reports when it ends (read then: afterwards the
    /// recogniser is reset to possible, as UIKit's is).
    static func recordReleaseVelocity(_ f: PickerFixture) -> () -> Double {
        final class Box { var value = 0.0 }
        let box = Box()
        f.picker.panGestureRecognizer.onStateChange = { r, state in
            if state == .ended { box.value = -(r as! PanGestureRecognizer).velocity().y }
        }
        return { box.value }
    }

    @Test("a fling travels to the row nearest the deceleration's projected stop")
    func flingUsesProjection() {
        let f = PickerFixture()
        let velocityAtRelease = Self.recordReleaseVelocity(f)
        // 150 pt up in 6 frames: 1500 pt/s.
        f.drag(from: f.wheelCenter(), dy: -150, moves: 6)
        let releaseOffset = f.offset()
        let velocity = velocityAtRelease()
        #expect(abs(releaseOffset - 150) < 1e-9)
        #expect(abs(velocity - 1500) < 1e-6)
        let projected = Deceleration.normal.destination(from: releaseOffset, initialVelocity: velocity)
        let expected = Int((projected / rowHeight).rounded())
        #expect(expected == 28)
        #expect(f.picker.selectedRow(inComponent: 0) == expected)
        f.run(seconds: 5)
        #expect(f.offset() == Double(expected) * rowHeight)
        #expect(f.offset().truncatingRemainder(dividingBy: rowHeight) == 0)
        #expect(f.changes.entries == [[expected, 0]])
    }

    @Test("a fling glides with the scroll view's deceleration, within half a row of it throughout")
    func flingFollowsDeceleration() {
        let f = PickerFixture()
        let velocityAtRelease = Self.recordReleaseVelocity(f)
        f.drag(from: f.wheelCenter(), dy: -150, moves: 6)
        let x0 = f.offset()
        let v0 = velocityAtRelease()
        let release = f.clock.now
        var previous = x0
        for _ in 0..<180 {
            f.window.step(f.clock)
            let free = Deceleration.normal.position(at: f.clock.now - release, from: x0, initialVelocity: v0)
            #expect(abs(f.offset() - free) <= rowHeight / 2)
            #expect(f.offset() >= previous)
            previous = f.offset()
        }
    }

    @Test("a fling travels further than a slow drag of the same distance")
    func flingTravelsFurther() {
        let slow = PickerFixture()
        slow.drag(from: slow.wheelCenter(), dy: -60, moves: 6, framesPerMove: 6)
        let fast = PickerFixture()
        fast.drag(from: fast.wheelCenter(), dy: -60, moves: 6)
        slow.run(seconds: 5)
        fast.run(seconds: 5)
        #expect(slow.picker.selectedRow(inComponent: 0) == 2)
        #expect(fast.picker.selectedRow(inComponent: 0) > 10)
    }

    @Test("dragging before the first row rubber-bands and springs back to row 0")
    func rubberBandAtStart() {
        let f = PickerFixture()
        let start = f.wheelCenter()
        f.window.sendPointer(.began, at: start, time: f.clock.now)
        for i in 1...10 {
            f.window.step(f.clock, frames: 3)
            f.window.sendPointer(.moved, at: Point(x: start.x, y: start.y + Double(i) * 10), time: f.clock.now)
        }
        let banded = -RubberBand.standard.offset(forOverscroll: 100, dimension: PickerView.standardHeight)
        #expect(abs(f.offset() - banded) < 1e-9)
        #expect(f.offset() > -100 && f.offset() < 0)
        f.window.step(f.clock, frames: 10)
        f.window.sendPointer(.ended, at: Point(x: start.x, y: start.y + 100), time: f.clock.now)
        f.run(seconds: 1.5)
        #expect(f.offset() == 0)
        #expect(f.picker.selectedRow(inComponent: 0) == 0)
        #expect(f.changes.entries.isEmpty)
    }

    @Test("dragging past the last row rubber-bands and springs back to the last row")
    func rubberBandAtEnd() {
        let f = PickerFixture()
        f.picker.selectRow(39, inComponent: 0, animated: false)
        f.drag(from: f.wheelCenter(), dy: -100, moves: 10, framesPerMove: 3)
        let last = 39 * rowHeight
        #expect(f.offset() > last && f.offset() < last + 100)
        f.run(seconds: 1.5)
        #expect(f.offset() == last)
        #expect(f.picker.selectedRow(inComponent: 0) == 39)
        #expect(f.changes.entries.isEmpty)
    }

    @Test("a fling toward the end stops on the last row instead of overshooting it for good")
    func flingPastEnd() {
        let f = PickerFixture()
        f.picker.selectRow(30, inComponent: 0, animated: false)
        f.drag(from: f.wheelCenter(), dy: -150, moves: 6)
        // Released inside the rows (960 + 150 < 1248) but projected far past the last one.
        #expect(f.offset() < 39 * rowHeight)
        #expect(f.picker.selectedRow(inComponent: 0) == 39)
        f.run(seconds: 3)
        #expect(f.offset() == 39 * rowHeight)
        #expect(f.changes.entries == [[39, 0]])
    }

    @Test("a press stops a gliding wheel, which then settles on the nearest row and reports once")
    func pressCatchesGlide() {
        let f = PickerFixture()
        f.drag(from: f.wheelCenter(), dy: -150, moves: 6)
        f.run(seconds: 0.3)
        let caughtAt = f.offset()
        #expect(f.picker.isMoving(inComponent: 0))
        let point = f.wheelCenter()
        f.window.sendPointer(.began, at: point, time: f.clock.now)
        #expect(!f.picker.isMoving(inComponent: 0))
        f.window.step(f.clock, frames: 5)
        #expect(f.offset() == caughtAt)
        f.window.sendPointer(.ended, at: point, time: f.clock.now)
        let nearest = Int((caughtAt / rowHeight).rounded())
        f.run(seconds: 1.5)
        #expect(f.picker.selectedRow(inComponent: 0) == nearest)
        #expect(f.offset() == Double(nearest) * rowHeight)
        #expect(f.changes.entries == [[nearest, 0]])
    }

    @Test("tapping a row below the centre turns it to the centre and reports it")
    func tapSelectsRow() {
        let f = PickerFixture()
        f.picker.selectRow(5, inComponent: 0, animated: false)
        // Two rows below the centre, where the wheel draws row 7.
        let y = PickerWheel().displacement(forArc: 2 * rowHeight)
        let center = f.wheelCenter()
        f.tap(at: Point(x: center.x, y: center.y + y))
        #expect(f.picker.selectedRow(inComponent: 0) == 7)
        #expect(f.changes.entries.isEmpty)
        f.run(seconds: 1.5)
        #expect(f.offset() == 7 * rowHeight)
        #expect(f.changes.entries == [[7, 0]])
    }

    @Test("each wheel is dragged on its own and reports its component")
    func columnsAreIndependent() {
        let picker = PickerView(columns: [(0..<10).map(String.init), (0..<10).map(String.init)])
        let f = PickerFixture(picker: picker)
        f.drag(from: f.wheelCenter(1), dy: -64, moves: 8, framesPerMove: 6)
        f.run(seconds: 1.5)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(picker.selectedRow(inComponent: 1) == 2)
        #expect(f.offset(0) == 0)
        #expect(f.changes.entries == [[2, 1]])
    }
}

@MainActor
@Suite("Picker inside other views")
struct PickerNestingTests {
    @Test("a picker inside a scroll view takes vertical drags for itself; the scroll view does not move")
    func pickerWinsInsideScrollView() {
        let (window, clock) = TestSupport.makeWindow()
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        scroll.contentSize = Size(width: 375, height: 2000)
        window.rootView.addSubview(scroll)
        let picker = PickerView(columns: [(0..<20).map(String.init)], frame: Rect(x: 0, y: 200, width: 375, height: 216))
        scroll.addSubview(picker)
        let start = Point(x: 187, y: 308)
        window.sendPointer(.began, at: start, time: clock.now)
        for i in 1...8 {
            window.step(clock, frames: 6)
            window.sendPointer(.moved, at: Point(x: start.x, y: start.y - Double(i) * 8), time: clock.now)
        }
        window.sendPointer(.ended, at: Point(x: start.x, y: start.y - 64), time: clock.now)
        window.step(clock, frames: 90)
        #expect(picker.selectedRow(inComponent: 0) == 2)
        #expect(scroll.contentOffset == .zero)
    }

    @Test("slow animations stretch a user's glide tenfold through the same offsets, and selectRow's snap too")
    func slowAnimations() {
        /// The wheel's offset after each frame from the release until it rests.
        func glide(slow: Bool) -> [Double] {
            let f = PickerFixture()
            if slow { f.window.engine.slowAnimationFactor = AnimationEngine.slowAnimationMultiplier }
            f.drag(from: f.wheelCenter(), dy: -150, moves: 6)  // 1500 pt/s
            var offsets: [Double] = []
            while f.picker.isMoving(inComponent: 0) && offsets.count < 20_000 {
                f.window.step(f.clock)
                offsets.append(f.offset())
            }
            return offsets
        }
        let normal = glide(slow: false), slowed = glide(slow: true)
        #expect(normal.last == 28 * PickerView.defaultRowHeight && slowed.last == 28 * PickerView.defaultRowHeight)
        // The engine ends a spring on the first frame at or past its settling time: ten times the frames,
        // give or take the rounding of that last frame.
        #expect(slowed.count > 10 * (normal.count - 1) && slowed.count <= 10 * normal.count)
        for k in 1..<normal.count {
            #expect(abs(slowed[10 * k - 1] - normal[k - 1]) < 1e-6, "frame \(k)")
        }
        let f = PickerFixture()
        f.window.engine.slowAnimationFactor = AnimationEngine.slowAnimationMultiplier
        f.picker.selectRow(5, inComponent: 0, animated: true)
        f.run(seconds: 1.5)
        #expect(f.picker.isMoving(inComponent: 0))
        f.run(seconds: 9)
        #expect(f.offset() == 5 * PickerView.defaultRowHeight)
    }
}
