import Render

/// What happens when the finger lifts: the resting point the glide would reach is projected, paging moves
/// it to a page, the delegate may move it (`scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
/// UIKit's snapping hook), and the content glides there.
extension ScrollView {
    /// A flick faster than this (points per second) pages forward or back even short of half a page.
    static let pagingFlickVelocity = 300.0

    func release(velocity: Point) {
        let range = offsetRange
        let natural = Point(x: decelerationRate.destination(from: bounds.origin.x, initialVelocity: velocity.x),
                            y: decelerationRate.destination(from: bounds.origin.y, initialVelocity: velocity.y))
        var target = isPagingEnabled ? pageTarget(velocity: velocity) : natural
        let proposed = target
        // UIKit reports the velocity in points per millisecond.
        delegate?.scrollViewWillEndDragging(self, withVelocity: Point(x: velocity.x / 1000, y: velocity.y / 1000),
                                            targetContentOffset: &target)
        if target != proposed {
            target = Point(x: target.x.clamped(to: range.x), y: target.y.clamped(to: range.y))
        }
        // A large title never rests half collapsed (UINavigationBar snaps it when the finger lifts).
        if let tracker = largeTitleTracker, let snapped = tracker.snappedLargeTitleTarget(for: self, proposed: target.y) {
            target.y = snapped.clamped(to: range.y)
        }
        // UIKit: didEndDragging(willDecelerate:) comes before willBeginDecelerating.
        if target == natural && !isPagingEnabled {
            let motion = makeMotion(velocity: velocity, deceleration: decelerationRate)
            delegate?.scrollViewDidEndDragging(self, willDecelerate: motion != nil)
            if let motion { run(motion) } else { scheduleIndicatorFade() }
        } else {
            let deceleration: Deceleration = isPagingEnabled ? .fast : decelerationRate
            delegate?.scrollViewDidEndDragging(self, willDecelerate: target != bounds.origin)
            glide(to: target, deceleration: deceleration)
        }
    }

    /// The page to rest on: the nearest one, or the next one the way a flick went.
    private func pageTarget(velocity: Point) -> Point {
        func axis(_ offset: Double, _ v: Double, _ page: Double, _ range: ClosedRange<Double>) -> Double {
            guard page > 0 else { return offset }
            var index = (offset / page).rounded()
            if abs(v) > Self.pagingFlickVelocity {
                index = v > 0 ? (offset / page).rounded(.up) : (offset / page).rounded(.down)
            }
            return (index * page).clamped(to: range)
        }
        let r = offsetRange
        return Point(x: canScrollX ? axis(bounds.origin.x, velocity.x, bounds.width, r.x) : bounds.origin.x,
                     y: canScrollY ? axis(bounds.origin.y, velocity.y, bounds.height, r.y) : bounds.origin.y)
    }

    /// Glides to exactly `target` on the deceleration curve: the glide's distance is proportional to its
    /// starting speed, so the speed that lands on the target is found by division. A target too close for
    /// momentum is reached with a short ease-out instead.
    private func glide(to target: Point, deceleration: Deceleration) {
        let o = bounds.origin
        guard target != o else { return scheduleIndicatorFade() }
        let perUnit = deceleration.destination(from: 0, initialVelocity: 1)
        let v = Point(x: (target.x - o.x) / perUnit, y: (target.y - o.y) / perUnit)
        if Deceleration.hasMomentum(velocity: v.x) || Deceleration.hasMomentum(velocity: v.y),
           let motion = makeMotion(velocity: v, deceleration: deceleration, landingOn: target) {
            return run(motion)
        }
        delegate?.scrollViewWillBeginDecelerating(self)
        animate(withDuration: 0.25, options: .toolkit, curve: .easeOut, animations: { self.applyOffset(target) }, completion: { [weak self] finished in
            guard let self, finished else { return }
            self.scheduleIndicatorFade()
            self.delegate?.scrollViewDidEndDecelerating(self)
        })
    }
}
