import Foundation
import Testing
@testable import HandheldDemos
@testable import HandheldSimulator

/// A track fixture with a duration out of range (the playback labels turn it into whole minutes and
/// seconds) is refused by the loader at the line of the value, instead of trapping when a cell shows it.
@Suite("Bad input: track durations in the fixture")
struct BadInputTrackDurationTests {
    static let durations = ["1e300", "0", "-5", "100000", "1e20"]

    @Test("an out-of-range duration names the fixture's file and line", arguments: durations)
    func outOfRange(_ value: String) throws {
        let assets = try AssetsCopy()
        defer { assets.remove() }
        let original = String(decoding: try assets.read(assets.fixture), as: UTF8.self)
        var lines = original.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let durationLines = lines.indices.filter { lines[$0].contains("\"duration\"") }
        let index = durationLines[2]
        lines[index] = lines[index].replacingOccurrences(of: #"\d+"#, with: value, options: .regularExpression)
        try assets.write(Data(lines.joined(separator: "\n").utf8), to: assets.fixture)
        let shown = "\(Double(value)!)"
        let script = try tempFile("scene top-tracks\nwait 0.5\n")
        let r = try runHandheld(["run", script], environment: assets.environment)
        expectOneLineError(r, status: 2, contains: "\(script):1: bad fixture \(assets.fixture):\(index + 1): track 3 duration "
                           + "expects seconds from 1 to 86400 (a day), got \(shown)")
    }

    @MainActor @Test("the playback label's format never traps, whatever the number")
    func format() {
        #expect(PlaybackControlsView.format(75.9) == "1:15")
        #expect(PlaybackControlsView.format(-3) == "0:00")
        #expect(PlaybackControlsView.format(.nan) == "0:00")
        #expect(PlaybackControlsView.format(1e300) == "5999:59")
        #expect(PlaybackControlsView.format(.infinity) == "5999:59")
    }
}
