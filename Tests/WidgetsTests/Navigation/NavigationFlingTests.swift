import Render
import Testing
import TestSupport
import Widgets

@MainActor
@Suite("Back swipe fling velocity")
struct NavigationFlingTests {
    /// Presses at the edge, moves at `widthsPerSecond` for `frames` frames (one event a frame), then lifts
    /// one frame later where the last move left the pointer, as a script's `drag` does.
    func swipe(_ f: NavigationFixture, widthsPerSecond: Double, frames: Int) -> Double {
        let x0 = 5.0
        let step = widthsPerSecond * f.width * NavigationFixture.frame
        f.press(at: x0)
        for i in 1...frames { f.move(to: x0 + Double(i) * step) }
        let x = x0 + Double(frames) * step
        f.release(at: x)
        return (x - x0) / f.width
    }

    @Test("a back swipe at exactly 1 width/s let go at 30 % pops")
    func oneWidthPerSecondPops() throws {
        let f = NavigationFixture()
        let travelled = swipe(f, widthsPerSecond: 1, frames: 18)
        #expect(abs(travelled - 0.3) < 1e-9)
        let release = try #require(f.nav.lastRelease)
        #expect(release.finishes)
        f.settle()
        #expect(NavigationFixture.stack(f.nav) == "A")
    }

    @Test("a back swipe just under 1 width/s let go at 30 % is cancelled")
    func slowerIsCancelled() throws {
        let f = NavigationFixture()
        _ = swipe(f, widthsPerSecond: 0.97, frames: 18)
        let release = try #require(f.nav.lastRelease)
        #expect(!release.finishes)
        f.settle()
        #expect(NavigationFixture.stack(f.nav) == "A,B")
    }

    @Test("a fast flick's remainder takes remaining width over the lift-off speed")
    func fastFlickRemainder() throws {
        let f = NavigationFixture()
        // 4 widths per second for 6 frames: 40 % travelled, 60 % left at 4 widths/s is 0.15 s.
        let travelled = swipe(f, widthsPerSecond: 4, frames: 6)
        let release = try #require(f.nav.lastRelease)
        #expect(release.finishes)
        #expect(abs(release.remainingDuration - (1 - travelled) / 4) < 1e-6)
        #expect(abs(release.remainingDuration - 0.15) < 1e-6)
    }
}
