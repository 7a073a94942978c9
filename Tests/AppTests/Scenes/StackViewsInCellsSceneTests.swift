import Testing
@testable import HandheldDemos
@testable import HandheldSimulator

/// Seed 5, "Using stack views in table cells", through `scripts/seeds/5-stack-views-in-cells.txt`.
@MainActor
@Suite("Seed 5: stack views in cells")
struct StackViewsInCellsSceneTests {
    /// The ranks of the rows on screen, and of those showing their playback controls.
    static func ranks(_ tree: SeedTree) -> (visible: Set<Int>, expanded: Set<Int>) {
        func rank(_ node: [String: Any], _ prefix: String) -> Int? {
            (node["id"] as? String).flatMap { $0.hasPrefix(prefix) ? Int($0.dropFirst(prefix.count)) : nil }
        }
        let visible = tree.nodes(type: "TrackCell").compactMap { rank($0, "track-") }
        let expanded = tree.nodes(type: "PlaybackControlsView").filter { $0["hidden"] as? Bool == false }.compactMap { rank($0, "playback-") }
        return (Set(visible), Set(expanded))
    }

    static func height(_ tree: SeedTree, _ id: String) throws -> Double {
        SeedTree.frame(try #require(tree.node(id))).height
    }

    @Test("a tap shows the playback controls and the row grows to fit them, deselecting as it goes")
    func expanding() throws {
        let run = try SeedRun("5-stack-views-in-cells")
        let collapsed = try run.tree("1-collapsed.json")
        #expect(Self.ranks(collapsed).expanded.isEmpty)
        #expect(try Self.height(collapsed, "track-2") == 84)

        let expanding = try run.tree("2-expanding.json")
        let growing = try Self.height(expanding, "track-2")
        #expect(growing > 84 && growing < 143)
        #expect(expanding.node("playback-2")?["hidden"] as? Bool == false)
        let highlight = try #require(expanding.node("track-2")?["highlightAlpha"] as? Double)
        #expect(highlight > 0 && highlight < 1)
        #expect(expanding.node("track-2")?["selected"] as? Bool == false)

        let expanded = try run.tree("3-expanded.json")
        // 84 pt of artwork and margins plus the 8 pt spacing and the 51 pt controls.
        #expect(try Self.height(expanded, "track-2") == 143)
        #expect(try Self.height(expanded, "track-3") == 84)
        #expect(Self.ranks(expanded).expanded == [2])
        #expect(Self.ranks(try run.tree("4-two-expanded.json")).expanded == [2, 4])
    }

    @Test("scrolling reuses cells without expanding the wrong rows, and the expanded ones stay open")
    func reuse() throws {
        let run = try SeedRun("5-stack-views-in-cells")
        let down = try run.tree("5-scrolled-down.json")
        let downRanks = Self.ranks(down)
        #expect(!downRanks.visible.contains(2) && !downRanks.visible.contains(4))
        #expect(downRanks.visible.count >= 8)
        #expect(downRanks.expanded.isEmpty)
        #expect(down.nodes(type: "TrackCell").allSatisfy { SeedTree.frame($0).height == 84 })

        let back = try run.tree("6-scrolled-back.json")
        #expect(Self.ranks(back).visible.isSuperset(of: [1, 2, 3, 4, 5]))
        #expect(Self.ranks(back).expanded == [2, 4])
        #expect(try Self.height(back, "track-4") == 143)
    }

    @Test("play advances the progress bar with the clock; a second tap collapses the row")
    func playingAndCollapsing() throws {
        let run = try SeedRun("5-stack-views-in-cells")
        let duration = try #require(try TrackStore.load(from: try TrackStore.fixturePath).tracks.first { $0.rank == 2 }?.duration)
        let started = try run.tree("7-playing.json")
        #expect(started.node("play-2")?["glyph"] as? String == "pause")
        let p0 = try #require(started.node("playback-2")?["progress"] as? Double)
        let later = try run.tree("8-played-10s.json")
        let p1 = try #require(later.node("playback-2")?["progress"] as? Double)
        // The tree rounds to 3 decimals, a fifth of a second of this track.
        #expect(abs((p1 - p0) * duration - 10) < 0.25, "progress \(p0) → \(p1) of \(duration) s")
        #expect(SeedTree.texts(in: try #require(later.node("playback-2"))).first == "0:10")
        #expect(later.node("playback-4")?["progress"] as? Double == 0)

        let collapsing = try run.tree("9-collapsing.json")
        let shrinking = try Self.height(collapsing, "track-2")
        #expect(shrinking > 84 && shrinking < 143)
        #expect(collapsing.node("playback-2")?["hidden"] as? Bool == true)
        let done = try run.tree("10-collapsed-again.json")
        #expect(try Self.height(done, "track-2") == 84)
        #expect(Self.ranks(done).expanded == [4])
    }

    @Test("frames: two rows expanded, track 2 playing")
    func goldens() throws {
        let run = try SeedRun("5-stack-views-in-cells")
        try run.expectGolden("strip/2-two-expanded.png", "seed5-two-expanded")
        try run.expectGolden("strip/4-playing.png", "seed5-playing")
    }
}
