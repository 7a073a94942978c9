import Render
import Testing
import Widgets

/// Every UIKeyboardType has its keys: the phone pad's "+*#" corner and "+" under 0, Twitter's "@" and "#",
/// web search's "." beside the space bar, and the ASCII-capable kinds as their plain counterparts.
@MainActor
struct KeyboardTypesTests {
    func keys(_ type: KeyboardType, isPad: Bool = false) -> [[String]] {
        KeyboardLayout.rows(type: type, plane: .letters, returnTitle: "return", isPad: isPad)
            .map { $0.map { $0.key?.label ?? "·" } }
    }

    @Test("the phone pad is the 3×4 digit pad with +*# in the corner (typing +) and + under 0")
    func phonePad() throws {
        let rows = KeyboardLayout.rows(type: .phonePad, plane: .letters, returnTitle: "return", isPad: false)
        #expect(rows.count == 4 && rows.allSatisfy { $0.count == 3 })
        let corner = try #require(rows[3][0].key)
        #expect(corner.label == "+*#" && corner.action == .character("+"))
        #expect(rows[3][1].key?.sublabel == "+")
        #expect(KeyboardType.phonePad.isDigitPad && KeyboardType.asciiCapableNumberPad.isDigitPad)
        #expect(!KeyboardType.twitter.isDigitPad && !KeyboardType.namePhonePad.isDigitPad)
    }

    @Test("Twitter's bottom row has @ and # beside the space bar; web search's has .")
    func letterKinds() {
        #expect(keys(.twitter).last == ["123", "space", "@", "#", "return"])
        #expect(keys(.webSearch).last == ["123", "space", ".", "return"])
        #expect(keys(.asciiCapable) == keys(.default))
        #expect(keys(.namePhonePad) == keys(.default))
        #expect(keys(.asciiCapableNumberPad) == keys(.numberPad))
    }

    @Test("an iPad shows its numbers plane for the phone pad, as for the number pad")
    func padPhonePad() {
        #expect(keys(.phonePad, isPad: true) == keys(.numberPad, isPad: true))
    }
}
