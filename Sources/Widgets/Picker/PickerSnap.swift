import Foundation

/// Where a picker column comes to rest when the finger lifts, and the motion that takes it there. UIKit's
/// picker is a scroll view that rewrites its deceleration's target to the nearest row
/// (`scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`); this does the same with the
/// reference numbers (reference: Scrolling):
///
/// - A release inside the rows at 250 pt/s or more glides: the target row is the one nearest to where
///   UIScrollView's deceleration (0.998/ms) would stop (`Deceleration.destination`), and the motion is the
///   glide spring below, which *is* that deceleration bent to land exactly on the row.
/// - A glide projected past the first or last row stops on it with a steeper exponential of the same
///   starting speed (`endGlideSpring`), or, flung hard right next to it, bounces past it and back.
/// - A slower release, or one past the first or last row (rubber-banded), snaps to the nearest row with the
///   bounce-back spring, carrying the release velocity.
///
/// Offsets are the distance of the centred point from row 0's centre: row r is centred at r × rowHeight.
struct PickerSnap {
    let rowHeight: Double
    let rowCount: Int
    var deceleration = Deceleration.normal

    struct Plan: Equatable {
        /// The row the column will rest on.
        let row: Int
        /// How it moves there, as the animation engine's timing (a spring in distances per second).
        let timing: AnimationTiming
        /// Whether this is a momentum glide (as opposed to a snap or bounce).
        let glides: Bool
    }

    /// A critically damped spring whose ω0 is the deceleration's decay constant β = 1000·|ln rate| (2.002/s
    /// at 0.998/ms). Its motion toward a target is e^(−βt)·(u0 + (v0 + β·u0)·t); when the target is the
    /// projected destination, u0 = −v0/β, the linear term vanishes and what is left, u0·e^(−βt), is exactly
    /// UIScrollView's exponential deceleration. Moving the target to the nearest row (at most half a row
    /// away) only adds a small linear term, so the glide keeps the finger's speed at release and still
    /// lands exactly on the row. An easeOut cubic would need a guessed duration and starts at the wrong speed.
    static func glideSpring(for deceleration: Deceleration) -> Spring {
        let beta = 1000 * abs(log(deceleration.rate))
        return Spring(mass: 1, stiffness: beta * beta, damping: 2 * beta)
    }

    /// Snaps and bounce-backs use the scroll view's bounce spring (mass 1, stiffness 100, critically damped;
    /// reference: Scrolling), so a picker released between rows or pulled past its ends comes back with the
    /// feel of the table around it: a one-row snap is within a point after about 0.5 s (the engine ends it,
    /// exactly on the row, at 0.92 s). Taps on a row and animated `selectRow` use it too.
    static let snapSpring = RubberBand.defaultBounceBack

    /// A glide whose projection passes the end row is clamped to it. Keeping the glide spring would sail
    /// far past the end; the snap spring from afar would pull the wheel faster than the finger left it. A
    /// critically damped spring with ω = speed/distance has v0 + ω·u0 = 0, so its motion is the pure
    /// exponential u0·e^(−ωt): a deceleration that starts at the release speed and stops exactly on the end
    /// row (ω exceeds the deceleration's β because the end is nearer than the projection). When ω would
    /// exceed the snap spring's (a hard flick a row or two from the end) the snap spring is used instead: it
    /// overshoots and bounces back, as a scroll view's fling does when it reaches its edge still fast.
    static func endGlideSpring(distance: Double, speed: Double) -> Spring {
        let snapOmega = snapSpring.naturalFrequency
        guard distance > 1e-9, speed / distance < snapOmega else { return snapSpring }
        let omega = speed / distance
        return Spring(mass: 1, stiffness: omega * omega, damping: 2 * omega)
    }

    /// The largest offset at rest: the last row centred.
    var maxOffset: Double { Double(max(rowCount - 1, 0)) * rowHeight }

    /// The offset at which `row` is centred.
    func offset(ofRow row: Int) -> Double { Double(row) * rowHeight }

    /// The row whose centre is nearest `offset`, clamped to the rows that exist (0 when there are none).
    func nearestRow(to offset: Double) -> Int {
        guard rowCount > 0, rowHeight > 0 else { return 0 }
        let row = Int((offset / rowHeight).rounded())
        return min(max(row, 0), rowCount - 1)
    }

    /// The plan for a release at `offset` moving at `velocity` points per second (positive: toward later
    /// rows, i.e. the finger moving up).
    func plan(offset: Double, velocity: Double) -> Plan {
        let inRange = offset >= 0 && offset <= maxOffset
        if inRange && Deceleration.hasMomentum(velocity: velocity) {
            let projected = deceleration.destination(from: offset, initialVelocity: velocity)
            let row = nearestRow(to: projected)
            let landsOnRow = abs(projected - self.offset(ofRow: row)) <= rowHeight / 2
            let spring = landsOnRow
                ? Self.glideSpring(for: deceleration)
                : Self.endGlideSpring(distance: abs(self.offset(ofRow: row) - offset), speed: abs(velocity))
            return Plan(row: row, timing: timing(spring, from: offset, toRow: row, velocity: velocity),
                        glides: spring != Self.snapSpring)
        }
        let row = nearestRow(to: offset)
        return Plan(row: row, timing: timing(Self.snapSpring, from: offset, toRow: row, velocity: velocity), glides: false)
    }

    /// A snap from rest (taps, animated `selectRow`).
    static let snapTiming = AnimationTiming.spring(snapSpring, initialVelocity: 0)

    /// The spring timing with the release velocity expressed, as the engine wants it, in distances per
    /// second (UIKit's `initialSpringVelocity`).
    private func timing(_ spring: Spring, from offset: Double, toRow row: Int, velocity: Double) -> AnimationTiming {
        let distance = self.offset(ofRow: row) - offset
        let normalized = abs(distance) > 1e-9 ? velocity / distance : 0
        return .spring(spring, initialVelocity: normalized)
    }
}
