import Testing
import HandheldDemos
import HandheldSimulator

/// Seed 3, "Self sizing static cells", through `scripts/seeds/3-self-sizing-static-cells.txt`.
@MainActor
@Suite("Seed 3: self-sizing static cells")
struct SelfSizingStaticCellsSceneTests {
    /// A picker row as the tree shows it: its height, whether the cell is hidden, and its content's alpha.
    struct Row {
        let height: Double
        let hidden: Bool
        let contentAlpha: Double
    }

    static func row(_ id: String, picker: String, in tree: SeedTree) throws -> Row {
        let node = try #require(tree.node(id))
        // The content view is the child holding the picker.
        let content = try #require((node["children"] as? [[String: Any]])?.first { SeedTree.node(picker, in: $0) != nil })
        return Row(height: SeedTree.frame(node).height, hidden: node["hidden"] as! Bool, contentAlpha: content["alpha"] as! Double)
    }

    static func datePickerRow(_ tree: SeedTree) throws -> Row { try row("date-picker-row", picker: "date-picker", in: tree) }
    static func pickerRow(_ tree: SeedTree) throws -> Row { try row("picker-row", picker: "repeat-picker", in: tree) }
    static func titles(_ tree: SeedTree) -> [String?] {
        [tree.node("date-picker-button")?["text"] as? String, tree.node("picker-button")?["text"] as? String]
    }
    static func dueDate(_ tree: SeedTree) -> String? {
        tree.node("due-date-row").map(SeedTree.texts(in:))?.last
    }

    @Test("showing grows the row, then fades its content in; hiding fades, then collapses and hides the cell")
    func cascade() throws {
        let run = try SeedRun("3-self-sizing-static-cells")

        let initial = try run.tree("1-initial.json")
        let hiddenAtFirst = try Self.datePickerRow(initial)
        #expect(hiddenAtFirst.height == 0 && hiddenAtFirst.hidden)
        let repeatRow = try Self.pickerRow(initial)
        #expect(repeatRow.height == 216 && !repeatRow.hidden && repeatRow.contentAlpha == 1)
        #expect(Self.titles(initial) == ["Show Date Picker", "Hide Picker"])
        #expect(Self.dueDate(initial) == "Sep 14, 2016")

        // Step one of showing: the row grows (0.5 s) with its content still transparent.
        let growing = try Self.datePickerRow(try run.tree("2-growing.json"))
        #expect(!growing.hidden)
        #expect(growing.height > 20 && growing.height < 200)
        #expect(growing.contentAlpha == 0)
        #expect(Self.titles(try run.tree("2-growing.json")) == ["Hide Date Picker", "Hide Picker"])
        // Step two: at full height the content fades in (0.25 s).
        let fadingIn = try Self.datePickerRow(try run.tree("3-fading-in.json"))
        #expect(fadingIn.height == 216)
        #expect(fadingIn.contentAlpha > 0.05 && fadingIn.contentAlpha < 0.95)
        let shown = try Self.datePickerRow(try run.tree("4-shown.json"))
        #expect(shown.height == 216 && shown.contentAlpha == 1)

        // Hiding, step one: the content fades out at full height.
        let fadingOut = try Self.datePickerRow(try run.tree("6-fading-out.json"))
        #expect(fadingOut.height == 216)
        #expect(fadingOut.contentAlpha > 0.05 && fadingOut.contentAlpha < 0.95)
        // Step two: the row collapses with its content gone, and the cell is hidden at the end.
        let collapsing = try Self.datePickerRow(try run.tree("7-collapsing.json"))
        #expect(collapsing.height > 20 && collapsing.height < 200)
        #expect(collapsing.contentAlpha == 0 && !collapsing.hidden)
        let hidden = try Self.datePickerRow(try run.tree("8-hidden.json"))
        #expect(hidden.height == 0 && hidden.hidden)
        #expect(Self.titles(try run.tree("8-hidden.json")) == ["Show Date Picker", "Hide Picker"])
        // The rows below follow: the repeat picker moves back up under its header.
        #expect(SeedTree.frame(try #require(try run.tree("8-hidden.json").node("picker-row"))).minY
                == SeedTree.frame(try #require(initial.node("picker-row"))).minY)
    }

    @Test("the buttons toggle the rows and their titles follow the state")
    func buttons() throws {
        let run = try SeedRun("3-self-sizing-static-cells")
        let pickerHidden = try run.tree("9-picker-hidden.json")
        let repeatRow = try Self.pickerRow(pickerHidden)
        #expect(repeatRow.height == 0 && repeatRow.hidden)
        #expect(Self.titles(pickerHidden) == ["Show Date Picker", "Show Picker"])

        let dateShown = try run.tree("10-date-picker-shown.json")
        let dateRow = try Self.datePickerRow(dateShown)
        #expect(dateRow.height == 216 && !dateRow.hidden && dateRow.contentAlpha == 1)
        #expect(Self.titles(dateShown) == ["Hide Date Picker", "Show Picker"])
    }

    @Test("turning the day wheel updates the Due Date row")
    func choosingADate() throws {
        let run = try SeedRun("3-self-sizing-static-cells")
        let before = try run.tree("4-shown.json")
        #expect(before.node("date-picker")?["date"] as? String == "2016-09-14")
        let after = try run.tree("5-date-changed.json")
        #expect(after.node("date-picker")?["date"] as? String == "2016-09-16")
        #expect(Self.dueDate(after) == "Sep 16, 2016")
        // The date stays once the picker is closed.
        #expect(Self.dueDate(try run.tree("8-hidden.json")) == "Sep 16, 2016")
    }

    @Test("frames: the row growing, the new date on the wheels")
    func goldens() throws {
        let run = try SeedRun("3-self-sizing-static-cells")
        try run.expectGolden("strip/2-row-growing.png", "seed3-row-growing")
        try run.expectGolden("strip/3-date-changed.png", "seed3-date-changed")
    }
}
