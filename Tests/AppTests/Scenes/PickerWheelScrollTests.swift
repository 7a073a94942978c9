import Foundation
import Testing
import HandheldDemos
import HandheldSimulator

/// The mouse wheel over a picker turns the picker; the settings table it sits in stays where it is.
@MainActor
@Suite("Mouse wheel over a picker")
struct PickerWheelScrollTests {
    func state(_ h: HeadlessHarness, _ file: String) throws -> (offset: Double, selection: [Double]) {
        let root = try h.json(file)["root"] as! [String: Any]
        let table = try #require(HeadlessHarness.node(root, id: "settings-table"))
        let picker = try #require(HeadlessHarness.node(root, id: "repeat-picker"))
        return (try #require((table["contentOffset"] as? [Double])?.last), try #require(picker["selection"] as? [Double]))
    }

    @Test("two notches down over the repeat picker turn it two rows; the table does not scroll")
    func turnsThePicker() throws {
        let h = try HeadlessHarness(scene: "settings")
        try h.run("""
            tree before.json
            wheel 0 40 #repeat-picker
            wait 0.1
            wheel 0 40 #repeat-picker
            wait 0.6
            tree after.json
            wheel 0 -40 #repeat-picker
            wait 0.6
            tree back.json
            """)
        let before = try state(h, "before.json"), after = try state(h, "after.json")
        let back = try state(h, "back.json")
        #expect(after.offset == before.offset)
        #expect(after.selection.map { $0 - before.selection[0] } == [2])
        #expect(back.selection.map { $0 - before.selection[0] } == [1])
    }
}
