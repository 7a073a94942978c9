import Testing
@testable import Render

@Suite("Key combos")
struct KeyComboTests {
    @Test("combos print back as they parse", arguments: ["ctrl+shift+d", "ctrl+left", "f1", "return", "ctrl+/",
                                                      "alt+super+f12", "escape", "shift+tab", "7", "ctrl+alt+shift+super+space"])
    func roundTrip(text: String) throws {
        let combo = try #require(KeyCombo(parsing: text))
        #expect(combo.description == text)
        #expect(KeyCombo(parsing: combo.description) == combo)
    }

    @Test("aliases and case normalise")
    func aliases() {
        #expect(KeyCombo(parsing: "Cmd+Shift+D")?.description == "shift+super+d")
        #expect(KeyCombo(parsing: "meta+enter") == KeyCombo(.return, modifiers: .super))
        #expect(KeyCombo(parsing: "super+esc") == KeyCombo(.escape, modifiers: .super))
        #expect(KeyCombo(parsing: "control+slash") == KeyCombo(.slash, modifiers: .ctrl))
        #expect(KeyCombo(parsing: " f3 ") == KeyCombo(.function(3)))
    }

    @Test("garbage is rejected", arguments: ["", "ctrl", "ctrl+", "+d", "ctrl++", "ctrl+ctrl+d", "hyper+d",
                                             "d+ctrl", "f13", "ctrl+shift", "a b", "ctrl+dd", "€"])
    func rejects(text: String) {
        #expect(KeyCombo(parsing: text) == nil)
    }

    @Test("a combo matches its key event exactly")
    func matches() throws {
        let combo = try #require(KeyCombo(parsing: "ctrl+shift+d"))
        #expect(combo.matches(.key(.letter("d"), [.ctrl, .shift])))
        #expect(!combo.matches(.key(.letter("d"), [.ctrl])))
        #expect(!combo.matches(.quit))
    }
}
