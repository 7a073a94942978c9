import Render
import Testing
import TestSupport
import Widgets

/// The back swipe frame by frame: the pages, the dimming and the alongside animations share one
/// progress that follows the pointer, and the release runs the rest with the reference's rule.
@MainActor
@Suite("Navigation interactive pop")
struct NavigationInteractivePopTests {
    static let tolerance = 1e-9

    @Test("sampled frames: top page at the pointer's travel, page beneath at -30 % × (1 - p), dimming 0.1 × (1 - p), alongside at p")
    func sampledFrames() throws {
        let f = NavigationFixture()
        let a = f.page(0), b = f.page(1)
        let marker = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        marker.alpha = 0
        a.view.addSubview(marker)
        a.alongsideOnAppear = { marker.alpha = 1 }
        f.press(at: 10)
        for x in [25.0, 50, 100, 180, 260, 330, 300] {
            f.move(to: x)
            let travel = x - 10, p = travel / f.width
            let dimming = try #require(f.dimmingView)
            #expect(abs(f.x(of: b) - travel) < Self.tolerance)
            #expect(abs(f.x(of: a) - -0.3 * f.width * (1 - p)) < Self.tolerance)
            #expect(abs(dimming.presentationAlpha * dimming.presentationBackgroundColor.alpha - 0.1 * (1 - p)) < Self.tolerance)
            #expect(abs(marker.presentationAlpha - p) < Self.tolerance)
            #expect(abs((f.shadowView?.presentationFrameInWindow.maxX ?? -1) - travel) < Self.tolerance)
            let status = try #require(f.nav.transitionStatus)
            #expect(status.kind == .pop && status.isInteractive && abs(status.percentComplete - p) < Self.tolerance)
        }
        f.hold(at: 300, frames: 8)
        f.release(at: 300)
        f.settle()
        #expect(marker.presentationAlpha == 1 && marker.alpha == 1)
        #expect(f.dimmingView == nil && f.shadowView == nil)
    }

    @Test("a cancelled swipe reverses the alongside animation with the pages")
    func cancelReversesAlongside() {
        let f = NavigationFixture()
        let a = f.page(0)
        let marker = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        marker.alpha = 0
        a.view.addSubview(marker)
        a.alongsideOnAppear = { marker.alpha = 1 }
        f.press(at: 10)
        for x in [30.0, 60, 90, 120] { f.move(to: x) }
        f.hold(at: 120, frames: 8)
        f.release(at: 120)
        var previous = marker.presentationAlpha
        while f.nav.isTransitioning {
            f.frame()
            #expect(marker.presentationAlpha <= previous)
            previous = marker.presentationAlpha
        }
        #expect(marker.alpha == 0 && marker.presentationAlpha == 0)
        #expect(f.x(of: f.page(1)) == 0)
    }

    /// Follows the remainder after a release frame by frame: the top page must sit at
    /// p0 + (1 − p0) × easeOut(elapsed / duration), and the transition must end on the first frame at or
    /// after `duration`. The segment starts at the engine's time when the release arrives (the previous
    /// frame's), as every animation started by input does.
    func followRemainder(_ f: NavigationFixture, from p0: Double, start: Double, duration: Double) {
        let b = f.page(1)
        while true {
            let elapsed = f.window.engine.now - start
            guard f.nav.isTransitioning else {
                #expect(elapsed >= duration - 1e-9 && elapsed < duration + NavigationFixture.frame)
                break
            }
            let expected = f.width * (p0 + (1 - p0) * TimingCurve.easeOut.value(at: elapsed / duration))
            #expect(abs(f.x(of: b) - expected) < 1e-6)
            #expect(elapsed < duration)
            f.frame()
        }
    }

    @Test("a slow release runs the remaining fraction × 0.35 s with easeOut")
    func slowReleaseDuration() throws {
        let f = NavigationFixture()
        f.press(at: 10)
        for x in stride(from: 20.0, through: 250, by: 10) { f.move(to: x) }
        f.hold(at: 250, frames: 8)
        let start = f.window.engine.now
        f.release(at: 250)
        let release = try #require(f.nav.lastRelease)
        let p0 = 240 / f.width
        #expect(release.finishes && release.durationFactor == 1)
        #expect(abs(release.remainingDuration - (1 - p0) * 0.35) < 1e-12)
        followRemainder(f, from: p0, start: start, duration: release.remainingDuration)
    }

    @Test("a fast release is shortened so the page is never slower than the pointer")
    func fastReleaseDuration() throws {
        let f = NavigationFixture()
        f.press(at: 10)
        for x in [50.0, 90, 130] { f.move(to: x) }
        let start = f.window.engine.now
        f.release(at: 170)
        let release = try #require(f.nav.lastRelease)
        let p0 = 160 / f.width
        let velocity = 160 / (4 * NavigationFixture.frame)
        let natural = (1 - p0) * 0.35
        let byVelocity = (1 - p0) * f.width / velocity
        #expect(release.finishes)
        #expect(byVelocity < natural)
        #expect(abs(release.remainingDuration - byVelocity) < 1e-6)
        #expect(abs(release.durationFactor - byVelocity / natural) < 1e-6)
        followRemainder(f, from: p0, start: start, duration: release.remainingDuration)
    }

    @Test("the release rule: flings decide by direction, slow releases by distance")
    func releaseRule() {
        let w = 375.0
        func decide(_ p: Double, _ v: Double) -> Bool { InteractivePopRelease(percent: p, velocity: v, width: w, duration: 0.35).finishes }
        #expect(decide(0.1, w) && !decide(0.9, -w))
        #expect(decide(0.51, w - 1) && !decide(0.5, -(w - 1)) && !decide(0.49, 0))
        let cancel = InteractivePopRelease(percent: 0.8, velocity: -3 * w, width: w, duration: 0.35)
        #expect(!cancel.finishes && abs(cancel.remainingDuration - 0.8 / 3) < 1e-12)
        let against = InteractivePopRelease(percent: 0.7, velocity: -0.5 * w, width: w, duration: 0.35)
        #expect(against.finishes && abs(against.remainingDuration - 0.3 * 0.35) < 1e-12)
    }

    @Test("a table's pan beneath the edge loses to the back swipe")
    func edgeBeatsScroll() {
        let f = NavigationFixture()
        let log = EventLog()
        let pan = PanGestureRecognizer()
        pan.onStateChange = { _, s in log.add("pan \(s.rawValue)") }
        f.page(1).view.addGestureRecognizer(pan)
        f.press(at: 6)
        f.move(to: 30)
        #expect(log.entries == ["pan failed"])
        #expect(f.nav.transitionStatus?.isInteractive == true)
        f.release(at: 30)
        f.settle()
    }
}
