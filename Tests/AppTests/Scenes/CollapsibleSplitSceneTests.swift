import Testing
import HandheldDemos
import HandheldSimulator

/// Seed 2, "How I now deal with collapsible split view controllers", through
/// `scripts/seeds/2-collapsible-split-view.txt`: the four paths on the iPhone 8 Plus.
@MainActor
@Suite("Seed 2: collapsible split view")
struct CollapsibleSplitSceneTests {
    @Test("the list alone in portrait becomes list and placeholder in landscape, and the placeholder collapses away")
    func placeholderPaths() throws {
        let run = try SeedRun("2-collapsible-split-view")

        let list = try run.tree("1-portrait-list.json")
        #expect(list.collapsed == true)
        #expect(list.stacks == [["Master"]])
        #expect(list.node("no-selection") == nil)

        let landscape = try run.tree("2-landscape-placeholder.json")
        #expect(landscape.collapsed == false)
        #expect(landscape.stacks == [["Master"], [""]])
        #expect(landscape.node("no-selection")?["text"] as? String == "No Selection")
        #expect(landscape.node("detail-title") == nil)

        let back = try run.tree("3-portrait-list-alone.json")
        #expect(back.collapsed == true)
        #expect(back.stacks == [["Master"]])
        #expect(back.node("no-selection") == nil)
    }

    @Test("a detail open in either orientation survives the rotation: beside the list, or on top of it")
    func detailPaths() throws {
        let run = try SeedRun("2-collapsible-split-view")

        let portraitDetail = try run.tree("4-portrait-detail.json")
        #expect(portraitDetail.collapsed == true)
        #expect(portraitDetail.stacks == [["Master", "Detail"]])
        #expect(portraitDetail.node("detail-title")?["text"] as? String == "2016-08-12 20:04:00")

        // Separating keeps that detail as the secondary; its row shows which entry is open.
        let kept = try run.tree("5-landscape-keeps-detail.json")
        #expect(kept.collapsed == false)
        #expect(kept.stacks == [["Master"], ["Detail"]])
        #expect(kept.node("detail-title")?["text"] as? String == "2016-08-12 20:04:00")
        #expect(kept.node("no-selection") == nil)
        #expect(kept.cell(text: "2016-08-12 20:04:00")?["selected"] as? Bool == true)

        let other = try run.tree("6-landscape-other-detail.json")
        #expect(other.node("detail-title")?["text"] as? String == "2016-08-12 18:50:00")
        #expect(other.cell(text: "2016-08-12 18:50:00")?["selected"] as? Bool == true)
        #expect(other.cell(text: "2016-08-12 20:04:00")?["selected"] as? Bool == false)

        // Collapsing keeps the meaningful detail on top of the list.
        let onTop = try run.tree("7-portrait-detail-on-top.json")
        #expect(onTop.collapsed == true)
        #expect(onTop.stacks == [["Master", "Detail"]])
        #expect(onTop.node("detail-title")?["text"] as? String == "2016-08-12 18:50:00")

        // Underneath is the list, and coming back deselects the row.
        let list = try run.tree("8-back-to-list.json")
        #expect(list.stacks == [["Master"]])
        #expect(list.nodes(type: "EntryCell").allSatisfy { $0["selected"] as? Bool == false })
    }

    @Test("frames: the placeholder in landscape, the detail on top in portrait")
    func goldens() throws {
        let run = try SeedRun("2-collapsible-split-view")
        try run.expectGolden("strip/2-landscape-placeholder.png", "seed2-landscape-placeholder")
        try run.expectGolden("strip/4-landscape-keeps-detail.png", "seed2-landscape-keeps-detail")
    }
}
