import Testing
import Render

@Suite("Key combos")
struct KeyComboTests {
    @Test("combos print back as they parse", arguments: ["ctrl+shift+d", "ctrl+left", "f1", "return", "ctrl+/",
                                                      "alt+super+f12", "escape", "shift+tab", "7", "ctrl+[",
                                                      "ctrl+shift+alt+super+space", "super+]"])
    func roundTrip(text: String) throws {
        let combo = try KeyCombo.parse(text)
        #expect(combo.description == text)
        #expect(try KeyCombo.parse(combo.description) == combo)
    }

    @Test("modifiers print in the one canonical order ctrl, shift, alt, super, whatever order they were written in")
    func canonicalOrder() throws {
        #expect(try KeyCombo.parse("super+alt+shift+ctrl+x").description == "ctrl+shift+alt+super+x")
        #expect(try KeyCombo.parse("shift+ctrl+d").description == "ctrl+shift+d")
        #expect(try KeyCombo.parse("alt+shift+d").description == "shift+alt+d")
        #expect(KeyCombo(.letter("d"), modifiers: [.super, .alt, .shift, .ctrl]).description == "ctrl+shift+alt+super+d")
        #expect(KeyCombo(.letter("d"), modifiers: [.super, .shift, .ctrl]).displayName == "Ctrl+Shift+Super+D")
    }

    @Test("aliases fold into one value")
    func aliases() throws {
        #expect(try KeyCombo.parse("cmd+shift+d").description == "shift+super+d")
        #expect(try KeyCombo.parse("meta+enter") == KeyCombo(.return, modifiers: .super))
        #expect(try KeyCombo.parse("super+esc") == KeyCombo(.escape, modifiers: .super))
        #expect(try KeyCombo.parse("ctrl+/") == KeyCombo(.slash, modifiers: .ctrl))
        #expect(try KeyCombo.parse("ctrl+[") == KeyCombo(.leftBracket, modifiers: .ctrl))
    }

    @Test("garbage is rejected", arguments: ["", "ctrl", "ctrl+", "+d", "ctrl++", "ctrl+ctrl+d", "hyper+d",
                                             "d+ctrl", "f13", "ctrl+shift", "a b", "ctrl+dd", "€", "Ctrl+d", "F1",
                                             " f3 ", "control+d"])
    func rejects(text: String) {
        #expect(KeyCombo(parsing: text) == nil)
        #expect(throws: KeyCombo.SyntaxError.self) { try KeyCombo.parse(text) }
    }

    @Test("a refusal says what was expected and what was found")
    func syntaxErrors() {
        #expect(throws: KeyCombo.SyntaxError(expected: "a key name after the modifiers", found: "'shift' in 'ctrl+shift'")) {
            try KeyCombo.parse("ctrl+shift")
        }
        #expect(throws: KeyCombo.SyntaxError(expected: "each modifier at most once", found: "'super' again in 'cmd+super+a'")) {
            try KeyCombo.parse("cmd+super+a")
        }
    }

    @Test("the help overlay's spelling: capitalised words, arrows as symbols")
    func displayNames() throws {
        #expect(try KeyCombo.parse("ctrl+left").displayName == "Ctrl+←")
        #expect(try KeyCombo.parse("esc").displayName == "Esc")
        #expect(try KeyCombo.parse("ctrl+[").displayName == "Ctrl+[")
        #expect(try KeyCombo.parse("f1").displayName == "F1")
        #expect(try KeyCombo.parse("return").displayName == "Return")
    }

    @Test("a combo matches its key event exactly")
    func matches() throws {
        let combo = try KeyCombo.parse("ctrl+shift+d")
        #expect(combo.matches(.key(.letter("d"), [.ctrl, .shift])))
        #expect(!combo.matches(.key(.letter("d"), [.ctrl])))
        #expect(!combo.matches(.quit))
    }
}
