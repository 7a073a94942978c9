import Foundation
import Testing
import Widgets
@testable import HandheldDemos
@testable import HandheldSimulator

/// Ctrl+T slows the engine's timeline, and scroll momentum runs on it: a flick on the settings table keeps
/// its content moving ten times as long, on the headless runner's virtual clock.
@MainActor
@Suite("Slow animations and scrolling")
struct SlowAnimationsScrollTests {
    /// The settings table is shorter than the iPhone 8's screen but always bounces: this flick pulls it
    /// 190 pt past its end at about 1200 pt/s, and the release springs it back.
    static let flick = "drag 187 620 187 420 0.1"

    /// Runs the flick (after Ctrl+T when `slow`) and counts the frames, from the one the pointer lifted on,
    /// in which the table's content still moved.
    static func movingFrames(slow: Bool) throws -> (frames: Int, harness: HeadlessHarness) {
        let harness = try HeadlessHarness(device: "iphone-8", scene: "settings")
        try harness.run((slow ? "key ctrl+t\n" : "") + flick)
        let table = try #require(FuzzInvariants.onScreen(TableView.self, in: harness.simulator).first)
        #expect(table.isDecelerating)
        var frames = 0, lastMove = 0
        var offset = table.presentationBounds.minY
        while !harness.simulator.isSettled && frames < 20_000 {
            harness.runner.frame()
            frames += 1
            if table.presentationBounds.minY != offset {
                offset = table.presentationBounds.minY
                lastMove = frames
            }
        }
        #expect(harness.simulator.isSettled)
        #expect(!table.isDecelerating)
        #expect(offset == -64, "back at rest under the navigation bar")
        // The release frame moved the content too.
        return (lastMove + 1, harness)
    }

    @Test("with ctrl+t a flick on the settings table keeps moving ten times as long")
    func flickLastsTenTimesAsLong() throws {
        let normal = try Self.movingFrames(slow: false).frames
        let slowed = try Self.movingFrames(slow: true).frames
        #expect(normal > 30 && normal < 120)
        #expect(slowed > 10 * (normal - 1) && slowed <= 10 * normal)
    }

    @Test("the tree shows the slowed table still moving when the unslowed one has long stopped")
    func treeShowsSlowedMotion() throws {
        let normal = try Self.movingFrames(slow: false).frames
        let wait = (Double(normal) * 2 / 60).formatted(.number.precision(.fractionLength(3)))
        func offsets(_ prefix: String) throws -> [Double] {
            let harness = try HeadlessHarness(device: "iphone-8", scene: "settings")
            try harness.run("\(prefix)\(Self.flick)\nwait \(wait)\ntree a.json\nwait 0.1\ntree b.json")
            return try ["a.json", "b.json"].map { name in
                let root = try harness.json(name)["root"] as! [String: Any]
                let node = try #require(HeadlessHarness.node(root, id: "settings-table"))
                return (node["contentOffset"] as! [Double])[1]
            }
        }
        #expect(try offsets("") == [-64, -64])
        let slowed = try offsets("key ctrl+t\n")
        #expect(slowed[0] != slowed[1])
        #expect(slowed[0] > -64 && slowed[1] > -64)
    }
}
