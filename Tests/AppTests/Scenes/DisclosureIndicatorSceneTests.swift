import Testing
import HandheldDemos
import HandheldSimulator

/// Seed 1, "iOS disclosure indicators done right", through `scripts/seeds/1-disclosure-indicators.txt`.
@MainActor
@Suite("Seed 1: disclosure indicators")
struct DisclosureIndicatorSceneTests {
    /// The accessories of the master's entry cells on screen (the Info row left out).
    static func entryAccessories(_ tree: SeedTree) -> Set<String> {
        Set(tree.nodes(type: "EntryCell").filter { $0["text"] as? String != "Version 1.0" }.compactMap { $0["accessory"] as? String })
    }

    @Test("chevrons show while the split is collapsed and change only when the rotation completes")
    func chevronsFollowTheSplit() throws {
        let run = try SeedRun("1-disclosure-indicators")

        let portrait = try run.tree("1-portrait.json")
        #expect(portrait.collapsed == true)
        #expect(portrait.stacks == [["Master"]])
        #expect(Self.entryAccessories(portrait) == ["disclosureIndicator"])
        // "+" inserted two entries at the top, and they disclose like the others.
        #expect(portrait.cell(text: "2016-08-12 21:28:00")?["accessory"] as? String == "disclosureIndicator")

        let bottom = try run.tree("2-portrait-bottom.json")
        #expect(bottom.cell(text: "Version 1.0")?["accessory"] as? String == "none")
        #expect(Self.entryAccessories(bottom) == ["disclosureIndicator"])

        // Half way through the rotation the split has expanded, but the chevrons wait for the completion.
        let mid = try run.tree("3-mid-rotation.json")
        #expect(mid.screenTransition?["kind"] as? String == "rotation")
        #expect(mid.collapsed == false)
        #expect(Self.entryAccessories(mid) == ["disclosureIndicator"])

        let landscape = try run.tree("4-landscape.json")
        #expect(landscape.orientation == "landscape-right")
        #expect(landscape.screenTransition == nil)
        #expect(landscape.collapsed == false)
        #expect(landscape.stacks == [["Master"], [""]])
        #expect(Self.entryAccessories(landscape) == ["none"])

        // A cell made while expanded has none either; back in portrait every cell has one again.
        let added = try run.tree("5-landscape-added.json")
        #expect(added.cell(text: "2016-08-12 21:33:00")?["accessory"] as? String == "none")
        let portraitAgain = try run.tree("6-portrait-again.json")
        #expect(portraitAgain.collapsed == true)
        #expect(portraitAgain.cell(text: "2016-08-12 21:33:00")?["accessory"] as? String == "disclosureIndicator")
        #expect(Self.entryAccessories(portraitAgain) == ["disclosureIndicator"])
    }

    @Test("on the iPad the list has no chevrons, except at half width in Split View where the split collapses")
    func iPadAndMultitasking() throws {
        let run = try SeedRun("1-disclosure-indicators")
        let iPad = try run.tree("7-ipad.json")
        #expect(iPad.document["device"] as? String == "ipad")
        #expect(iPad.collapsed == false)
        #expect(Self.entryAccessories(iPad) == ["none"])

        let half = try run.tree("8-ipad-half.json")
        #expect(half.document["multitasking"] as? String == "half")
        #expect((half.document["traits"] as? [String: String])?["horizontal"] == "compact")
        #expect(half.collapsed == true)
        #expect(half.stacks == [["Master"]])
        #expect(Self.entryAccessories(half) == ["disclosureIndicator"])
    }

    @Test("frames: portrait with chevrons, landscape without")
    func goldens() throws {
        let run = try SeedRun("1-disclosure-indicators")
        try run.expectGolden("strip/1-portrait-chevrons.png", "seed1-portrait-chevrons")
        try run.expectGolden("strip/3-landscape-no-chevrons.png", "seed1-landscape-no-chevrons")
    }
}
