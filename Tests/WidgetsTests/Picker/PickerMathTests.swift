import Foundation
import Render
import Testing
@testable import Widgets

@MainActor
@Suite("Picker wheel geometry and snap plans")
struct PickerMathTests {
    let wheel = PickerWheel()

    @Test("near the centre the drum moves 1:1; at a quarter turn rows are edge on and invisible")
    func wheelProjection() {
        #expect(abs(wheel.displacement(forArc: 1) - 1) < 1e-4)
        #expect(wheel.displacement(forArc: -1) < 0)
        #expect(abs(wheel.displacement(forArc: wheel.visibleArc) - wheel.radius) < 1e-9)
        #expect(wheel.scale(forArc: 0) == 1)
        #expect(wheel.scale(forArc: wheel.visibleArc) == 0)
        #expect(wheel.fade(forArc: 0) == 1)
        #expect(abs(wheel.fade(forArc: wheel.visibleArc / 2) - 0.5) < 1e-12)
        #expect(wheel.fade(forArc: wheel.visibleArc + 1) == 0)
    }

    @Test("a tap's position maps back to the point of the drum drawn there")
    func wheelInverse() throws {
        for arc in stride(from: -150.0, through: 150, by: 25) {
            let y = wheel.displacement(forArc: arc)
            let back = try #require(wheel.arc(forDisplacement: y))
            #expect(abs(back - arc) < 1e-9)
        }
        #expect(wheel.arc(forDisplacement: 200) == nil)
    }

    @Test("the glide spring aimed at the projected stop is exactly the scroll view's deceleration")
    func glideSpringIsDeceleration() {
        let spring = PickerSnap.glideSpring(for: .normal)
        #expect(abs(spring.dampingRatio - 1) < 1e-9)
        let x0 = 100.0, v0 = 1500.0
        let stop = Deceleration.normal.destination(from: x0, initialVelocity: v0)
        for t in stride(from: 0.0, through: 3, by: 0.25) {
            let u = spring.state(at: t, displacement: x0 - stop, velocity: v0).displacement
            let free = Deceleration.normal.position(at: t, from: x0, initialVelocity: v0)
            #expect(abs(stop + u - free) < 1e-6)
        }
    }

    @Test("a release faster than 250 pt/s glides to the row nearest the projection")
    func planGlides() {
        let snap = PickerSnap(rowHeight: 32, rowCount: 40)
        let plan = snap.plan(offset: 150, velocity: 1500)
        #expect(plan.glides)
        #expect(plan.row == 28)
        let stop = Deceleration.normal.destination(from: 150, initialVelocity: 1500)
        #expect(plan.timing == .spring(PickerSnap.glideSpring(for: .normal), initialVelocity: 1500 / (28 * 32 - 150)))
        #expect(abs(stop - 28 * 32) <= 16)
    }

    @Test("a fling projected past the last row decelerates more steeply, never speeding up, onto that row")
    func planEndGlide() throws {
        let snap = PickerSnap(rowHeight: 32, rowCount: 40)
        let plan = snap.plan(offset: 0, velocity: 3000)
        #expect(plan.row == 39)
        #expect(plan.glides)
        guard case let .spring(spring, v0) = plan.timing else {
            Issue.record("not a spring")
            return
        }
        let distance = 39 * 32.0
        #expect(abs(spring.naturalFrequency - 3000 / distance) < 1e-9)
        var previousSpeed = 3000.0
        for t in stride(from: 0.0, through: 4, by: 0.05) {
            let position = distance * spring.value(at: t, initialVelocity: v0)
            let speed = distance * spring.velocity(at: t, initialVelocity: v0)
            #expect(position <= distance + 1e-9)
            #expect(speed <= previousSpeed + 1e-9)
            previousSpeed = speed
        }
    }

    @Test("a hard flick a row from the end bounces past it with the snap spring")
    func planEndBounce() {
        let snap = PickerSnap(rowHeight: 32, rowCount: 40)
        let plan = snap.plan(offset: 38 * 32, velocity: 1500)
        #expect(plan.row == 39)
        #expect(!plan.glides)
        #expect(plan.timing == .spring(RubberBand.defaultBounceBack, initialVelocity: 1500 / 32))
    }

    @Test("a slower release snaps to the nearest row with the bounce spring")
    func planSnaps() {
        let snap = PickerSnap(rowHeight: 32, rowCount: 40)
        let plan = snap.plan(offset: 70, velocity: 200)
        #expect(!plan.glides)
        #expect(plan.row == 2)
        #expect(plan.timing == .spring(RubberBand.defaultBounceBack, initialVelocity: 200 / (64 - 70)))
    }

    @Test("a release past either end returns to the end row, whatever the velocity")
    func planBouncesBack() {
        let snap = PickerSnap(rowHeight: 32, rowCount: 10)
        #expect(snap.plan(offset: -30, velocity: -800).row == 0)
        #expect(snap.plan(offset: -30, velocity: 2000).row == 0)
        #expect(snap.plan(offset: 9 * 32 + 20, velocity: 0).row == 9)
        #expect(snap.plan(offset: 200, velocity: 5000).row == 9)
        #expect(!snap.plan(offset: 200, velocity: 5000).glides)
    }
}
